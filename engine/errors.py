"""The engine's error types: each carries a message a user can act on."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum

from engine.bounds import quote


class EngineError(Exception):
    """Base of every error the engine raises on purpose."""


class Problem(StrEnum):
    """What is wrong with a variant file or a record, as the window says it in the player's
    language (the English message stays what the command line prints); ``params`` carry the
    numbers and names the sentence needs."""

    INVALID = "invalid"                  # a value the key cannot take (the English says why)
    NOT_A_NAME = "not_a_name"            # neither a variant id nor a file name
    NO_SUCH_FILE = "no_such_file"
    NOT_YAML = "not_yaml"                # not a .yaml file
    UNREADABLE = "unreadable"
    SYNTAX = "syntax"                    # params: line, column
    TOO_LARGE = "too_large"
    EMPTY = "empty"
    NOT_A_MAPPING = "not_a_mapping"
    EXTENDS = "extends"                  # extends: outside its folder, itself, or no name
    EXTENDED_BROKEN = "extended_broken"  # params: parent (the file it extends), inner
    UNKNOWN_KEY = "unknown_key"
    MISSING = "missing"
    NOT_TEXT = "not_text"
    TOO_LONG = "too_long"                # params: most
    NOT_WHOLE = "not_whole"
    OUT_OF_RANGE = "out_of_range"        # params: low, high
    NOT_FLAG = "not_flag"
    NOT_A_CHOICE = "not_a_choice"
    TWICE = "twice"
    PLAYERS = "players"                  # params: players, counts
    UNKNOWN_GAME = "unknown_game"
    NOT_PLAYABLE = "not_playable"        # a game this window does not play
    # records
    NOT_A_RECORD = "not_a_record"
    BAD_VARIANT = "bad_variant"
    ILLEGAL_PLAY = "illegal_play"        # params: hand, play
    BROKEN = "broken"                    # params: hand (when known)


class VariantError(EngineError, ValueError):
    """A variant file or id that cannot be used: names the file, the key and what was expected
    (in English), and says it as a :class:`Problem` with its ``params`` for the window."""

    def __init__(self, source: str, key: str | None, problem: str,
                 code: Problem = Problem.INVALID,
                 params: Mapping[str, int | str] | None = None) -> None:
        self.source = source
        self.key = key
        self.problem = problem
        self.code = code
        self.params: dict[str, int | str] = dict(params or {})
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
    # Scopa's captures
    MUST_TAKE = "must_take"
    SINGLE_FIRST = "single_first"


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
    """A game record that cannot be read or that breaks the rules: the reason in English, and
    as a :class:`Problem` with its ``params`` (the hand and the play, where known) for the
    window; ``file``: the record's file, once the reader knows it."""

    def __init__(self, message: str, code: Problem = Problem.BROKEN,
                 params: Mapping[str, int | str] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.params: dict[str, int | str] = dict(params or {})
        self.file = ""

    def at(self, **where: int) -> None:
        """Place the error in a hand (or play) of the record, unless it has its place (a hand
        or play number 0, before the first, places nothing); the message stays as raised."""
        for name, number in where.items():
            if number:
                self.params.setdefault(name, number)
