"""A table with friends, as the server holds it: the match (the only place its deal is
known), the seats (a person bound by a private token, or a computer level), and what each
seat is sent. Pure and synchronous: the server (:mod:`cicera_net.server`) carries its
messages; a test can drive it directly.

Every change of the match makes a ``state`` message for each seat from that seat's own view
(:func:`cicera_net.seatview.view_json`): the moves it may make when it is to move, the last
move made (public: the rules show every card played), the scores. A move is one of the texts
of the moves its seat may make now; anything else, or a move for another seat, out of turn
or against an older position, is refused to its sender only.
"""

from __future__ import annotations

import hmac
import json
import random
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from cicera_net.protocol import PHRASES, VERSION, ProtocolError
from cicera_net.seatview import view_json
from engine.errors import IllegalMove
from engine.families import family_of_rules, load_variant, new_match
from engine.game import AnyGame, RuleSet
from engine.match import restore_generator

#: A message for one seat: (seat, message).
Outgoing = list[tuple[int, dict[str, Any]]]


def new_code() -> str:
    """A table's code: 80 bits from :mod:`secrets`, as 16 letters and digits to read out
    (no 0/O or 1/I/L to mistake)."""
    alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
    return "".join(secrets.choice(alphabet) for _ in range(16))


def same_code(given: str, code: str) -> bool:
    """The code given is the table's, compared in constant time (case and dashes aside)."""
    cleaned = given.replace("-", "").replace(" ", "").upper()
    return hmac.compare_digest(cleaned.encode(), code.encode())


@dataclass
class Seat:
    """A seat at the table: a person (``token`` binds them to it) or a computer ``level``."""

    number: int
    level: str
    name: str = ""
    token: str | None = None
    #: The hand (counted from 1) from which the person plays it; a computer plays it before
    #: (a friend who comes late takes a computer's seat from the next hand).
    from_hand: int = 1

    @property
    def person(self) -> bool:
        return self.token is not None

    def plays_as_person(self, hand: int) -> bool:
        return self.token is not None and hand >= self.from_hand

    def public(self, connected: bool) -> dict[str, Any]:
        return {"seat": self.number, "name": self.name,
                "kind": "person" if self.person else "computer", "level": self.level,
                "connected": connected}


