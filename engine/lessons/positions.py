"""Reading a step's position as every kind writes it: its keys, the variant, the hands by
seat, lists of cards; each problem a ValueError that names the key."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from engine.bounds import quote
from engine.cards import Card, CardError


def cards_at(value: Any, key: str) -> list[Card]:
    """The cards a key lists."""
    if not isinstance(value, list):
        raise ValueError(f"key {quote(key)}: expected a list of cards, got {quote(value)}")
    try:
        return [Card.parse(str(text)) for text in value]
    except CardError as exc:
        raise ValueError(f"key {quote(key)}: {exc}") from None


def read_position(spec: Mapping[str, Any], allowed: Iterable[str]
                  ) -> tuple[str, list[list[Card]]]:
    """The variant and each seat's cards, the learner's first; no key beyond ``allowed``."""
    extra = sorted(set(spec) - {"variant", "hands", *allowed})
    if extra:
        raise ValueError(f"unknown key {quote(extra[0])} in the position")
    variant = spec.get("variant")
    if not isinstance(variant, str):
        raise ValueError("key 'variant': expected the id of a shipped variant")
    hands = spec.get("hands")
    if not isinstance(hands, list) or not hands:
        raise ValueError("key 'hands': expected each seat's cards, the learner's first")
    return variant, [cards_at(hand, "hands") for hand in hands]


def once_each(cards: Iterable[Card]) -> None:
    """Every card of a position is in one place."""
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise ValueError(f"the {card} is in the position twice")
        seen.add(card)


def card_problems(expect: Mapping[str, Any], key: str) -> list[str]:
    """What is wrong with the card ``expect[key]`` names, if it names one."""
    if key not in expect:
        return []
    try:
        Card.parse(str(expect[key]))
    except CardError as exc:
        return [f"key {quote(key)}: {exc}"]
    return []
