"""The built package is complete: a wheel built from the repository's files alone (as a clean
clone has them), installed into a fresh virtual environment, lists every variant and edition
and plays a whole simulated game of each, with nothing read from the source folder.

The fresh environment gets the wheel only (``--no-deps``); its dependencies are the ones of the
environment running the tests, reached through a ``.pth`` line (no download, and that
environment's own editable ``mafia-bot`` stays out of sight: a path added by a ``.pth`` file has
its own ``.pth`` files ignored). Building the wheel needs the build backend from the package
index (pip's build isolation), as any ``pip wheel .`` does."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from core.registry import Engine

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.slow


def clean_copy(target: Path) -> Path:
    """The repository's files as a clean clone has them: tracked (and new, not ignored) files only."""
    try:
        listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"], cwd=ROOT,
                                capture_output=True, check=True).stdout.decode().split("\0")
    except (OSError, subprocess.CalledProcessError):  # not a git checkout: everything but what is built or kept
        ignore = shutil.ignore_patterns(".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", "data")
        shutil.copytree(ROOT, target, ignore=ignore)
        return target
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
    return target


def run(*command: str | os.PathLike[str], cwd: Path, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "MAFIA_DATABASE", "DISCORD_TOKEN")}
    return subprocess.run([str(c) for c in command], cwd=cwd, capture_output=True, text=True, timeout=timeout,
                          env=env)


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """A fresh virtual environment with the wheel installed; returns its bin folder."""
    work = tmp_path_factory.mktemp("wheel")
    source = clean_copy(work / "clone")
    built = run(sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", work / "dist", source, cwd=work)
    assert built.returncode == 0, built.stderr[-3000:]
    [wheel] = (work / "dist").glob("mafia_bot-*.whl")
    venv = work / "venv"
    made = run(sys.executable, "-m", "venv", "--without-pip", venv, cwd=work)
    assert made.returncode == 0, made.stderr
    bin_dir = venv / ("Scripts" if os.name == "nt" else "bin")
    python = bin_dir / "python"
    done = run(sys.executable, "-m", "pip", "--python", python, "install", "--no-deps", "-q", wheel, cwd=work)
    assert done.returncode == 0, done.stderr[-3000:]
    purelib = run(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])", cwd=work).stdout.strip()
    ours = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (Path(purelib) / "zz_test_dependencies.pth").write_text("\n".join(sorted(ours)) + "\n", encoding="utf-8")
    return bin_dir


def test_the_wheel_ships_every_data_file(installed):
    python = installed / "python"
    where = run(python, "-c", "import bot, core, plugins.cards; print(bot.__file__); print(plugins.cards.__file__)",
                cwd=installed)
    assert where.returncode == 0, where.stderr
    assert all(str(installed.parent) in line for line in where.stdout.splitlines())  # not the source folder
    # Every data file of the packages (catalogs, the cards' collection, the rule books' words …) is there.
    purelib = Path(run(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])",
                       cwd=installed).stdout.strip())
    data = [path.relative_to(ROOT) for folder in ("core", "bot", "plugins") for path in (ROOT / folder).rglob("*")
            if path.is_file() and path.suffix in (".ftl", ".toml", ".json", ".yaml", ".css", ".js", ".html")]
    assert Path("plugins/cards/cards.toml") in data
    missing = [str(name) for name in data if not (purelib / name).is_file()]
    assert not missing, f"not in the wheel: {missing}"
    migrations = run(python, "-c", "import core.store.stats_migrations as m, pkgutil; "
                     "print(sorted(n for _, n, _ in pkgutil.iter_modules(m.__path__)))", cwd=installed)
    assert "0001_results" in migrations.stdout, migrations.stderr
    version = run(installed / "mafia-bot", "--version", cwd=installed)
    assert version.returncode == 0 and version.stdout.strip().startswith("mafia-bot ")


def test_the_wheel_lists_and_plays_every_variant_and_edition(installed, tmp_path):
    listed = run(installed / "mafia-bot", "variants", cwd=tmp_path)
    assert listed.returncode == 0, listed.stderr
    assert "failed to load" not in listed.stdout + listed.stderr
    names = [line.split("\t")[0] for line in listed.stdout.splitlines()]
    from bot.cli import variants_in_order

    expected = [v.id if e is None else f"{v.id} --edition {e}" for v in variants_in_order(Engine())
                for e in v.editions or (None,)]
    assert names == expected
    for name in names:
        game = run(installed / "mafia-bot", "simulate", "--variant", *name.split(), "--seed", "2", cwd=tmp_path)
        assert game.returncode == 0, f"{name}: {game.stderr[-2000:]}"
        assert "=== " in game.stdout and ("Победитель" in game.stdout or "Игра окончена" in game.stdout), name
