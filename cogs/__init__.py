"""Discord glue: slash commands and per-game presenters. No rules and no SQL here."""
