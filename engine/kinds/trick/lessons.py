"""The lessons' part of a trick game: a right move said by the card, its suit, whether it
follows the suit led, whether it heads the trick once played, and its own card points."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.bounds import quote
from engine.cards import SUIT_OF, Card
from engine.game import AnyGame
from engine.lessons.model import SUIT_LETTERS
from engine.lessons.positions import card_problems, cards_at, once_each, read_position

#: How a family sets a step's position up: (variant, hands now by seat, the trick so far,
#: the rest, whether it is the hand's first trick) -> the game, the learner (seat 0) to play.
SetUp = Callable[..., AnyGame]
#: What a family knows of a trick in play: (game) -> (the suit led or None, the card heading
#: the trick so far or None), and a card's strength in its suit and own points.
TrickState = Callable[[AnyGame], tuple[int | None, int | None]]


@dataclass(frozen=True)
class TrickLessons:
    """A trick family's lesson kit."""

    set_up: SetUp
    #: The trick so far in a game: (the suit led or None, the card heading it or None).
    trick_state: TrickState
    #: A card's strength within its suit, and its own points in the variant's unit.
    strength: Callable[[int], int]
    points: Callable[[AnyGame, int], int]
    expect_keys: tuple[str, ...] = ("play", "suit", "follows", "heads", "points")

    def position(self, spec: Mapping[str, Any]) -> AnyGame:
        variant, hands = read_position(spec, ("trick", "rest", "first_trick"))
        trick = cards_at(spec.get("trick", []), "trick")
        rest = cards_at(spec.get("rest", []), "rest")
        once_each([*(c for hand in hands for c in hand), *trick, *rest])
        return self.set_up(variant, hands, trick, rest, bool(spec.get("first_trick", False)))

    def named_cards(self, spec: Mapping[str, Any]) -> set[str]:
        cards = [*(c for hand in spec.get("hands") or [] for c in hand),
                 *spec.get("trick", []), *spec.get("rest", [])]
        return {str(Card.parse(str(c))) for c in cards}

    def expect_problems(self, expect: Mapping[str, Any]) -> list[str]:
        problems = [f"unknown expect key {quote(key)}; one of {', '.join(self.expect_keys)}"
                    for key in expect if key not in self.expect_keys]
        problems += card_problems(expect, "play")
        if "suit" in expect and expect["suit"] not in SUIT_LETTERS:
            problems.append(f"key 'suit': expected one of {', '.join(SUIT_LETTERS)}")
        for key in ("follows", "heads"):
            if key in expect and not isinstance(expect[key], bool):
                problems.append(f"key {quote(key)}: expected true or false")
        if "points" in expect and not isinstance(expect["points"], str | int):
            problems.append("key 'points': expected a number, or 'some' or 'none'")
        return problems

    def is_right(self, game: AnyGame, move: Any, expect: Mapping[str, Any]) -> bool:
        card = int(move)
        led, best = self.trick_state(game)
        if "play" in expect and card != int(Card.parse(str(expect["play"]))):
            return False
        if "suit" in expect and SUIT_OF[card] != SUIT_LETTERS.index(expect["suit"]):
            return False
        follows = led is None or SUIT_OF[card] == led
        if "follows" in expect and expect["follows"] != follows:
            return False
        heads = best is None or (follows and self.strength(card) > self.strength(best))
        if "heads" in expect and expect["heads"] != heads:
            return False
        if "points" in expect:
            own = self.points(game, card)
            wanted = expect["points"]
            if (wanted == "some" and own == 0) or (wanted == "none" and own != 0) or (
                    isinstance(wanted, int) and own != wanted):
                return False
        return True
