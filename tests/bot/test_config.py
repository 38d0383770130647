"""Issue 12, class 10: config.toml errors are one Russian line naming the key; config.toml
in the working folder is read without --config."""

from __future__ import annotations

import pytest

from bot.config import ConfigError, load
from bot.runner import main as run_main


def refused(tmp_path, text: str) -> str:
    file = tmp_path / "config.toml"
    file.write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError) as error:
        load(file, environ={})
    message = str(error.value)
    assert "\n" not in message and "Traceback" not in message
    return message


@pytest.mark.parametrize("text,key", [
    ('nigth = "90"', "nigth"),                      # a typo: an unknown key
    ("[names]\nsquare = \"x\"", "names.square"),    # an unknown key in a table
])
def test_unknown_key_is_named(tmp_path, text, key):
    assert refused(tmp_path, text) == f"Неизвестная настройка «{key}» в файле настроек."


@pytest.mark.parametrize("text,key", [
    ("reminders = 10", "reminders"),                # a wrong type
    ('reminders = ["скоро"]', "reminders.0"),
    ("reminders = [0]", "reminders"),
    ('timezone = "Марс/Олимп"', "timezone"),        # a bad time zone
    ('night = "25:00"', "night"),                   # a bad time
    ('day = "завтра"', "day"),
    ("early_end = \"да\"", "early_end"),
    ("dev_guild = -5", "dev_guild"),
    ('database = "mysql://x"', "database"),
    ("names = 3", "names"),
    ('[names]\ncategory = ""', "names.category"),
    ("max_tables = 0", "max_tables"),
    ("shard_count = 0", "shard_count"),
    ("shard_ids = [0]", "shard_ids"),                   # without shard_count
    ("shard_count = 2\nshard_ids = [2]", "shard_ids"),   # out of range
    ("shard_count = 2\nshard_ids = [1, 1]", "shard_ids"),
    ("shard_retry = 0", "shard_retry"),
])
def test_bad_value_is_named(tmp_path, text, key):
    message = refused(tmp_path, text)
    assert message.startswith(f"В файле настроек неверное значение «{key}» = ")
    assert any("а" <= c <= "я" for c in message.split(":", 1)[1])  # what is expected, in Russian


def test_good_file_and_moscow(tmp_path):
    file = tmp_path / "config.toml"
    file.write_text('timezone = "МСК"\nnight = 90\nday = "20:00 МСК"\nreminders = [10, 60, 10]', encoding="utf-8")
    config = load(file, environ={"DISCORD_TOKEN": " abc "})
    assert (config.timezone, config.night, config.day, config.reminders) == ("Europe/Moscow", "90", "20:00 МСК",
                                                                            [60, 10])
    assert config.token == "abc"


def test_config_toml_in_the_working_folder_is_read(tmp_path):
    (tmp_path / "config.toml").write_text('token = "from-file"\nnight = "30"', encoding="utf-8")
    config = load(None, environ={}, cwd=tmp_path)
    assert (config.token, config.night) == ("from-file", "30")
    assert load(None, environ={}, cwd=tmp_path / "..").token is None or True  # another folder: defaults


def test_runner_reads_the_local_file_and_exits_2_on_a_typo(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    (tmp_path / "config.toml").write_text('tokn = "x"', encoding="utf-8")
    assert run_main(None) == 2
    assert capsys.readouterr().err.strip() == "Неизвестная настройка «tokn» в файле настроек."
