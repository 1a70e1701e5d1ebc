"""The interface every game family's match offers, in the spirit of OpenSpiel's ``State``.

A match is a state machine over seats. Between hands it is a *chance node*: the next hand is
dealt by :meth:`GameState.deal_hand` from the match's own seeded generator (or given, when a
record is replayed). During a hand ``current_player()`` names the seat to move and
``legal_moves()`` lists its moves in a stable order; a move may be a card or a choice (the
Traversone cappotto choice). ``apply`` checks the move and returns typed events. When the
match is decided, ``is_terminal()`` is true and ``outcome()`` says who won and whether the
family counts points so that lower is better.

The drivers (:mod:`engine.match`, the command line, the GUI) talk to a match only through
this interface; what is a family's own lives in its package (``engine.cicera``,
``engine.ciapano``) behind the registry in :mod:`engine.families`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, Self, TypeVar

from engine.errors import IllegalMove, Refusal
from engine.shuffle import SEED_BITS, deal_number, deal_of_number

#: The fewest and the most seats any family's match has (the table lays out 2 to 8 seats).
MIN_SEATS = 2
MAX_SEATS = 8


@dataclass(frozen=True, slots=True)
class Outcome:
    """A decided match: the winning seats, each seat's total, and which way points count."""

    winners: tuple[int, ...]
    totals: tuple[int, ...]
    lower_is_better: bool


