"""The channel permissions the bot needs to show a game, and to give each game a thread."""

from __future__ import annotations

import discord

NEEDED_PERMISSIONS = ("view_channel", "send_messages", "embed_links", "attach_files")


def missing_permissions(perms: discord.Permissions) -> list[str]:
    """The channel permissions the bot needs but lacks (their discord.py names)."""
    return [name for name in NEEDED_PERMISSIONS if not getattr(perms, name)]


THREAD_PERMISSIONS = ("create_public_threads", "send_messages_in_threads")


def missing_for_threads(perms: discord.Permissions) -> list[str]:
    """The permissions a thread per game needs that the bot lacks (discord.py's names)."""
    return [name for name in THREAD_PERMISSIONS if not getattr(perms, name)]
