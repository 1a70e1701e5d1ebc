"""Ciapanò-family game records (``ciapano-record/1``, RECORDS.md): writing, reading, replaying.

Reading checks every deal and every play against the rules and fails with a
:class:`RecordError` that names the hand and play (counted from 1) and what is wrong.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine import record_fields as fields
from engine.bounds import quote
from engine.cards import CARDS, Card, cards_text
from engine.ciapano.deal import Deal
from engine.ciapano.events import Event, Trick
from engine.ciapano.game import CiapanoGame, HandLog, Phase
from engine.ciapano.moves import GIVE, Choice, Move
from engine.ciapano.rules import DECK, GAME, CiapanoRules, load_rules
from engine.errors import IllegalMove, Problem, RecordError
from engine.record_files import new_record, read_header

FORMAT = "ciapano-record/1"


def game_to_record(game: CiapanoGame, *, names: Sequence[str] | None = None) -> dict[str, Any]:
    """The record of a match so far (an unfinished hand included)."""
    hands = []
    for log in game.log:
        plays: list[dict[str, Any]] = []
        seat = next_in(log.seats, log.dealer)
        for number, move in enumerate(log.plays):
            if isinstance(move, Choice):
                plays.append({"choice": str(move), "seat": log.tricks[-1].winner})
                continue
            plays.append({"card": str(move), "seat": seat})
            trick = number // len(log.seats)
            if number % len(log.seats) == len(log.seats) - 1:
                winner = log.tricks[trick].winner
                assert winner is not None
                seat = winner
            else:
                seat = next_in(log.seats, seat)
        hand: dict[str, Any] = {"dealer": log.dealer}
        if len(log.seats) != game.players:
            hand["seats"] = list(log.seats)
        hand["deal"] = {"hands": [cards_text(h) for h in log.deal.hands],
                        "aside": cards_text(log.deal.rest)}
        hand["plays"] = plays
        hands.append(hand)
    return new_record(game, FORMAT, GAME, hands, names)


def next_in(seats: Sequence[int], seat: int) -> int:
    """The seat after ``seat`` among ``seats`` (in seat order, round the table)."""
    later = [s for s in seats if s > seat]
    return later[0] if later else seats[0]


def hand_as_dict(log: HandLog, in_play: Trick | None = None) -> dict[str, Any]:
    """One hand as the replay prints it (RECORDS.md); ``in_play``: an unfinished trick, printed
    last with no winner."""
    tricks = [*log.tricks, in_play] if in_play is not None else log.tricks
    return {
        "tricks": [{"leader": t.leader, "cards": cards_text(t.cards), "winner": t.winner}
                   for t in tricks],
        "points": None if log.points is None else list(log.points),
        "penalty": None if log.penalty is None else list(log.penalty),
    }


@dataclass
class Replay:
    """A whole record replayed: the match at its end, and what each hand did."""

    game: CiapanoGame

    def as_dict(self) -> dict[str, Any]:
        """The output of ``python -m engine replay`` (RECORDS.md)."""
        game = self.game
        hands = [hand_as_dict(log) for log in game.log]
        if game.has_hand and game.hand.trick:
            trick = Trick(game.hand.leader, tuple(CARDS[c] for c in game.hand.trick), None)
            hands[-1] = hand_as_dict(game.log[-1], trick)
        return {
            "hands": hands,
            "totals": list(self.game.totals),
            "winners": list(self.game.winners or ()),
        }


#: Told before each play of a replay: the game, the hand's number, the play's number in the
#: hand (both from 1), the seat to play and its move.
BeforePlay = Callable[[CiapanoGame, int, int, int, Move], None]


def replay_record(record: Mapping[str, Any], base_dir: Path | None = None,
                  on_event: Callable[[Event], None] | None = None,
                  before_play: BeforePlay | None = None) -> Replay:
    """Check a record against the rules, play it through, and report every hand."""
    rules, players = _header(record, base_dir)
    game = CiapanoGame(rules, players)
    hands_data = fields.typed(record, "hands", list, "the record")
    if not hands_data:
        raise RecordError("the record has no hands")
    number = 0
    try:
        for number, hand_data in enumerate(hands_data, start=1):
            where = f"hand {number}"
            if game.phase is Phase.CHOICE:  # the choice was left out: the default
                _emit(game.apply(GIVE), on_event)
            if game.phase is Phase.OVER:
                raise RecordError(
                    f"{where}: the match was already decided after hand {number - 1}")
            if game.phase is Phase.PLAY:
                raise RecordError(f"hand {number - 1} is unfinished, but hand {number} follows")
            if not isinstance(hand_data, dict):
                raise RecordError(f"{where}: expected an object with dealer, deal and plays")
            seats = _seats(hand_data, game, where)
            dealer = _dealer(hand_data, game, seats, where)
            deal = _deal(hand_data, seats, where)
            try:
                _emit(game.start_hand(deal, dealer), on_event)
            except IllegalMove as exc:
                raise RecordError(f"{where}: {exc}") from None
            _replay_plays(game, hand_data, number, on_event, before_play)
    except RecordError as exc:  # named in the hand it was found in
        exc.at(hand=number)
        raise
    return Replay(game)


def _emit(events: list[Event], on_event: Callable[[Event], None] | None) -> None:
    if on_event is not None:
        for event in events:
            on_event(event)


def _replay_plays(game: CiapanoGame, hand_data: Mapping[str, Any], number: int,
                  on_event: Callable[[Event], None] | None,
                  before_play: BeforePlay | None = None) -> None:
    plays = fields.typed(hand_data, "plays", list, f"hand {number}")
    index = 0
    try:
        for index, play in enumerate(plays, start=1):
            where = f"hand {number}, play {index}"
            if game.phase not in (Phase.PLAY, Phase.CHOICE):
                if index == len(plays) and game.cappotto_forced():
                    _forced_choice(game, play, where)
                    continue
                raise RecordError(f"{where}: the hand is already over (every card was played)")
            seat = game.current_player()
            move = _move(play, seat, where)
            if before_play is not None and seat is not None and move in game.legal_moves():
                before_play(game, number, index, seat, move)
            try:
                _emit(game.apply(move), on_event)
            except IllegalMove as exc:
                raise RecordError(f"{where}: {exc}", Problem.ILLEGAL_PLAY,
                                  {"hand": number, "play": index}) from None
    except RecordError as exc:  # and in its play
        exc.at(play=index)
        raise


def _header(record: Mapping[str, Any], base_dir: Path | None) -> tuple[CiapanoRules, int]:
    return read_header(record, FORMAT, GAME, load_rules, base_dir)


def _seats(hand_data: Mapping[str, Any], game: CiapanoGame, where: str) -> tuple[int, ...]:
    """The seats in the hand: those still in, in playing order (any seat first)."""
    expected = game.seats_in()
    seats = hand_data.get("seats")
    if seats is None:
        if len(expected) != game.players:
            out = [s for s in range(game.players) if s not in expected]
            raise RecordError(f"{where}: 'seats' is missing, but seats {out} are out")
        return expected
    if not isinstance(seats, list) or not all(
        isinstance(s, int) and not isinstance(s, bool) for s in seats
    ):
        raise RecordError(f"{where}: 'seats' must be a list of seat numbers, got {quote(seats)}")
    if sorted(seats) != list(expected):
        raise RecordError(f"{where}: seats {quote(seats)} are dealt, but the seats still in are "
                          f"{list(expected)}")
    start = seats.index(min(seats)) if seats else 0
    if seats[start:] + seats[:start] != list(expected):
        raise RecordError(f"{where}: seats {quote(seats)} are not in playing order")
    return tuple(seats)


def _dealer(hand_data: Mapping[str, Any], game: CiapanoGame, seats: tuple[int, ...],
            where: str) -> int:
    dealer = fields.seat(hand_data, "dealer", where)
    if dealer not in seats:
        raise RecordError(
            f"{where}: dealer {quote(dealer)} is not a seat in the hand {list(seats)}")
    fields.check_deal_passes(game, dealer, where)
    return dealer


def _cards(value: Any, where: str) -> list[Card]:
    """Cards of the 40-card deck."""
    cards = fields.cards(value, where)
    for card in cards:
        if card not in DECK:
            raise RecordError(f"{where}: {card} is not one of the 40 cards (no 8, 9, 10)")
    return cards


def _deal(hand_data: Mapping[str, Any], seats: tuple[int, ...], where: str) -> Deal:
    """The deal, by seat order: the record lists hands by position in ``seats``."""
    deal = hand_data.get("deal")
    if not isinstance(deal, dict):
        raise RecordError(f"{where}: 'deal' must be an object with hands and aside, got "
                          f"{quote(deal)}")
    hands = deal.get("hands")
    if not isinstance(hands, list):
        raise RecordError(f"{where}: deal 'hands' must be a list of hands, got {quote(hands)}")
    if len(hands) != len(seats):
        raise RecordError(f"{where}: wrong deal: {len(hands)} hands dealt for "
                          f"{len(seats)} players")
    by_position = [_cards(h, f"{where}: deal") for h in hands]
    order = sorted(range(len(seats)), key=lambda i: seats[i])
    return Deal.of([by_position[i] for i in order],
                   _cards(deal.get("aside", []), f"{where}: deal aside"))


def _forced_choice(game: CiapanoGame, play: Any, where: str) -> None:
    """An explicit choice after a cappotto whose maker could only give (older records wrote
    one): ``give`` is what was scored, ``take`` is refused as the rules refuse it."""
    maker = game.hand.last_winner
    move = _move(play, maker, where)
    if move != GIVE:
        raise RecordError(f"{where}: 'take' is allowed only with a score of {game.rules.total} "
                          f"or more; seat {maker} has {game.totals[maker]}")


def _move(play: Any, seat: int | None, where: str) -> Move:
    play = fields.play(play, seat, where, "3s")
    if "choice" in play:
        try:
            return Choice.parse(play["choice"])
        except ValueError as exc:
            raise RecordError(f"{where}: {exc}") from None
    return fields.card(play, where, "3s")
