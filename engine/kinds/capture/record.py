"""Records of the capture kind (``cicera-record/1``, ``scopa-record/1``, see RECORDS.md):
writing, reading, replaying, the same for every family of the kind. A family gives its
:class:`RecordCodec`: its format and game, its rules and match, and how a capture's event
points are written.

Reading checks every deal and every play against the rules and fails with a
:class:`RecordError` that names the hand and play (counted from 1) and what is wrong.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, TypeVar

from engine import record_fields as fields
from engine.bounds import quote
from engine.cards import Card, cards_text
from engine.errors import IllegalMove, Problem, RecordError
from engine.kinds.capture.deal import Deal
from engine.kinds.capture.events import LeftoverTaken
from engine.kinds.capture.moves import Move
from engine.record_files import new_record, read_header

#: The family's match.
G = TypeVar("G")


@dataclass(frozen=True)
class RecordCodec(Generic[G]):
    """What a family of the capture kind gives its records."""

    format: str
    game: str
    #: The rule set of a variant id or file: load_rules(name, base_dir).
    load_rules: Callable[..., Any]
    #: A new match with no hand dealt: new_game(rules, players).
    new_game: Callable[[Any, int], G]
    #: The family's capture event, and the event points it scored as the record writes them.
    captured: type
    events_of: Callable[[Any], list[str]]

    def to_record(self, game: G, *, names: Sequence[str] | None = None) -> dict[str, Any]:
        """The record of a match so far (:func:`game_to_record`)."""
        return game_to_record(self, game, names=names)

    def replay(self, record: Mapping[str, Any], base_dir: Path | None = None,
               on_event: Callable[[Any], None] | None = None,
               before_play: BeforePlay | None = None) -> Replay:
        """Check a record against the rules and play it through (:func:`replay_record`)."""
        return replay_record(self, record, base_dir, on_event, before_play)


def game_to_record(codec: RecordCodec[Any], game: Any, *, names: Sequence[str] | None = None
                   ) -> dict[str, Any]:
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
    return new_record(game, codec.format, codec.game, hands, names)


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

    game: Any
    hands: list[HandReplay]

    def as_dict(self) -> dict[str, Any]:
        """The output of ``python -m engine replay`` (RECORDS.md)."""
        return {
            "hands": [hand.as_dict() for hand in self.hands],
            "totals": list(self.game.totals),
            "winner": self.game.winner,
        }


#: Told before each play of a replay: the game, the hand's number, the play's number in the
#: hand (both from 1), the seat to play and its move.
BeforePlay = Callable[[Any, int, int, int, Move], None]


def replay_record(
    codec: RecordCodec[Any],
    record: Mapping[str, Any],
    base_dir: Path | None = None,
    on_event: Callable[[Any], None] | None = None,
    before_play: BeforePlay | None = None,
) -> Replay:
    """Check a record against the rules, play it through and report every hand."""
    rules, players = read_header(record, codec.format, codec.game, codec.load_rules, base_dir)
    game = codec.new_game(rules, players)
    hands_data = fields.typed(record, "hands", list, "the record")
    if not hands_data:
        raise RecordError("the record has no hands")
    replays: list[HandReplay] = []
    number = 0
    try:
        for number, hand_data in enumerate(hands_data, start=1):
            where = f"hand {number}"
            if game.is_terminal():
                raise RecordError(f"{where}: the match was already won after hand {number - 1}")
            if not game.is_chance_node():
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
            replays.append(_replay_plays(codec, game, hand_data, number, on_event,
                                         before_play))
    except RecordError as exc:  # named in the hand it was found in
        exc.at(hand=number)
        raise
    return Replay(game, replays)


def _replay_plays(
    codec: RecordCodec[Any],
    game: Any,
    hand_data: Mapping[str, Any],
    number: int,
    on_event: Callable[[Any], None] | None,
    before_play: BeforePlay | None = None,
) -> HandReplay:
    result = HandReplay()
    plays = fields.typed(hand_data, "plays", list, f"hand {number}")
    index = 0
    try:
        for index, play in enumerate(plays, start=1):
            where = f"hand {number}, play {index}"
            if game.current_player() is None:
                raise RecordError(f"{where}: the hand is already over (every card was played)")
            seat = game.hand.turn
            move = _move(play, seat, where)
            if before_play is not None and move in game.legal_moves():
                before_play(game, number, index, seat, move)
            try:
                events = game.apply(move)
            except IllegalMove as exc:
                raise RecordError(f"{where}: {exc}", Problem.ILLEGAL_PLAY,
                                  {"hand": number, "play": index}) from None
            entry: dict[str, Any] = {
                "seat": seat,
                "card": str(move.card),
                "capture": [str(Card.parse(c)) for c in play.get("capture") or []],
                "events": [],
            }
            for event in events:
                if on_event:
                    on_event(event)
                if isinstance(event, codec.captured):
                    entry["events"] = codec.events_of(event)
                elif isinstance(event, LeftoverTaken):
                    result.leftover = [str(card) for card in event.cards]
            result.plays.append(entry)
    except RecordError as exc:  # and in its play
        exc.at(play=index)
        raise
    hand = game.hand
    result.last_capture = None if hand.last_capturer < 0 else hand.last_capturer
    log = game.log[-1]
    if log.scores is not None:
        result.score = [score.as_dict() for score in log.scores]
    return result


def _dealer(hand_data: Mapping[str, Any], game: Any, where: str) -> int:
    dealer = fields.seat(hand_data, "dealer", where)
    if not 0 <= dealer < game.players:
        raise RecordError(
            f"{where}: dealer {quote(dealer)} is not a seat (0 to {game.players - 1})")
    fields.check_deal_passes(game, dealer, where)
    return dealer


def _deal(hand_data: Mapping[str, Any], where: str) -> Deal:
    deal = fields.typed(hand_data, "deal", dict, where)
    hands = fields.typed(deal, "hands", list, f"{where}: deal")
    later = deal.get("later", [])
    if not isinstance(later, list):
        raise RecordError(
            f"{where}: deal 'later' must be a list of deals, got {quote(later)}")
    return Deal.of(
        [fields.cards(h, f"{where}: deal") for h in hands],
        fields.cards(deal.get("table"), f"{where}: deal table"),
        [[fields.cards(h, f"{where}: later deal") for h in _hands(d, where)] for d in later],
    )


def _hands(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError(
            f"{where}: a later deal is a list of hands by seat, got {quote(value)}")
    return value


def _move(play: Any, seat: int, where: str) -> Move:
    play = fields.play(play, seat, where, "9d")
    card = fields.card(play, where, "9d")
    capture = play.get("capture")
    taken = fields.cards([] if capture is None else capture, where)
    if len(set(taken)) != len(taken):
        raise RecordError(f"{where}: a card is named twice in the capture")
    return Move.of(card, taken)
