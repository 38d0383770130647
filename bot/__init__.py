"""The adapters around the engine: the command line (``bot.cli``) and the
Discord bot (discord.py). Nothing here holds game rules."""
