"""What every edition of the fantasy book shares: the base Variant (``variant.FantasyVariant``), the
per-game and per-player state (``state``), the rules several roles and editions use (``mechanics``) and the
checks and tags roles share (``roles``). It imports no edition (``tests/test_imports.py``)."""