class RuleSet(Protocol):
    """What every family's frozen, validated rule set offers the shared code."""

    @property
    def id(self) -> str: ...
    @property
    def game(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def description(self) -> str: ...
    @property
    def players(self) -> tuple[int, ...]: ...
    @property
    def default_players(self) -> int: ...
    @property
    def target(self) -> int: ...
    @property
    def source(self) -> str: ...

    def check_players(self, players: int) -> None:
        """Raise :class:`engine.errors.VariantError` unless ``players`` may play."""
        ...


class HandRecord(Protocol):
    """What every family's match keeps of one hand dealt: who dealt, the deal, the plays in
    order, and whether the hand was scored."""

    @property
    def dealer(self) -> int: ...
    @property
    def seats(self) -> tuple[int, ...]:
        """The seats dealt in (a player out of the match has no cards)."""
        ...

    @property
    def deal(self) -> Any: ...
    @property
    def plays(self) -> Sequence[Any]: ...
    @property
    def finished(self) -> bool:
        """True once the hand was scored."""
        ...

    @property
    def written(self) -> tuple[int, ...] | None:
        """What each side scored (or wrote) in the hand, once it was scored."""
        ...

    @property
    def totals(self) -> tuple[int, ...] | None:
        """Each side's match total after the hand, once it was scored (the score sheet)."""
        ...

    @property
    def number(self) -> int | None:
        """The deal's number (:mod:`engine.shuffle`), when it was dealt in this match."""
        ...


M_co = TypeVar("M_co", covariant=True)
E_co = TypeVar("E_co", covariant=True)
V_co = TypeVar("V_co", covariant=True)


class GameState(Protocol[M_co, E_co, V_co]):
    """One match of any family (see the module's docstring), generic in its moves, its events
    and its seats' views. The window, storage and records use a match
    through this interface only."""

    #: True when fewer points are better (penalty games).
    lower_is_better: bool

    @property
    def rules(self) -> Any: ...
    @property
    def players(self) -> int: ...
    @property
    def seed(self) -> int | None: ...

    def seats_in(self) -> tuple[int, ...]:
        """The seats still in the match, in seat order."""
        ...

    def is_chance_node(self) -> bool:
        """True when the next hand is to be dealt (between hands, before the first)."""
        ...

    def deal_hand(self) -> Sequence[E_co]:
        """The chance step: deal the next hand from the match's generator; its events."""
        ...

    def current_player(self) -> int | None:
        """The seat to move; None at a chance node and once the match is over."""
        ...

    def legal_moves(self) -> Sequence[M_co]:
        """Every legal move of the seat to move, in a stable order."""
        ...

    def apply(self, move: Any) -> Sequence[E_co]:
        """Play ``move``; raises :class:`engine.errors.IllegalMove` with a reason."""
        ...

    def is_terminal(self) -> bool: ...

    @property
    def sides(self) -> int:
        """How many sides score separately (seats, or partnerships)."""
        ...

    def side_of(self, seat: int) -> int: ...

    def side_totals(self) -> tuple[int, ...]:
        """The match score of each side so far."""
        ...

    def last_hand_points(self) -> tuple[int, ...] | None:
        """What each side scored (or wrote) in the last finished hand; None before one."""
        ...

    def outcome(self) -> Outcome | None:
        """The result once the match is decided, else None."""
        ...

    def view(self, seat: int) -> V_co:
        """Exactly what ``seat`` may know; the view offers ``legal_moves()`` for its seat."""
        ...

    def clone(self) -> Self: ...

    @property
    def has_hand(self) -> bool:
        """True once a hand has been dealt."""
        ...

    def hand_log(self) -> Sequence[HandRecord]:
        """Every hand dealt so far, the current one last."""
        ...

    @property
    def hands_played(self) -> int:
        """How many hands have been played to the end (scored)."""
        ...

    def plays_in_hand(self) -> int:
        """How many plays the current (or last) hand has had."""
        ...

    def played_any(self) -> bool:
        """True once any card was played in the match."""
        ...

    def choose_deal(self, number: int | None) -> None:
        """Deal the next hand as deal ``number`` (a numbered deal played again)."""
        ...

    def take_generator(self, other: Self) -> None:
        """Deal the hands still to come from ``other``'s generator and seed (a match
        replayed from its record, given back the generator it had)."""
        ...


class HandInPlay(Protocol):
    """A family's hand state, as the match holds it: copied for the search."""

    def clone(self) -> Self: ...


H = TypeVar("H", bound=HandInPlay)


class HandMatch(Generic[H]):
    """What every family's match holds alike: its seeded generator, the totals, and the hand
    in play (an ``H``); and the independent copy the search plays on."""

    rng: random.Random
    seed: int | None
    totals: list[int]
    log: list[Any]
    _hand: H | None
    #: The number of the next deal when a player chose it (a numbered deal played again)
    chosen_deal: int | None = None

    @property
    def hand(self) -> H:
        """The current (or just finished) hand; raises before the first deal."""
        if self._hand is None:
            raise IllegalMove("no hand has been dealt yet", Refusal.NO_HAND)
        return self._hand

    @property
    def has_hand(self) -> bool:
        return self._hand is not None

    def hand_log(self) -> Sequence[HandRecord]:
        """Every hand dealt so far, the current one last."""
        return tuple(self.log)

    def plays_in_hand(self) -> int:
        return len(self.log[-1].plays) if self.log else 0

    def played_any(self) -> bool:
        return any(hand.plays for hand in self.log)

    def choose_deal(self, number: int | None) -> None:
        """Deal the next hand as deal ``number`` (a numbered deal played again)."""
        self.chosen_deal = number

    def numbered_deal(self, dealer: int | None, players: int,
                      first_dealer: Callable[[], int]) -> tuple[int, int, random.Random]:
        """The next hand's deal number, its dealer and the generator its shuffle is drawn
        from: the number chosen (:meth:`choose_deal`), or a new one from the match's
        generator, dealt by ``dealer`` (``first_dealer()`` when None)."""
        chosen = self.chosen_deal
        if chosen is not None:
            self.chosen_deal = None
            shuffle, dealer = deal_of_number(chosen, players)
            return chosen, dealer, shuffle
        if dealer is None:
            dealer = first_dealer()
        number = deal_number(self.rng.getrandbits(SEED_BITS), dealer)
        shuffle, _dealer = deal_of_number(number, players)
        return number, dealer, shuffle

    def take_generator(self, other: Self) -> None:
        self.rng = other.rng
        self.seed = other.seed

    def clone(self) -> Self:
        """An independent copy (its generator too) for search or for what-ifs."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.totals = list(self.totals)
        other._hand = self._hand.clone() if self._hand is not None else None
        self._copy_rest(other)
        return other

    def _copy_rest(self, other: Self) -> None:
        """Give ``other``, a new copy, its own copy of whatever else of the family's match
        changes in play (its log)."""


def better(points: float, other: float, lower_is_better: bool) -> float:
    """How much ``points`` beats ``other`` (positive: better), whichever way points count."""
    return other - points if lower_is_better else points - other


#: A match of whichever family: what the shared drivers hold.
AnyGame = GameState[Any, Any, Any]
