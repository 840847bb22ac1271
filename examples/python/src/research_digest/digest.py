"""Asks a researcher and a writer agent (a SequentialWorkflow) for a digest of a topic, retrying once when the API is busy."""

from __future__ import annotations

import os
import time
from dataclasses import dataclass

import requests

HOSTED_API = "https://api.swarms.world"
BUSY = {429, 503}


class DigestUnavailable(Exception):
    """The API stayed busy or failed."""


@dataclass
class Digest:
    """What the writer agent wrote, and what it cost."""

    topic: str
    text: str
    cost_usd: float
    discounted: bool
    written_at: str
    job_id: str


def _swarm(topic: str) -> dict:
    return {
        "name": "research-digest",
        "swarm_type": "SequentialWorkflow",
        "task": f"Write a short digest of recent research on {topic}.",
        "agents": [
            {"agent_name": "Researcher", "model_name": "gpt-4.1", "system_prompt": "Find the key findings.", "max_tokens": 120},
            {"agent_name": "Writer", "model_name": "gpt-4.1", "system_prompt": "Write them up for a newsletter.", "max_tokens": 120},
        ],
    }


def write_digest(topic: str, session: requests.Session | None = None) -> Digest:
    """One digest; the base URL and key come from SWARMS_CLIENT_BASE_URL and SWARMS_API_KEY, as for the Swarms SDK."""
    base_url = os.environ.get("SWARMS_CLIENT_BASE_URL", HOSTED_API)
    headers = {"x-api-key": os.environ["SWARMS_API_KEY"]}
    http = session or requests.Session()
    for attempt in (1, 2):
        response = http.post(f"{base_url}/v1/swarm/completions", json=_swarm(topic), headers=headers, timeout=120)
        if response.status_code in BUSY and attempt == 1:
            time.sleep(float(response.headers.get("retry-after", "1")))
            continue
        if response.status_code != 200:
            raise DigestUnavailable(f"the Swarms API answered {response.status_code}: {response.text[:200]}")
        break
    answer = response.json()
    usage = answer["usage"]
    return Digest(
        topic=topic,
        text=answer["outputs"]["Writer"],
        cost_usd=usage["billing_info"]["total_cost"],
        discounted=usage["billing_info"]["cost_breakdown"]["night_time_discount_applied"],
        written_at=answer["timestamp"],
        job_id=answer["job_id"],
    )
