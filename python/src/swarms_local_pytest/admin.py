"""JSON calls to a running swarms-local over HTTP, standard library only."""

from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request
from typing import Any, Mapping

from .errors import SwarmsLocalError

# swarms-local is on loopback: an HTTP(S)_PROXY of the environment must not carry the plugin's own calls away.
_opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def call(url: str, method: str, path: str, headers: Mapping[str, str], body: Any = None, query: Mapping[str, Any] | None = None) -> Any:
    """Sends one request and returns its parsed JSON; a refusal raises SwarmsLocalError with the server's own message."""
    __tracebackhide__ = True
    if query:
        path = f"{path}?{urllib.parse.urlencode({key: value for key, value in query.items() if value is not None})}"
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(f"{url}{path}", data=data, method=method, headers={**headers, "content-type": "application/json"})
    try:
        with _opener.open(request, timeout=60) as response:
            text = response.read().decode()
    except urllib.error.HTTPError as error:
        detail = error.read().decode(errors="replace")
        raise SwarmsLocalError(f"swarms-local refused {method} {path} ({error.code}): {_message_of(detail)}") from None
    except urllib.error.URLError as error:
        raise SwarmsLocalError(f"swarms-local at {url} could not be reached for {method} {path}: {error.reason}") from None
    return json.loads(text) if text else None


def _message_of(text: str) -> str:
    """The readable part of an error body: its detail or message, else the body itself."""
    try:
        parsed = json.loads(text)
    except ValueError:
        return text
    if isinstance(parsed, dict):
        for key in ("detail", "message", "error"):
            if key in parsed:
                value = parsed[key]
                return value if isinstance(value, str) else json.dumps(value)
    return text
