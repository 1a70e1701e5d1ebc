"""Readers of the fields every family's game record shares, each failing with a
:class:`RecordError` that says where (``where``: "hand 2, play 5") and what is wrong.

The families' codecs (:mod:`engine.cicera.record`, :mod:`engine.ciapano.record`) call them
by the module's name (``fields.seat(hand, "dealer", where)``); what a field may hold beyond
them (the 40-card deck, a later deal) each codec checks itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from engine.bounds import quote
from engine.cards import Card, CardError
from engine.errors import RecordError

_KIND_NAMES = {list: "list", dict: "object", int: "whole number", str: "text"}


class Dealing(Protocol):
    """What the dealer check asks of a match."""

    @property
    def has_hand(self) -> bool: ...

    def next_dealer(self) -> int: ...


def typed(data: Mapping[str, Any], key: str, kind: type, where: str) -> Any:
    """``data[key]``, which must be a ``kind`` (list, dict, int or str)."""
    value = data.get(key)
    if not isinstance(value, kind):
        raise RecordError(
            f"{where}: '{key}' must be a {_KIND_NAMES[kind]}, got {quote(value)}")
    return value


def cards(value: Any, where: str) -> list[Card]:
    """A list of cards written as text ("9d")."""
    if not isinstance(value, list):
        raise RecordError(f"{where}: expected a list of cards, got {quote(value)}")
    try:
        return [Card.parse(text) for text in value]
    except CardError as exc:
        raise RecordError(f"{where}: {exc}") from None


def seat(data: Mapping[str, Any], key: str, where: str) -> int:
    """``data[key]``, which must be a seat number (a whole number, not a truth value)."""
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError(f"{where}: '{key}' must be a seat number, got {quote(value)}")
    return value


def check_deal_passes(game: Dealing, dealer: int, where: str) -> None:
    """After the match's last hand, the deal passes to one seat: ``dealer`` must be it."""
    if game.has_hand:
        expected = game.next_dealer()
        if dealer != expected:
            raise RecordError(
                f"{where}: dealt by seat {quote(dealer)}, but the deal passes to seat {expected}"
            )


def play(value: Any, seat: int | None, where: str, example: str) -> dict[str, Any]:
    """A play: an object like ``{"card": example}``, by the seat whose turn it is (when it
    names one)."""
    if not isinstance(value, dict):
        raise RecordError(
            f"{where}: expected an object like {{\"card\": \"{example}\"}}, got {quote(value)}")
    if "card" in value and "choice" in value:  # which one was played is not guessed
        raise RecordError(
            f"{where}: a play is a card or a choice, not both, got {quote(value)}")
    if "seat" in value and value["seat"] != seat:
        raise RecordError(
            f"{where}: it is seat {seat}'s turn, not seat {quote(value['seat'])}'s")
    return value


def card(play: Mapping[str, Any], where: str, example: str) -> Card:
    """The play's ``card``, written as text like ``example``."""
    text = play.get("card")
    if not isinstance(text, str):
        raise RecordError(
            f"{where}: 'card' must be a card such as \"{example}\", got {quote(text)}")
    try:
        return Card.parse(text)
    except CardError as exc:
        raise RecordError(f"{where}: {exc}") from None
