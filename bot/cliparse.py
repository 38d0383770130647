"""argparse in Russian: the command line's own words ("usage", "options", "the following
arguments are required", …) come from the bot's catalog like every other message, every
argument's help shows its default, and a wrong argument is one line and exit code 2.

argparse words its messages through ``argparse._`` (gettext); :class:`Parser` swaps that
function for a lookup in ``bot/locale/ru.ftl`` while it builds, parses and formats, and puts
it back afterwards, so nothing else in the process (pytest's own parser, say) is touched."""

from __future__ import annotations

import argparse
import contextlib
import sys
from typing import Any, Callable, Iterator, NoReturn

from bot.texts import t

# argparse's English message ids (Python 3.11–3.13) -> catalog keys.
_MESSAGES = {
    "usage: ": "argparse.usage",
    "positional arguments": "argparse.positionals",
    "options": "argparse.options",
    "optional arguments": "argparse.options",
    "show this help message and exit": "argparse.help",
    "show program's version number and exit": "argparse.version",
    "argument %(argument_name)s: %(message)s": "argparse.argument",
    "the following arguments are required: %s": "argparse.required",
    "unrecognized arguments: %s": "argparse.unrecognized",
    "invalid choice: %(value)r (choose from %(choices)s)": "argparse.invalid_choice",
    "invalid %(type)s value: %(value)r": "argparse.invalid_type",
    "expected one argument": "argparse.expected_one",
    "expected at most one argument": "argparse.expected_at_most_one",
    "expected at least one argument": "argparse.expected_at_least_one",
    "ambiguous option: %(option)s could match %(matches)s": "argparse.ambiguous",
    "not allowed with argument %s": "argparse.not_allowed",
    "one of the arguments %s is required": "argparse.one_required",
    "ignored explicit argument %r": "argparse.ignored",
    "unknown parser %(parser_name)r (choices: %(choices)s)": "argparse.unknown_parser",
    "unexpected option string: %s": "argparse.unexpected",
    "can't open '%(filename)s': %(error)s": "argparse.cant_open",
}


def _russian(message: str) -> str:
    key = _MESSAGES.get(message)
    if key is None:
        return message
    text = t(key)
    return text + " " if message.endswith(" ") else text  # Fluent trims the space after «использование:»


def _russian_plural(singular: str, plural: str, count: int) -> str:
    if singular == "expected %s argument":
        return t("argparse.expected_n")
    return singular if count == 1 else plural


@contextlib.contextmanager
def russian() -> Iterator[None]:
    """argparse speaks Russian inside this block."""
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._, argparse.ngettext = _russian, _russian_plural  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


class Formatter(argparse.HelpFormatter):
    """Every argument's help ends with its default (when it has one worth saying)."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        help = action.help or ""
        if "%(default)" in help or action.default in (None, False, argparse.SUPPRESS) or not action.option_strings:
            return help
        default = t("argparse.default")
        if isinstance(action.default, str):  # a default that is a database URL shows no password
            from core.masking import masked

            default = default.replace("%(default)s", masked(action.default).replace("%", "%%"))
        return f"{help} ({default})" if help else f"({default})"


class Parser(argparse.ArgumentParser):
    """An ArgumentParser in Russian whose errors are one line and exit code 2."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", Formatter)
        with russian():
            super().__init__(*args, **kwargs)

    def add_argument(self, *args: Any, **kwargs: Any) -> argparse.Action:
        with russian():
            return super().add_argument(*args, **kwargs)

    def add_subparsers(self, **kwargs: Any) -> Any:
        kwargs.setdefault("title", t("argparse.command"))
        with russian():
            return super().add_subparsers(**kwargs)

    def parse_known_args(self, args: Any = None, namespace: Any = None) -> Any:  # type: ignore[override]
        with russian():
            return super().parse_known_args(args, namespace)

    def parse_args(self, args: Any = None, namespace: Any = None) -> Any:  # type: ignore[override]
        with russian():
            return super().parse_args(args, namespace)

    def format_usage(self) -> str:
        with russian():
            return super().format_usage()

    def format_help(self) -> str:
        with russian():
            return super().format_help()

    def error(self, message: str) -> NoReturn:
        """One line: which command, what is wrong, where the help is."""
        message = " ".join(message.split())
        self.exit(2, t("argparse.error", prog=self.prog, message=message) + "\n")

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        if message:
            print(message, end="", file=sys.stderr)
        raise SystemExit(status)


def whole(least: int | None = None) -> Callable[[str], int]:
    """An argparse type: a whole number (at least ``least``), refused in Russian."""

    def parse(value: str) -> int:
        try:
            number = int(value)
        except ValueError:
            raise argparse.ArgumentTypeError(t("argparse.whole", value=value)) from None
        if least is not None and number < least:
            raise argparse.ArgumentTypeError(t("argparse.at_least", least=least, value=value))
        return number

    parse.__name__ = "whole"
    return parse
