"""The engine's error types: each carries a message a user can act on."""

from __future__ import annotations

from engine.bounds import quote


class EngineError(Exception):
    """Base of every error the engine raises on purpose."""


class VariantError(EngineError, ValueError):
    """A variant file or id that cannot be used: names the file, the key and what was expected."""

    def __init__(self, source: str, key: str | None, problem: str) -> None:
        self.source = source
        self.key = key
        self.problem = problem
        where = f"{source}: key {quote(key)}" if key else source
        super().__init__(f"{where}: {problem}")


class IllegalMove(EngineError, ValueError):
    """A move the rules do not allow in this position."""


class RecordError(EngineError, ValueError):
    """A game record that cannot be read or that breaks the rules."""
