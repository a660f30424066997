"""Per-server settings: validation, defaults and what the store keeps."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction
from bot.services.settings import GuildSettings, Settings
from bot.store import open_store


def test_defaults_follow_data_and_the_bot_configuration() -> None:
    settings = GuildSettings()
    assert settings.lobby_seconds == 30 * 60 and settings.away_seconds == 24 * 3600
    assert settings.computer_delay(1.25) == 1.25
    assert settings.allows(123)
    assert settings.changed("computer_speed", "instant").computer_delay(1.25) == 0
    assert settings.changed("computer_speed", "slow").computer_delay(1.25) == 3


@pytest.mark.parametrize(
    ("name", "value", "key"),
    [
        ("language", "fr", "settings.bad_language"),
        ("computer_speed", "warp", "settings.bad_choice"),
        ("computer_level", "genius", "settings.bad_choice"),
        ("computer_level", "random", "settings.bad_choice"),  # a baseline, never seated
        ("lobby_minutes", 4, "settings.bad_lobby_minutes"),
        ("lobby_minutes", True, "settings.bad_lobby_minutes"),
        ("away_hours", 169, "settings.bad_away_hours"),
        ("away_hours", 2.5, "settings.bad_away_hours"),
        ("colour", 1, "settings.bad_choice"),
    ],
)
def test_bad_values_are_refused_with_a_reason(name: str, value: object, key: str) -> None:
    with pytest.raises(IllegalAction) as refusal:
        GuildSettings().changed(name, value)
    assert refusal.value.key == key


def test_the_default_computer_level_is_normal_until_a_server_chooses() -> None:
    assert GuildSettings().default_level == "normal"
    hard = GuildSettings().changed("computer_level", "hard")
    assert hard.default_level == "hard"
    assert GuildSettings.from_json(hard.to_json()) == hard
    assert hard.changed("computer_level", None).default_level == "normal"
    assert GuildSettings.from_json('{"computer_level": "genius"}') == GuildSettings()


def test_turn_times_and_channels() -> None:
    settings = GuildSettings().with_turn_seconds("tsukiji", 45).with_channel(7, True)
    assert settings.turn_seconds == {"tsukiji": 45} and not settings.allows(8)
    assert settings.with_turn_seconds("tsukiji", None).turn_seconds == {}
    assert settings.with_channel(7, False).allows(8)
    with pytest.raises(IllegalAction):
        settings.with_turn_seconds("chess", 10)
    with pytest.raises(IllegalAction):
        settings.with_turn_seconds("tsukiji", 259201)
    many = GuildSettings()
    for channel in range(25):
        many = many.with_channel(channel, True)
    with pytest.raises(IllegalAction):
        many.with_channel(99, True)


def test_stored_text_round_trips_and_damage_falls_back_to_defaults() -> None:
    settings = (
        GuildSettings()
        .changed("language", "ja")
        .changed("moderator_role", 42)
        .with_turn_seconds("fisherman", 30)
        .with_channel(5, True)
    )
    assert GuildSettings.from_json(settings.to_json()) == settings
    assert GuildSettings.from_json("{}") == GuildSettings()
    assert GuildSettings.from_json("not json") == GuildSettings()
    damaged = '{"language": "xx", "lobby_minutes": 10, "turn_seconds": {"chess": 5}}'
    assert GuildSettings.from_json(damaged) == GuildSettings(lobby_minutes=10)


async def test_settings_are_kept_per_server(target: str) -> None:
    store = await open_store(target)
    try:
        book = Settings(store)
        await book.save(1, (await book.get(1)).changed("away_hours", 5))
        assert (await Settings(store).get(1)).away_hours == 5  # read back from the database
        assert (await book.get(2)) == GuildSettings()
        assert (await book.get(None)) == GuildSettings()
    finally:
        await store.close()
