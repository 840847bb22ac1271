"""A run as typed records (the TypeScript RunView in snake_case), and the diff of two runs."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from .journal import Tokens


def _tokens(json: dict) -> Tokens:
    return Tokens(json["input"], json["output"])


@dataclass(frozen=True)
class ModelCallView:
    """One model call of a run, wherever it sat in the tree."""

    #: The agent whose turn made it; None for calls outside any turn (a router, a planner).
    agent: Optional[str]
    model: str
    #: The model that actually answered (a fallback), when it differs from `model`.
    answered_by: Optional[str]
    tokens: Tokens
    cost: float
    latency_ms: float
    #: "hit", "miss", "recorded", or None (no fixtures in play).
    fixture: Optional[str]
    #: The answer: text, or text and tool calls.
    output: Any
    #: Why it failed, when it did.
    error: Optional[str]

    @classmethod
    def from_json(cls, json: dict) -> ModelCallView:
        """A model call from the admin plane's JSON."""
        return cls(json["agent"], json["model"], json.get("answeredBy"), _tokens(json["tokens"]), json["cost"], json["latencyMs"], json.get("fixture"), json.get("output"), json.get("error"))


@dataclass(frozen=True)
class ToolCallView:
    """One tool call of a run."""

    agent: Optional[str]
    name: str
    #: Its arguments, parsed when they were JSON text.
    arguments: Any
    result: Any
    #: "function", "mcp", "builtin", or None when the journal did not say.
    source: Optional[str]

    @classmethod
    def from_json(cls, json: dict) -> ToolCallView:
        """A tool call from the admin plane's JSON."""
        return cls(json["agent"], json["name"], json.get("arguments"), json.get("result"), json.get("source"))


@dataclass(frozen=True)
class TurnView:
    """One turn of an agent: what it was asked to do in one step, and what it did."""

    agent: str
    #: The step of the run that began the turn, when the swarm type names one.
    step: Optional[str]
    output: Any
    model_calls: list[ModelCallView]
    tool_calls: list[ToolCallView]

    @classmethod
    def from_json(cls, json: dict) -> TurnView:
        """A turn from the admin plane's JSON."""
        return cls(
            json["agent"],
            json.get("step"),
            json.get("output"),
            [ModelCallView.from_json(call) for call in json["modelCalls"]],
            [ToolCallView.from_json(call) for call in json["toolCalls"]],
        )


@dataclass(frozen=True)
class AgentView:
    """An agent and its turns, in the order the run first called it."""

    name: str
    turns: list[TurnView]


@dataclass(frozen=True)
class RunStep:
    """One node of the run in the order it happened (depth 1 = directly under the request)."""

    depth: int
    kind: str
    name: str
    #: The agent whose turn it belongs to; None outside any turn.
    agent: Optional[str]
    #: The facts a run diff compares (no ids, timestamps or latencies).
    facts: dict[str, Any]


@dataclass(frozen=True, repr=False)
class RunView:
    """A run read from its journal tree: what a test asserts on, compares with a golden file and diffs."""

    #: The journal id of the request.
    id: str
    job_id: Optional[str]
    endpoint: str
    #: The swarm type the request asked for, when it ran a swarm.
    swarm_type: Optional[str]
    status: Optional[int]
    #: "succeeded", "failed", "abandoned" or "running".
    state: str
    #: Agents in the order the run first called them.
    agents: list[AgentView]
    #: Turns of every agent, in the order they began.
    turns: list[TurnView]
    model_calls: list[ModelCallView]
    tool_calls: list[ToolCallView]
    #: Every node under the request, in order (depth first).
    steps: list[RunStep]
    tokens: Tokens
    cost: float
    duration_ms: Optional[float]
    #: The run as text: every step indented under its parent, then the call order (what failure messages show).
    picture: str
    #: The run as a golden file holds it (ids, timestamps and latencies left out, cost rounded).
    record: dict[str, Any]
    #: That record as the golden file's text: the same bytes the TypeScript helper writes.
    record_text: str
    #: Sends the record of a golden file to the server and returns its comparison (how golden runs diff).
    compare: Optional[Callable[[dict], dict]] = field(default=None, compare=False)

    @classmethod
    def from_json(cls, answer: dict, compare: Callable[[dict], dict] | None = None) -> RunView:
        """A run from the answer of `GET /_swarms-local/runs/{id}/view`."""
        view = answer["view"]
        turns = [TurnView.from_json(turn) for turn in view["turns"]]
        by_agent = {agent["name"]: [turn for turn in turns if turn.agent == agent["name"]] for agent in view["agents"]}
        return cls(
            id=view["id"],
            job_id=view.get("jobId"),
            endpoint=view["endpoint"],
            swarm_type=view.get("swarmType"),
            status=view.get("status"),
            state=view["state"],
            agents=[AgentView(name, agent_turns) for name, agent_turns in by_agent.items()],
            turns=turns,
            model_calls=[ModelCallView.from_json(call) for call in view["modelCalls"]],
            tool_calls=[ToolCallView.from_json(call) for call in view["toolCalls"]],
            steps=[RunStep(step["depth"], step["kind"], step["name"], step.get("agent"), step.get("facts", {})) for step in view["steps"]],
            tokens=_tokens(view["tokens"]),
            cost=view["cost"],
            duration_ms=view.get("durationMs"),
            picture=answer["picture"],
            record=answer["record"],
            record_text=answer["record_text"],
            compare=compare,
        )

    @property
    def agent_names(self) -> list[str]:
        """The agents' names in the order the run first called them."""
        return [agent.name for agent in self.agents]

    def __repr__(self) -> str:
        # Short enough for an assertion's explanation; the whole run is `picture`.
        status = "" if self.status is None else f", status={self.status}"
        return f"RunView({self.job_id or self.id}, {self.endpoint}, {self.state}{status}, agents={self.agent_names}, cost={self.cost:.6f})"


@dataclass(frozen=True, repr=False)
class RunDiff:
    """What changed from run A to run B (ids, timestamps and latencies are not compared)."""

    identical: bool
    #: Differences of the run itself, as {"field", "a", "b"}: endpoint, swarm type, state, status.
    run: list[dict[str, Any]]
    #: {"a", "b", "added", "removed", "reordered"}: the agents of both runs and how they changed.
    agents: dict[str, Any]
    #: Steps of both runs aligned: {"change": same/changed/added/removed, "a", "b", "differences"}.
    steps: list[dict[str, Any]]
    #: The diff as text, as `swarms-local diff` prints it.
    text: str

    @classmethod
    def from_json(cls, diff: dict, text: str) -> RunDiff:
        """A diff from the admin plane's JSON and its text."""
        return cls(diff["identical"], diff["run"], diff["agents"], diff["steps"], text)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        # One line for an assertion's explanation (`assert diff.identical`): the changes, cut; str() is the whole text.
        changes = "; ".join(line.strip() for line in self.text.splitlines()[1:])
        return f"RunDiff(identical={self.identical}{', ' if changes else ''}{changes[:157] + '…' if len(changes) > 160 else changes})"
