"""Ichiba: a Discord bot for tabletop card games."""
