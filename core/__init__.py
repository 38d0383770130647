"""The game engine: variants, roles, phases, actions, resolution, storage.

``core`` knows no variant and no Discord: variants arrive as pluggy plugins
(see :mod:`core.hookspecs`), Discord is one adapter among others (``bot``).
"""
