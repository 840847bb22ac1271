"""The request journal as typed records: request → agent turn → provider call / tool call."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterator


@dataclass(frozen=True)
class Tokens:
    """Tokens of a provider call (or, on a request, the sum over its provider calls)."""

    input: int
    output: int


@dataclass(frozen=True)
class JournalNode:
    """One node of the journal tree; `kind` is request, agent, provider-call or tool-call."""

    id: str
    kind: str
    #: request: "METHOD /path"; agent: its name; provider call: the model; tool call: the tool.
    name: str
    started_at: str
    duration_ms: float | None = None
    input: Any = None
    output: Any = None
    tokens: Tokens | None = None
    cost: float | None = None
    #: provider calls: the fixture key and whether replay hit it.
    fixture: Any = None
    #: provider calls: the model that actually answered (fallbacks).
    answered_by: str | None = None
    #: provider calls: settings the backend could not honour.
    warnings: list[Any] = field(default_factory=list)
    #: request: status, job id, user, namespace; tool call: source.
    attributes: dict[str, Any] = field(default_factory=dict)
    children: list[JournalNode] = field(default_factory=list)

    @classmethod
    def from_json(cls, node: dict) -> JournalNode:
        """A node and its subtree from the admin plane's JSON."""
        tokens = node.get("tokens")
        return cls(
            id=node["id"],
            kind=node["kind"],
            name=node["name"],
            started_at=node["startedAt"],
            duration_ms=node.get("durationMs"),
            input=node.get("input"),
            output=node.get("output"),
            tokens=Tokens(tokens["input"], tokens["output"]) if tokens else None,
            cost=node.get("cost"),
            fixture=node.get("fixture"),
            answered_by=node.get("answeredBy"),
            warnings=node.get("warnings", []),
            attributes=node.get("attributes", {}),
            children=[cls.from_json(child) for child in node.get("children", [])],
        )

    def walk(self) -> Iterator[JournalNode]:
        """This node and every node below it, depth first."""
        yield self
        for child in self.children:
            yield from child.walk()

    def find(self, kind: str) -> list[JournalNode]:
        """Every node of this kind in the subtree (e.g. "provider-call")."""
        return [node for node in self.walk() if node.kind == kind]
