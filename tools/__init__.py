"""Tools over the engine: the scenario runner (``scenario``), the simulator (``simulate``), the balance
runner (``balance``) and the benchmark (``bench``). They use ``core`` (and its store); the engine and the
books import none of them. ``mafia-bot`` (``bot/cli.py``) is their command line."""
