"""A match at a table with friends, hosted on this computer or another: the window's side.

The table (``docs/PROTOCOL.md``) alone knows the deal. The window is sent its seat's view
and each move, on the connection's thread (:mod:`cicera_gui.play.remote`); here they become
steps the table scene shows one after another (:meth:`RemoteMatch.arrived`), over the seat's
own copy of the match (:mod:`cicera_net.shadow`), which agrees with every view received and
shows every other card face down. The player's own move is shown at once and sent; the
table's answer only confirms it (a refusal puts the copy back as the table has it).

The copy's hidden cards are guesses until a hand is over; then the copy tells the hand again
whole from the views alone (:meth:`cicera_net.shadow.Shadow.follow`), and a match seen whole
goes into this player's history, marked as played with friends from this seat.
"""

from __future__ import annotations

import math
import queue
import time
from collections import deque
from typing import Any

from cicera_gui.play.match import MatchController, MatchSetup
from cicera_gui.play.remote import TableConnection
from cicera_gui.words.i18n import N_, _, ngettext
from cicera_gui.words.names import Seating
from cicera_net.shadow import Shadow, Step
from engine.game import RuleSet

#: What a remote table's state says, at the table's top (message ids).
WAITING_TO_DEAL = N_("Waiting for the host to deal")
RECONNECTING = N_("The connection was lost: reconnecting…")
SEAT_RECONNECTING = N_("{name} is reconnecting…")
CLOSED = N_("The host closed the table. It is kept: the same invitation brings it back.")
#: The turn clock is shown over the table in its last seconds.
CLOCK_SHOWN = 10.0
#: Why a table refused this program, by the protocol's code (docs/PROTOCOL.md).
REFUSALS = {
    "bad_code": N_("No table has this code. Check the code the host read out."),
    "bad_token": N_("The table no longer knows this seat. Join it again."),
    "seat_taken": N_("That seat is taken."),
    "table_full": N_("Every seat at this table is taken."),
    "no_seat": N_("That seat does not exist at this table."),
    "certificate": N_("This is not the table of the invitation: its certificate is not the "
                      "one the invitation names."),
    "version": N_("The table speaks another version of the program: update both."),
    "server_full": N_("The table's server holds all the tables it can."),
    "bad_name": N_("A name needs at least one letter."),
}
#: A refusal the list above does not name.
REFUSED = N_("The table refused this program.")


def refusal_text(code: str) -> str:
    """Why a table refused, in the player's language."""
    return _(REFUSALS.get(code, REFUSED))


