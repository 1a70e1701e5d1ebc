"""The engine's error types: each carries a message a user can act on."""

from __future__ import annotations

from collections.abc import Mapping

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
    """A move the rules do not allow in this position: the reason in English (``str``: what
    the command line and replay errors print, a contract), and as a ``code`` with its
    ``params`` (card numbers, seats, suits as numbers) for the window to say it in the
    player's language without reading the English back."""

    def __init__(self, message: str, code: str = "illegal",
                 params: Mapping[str, int | str] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.params: dict[str, int | str] = dict(params or {})


class RecordError(EngineError, ValueError):
    """A game record that cannot be read or that breaks the rules."""
