"""The lessons' part of a game of captures: a step's position from its hands and table, and
what a right move is (the card played, what it takes or must take, the points it scores)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.bounds import quote
from engine.cards import Card
from engine.game import AnyGame
from engine.kinds.capture.events import CardsCaptured
from engine.kinds.capture.moves import Move
from engine.lessons.positions import card_problems, cards_at, once_each, read_position

#: What a family sets a position up with: variant, hands by seat, table, the card the
#: previous play laid, the cards each side has taken; the learner (seat 0) to play.
SetUp = Callable[..., AnyGame]


@dataclass(frozen=True)
class CaptureLessons:
    """A capture family's lesson kit."""

    set_up: SetUp
    #: The event points ``scores`` may name (the values of the family's point enum).
    points: tuple[str, ...]
    expect_keys: tuple[str, ...] = ("play", "capture", "takes", "lay", "scores")

    def position(self, spec: Mapping[str, Any]) -> AnyGame:
        variant, hands = read_position(spec, ("table", "laid", "piles"))
        table = cards_at(spec.get("table", []), "table")
        piles = [cards_at(pile, "piles") for pile in spec.get("piles") or []]
        once_each([*(c for hand in hands for c in hand), *table,
                   *(c for pile in piles for c in pile)])
        laid = spec.get("laid")
        if laid is not None and str(laid) not in map(str, table):
            raise ValueError(f"key 'laid': the {laid} is not on the table")
        return self.set_up(variant, hands=[[str(c) for c in hand] for hand in hands],
                           table=[str(c) for c in table], turn=0,
                           laid=None if laid is None else str(laid),
                           piles=[[str(c) for c in pile] for pile in piles] or None)

    def named_cards(self, spec: Mapping[str, Any]) -> set[str]:
        hands = spec.get("hands") or []
        cards = [*(c for hand in hands for c in hand), *spec.get("table", []),
                 *(c for pile in spec.get("piles") or [] for c in pile)]
        return {str(Card.parse(str(c))) for c in cards}

    def expect_problems(self, expect: Mapping[str, Any]) -> list[str]:
        problems = [f"unknown expect key {quote(key)}; one of {', '.join(self.expect_keys)}"
                    for key in expect if key not in self.expect_keys]
        for key in ("capture", "takes"):
            if key in expect:
                try:
                    cards_at(expect[key], key)
                except ValueError as exc:
                    problems.append(str(exc))
        problems += card_problems(expect, "play")
        if "lay" in expect and not isinstance(expect["lay"], bool):
            problems.append("key 'lay': expected true or false")
        scores = expect.get("scores", [])
        if not isinstance(scores, list) or not set(map(str, scores)) <= set(self.points):
            problems.append(f"key 'scores': expected some of {', '.join(self.points)}")
        return problems

    def is_right(self, game: AnyGame, move: Any, expect: Mapping[str, Any]) -> bool:
        assert isinstance(move, Move)
        taken = set(move.capture)
        if "play" in expect and move.card != Card.parse(str(expect["play"])):
            return False
        if "capture" in expect and taken != set(cards_at(expect["capture"], "capture")):
            return False
        if "takes" in expect and not set(cards_at(expect["takes"], "takes")) <= taken:
            return False
        if "lay" in expect and bool(expect["lay"]) != (not taken):
            return False
        if "scores" in expect:
            after = game.clone()
            scored = {point.value for event in after.apply(move)
                      if isinstance(event, CardsCaptured) for point in event.points}
            wanted = expect["scores"]
            if not isinstance(wanted, list) or not set(map(str, wanted)) <= scored:
                return False
        return True
