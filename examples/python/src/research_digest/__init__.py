"""A research digest written by a two-agent Swarms workflow."""

from .digest import Digest, DigestUnavailable, write_digest

__all__ = ["Digest", "DigestUnavailable", "write_digest"]
