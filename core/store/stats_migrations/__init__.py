"""Migrations of the statistics (tortoise.migrations): one file a change, never edited once released."""