class RemoteMatch(MatchController):
    """A match at a remote table, seen from this program's seat (see the module's
    docstring)."""

    remote = True

    def __init__(self, rules: RuleSet, welcome: dict[str, Any],
                 connection: TableConnection | None, inbox: queue.Queue[dict[str, Any]]
                 ) -> None:
        seat, players = int(welcome["seat"]), int(welcome["players"])
        self.shadow = Shadow(rules, players, seat)
        super().__init__(MatchSetup(rules.id, players, [], 0, rules=rules),
                         game=self.shadow.game)
        self.people = (seat,)
        self.viewer = seat
        self.opponents = {}
        self.connection = connection
        self.inbox = inbox
        #: The steps received, not yet shown (the table scene shows one at a time)
        self.steps: deque[Step] = deque()
        self.seats: list[dict[str, Any]] = list(welcome.get("seats", []))
        #: The position the table is at, and the moves it lets this seat make there
        self.at = -1
        self.allowed: list[str] = []
        self.started = False
        #: What the table's top says now (a message id and its values), or None
        self.notice: tuple[str, dict[str, str]] | None = None
        self.lost = False
        self.closed = False
        self.aids_allowed = bool(welcome.get("aids", True))
        #: The seat to move as the table said, since when, and the table's turn clock
        self.turn: int | None = None
        self.turn_since = time.monotonic()
        self.turn_seconds: float | None = None
        #: The table's invitation, and whether this program hosts it (kept with the seat's
        #: token in the data folder, so the table is offered again after a restart)
        self.line = ""
        self.hosted = False
        #: The phrases said at the table a moment ago: (seat, phrase, when)
        self.said: list[tuple[int, str, float]] = []

    # -- who sits where --------------------------------------------------------------------

    def seating(self) -> Seating:
        names = {int(s["seat"]): str(s["name"]) for s in self.seats
                 if s.get("kind") == "person" and s.get("name")}
        return Seating(self.viewer, names)

    def level_of(self, seat: int) -> str:
        found = next((s for s in self.seats if s.get("seat") == seat), None)
        if found is None or found.get("kind") == "person":
            return "human"
        return str(found.get("level", ""))

    # -- the flow of play ------------------------------------------------------------------

    def human_to_play(self) -> bool:
        """Your turn, once every move received has been shown."""
        return (not self.steps and bool(self.allowed) and not self.game.is_terminal()
                and not self.game.is_chance_node() and self.game.current_player() == self.viewer)

    def opponent_to_play(self) -> bool:
        """Another seat is to move: its move comes from the table."""
        game = self.game
        seat = game.current_player()
        return not game.is_chance_node() and seat is not None and seat != self.viewer

    def think(self) -> None:
        """The table's computers think on the table's side."""

    def opponent_move(self) -> Any | None:
        return None

    def start_hand(self) -> list[Any]:
        """The table deals: its deal arrives as a step."""
        return []

    @property
    def can_undo(self) -> bool:
        return False

    def play(self, move: Any) -> list[Any]:
        """Your move: shown at once, sent to the table (which checks it again); a move that
        brings you cards is shown when the table answers with them."""
        events = self.shadow.play_own(move) or []
        self.game = self.shadow.game
        self.moves += 1
        self.plays += 1
        self.allowed = []
        if self.connection is not None:
            self.connection.play(str(move), self.at)
        return events

    def arrived(self) -> Step | None:
        """The next step to show: what the table sent since, taken in first."""
        while True:
            try:
                message = self.inbox.get_nowait()
            except queue.Empty:
                break
            self.take(message)
        while self.steps:
            step = self.steps.popleft()
            self.game = step.game
            if not step.shown:
                self.moves += 1
                return step
        return None

    def take(self, message: dict[str, Any]) -> None:
        """One message from the table (``docs/PROTOCOL.md``)."""
        kind = message.get("type")
        if kind == "welcome":  # first, or back after a drop or the host's restart
            self.seats = list(message.get("seats", self.seats))
            self.lost = self.closed = False
            self.turn_since = time.monotonic()  # a table started again starts its clock anew
        elif kind == "state":
            self.lost = False
            if message.get("at") != self.at or message.get("turn") != self.turn:
                self.turn_since = time.monotonic()  # a new turn: its clock starts
            self.turn = message.get("turn") if isinstance(message.get("turn"), int) else None
            clock = message.get("turn_seconds")
            self.turn_seconds = float(clock) if isinstance(clock, int | float) else None
            self.at = int(message.get("at", self.at))
            self.allowed = [str(m) for m in message.get("moves") or []]
            self.started = bool(message.get("started"))
            self.aids_allowed = bool(message.get("aids", self.aids_allowed))
            if message.get("view") is not None:
                self.steps.append(self.shadow.follow(message))
        elif kind == "said" and isinstance(message.get("seat"), int):
            self.said = [*self.said[-3:], (int(message["seat"]), str(message.get("phrase")),
                                           time.monotonic())]
        elif kind == "seats":
            self.seats = list(message.get("seats", self.seats))
        elif kind == "error" and message.get("code") in ("illegal", "stale", "not_your_turn"):
            self.steps.append(self.shadow.resync())
        elif kind == "reconnecting":
            self.lost = True
        elif kind == "closing":
            self.closed = True
        elif kind == "refused":
            self.closed = True
            self.notice = (REFUSALS.get(str(message.get("code")), REFUSED), {})
        self.notice = self._notice() if kind != "refused" else self.notice

    def table_notice(self) -> str | None:
        if self.notice is None:
            return self.clock_notice()
        message, values = self.notice
        return _(message).format(**values)

    def clock_left(self) -> float | None:
        """The seconds left on the turn clock of the person to move; None without one."""
        seat = self.turn
        if self.turn_seconds is None or seat is None or self.level_of(seat) != "human":
            return None
        return max(0.0, self.turn_seconds - (time.monotonic() - self.turn_since))

    def clock_notice(self) -> str | None:
        """The turn clock's last seconds, said (a computer then moves for the person)."""
        left = self.clock_left()
        if left is None or left > CLOCK_SHOWN or self.turn is None:
            return None
        n = math.ceil(left)
        if self.turn == self.viewer:
            return ngettext("{n} second left to play", "{n} seconds left to play", n).format(n=n)
        return ngettext("{name} has {n} second left", "{name} has {n} seconds left", n).format(
            name=self.seating().name(self.turn), n=n)

    def ticking(self) -> bool:
        return self.clock_left() is not None

    @property
    def token(self) -> str | None:
        """The private token that gives this seat back (the table's, once it welcomed)."""
        return self.connection.token if self.connection is not None else None

    def hand_known(self, hand: int) -> bool:
        """A hand seen whole, of a match seen from its first hand (the review, the analysis
        and the record count hands from the match's first)."""
        return self.shadow.offset == 0 and hand in self.shadow.public

    def hands_unseen(self) -> int:
        return self.shadow.offset

    def say(self, phrase: str) -> None:
        """Say ``phrase`` (one of the protocol's) to the table."""
        if self.connection is not None:
            self.connection.say(phrase)

    def said_now(self, seconds: float) -> list[tuple[int, str]]:
        """The phrases said within the last ``seconds``: (seat, phrase)."""
        now = time.monotonic()
        self.said = [entry for entry in self.said if now - entry[2] < seconds]
        return [(seat, phrase) for seat, phrase, _when in self.said]

    def _notice(self) -> tuple[str, dict[str, str]] | None:
        if self.closed:
            return (CLOSED, {})
        if self.lost:
            return (RECONNECTING, {})
        away = [s for s in self.seats
                if s.get("kind") == "person" and not s.get("connected", True)]
        if away:
            return (SEAT_RECONNECTING, {"name": self.seating().name(int(away[0]["seat"]))})
        if not self.started:
            return (WAITING_TO_DEAL, {})
        return None

    def waiting(self) -> bool:
        """True while the table's messages may come (the window keeps looking)."""
        return not self.closed

    def close(self) -> None:
        if self.connection is not None:
            self.connection.close()
            self.connection = None
