"""Limits Discord enforces on messages and application commands.

Violations raise :class:`~.errors.ApiError` 400 / 50035 ("Invalid Form Body"), like the
real API, so a bot that would be rejected by Discord is rejected here too.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from .errors import ApiError, invalid_form_body
from .payloads import MessageFlag

Json = dict[str, Any]

MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
MAX_ACTION_ROWS = 5
MAX_V2_COMPONENTS = 40
MAX_CUSTOM_ID = 100

_EMBED_LIMITS = {"title": 256, "description": 4096}
# The locales Discord accepts as keys of ``name_localizations`` / ``description_localizations``.
LOCALES = frozenset({
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi",
    "th", "zh-CN", "ja", "zh-TW", "ko",
})  # fmt: skip
_DEVANAGARI_AND_THAI = ((0x0900, 0x097F), (0xA8E0, 0xA8FF), (0x11B00, 0x11B5F), (0x0E00, 0x0E7F))


def valid_command_name(name: str) -> bool:
    r"""A chat-input command or option name as Discord accepts it, in any language: it matches
    ``^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`` and is in lower case where its letters
    have one."""

    def allowed(char: str) -> bool:
        point = ord(char)
        return (
            char in "-_'"
            or unicodedata.category(char)[0] in "LN"
            or any(low <= point <= high for low, high in _DEVANAGARI_AND_THAI)
        )

    return 1 <= len(name) <= 32 and all(map(allowed, name)) and name == name.lower()


def _check_len(value: Any, limit: int, path: tuple[str | int, ...], *, minimum: int = 0) -> int:
    if value is None:
        return 0
    text = str(value)
    if len(text) > limit:
        raise invalid_form_body(
            path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length."
        )
    if len(text) < minimum:
        raise invalid_form_body(
            path, "BASE_TYPE_MIN_LENGTH", f"Must be {minimum} or more in length."
        )
    return len(text)


def validate_embeds(embeds: list[Json]) -> None:
    """Embed count and text limits (including the 6000 character total)."""
    if len(embeds) > MAX_EMBEDS:
        raise invalid_form_body(("embeds",), "BASE_TYPE_MAX_LENGTH", "Must be 10 or fewer.")
    total = 0
    for i, embed in enumerate(embeds):
        base: tuple[str | int, ...] = ("embeds", i)
        for key, limit in _EMBED_LIMITS.items():
            total += _check_len(embed.get(key), limit, (*base, key))
        fields = embed.get("fields") or []
        if len(fields) > 25:
            raise invalid_form_body(
                (*base, "fields"), "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer."
            )
        for j, fld in enumerate(fields):
            total += _check_len(fld.get("name"), 256, (*base, "fields", j, "name"), minimum=1)
            total += _check_len(fld.get("value"), 1024, (*base, "fields", j, "value"), minimum=1)
        footer = embed.get("footer") or {}
        total += _check_len(footer.get("text"), 2048, (*base, "footer", "text"))
        author = embed.get("author") or {}
        total += _check_len(author.get("name"), 256, (*base, "author", "name"))
    if total > MAX_EMBED_TOTAL:
        raise invalid_form_body(
            ("embeds",), "MAX_EMBED_SIZE_EXCEEDED", "Embed size exceeds maximum size of 6000"
        )


def _validate_select(component: Json, path: tuple[str | int, ...]) -> None:
    _check_len(component.get("placeholder"), 150, (*path, "placeholder"))
    min_values = component.get("min_values", 1)
    max_values = component.get("max_values", 1)
    if not 0 <= min_values <= 25 or not 1 <= max_values <= 25 or min_values > max_values:
        raise invalid_form_body(path, "COMPONENT_INVALID", "Invalid min_values/max_values.")
    if component.get("type") == 3:
        options = component.get("options") or []
        if not 1 <= len(options) <= 25:
            raise invalid_form_body(
                (*path, "options"), "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 25 in length."
            )
        if max_values > len(options):
            raise invalid_form_body(
                (*path, "max_values"), "SELECT_COMPONENT_MAX_VALUES_TOO_LARGE", "Too large."
            )
        values = set()
        for k, option in enumerate(options):
            _check_len(option.get("label"), 100, (*path, "options", k, "label"), minimum=1)
            _check_len(option.get("value"), 100, (*path, "options", k, "value"), minimum=1)
            _check_len(option.get("description"), 100, (*path, "options", k, "description"))
            if option.get("value") in values:
                raise invalid_form_body(
                    (*path, "options", k, "value"),
                    "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                    "Select option values must be unique.",
                )
            values.add(option.get("value"))


def _validate_interactive(
    component: Json, path: tuple[str | int, ...], custom_ids: set[str]
) -> None:
    ctype = component.get("type")
    if ctype == 2:
        style = component.get("style")
        _check_len(component.get("label"), 80, (*path, "label"))
        if style == 5:
            if not component.get("url") or component.get("custom_id"):
                raise invalid_form_body(
                    path, "BUTTON_COMPONENT_URL_REQUIRED", "Link buttons need a url."
                )
            return
        if style == 6:
            return
    if ctype in (2, 3, 4, 5, 6, 7, 8):
        custom_id = component.get("custom_id")
        if not custom_id:
            raise invalid_form_body(
                (*path, "custom_id"),
                "BUTTON_COMPONENT_CUSTOM_ID_REQUIRED",
                "A custom id is required.",
            )
        _check_len(custom_id, MAX_CUSTOM_ID, (*path, "custom_id"), minimum=1)
        if custom_id in custom_ids:
            raise invalid_form_body(
                (*path, "custom_id"),
                "COMPONENT_CUSTOM_ID_DUPLICATED",
                "Component custom id cannot be duplicated",
            )
        custom_ids.add(custom_id)
    if ctype in (3, 5, 6, 7, 8):
        _validate_select(component, path)


def _validate_tree(
    components: list[Json], path: tuple[str | int, ...], custom_ids: set[str], count: list[int]
) -> None:
    for i, component in enumerate(components):
        here = (*path, i)
        count[0] += 1
        _validate_interactive(component, here, custom_ids)
        children = component.get("components")
        if isinstance(children, list):
            _validate_tree(children, (*here, "components"), custom_ids, count)
        for key in ("accessory", "component"):
            child = component.get(key)
            if isinstance(child, dict):
                count[0] += 1
                _validate_interactive(child, (*here, key), custom_ids)


def validate_components(components: list[Json], flags: int) -> None:
    """Component structure limits for classic (action rows) and v2 layouts."""
    custom_ids: set[str] = set()
    count = [0]
    if flags & MessageFlag.IS_COMPONENTS_V2:
        _validate_tree(components, ("components",), custom_ids, count)
        if count[0] > MAX_V2_COMPONENTS:
            raise invalid_form_body(
                ("components",), "BASE_TYPE_MAX_LENGTH", "Must be 40 or fewer in total."
            )
        return
    if len(components) > MAX_ACTION_ROWS:
        raise invalid_form_body(("components",), "BASE_TYPE_MAX_LENGTH", "Must be 5 or fewer.")
    for i, row in enumerate(components):
        path: tuple[str | int, ...] = ("components", i)
        if row.get("type") != 1:
            raise invalid_form_body(
                (*path, "type"), "UNION_TYPE_CHOICES", "Top-level components must be action rows."
            )
        children = row.get("components") or []
        selects = [c for c in children if c.get("type") in (3, 5, 6, 7, 8)]
        if not children or len(children) > 5 or (selects and len(children) > 1):
            raise invalid_form_body(
                (*path, "components"),
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "The specified component exceeds the maximum width",
            )
        _validate_tree(children, (*path, "components"), custom_ids, count)


def validate_message(
    *,
    content: str,
    embeds: list[Json],
    components: list[Json],
    flags: int,
    attachment_count: int,
    has_other: bool = False,
) -> None:
    """Validate a complete (post-create or post-edit) message."""
    _check_len(content, MAX_CONTENT, ("content",))
    validate_embeds(embeds)
    validate_components(components, flags)
    if flags & MessageFlag.IS_COMPONENTS_V2 and (content or embeds):
        raise invalid_form_body(
            ("content",),
            "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
            "The 'content' and 'embeds' fields cannot be used with IS_COMPONENTS_V2",
        )
    if not (content or embeds or components or attachment_count or has_other):
        raise ApiError(400, 50006, "Cannot send an empty message")


def _validate_localizations(item: Json, path: tuple[str | int, ...], *, named: bool) -> None:
    """``name_localizations`` (a command or option name, when ``named``; else a choice's 1-100
    characters) and ``description_localizations`` (1-100 characters), keyed by Discord locales."""
    for field in ("name_localizations", "description_localizations"):
        for locale, text in (item.get(field) or {}).items():
            here = (*path, field, locale)
            if locale not in LOCALES:
                raise invalid_form_body(here, "LOCALE_INVALID", f"Invalid locale {locale!r}")
            if field == "name_localizations" and named:
                if not valid_command_name(str(text)):
                    raise invalid_form_body(
                        here, "APPLICATION_COMMAND_INVALID_NAME", "Invalid name"
                    )
            else:
                _check_len(text, 100, here, minimum=1)


def _check_unique_names(
    items: list[tuple[int, Json]], path: tuple[str | int, ...], code: str, message: str
) -> None:
    """Names unique among the (index, item) pairs in every locale: there an item is called by
    its name for that locale, or else by its name."""
    locales = {locale for _, item in items for locale in item.get("name_localizations") or {}}
    for locale in (None, *sorted(locales)):
        seen: set[str] = set()
        for i, item in items:
            localized = (item.get("name_localizations") or {}).get(locale)
            if str(localized or item.get("name")) in seen:
                where = (i, "name") if locale is None else (i, "name_localizations", locale)
                raise invalid_form_body((*path, *where), code, message)
            seen.add(str(localized or item.get("name")))


def _validate_option_list(options: list[Json], path: tuple[str | int, ...]) -> None:
    if len(options) > 25:
        raise invalid_form_body(path, "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    _check_unique_names(
        list(enumerate(options)),
        path,
        "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
        "Duplicate name",
    )
    optional_seen = False
    for i, option in enumerate(options):
        here = (*path, i)
        if not valid_command_name(str(option.get("name", ""))):
            raise invalid_form_body(
                (*here, "name"), "APPLICATION_COMMAND_INVALID_NAME", "Invalid name"
            )
        _check_len(option.get("description"), 100, (*here, "description"), minimum=1)
        _validate_localizations(option, here, named=True)
        otype = option.get("type")
        if otype in (1, 2):
            _validate_option_list(option.get("options") or [], (*here, "options"))
            continue
        if option.get("required"):
            if optional_seen:
                raise invalid_form_body(
                    here,
                    "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                    "Required options must be placed before non-required options",
                )
        else:
            optional_seen = True
        choices = option.get("choices") or []
        if len(choices) > 25:
            raise invalid_form_body(
                (*here, "choices"), "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer."
            )
        for k, choice in enumerate(choices):
            _check_len(choice.get("name"), 100, (*here, "choices", k, "name"), minimum=1)
            _validate_localizations(choice, (*here, "choices", k), named=False)


def validate_command(command: Json, path: tuple[str | int, ...]) -> None:
    """Name, description and option limits of one application command, in every language."""
    ctype = command.get("type", 1)
    name = str(command.get("name", ""))
    if ctype == 1:
        if not valid_command_name(name):
            raise invalid_form_body(
                (*path, "name"), "APPLICATION_COMMAND_INVALID_NAME", "Invalid name"
            )
        _check_len(command.get("description"), 100, (*path, "description"), minimum=1)
        _validate_localizations(command, path, named=True)
        _validate_option_list(command.get("options") or [], (*path, "options"))
    else:
        _check_len(name, 32, (*path, "name"), minimum=1)


def validate_command_list(commands: list[Json]) -> None:
    """A bulk overwrite: per-command limits, names unique per type (in every language), count
    limits."""
    per_type: dict[int, int] = {}
    for i, command in enumerate(commands):
        validate_command(command, (i,))
        ctype = int(command.get("type", 1))
        per_type[ctype] = per_type.get(ctype, 0) + 1
    for ctype in per_type:
        _check_unique_names(
            [(i, c) for i, c in enumerate(commands) if int(c.get("type", 1)) == ctype],
            (),
            "APPLICATION_COMMANDS_DUPLICATE_NAME",
            "Duplicate command name",
        )
    if per_type.get(1, 0) > 100 or per_type.get(2, 0) > 15 or per_type.get(3, 0) > 15:
        raise ApiError(400, 30032, "Maximum number of application commands reached")


ARCHIVE_DURATIONS = (60, 1440, 4320, 10080)  # minutes a thread may stay idle before archiving


def validate_thread_name(name: Any) -> str:
    """A thread's (or channel's) name: 1 to 100 characters."""
    if not isinstance(name, str):
        raise invalid_form_body(("name",), "BASE_TYPE_REQUIRED", "This field is required")
    _check_len(name, 100, ("name",), minimum=1)
    return name


def validate_archive_duration(minutes: Any) -> int:
    """A thread's ``auto_archive_duration``: one of :data:`ARCHIVE_DURATIONS`."""
    if minutes not in ARCHIVE_DURATIONS:
        raise invalid_form_body(
            ("auto_archive_duration",),
            "BASE_TYPE_CHOICES",
            f"Value must be one of {ARCHIVE_DURATIONS}.",
        )
    return int(minutes)
