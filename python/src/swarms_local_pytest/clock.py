"""The virtual clock of one namespace: rate-limit windows, night-time pricing, timestamps and replay timing obey it."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Callable, Union

#: An instant: a timezone-aware datetime, an ISO 8601 string with offset, or epoch milliseconds.
Instant = Union[datetime, str, int, float]


def iso(at: Instant) -> str:
    """The ISO 8601 form the admin plane takes; a naive datetime is refused, since its zone would be a guess."""
    __tracebackhide__ = True
    if isinstance(at, str):
        return at
    if isinstance(at, datetime):
        if at.tzinfo is None:
            raise ValueError(f"{at!r} has no time zone: give an aware datetime, e.g. datetime(2026, 1, 1, tzinfo=timezone.utc).")
        return at.isoformat()
    return datetime.fromtimestamp(at / 1000, tz=timezone.utc).isoformat()


class Clock:
    """Freezes, sets and advances the clock the server uses for one namespace."""

    def __init__(self, post: Callable[[dict], dict], get: Callable[[], dict]):
        self._post = post
        self._get = get

    def freeze(self, at: Instant | None = None) -> datetime:
        """Stops the clock, at `at` or now; returns the frozen instant."""
        __tracebackhide__ = True
        return self._send({"action": "freeze"} if at is None else {"action": "freeze", "at": iso(at)})

    def unfreeze(self) -> datetime:
        """Lets the clock run again from where it stands."""
        __tracebackhide__ = True
        return self._send({"action": "unfreeze"})

    def set(self, at: Instant) -> datetime:
        """Moves the clock to `at` (it keeps running unless frozen)."""
        __tracebackhide__ = True
        return self._send({"action": "set", "at": iso(at)})

    def advance(self, by: timedelta | float) -> datetime:
        """Moves the clock forward by a timedelta or milliseconds (negative goes back)."""
        __tracebackhide__ = True
        milliseconds = by.total_seconds() * 1000 if isinstance(by, timedelta) else by
        return self._send({"action": "advance", "ms": milliseconds})

    def reset(self) -> datetime:
        """Back to real time, running."""
        __tracebackhide__ = True
        return self._send({"action": "reset"})

    def now(self) -> datetime:
        """The namespace's current virtual time."""
        return _instant(self._get())

    @property
    def frozen(self) -> bool:
        """Whether the clock stands still."""
        return bool(self._get()["frozen"])

    def _send(self, body: dict) -> datetime:
        __tracebackhide__ = True
        return _instant(self._post(body))


def _instant(state: dict) -> datetime:
    return datetime.fromtimestamp(state["epoch_ms"] / 1000, tz=timezone.utc)