@dataclass
class Table:
    """One match at one table (see the module's docstring)."""

    rules: RuleSet
    players: int
    code: str = field(default_factory=new_code)
    seed: int = field(default_factory=lambda: secrets.randbits(63))
    levels: tuple[str, ...] = ()
    seats: list[Seat] = field(default_factory=list)
    #: How many moves and deals the match has had: a ``play`` names the one it answers.
    at: int = 0
    last: dict[str, Any] | None = None
    #: How many people the table waits for before its first deal.
    people: int = 0
    started: bool = False
    #: How long a person's seat waits when their connection is gone, before a computer plays
    #: for it until they are back (None: as long as it takes) ...
    wait_seconds: float | None = 60.0
    #: ... and the turn clock: how long a person has for a move before a computer makes it
    #: for them (None: no clock).
    turn_seconds: float | None = None
    #: Whether the players may use the program's aids at this table (hint, tracker): said in
    #: ``welcome``; each program keeps to it.
    aids: bool = True

    def __post_init__(self) -> None:
        self.family = family_of_rules(self.rules)
        self.game: AnyGame = new_match(self.rules, self.players, self.seed)
        levels = self.levels or (self.family.player_levels[0],) * self.players
        self.seats = [Seat(n, levels[n] if n < len(levels) else levels[-1],
                           name=f"#{n}") for n in range(self.players)]
        rng = random.Random(self.seed ^ 0x7AB1E)
        self._computer_seeds = [rng.getrandbits(63) for _seat in self.seats]
        self._computers: dict[int, Any] = {}  # made when first needed
        self._moves_for = -1
        self._moves_cache: dict[str, Any] = {}

    # -- seats ------------------------------------------------------------------------------

    def free_seats(self) -> list[int]:
        return [seat.number for seat in self.seats if not seat.person]

    def join(self, name: str, seat: int | None) -> Seat:
        """A person takes ``seat`` (the first free one when None): a computer's seat, given
        over at once (the computer has only its view to give up). Refused when taken."""
        free = self.free_seats()
        if seat is None:
            if not free:
                raise ProtocolError("table_full", "every seat at this table is taken")
            seat = free[0]
        if not 0 <= seat < self.players:
            raise ProtocolError("no_seat", f"this table has seats 0 to {self.players - 1}")
        if seat not in free:
            raise ProtocolError("seat_taken", f"seat {seat} is taken")
        taken = self.seats[seat]
        taken.name, taken.token = name, secrets.token_urlsafe(24)
        in_hand = self.game.has_hand and not self.game.is_chance_node()
        taken.from_hand = self.hand_number() + (1 if in_hand else 0)
        if sum(s.person for s in self.seats) >= self.people:
            self.started = True
        return taken

    def hand_number(self) -> int:
        """The hand in play, counted from 1 (the next one between hands)."""
        game = self.game
        return len(game.hand_log()) + (1 if game.is_chance_node() else 0)

    def resume(self, token: str) -> Seat:
        """The seat bound to ``token`` (a player coming back); refused for any other token."""
        for seat in self.seats:
            if seat.token is not None and hmac.compare_digest(seat.token, token):
                return seat
        raise ProtocolError("bad_token", "no seat at this table has that token")

    def welcome(self, seat: Seat, connected: Callable[[int], bool]) -> dict[str, Any]:
        return {"type": "welcome", "version": VERSION, "seat": seat.number,
                "token": seat.token, "variant": self.rules.id, "game": self.rules.game,
                "players": self.players, "aids": self.aids,
                "seats": self.seats_public(connected)}

    def seats_public(self, connected: Callable[[int], bool]) -> list[dict[str, Any]]:
        return [seat.public(connected(seat.number)) for seat in self.seats]

    # -- the match --------------------------------------------------------------------------

    def state(self, seat: int, memo: dict[int, Any] | None = None) -> dict[str, Any]:
        """What ``seat`` is sent of the match now: its view, its moves when it is to move,
        the last move, the scores, the outcome once the match is decided (``memo``: shared
        by the states of one position, :func:`cicera_net.seatview.to_json`)."""
        game = self.game
        turn = game.current_player()
        outcome = game.outcome()
        return {"type": "state", "at": self.at, "seat": seat, "turn": turn,
                "started": self.started, "turn_seconds": self.turn_seconds, "aids": self.aids,
                "view": view_json(game.view(seat), memo) if game.has_hand else None,
                "moves": (list(self._moves())
                          if turn == seat and self.started
                          and self.seats[seat].plays_as_person(self.hand_number()) else []),
                "last": self.last, "totals": list(game.side_totals()),
                "outcome": None if outcome is None else {
                    "winners": list(outcome.winners), "totals": list(outcome.totals),
                    "lower_is_better": outcome.lower_is_better}}

    def states(self, seats: Sequence[int] | None = None) -> Outgoing:
        """The state of each of ``seats`` (every seat by default), made together."""
        memo: dict[int, Any] = {}
        return [(seat, self.state(seat, memo))
                for seat in (range(self.players) if seats is None else seats)]

    def _moves(self) -> dict[str, Any]:
        """The moves of the seat to move, by their text (worked out once a position)."""
        if self._moves_for != self.at:
            self._moves_cache = {str(move): move for move in self.game.legal_moves()}
            self._moves_for = self.at
        return self._moves_cache

    def play(self, seat: int, text: str, at: int) -> None:
        """``seat`` plays the move written ``text``, answering position ``at``."""
        game = self.game
        if game.is_terminal():
            raise ProtocolError("match_over", "the match is over")
        if at != self.at:
            raise ProtocolError("stale", f"that move answers position {at}; the table is at "
                                         f"{self.at}")
        if game.current_player() != seat or not self.started:
            raise ProtocolError("not_your_turn", "it is not your turn")
        move = self._moves().get(text)
        if move is None:
            raise ProtocolError("illegal", f"{text!r} is not a move you can make now")
        try:
            game.apply(move)
        except IllegalMove as exc:  # the list above and the engine agree; kept as a guard
            raise ProtocolError("illegal", str(exc)) from None
        self.at += 1
        self.last = {"seat": seat, "move": text}

    def next_step(self) -> str | None:
        """What the table does next by itself: ``deal`` the next hand, a ``computer``'s
        move; None when it waits for a person (or the match is over)."""
        game = self.game
        if game.is_terminal() or not self.started:
            return None
        if game.is_chance_node():
            return "deal"
        turn = game.current_player()
        if turn is None or self.seats[turn].plays_as_person(self.hand_number()):
            return None
        return "computer"

    def advance(self) -> bool:
        """One step the table takes by itself (:meth:`next_step`); False when there is
        none."""
        step = self.next_step()
        if step is None:
            return False
        game = self.game
        if step == "deal":
            game.deal_hand()
            self.at += 1
            self.last = None
            return True
        turn = game.current_player()
        assert turn is not None
        move = self._computer(turn).choose(game.view(turn))
        self.play(turn, str(move), self.at)
        return True

    def play_for(self, seat: int) -> None:
        """A computer makes ``seat``'s move: a person away too long, or out of time."""
        computer = self._computer(seat)
        self.play(seat, str(computer.choose(self.game.view(seat))), self.at)
        assert self.last is not None
        self.last["stand_in"] = True

    def _computer(self, seat: int) -> Any:
        computer = self._computers.get(seat)
        if computer is None:
            computer = self._computers[seat] = self.family.make_player(
                self.seats[seat].level, self._computer_seeds[seat])
        return computer

    def say(self, seat: int, phrase: str) -> dict[str, Any]:
        if phrase not in PHRASES:
            raise ProtocolError("bad_phrase", f"say one of {list(PHRASES)}")
        return {"type": "said", "seat": seat, "phrase": phrase}

    # -- keeping ----------------------------------------------------------------------------

    def record(self) -> dict[str, Any]:
        """The match's record (``../shared/RECORDS.md``), as every record of the program."""
        return self.family.to_record(self.game)

    def kept(self) -> dict[str, Any]:
        """What the server writes after every change: the record, and the table's own
        (its code, its seats with their tokens, where it stands)."""
        return {"version": VERSION, "code": self.code, "variant": self.rules.id,
                "players": self.players, "seed": self.seed, "at": self.at,
                "last": self.last, "people": self.people, "started": self.started,
                "wait_seconds": self.wait_seconds, "turn_seconds": self.turn_seconds,
                "aids": self.aids,
                "seats": [{"level": seat.level, "name": seat.name, "token": seat.token,
                           "from_hand": seat.from_hand} for seat in self.seats],
                # before the first deal there is no match to record: the seed makes it
                "record": self.record() if self.game.has_hand else None}

    def replay_journal(self, text: str) -> None:
        """The moves made since the table was last written whole, made again (a journal's
        lines: ``{"at", "seat", "move"}``); a line the table's file holds already, or one cut
        short at the end (the process died as it wrote it), is left out; any other wrong
        line refused (ValueError)."""
        lines = text.split("\n")
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                entry = json.loads(line)
            except json.JSONDecodeError:
                if number == len(lines):  # the last, unfinished line
                    return
                raise ValueError(f"journal line {number} is not JSON") from None
            if not isinstance(entry, dict) or not isinstance(entry.get("at"), int):
                raise ValueError(f"journal line {number} names no position")
            if entry["at"] <= self.at:  # in the table's file already: written before the
                continue  # journal was emptied, by a process that died between the two
            if entry["at"] != self.at + 1:
                raise ValueError(f"journal line {number} does not follow position {self.at}")
            self.play(int(entry["seat"]), str(entry["move"]), self.at)
            if entry.get("stand_in"):
                assert self.last is not None
                self.last["stand_in"] = True

    @classmethod
    def from_kept(cls, data: dict[str, Any]) -> Table:
        """A table as :meth:`kept` wrote it, at the very position it stood (its record
        replayed and checked by the family; raises RecordError, ValueError, KeyError or
        TypeError for a file that is not one)."""
        rules = load_variant(str(data["variant"]))
        seats = data["seats"]
        table = cls(rules, int(data["players"]), code=str(data["code"]),
                    seed=int(data["seed"]), people=int(data["people"]),
                    started=bool(data["started"]),
                    wait_seconds=_seconds(data.get("wait_seconds")),
                    turn_seconds=_seconds(data.get("turn_seconds")),
                    aids=bool(data.get("aids", True)),
                    levels=tuple(str(seat["level"]) for seat in seats))
        if data["record"] is not None:  # else no hand was dealt: the seed's match is it
            game = table.family.replay(data["record"], None).game
            restore_generator(game, table.seed)
            table.game = game
        for seat, kept in zip(table.seats, seats, strict=True):
            seat.name = str(kept["name"])
            seat.token = None if kept["token"] is None else str(kept["token"])
            seat.from_hand = int(kept["from_hand"])
        table.at, table.last = int(data["at"]), data["last"]
        return table


def _seconds(value: Any) -> float | None:
    """A kept duration: a number of seconds, or None."""
    return None if value is None else float(value)
