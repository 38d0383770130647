"""Built-in variant plugins. Each subpackage is a pluggy plugin found through
the ``mafia_bot.variants`` entry-point group (see pyproject.toml)."""

#: The built-in plugins, by variant id (tests check each is documented and installed).
BUILTIN = ("hp", "romanian", "fantasy", "cards")
