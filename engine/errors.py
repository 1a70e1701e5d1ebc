"""The engine's error types: each carries a message a user can act on."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum

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


class Refusal(StrEnum):
    """Why a move is refused, as :class:`IllegalMove` codes it (the values are what records
    and the window have always read: a refusal compares equal to its old string)."""

    ILLEGAL = "illegal"
    NO_HAND = "no_hand"
    MATCH_OVER = "match_over"
    HAND_OVER = "hand_over"
    HAND_IN_PLAY = "hand_in_play"
    NO_DEALER = "no_dealer"
    WRONG_DEAL = "wrong_deal"
    NOT_HELD = "not_held"
    # the Ciapanò family
    CHOOSE_CAPPOTTO = "choose_cappotto"
    TAKE_NOT_ALLOWED = "take_not_allowed"
    PLAY_A_CARD = "play_a_card"
    NOT_IN_DECK = "not_in_deck"
    OUT_OF_DECK = "out_of_deck"
    LEAD_FORBIDDEN = "lead_forbidden"
    MUST_FOLLOW = "must_follow"
    DISCARD_FORBIDDEN = "discard_forbidden"
    # Cicera's captures
    CAPTURE_REPEATS = "capture_repeats"
    NOT_ON_TABLE = "not_on_table"
    SINGLE_BY_RANK = "single_by_rank"
    FIGURE_BY_SUM = "figure_by_sum"
    FIGURE_IN_SUM = "figure_in_sum"
    WRONG_SUM = "wrong_sum"


class IllegalMove(EngineError, ValueError):
    """A move the rules do not allow in this position: the reason in English (``str``: what
    the command line and replay errors print, a contract), and as a ``code`` with its
    ``params`` (card numbers, seats, suits as numbers) for the window to say it in the
    player's language without reading the English back."""

    def __init__(self, message: str, code: Refusal = Refusal.ILLEGAL,
                 params: Mapping[str, int | str] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.params: dict[str, int | str] = dict(params or {})


class RecordError(EngineError, ValueError):
    """A game record that cannot be read or that breaks the rules."""
