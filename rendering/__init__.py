"""Pillow renderers: engine view dicts in, PNG bytes out (no discord, no game state)."""
