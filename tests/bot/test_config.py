"""Issue 12, class 10 and issue 32, item 13: config.toml errors are one Russian line naming the key
and the file (a TOML syntax error, a file not in UTF-8, a folder: in Russian too); config.toml in the
working folder is read without --config; TOML's types are kept (1 is not true)."""

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
    assert refused(tmp_path, text) == f"Неизвестная настройка «{key}» в файле настроек {tmp_path / 'config.toml'}."


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
    ("members_intent = 1", "members_intent"),           # TOML has types: 1 is not true
    ('sync_commands = "no"', "sync_commands"),           # nor is "no" false
    ('max_tables = "5"', "max_tables"),
    ("reminders = [60.0]", "reminders.0"),
    ("[names]\ncategory = 5", "names.category"),
])
def test_bad_value_is_named(tmp_path, text, key):
    message = refused(tmp_path, text)
    assert message.startswith(f"В файле настроек {tmp_path / 'config.toml'} неверное значение «{key}» = ")
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
    assert capsys.readouterr().err.strip() == "Неизвестная настройка «tokn» в файле настроек config.toml."


@pytest.mark.parametrize("text,said", [
    ('night = 90 90', "строка 1, столбец 12: после значения строка должна кончиться: одна настройка на строке."),
    ("token = abc", "строка 1, столбец 9: неверное значение (текст нужно взять в кавычки: \"…\")."),
    ('token = "abc', "строка 1, столбец 13: текст не закрыт кавычкой до конца строки."),
    ("[names", "строка 1, столбец 7: заголовок таблицы не закрыт: нужна ]."),
    ("night", "строка 1, столбец 6: после названия настройки нужен знак = и значение."),
    ("[names]\n[names]", "строка 2, столбец 7: «names» объявлено дважды."),
    ('night = "1"\nnight = "2"', "строка 2, столбец 12: значение уже задано выше."),
    ("reminders = [1, 2", "в конце файла: список не закрыт: нужна ]."),
    ('x = "a\\q"', "строка 1, столбец 9: обратная косая черта \\ в строке: удвойте её (\\\\) или возьмите строку "
                   "в одинарные кавычки."),
    ("x = 1\n;", "строка 2, столбец 1: непонятная строка: нужна настройка вида название = значение "
                 "или заголовок [таблицы]."),
])
def test_toml_syntax_errors_are_russian_with_the_line(tmp_path, text, said):
    assert refused(tmp_path, text + "\n") == f"Ошибка в файле настроек {tmp_path / 'config.toml'}, {said}"


def test_a_file_that_cannot_be_read_says_why(tmp_path):
    file = tmp_path / "config.toml"
    file.write_bytes('night = "90"\ntoken = "\xff"\n'.encode("latin-1"))
    with pytest.raises(ConfigError) as error:
        load(file, environ={})
    assert str(error.value) == \
        f"Файл настроек {file} не в кодировке UTF-8 (строка 2, байт 0xff): сохраните его в UTF-8."
    file.write_bytes('\ufeffnight = "90"\n'.encode("utf-8"))  # a byte-order mark is no error
    assert load(file, environ={}).night == "90"
    with pytest.raises(ConfigError) as error:
        load(tmp_path, environ={})
    assert str(error.value) == f"{tmp_path} — это папка, а не файл настроек."


def test_a_config_toml_folder_is_not_skipped(tmp_path, monkeypatch, capsys):
    """A folder named config.toml in the working folder (Docker makes one where a mounted file was
    missing) is said, not silently passed over for the defaults."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    (tmp_path / "config.toml").mkdir()
    assert run_main(None) == 2
    assert capsys.readouterr().err.strip() == ("config.toml в текущей папке — это папка, а не файл настроек: "
                                              "уберите её или укажите файл флагом --config.")


def test_no_password_in_a_config_error(tmp_path):
    message = refused(tmp_path, 'database = "mysql://mafia:s3cretpw@db:3306/mafia"')
    assert "s3cretpw" not in message and '"mysql://mafia:***@db:3306/mafia"' in message
