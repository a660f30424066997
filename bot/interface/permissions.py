"""The channel permissions the bot needs to show a game."""

from __future__ import annotations

import discord

NEEDED_PERMISSIONS = ("view_channel", "send_messages", "embed_links", "attach_files")


def missing_permissions(perms: discord.Permissions) -> list[str]:
    """The channel permissions the bot needs but lacks (their discord.py names)."""
    return [name for name in NEEDED_PERMISSIONS if not getattr(perms, name)]
