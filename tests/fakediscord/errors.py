"""Exceptions used by the fake Discord server.

Two families live here:

* :class:`FakeDiscordError` (an ``AssertionError``) is raised *to the test* when the
  test harness is misused or when the bot under test misbehaves (an interaction was
  not answered in time, a command option does not exist, ...). Being an
  ``AssertionError`` makes pytest report it as a plain test failure.
* :class:`ApiError` is raised *inside request handlers* and turned into a Discord-shaped
  JSON error response (``{"message": ..., "code": ...}``) for the client.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .interactions import InteractionResult


class FakeDiscordError(AssertionError):
    """The test or the bot did something the fake server cannot accept."""


class InteractionDeadlineExceeded(FakeDiscordError):
    """No interaction callback arrived before the deadline (3 s on real Discord)."""

    def __init__(self, message: str, result: InteractionResult) -> None:
        super().__init__(message)
        self.result = result


class ApiError(Exception):
    """An HTTP error returned to the client in Discord's JSON error format."""

    def __init__(
        self,
        status: int,
        code: int,
        message: str,
        *,
        errors: dict[str, Any] | None = None,
        headers: dict[str, str] | None = None,
        extra: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors
        self.headers = headers or {}
        self.extra = extra or {}

    def body(self) -> dict[str, Any]:
        """The JSON body Discord would send for this error."""
        data: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors is not None:
            data["errors"] = self.errors
        data.update(self.extra)
        return data


def not_found(code: int, what: str) -> ApiError:
    """``404 Unknown <what>`` with the given Discord error code."""
    return ApiError(404, code, f"Unknown {what}")


def invalid_form_body(path: tuple[str | int, ...], error_code: str, message: str) -> ApiError:
    """``400 Invalid Form Body`` (code 50035) with a nested ``errors`` object.

    ``path`` locates the offending field, e.g. ``("embeds", 0, "title")``.
    """
    node: dict[str, Any] = {"_errors": [{"code": error_code, "message": message}]}
    for key in reversed(path):
        node = {str(key): node}
    return ApiError(400, 50035, "Invalid Form Body", errors=node)


UNKNOWN_CHANNEL = 10003
UNKNOWN_GUILD = 10004
UNKNOWN_MEMBER = 10007
UNKNOWN_MESSAGE = 10008
UNKNOWN_USER = 10013
UNKNOWN_WEBHOOK = 10015
UNKNOWN_INTERACTION = 10062
UNKNOWN_COMMAND = 10063
ALREADY_ACKNOWLEDGED = 40060
MISSING_ACCESS = 50001
CANNOT_EDIT_OTHERS_MESSAGE = 50005
EMPTY_MESSAGE = 50006
CANNOT_DM_USER = 50007
MISSING_PERMISSIONS = 50013
INVALID_FORM_BODY = 50035
INVALID_RECIPIENT = 50033
THREAD_ARCHIVED = 50083
THREAD_ALREADY_CREATED = 160004
