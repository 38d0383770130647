"""The adapters around the engine: the command line (``bot.cli``) and the
Discord bot (discord.py). Nothing here holds game rules."""

__version__ = "0.1.0"  # the project's version (pyproject.toml reads it from here)
