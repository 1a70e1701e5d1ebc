"""Cicera game records (``cicera-record/1``, see RECORDS.md): writing, reading, replaying.

Reading checks every deal and every play against the rules and fails with a
:class:`RecordError` that names the hand and play (counted from 1) and what is wrong.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from engine.bounds import quote
from engine.cards import Card, CardError, cards_text
from engine.cicera.deal import Deal
from engine.cicera.events import CardsCaptured, Event, LeftoverTaken
from engine.cicera.game import CiceraGame, Phase
from engine.cicera.moves import Move
from engine.cicera.rules import CiceraRules, load_rules
from engine.errors import IllegalMove, RecordError
from engine.files import write_text_atomic
from engine.record_files import read_header
from engine.variants.loader import is_shipped

FORMAT = "cicera-record/1"
GAME = "cicera"


def game_to_record(game: CiceraGame, *, names: Sequence[str] | None = None) -> dict[str, Any]:
    """The record of a match so far (an unfinished hand included)."""
    hands = []
    for log in game.log:
        seat = (log.dealer + 1) % game.players
        plays = []
        for move in log.plays:
            plays.append(
                {"card": str(move.card), "capture": cards_text(move.capture), "seat": seat}
            )
            seat = (seat + 1) % game.players
        hands.append(
            {
                "dealer": log.dealer,
                "deal": {
                    "hands": [cards_text(hand) for hand in log.deal.hands],
                    "table": cards_text(log.deal.table),
                    "later": [[cards_text(h) for h in deal] for deal in log.deal.later],
                },
                "plays": plays,
            }
        )
    record: dict[str, Any] = {
        "format": FORMAT,
        "game": GAME,
        "variant": game.rules.source if not is_shipped(game.rules.id) else game.rules.id,
        "players": game.players,
        "hands": hands,
        "created": datetime.now(UTC).isoformat(timespec="seconds"),
    }
    if game.seed is not None:
        record["seed"] = game.seed
    if names is not None:
        record["names"] = list(names)
    return record


def write_record(game: CiceraGame, path: str | Path, **kwargs: Any) -> None:
    """Save the match's record as JSON, atomically."""
    write_text_atomic(path, json.dumps(game_to_record(game, **kwargs), indent=1) + "\n")


@dataclass
class HandReplay:
    """One hand as replayed: every play with its events, the leftover and the score."""

    plays: list[dict[str, Any]] = field(default_factory=list)
    last_capture: int | None = None
    leftover: list[str] = field(default_factory=list)
    score: list[dict[str, int]] | None = None

    def as_dict(self) -> dict[str, Any]:
        return {
            "plays": self.plays,
            "last_capture": self.last_capture,
            "leftover": self.leftover,
            "score": self.score,
        }


@dataclass
class Replay:
    """A whole record replayed: the game at its end and what each hand did."""

    game: CiceraGame
    hands: list[HandReplay]

    def as_dict(self) -> dict[str, Any]:
        """The output of ``python -m engine replay`` (RECORDS.md)."""
        return {
            "hands": [hand.as_dict() for hand in self.hands],
            "totals": list(self.game.totals),
            "winner": self.game.winner,
        }


def replay_record(
    record: Mapping[str, Any],
    base_dir: Path | None = None,
    on_event: Callable[[Event], None] | None = None,
) -> Replay:
    """Check a record against the rules, play it through and report every hand."""
    rules, players = _header(record, base_dir)
    game = CiceraGame(rules, players)
    hands_data = _field(record, "hands", list, "the record")
    if not hands_data:
        raise RecordError("the record has no hands")
    replays: list[HandReplay] = []
    for number, hand_data in enumerate(hands_data, start=1):
        where = f"hand {number}"
        if game.phase is Phase.OVER:
            raise RecordError(f"{where}: the match was already won after hand {number - 1}")
        if game.phase is Phase.PLAY:
            raise RecordError(f"hand {number - 1} is unfinished, but hand {number} follows")
        if not isinstance(hand_data, dict):
            raise RecordError(f"{where}: expected an object with dealer, deal and plays")
        dealer = _dealer(hand_data, game, where)
        deal = _deal(hand_data, where)
        try:
            dealt = game.start_hand(deal, dealer)
        except IllegalMove as exc:
            raise RecordError(f"{where}: {exc}") from None
        if on_event:
            for event in dealt:
                on_event(event)
        replays.append(_replay_plays(game, hand_data, number, on_event))
    return Replay(game, replays)


