"""The one progress bar of the command line (``balance``, ``report``, ``bench``, ``scenario run``):
tqdm on stderr, shown only when stderr is a terminal (a pipe or a log file gets no bar)."""

from __future__ import annotations

import sys
from typing import Iterable, TypeVar

from tqdm import tqdm

T = TypeVar("T")

# tqdm's own layout without its rate («3.52it/s»: English and a decimal point in a Russian line):
# what is done, of how many, the time taken and the time left.
FORMAT = "{desc}: {percentage:3.0f}%|{bar}| {n_fmt}/{total_fmt} [{elapsed}<{remaining}]"


def bar(iterable: Iterable[T] | None = None, *, total: int | None = None, desc: str = "",
        show: bool = True) -> "tqdm[T]":
    """A tqdm bar over ``iterable`` (or one to ``update()`` by hand when it is None); ``show=False``
    hides it even on a terminal (a one-file run needs none)."""
    return tqdm(iterable, total=total, desc=desc, bar_format=FORMAT, file=sys.stderr,
                disable=None if show else True, leave=True, dynamic_ncols=True)
