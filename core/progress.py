"""The one progress bar of the command line (``balance``, ``report``, ``bench``): tqdm on
stderr, shown only when stderr is a terminal (a pipe or a log file gets no bar)."""

from __future__ import annotations

import sys
from typing import Iterable, TypeVar

from tqdm import tqdm

T = TypeVar("T")


def bar(iterable: Iterable[T] | None = None, *, total: int | None = None, desc: str = "",
        unit: str = "") -> "tqdm[T]":
    """A tqdm bar over ``iterable`` (or one to ``update()`` by hand when it is None)."""
    return tqdm(iterable, total=total, desc=desc or None, unit=f" {unit}" if unit else "it", file=sys.stderr,
                disable=None, leave=True, dynamic_ncols=True)