def _replay_plays(
    game: CiceraGame,
    hand_data: Mapping[str, Any],
    number: int,
    on_event: Callable[[Event], None] | None,
) -> HandReplay:
    result = HandReplay()
    plays = _field(hand_data, "plays", list, f"hand {number}")
    for index, play in enumerate(plays, start=1):
        where = f"hand {number}, play {index}"
        if game.phase is not Phase.PLAY:
            raise RecordError(f"{where}: the hand is already over (every card was played)")
        seat = game.hand.turn
        move = _move(play, seat, where)
        try:
            events = game.apply(move)
        except IllegalMove as exc:
            raise RecordError(f"{where}: {exc}") from None
        entry: dict[str, Any] = {
            "seat": seat,
            "card": str(move.card),
            "capture": [str(Card.parse(c)) for c in play.get("capture") or []],
            "events": [],
        }
        for event in events:
            if on_event:
                on_event(event)
            if isinstance(event, CardsCaptured):
                entry["events"] = [point.value for point in event.points]
            elif isinstance(event, LeftoverTaken):
                result.leftover = [str(card) for card in event.cards]
        result.plays.append(entry)
    hand = game.hand
    result.last_capture = None if hand.last_capturer < 0 else hand.last_capturer
    log = game.log[-1]
    if log.scores is not None:
        result.score = [score.as_dict() for score in log.scores]
    return result


def _header(record: Mapping[str, Any], base_dir: Path | None) -> tuple[CiceraRules, int]:
    return read_header(record, FORMAT, GAME, load_rules, base_dir)


def _field(data: Mapping[str, Any], key: str, kind: type, where: str) -> Any:
    value = data.get(key)
    if not isinstance(value, kind):
        raise RecordError(
            f"{where}: '{key}' must be a {_KIND_NAMES[kind]}, got {quote(value)}")
    return value


_KIND_NAMES = {list: "list", dict: "object", int: "whole number", str: "text"}


def _dealer(hand_data: Mapping[str, Any], game: CiceraGame, where: str) -> int:
    dealer = hand_data.get("dealer")
    if isinstance(dealer, bool) or not isinstance(dealer, int):
        raise RecordError(f"{where}: 'dealer' must be a seat number, got {quote(dealer)}")
    if not 0 <= dealer < game.players:
        raise RecordError(f"{where}: dealer {dealer} is not a seat (0 to {game.players - 1})")
    if game.has_hand:
        expected = game.next_dealer()
        if dealer != expected:
            raise RecordError(
                f"{where}: dealt by seat {dealer}, but the deal passes to seat {expected}"
            )
    return dealer


def _cards(value: Any, where: str) -> list[Card]:
    if not isinstance(value, list):
        raise RecordError(f"{where}: expected a list of cards, got {quote(value)}")
    try:
        return [Card.parse(text) for text in value]
    except CardError as exc:
        raise RecordError(f"{where}: {exc}") from None


def _deal(hand_data: Mapping[str, Any], where: str) -> Deal:
    deal = _field(hand_data, "deal", dict, where)
    hands = _field(deal, "hands", list, f"{where}: deal")
    later = deal.get("later", [])
    if not isinstance(later, list):
        raise RecordError(
            f"{where}: deal 'later' must be a list of deals, got {quote(later)}")
    return Deal.of(
        [_cards(h, f"{where}: deal") for h in hands],
        _cards(deal.get("table"), f"{where}: deal table"),
        [[_cards(h, f"{where}: later deal") for h in _hands(d, where)] for d in later],
    )


def _hands(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError(
            f"{where}: a later deal is a list of hands by seat, got {quote(value)}")
    return value


def _move(play: Any, seat: int, where: str) -> Move:
    if not isinstance(play, dict):
        raise RecordError(
            f"{where}: expected an object like {{\"card\": \"9d\"}}, got {quote(play)}")
    if "seat" in play and play["seat"] != seat:
        raise RecordError(
            f"{where}: it is seat {seat}'s turn, not seat {quote(play['seat'])}'s")
    card_text = play.get("card")
    if not isinstance(card_text, str):
        raise RecordError(
            f"{where}: 'card' must be a card such as \"9d\", got {quote(card_text)}")
    capture = play.get("capture")
    if capture is None:
        capture = []
    try:
        card = Card.parse(card_text)
    except CardError as exc:
        raise RecordError(f"{where}: {exc}") from None
    taken = _cards(capture, where)
    if len(set(taken)) != len(taken):
        raise RecordError(f"{where}: a card is named twice in the capture")
    return Move.of(card, taken)
