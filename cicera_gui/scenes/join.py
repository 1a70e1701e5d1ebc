"""Join a table: the tables on this network (found by themselves), or an invitation pasted
(``cicera://host:port/CODE#fingerprint``); the player's name; then the table, drawn in this
player's own language, deck and card size.

A table found on the network lists no code (it is never announced): the host reads it out,
and the player types it in place of the whole line. The connection runs on its own thread
(:mod:`cicera_gui.play.remote`); nothing here waits on the network.
"""

from __future__ import annotations

import asyncio
import queue
import threading
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from cicera_gui.look import boxes, theme
from cicera_gui.look.widgets import Button, Widget
from cicera_gui.play.remote import TableConnection, answer, into
from cicera_gui.play.remote_match import RemoteMatch, refusal_text
from cicera_gui.scenes.base import unit
from cicera_gui.scenes.records import TextField, TypedLineScene
from cicera_gui.scenes.registry import reset_to
from cicera_gui.words.i18n import N_, _, ngettext
from cicera_gui.words.names import FIRST_SEAT_NAME, Seating, variant_name
from cicera_net.client import Refused, look
from cicera_net.invitation import Invitation, InvitationError
from cicera_net.tls import PinMismatch
from engine.errors import EngineError
from engine.families import load_variant

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host
    from cicera_gui.storage.seats import KeptSeat
    from cicera_net.discovery import Listed

#: How long the network is listened to for tables, in seconds.
LOOK_SECONDS = 2.0
#: The most tables of the network listed.
MOST_LISTED = 4


def look_for_tables(found: list[Listed], done: threading.Event) -> None:
    """The tables announced on this network, into ``found`` (on a thread of its own)."""
    try:
        from cicera_net.discovery import browse

        found.extend(browse(LOOK_SECONDS)[:MOST_LISTED])
    except Exception:  # no network to look on: the pasted invitation still works
        pass
    finally:
        done.set()


def variant_title(variant: str) -> str:
    """A shipped variant's name in the player's language (the id of one this program does
    not have)."""
    try:
        return variant_name(load_variant(variant).name)
    except EngineError:
        return variant


def joined_match(welcome: dict[str, Any], connection: TableConnection,
                 inbox: queue.Queue[dict[str, Any]]) -> RemoteMatch:
    """The match of the table that welcomed this program (its variant must be one this
    program has: EngineError otherwise)."""
    rules = load_variant(str(welcome.get("variant", "")))
    return RemoteMatch(rules, welcome, connection, inbox)


class JoinScene(TypedLineScene):
    """The fields, the tables found, Join and Back (see the module's docstring)."""

    title = N_("Join a table")
    row_height = 5.6

    def __init__(self, app: Host, rejoin: KeptSeat | None = None) -> None:
        #: The seat kept from before a restart, taken back at once with its token
        self.rejoin = rejoin
        self.line = TextField(rejoin.line if rejoin is not None
                              else app.settings.last_invitation)
        self.name = TextField(app.settings.player_name)
        self.fields = [self.line, self.name]
        self.field = self.line
        self.found: list[Listed] = []
        self.looked = threading.Event()
        self.chosen: Listed | None = None
        self.problem = ""
        #: The table's answer to "look" (its seats), asked when Join is pressed; the
        #: invitation and name it was asked for
        self.asking: queue.Queue[dict[str, Any] | Exception] | None = None
        self.table: dict[str, Any] | None = None
        self.target: Invitation | None = None
        self.seated_as = ""
        self.inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        self.connection: TableConnection | None = None
        super().__init__(app)
        if rejoin is not None:
            self.looked.set()  # its table is known: nothing to look for
            self.take_back(rejoin)
            return
        threading.Thread(target=look_for_tables, args=(self.found, self.looked),
                         name="looking for tables", daemon=True).start()

    def take_back(self, seat: KeptSeat) -> None:
        """Sit down again at the seat kept from before (the host's own table served again
        first: its server brings it back under the same invitation)."""
        try:
            invitation = Invitation.parse(seat.line)
            if seat.hosted:
                self.app.table_host()
        except Exception as problem:  # no port to listen on, a line no longer one
            self.problem = _("The table could not be opened: {problem}").format(
                problem=str(problem) or type(problem).__name__)
            return
        self.connection = TableConnection(invitation, token=seat.token, post=into(self.inbox))
        self.connection.start()

    # -- the rows ----------------------------------------------------------------------------

    def build(self) -> list[Widget]:
        if self.table is not None:  # the table's seats: pick a free one
            seats = [Button(*self.seat_entry(seat), translate=False)
                     for seat in self.table.get("seats", [])]
            for button, seat in zip(seats, self.table.get("seats", []), strict=True):
                button.enabled = seat.get("kind") != "person" and not self.joining
            return [*seats, Button(N_("Back"), self.back)]
        rows: list[Widget] = [
            Button(self.listed_text(listed), self._chooser(listed), translate=False)
            for listed in self.found]
        return [*rows, Button(N_("Join"), self.join, primary=True, enabled=not self.busy),
                Button(N_("Back"), self.back)]

    def seat_entry(self, seat: dict[str, Any]) -> tuple[str, Any]:
        """A seat's row: who sits there, or the place to take; and what choosing it does."""
        number = int(seat.get("seat", 0))
        if seat.get("kind") == "person":
            return _("{name} sits here").format(name=str(seat.get("name", ""))), lambda: None
        name = Seating().name(number)  # the seat's name until a person sits there
        return _("Sit in {name}'s place").format(name=name), partial(self.sit, number)

    def listed_text(self, listed: Listed) -> str:
        return ngettext("{table} · {variant} · {n} seat free",
                        "{table} · {variant} · {n} seats free", listed.free).format(
            table=listed.title, variant=variant_title(listed.variant), n=listed.free)

    def _chooser(self, listed: Listed) -> Any:
        def choose() -> None:
            self.chosen = listed
            self.line.text, self.line.cursor = "", 0
            self.field = self.line
            self.problem = ""

        return choose

    @property
    def joining(self) -> bool:
        return self.connection is not None

    @property
    def busy(self) -> bool:
        """Asking the table for its seats, or sitting down."""
        return self.joining or self.asking is not None

    # -- joining -----------------------------------------------------------------------------

    def invitation(self) -> Invitation:
        """The invitation the player gave: the line pasted, or a table found and its code."""
        text = self.line.text.strip()
        if self.chosen is not None and not text.startswith("cicera://"):
            code = "".join(ch for ch in text if ch.isalnum()).upper()
            if not code:
                raise InvitationError(_("Type the code the host reads out."))
            return Invitation(self.chosen.host, self.chosen.port, code, self.chosen.fingerprint)
        return Invitation.parse(text)

    def join(self) -> None:
        if self.joining:
            return
        name = self.name.text.strip() or FIRST_SEAT_NAME
        try:
            invitation = self.invitation()
        except InvitationError as problem:
            self.problem = (_("This is not an invitation: it reads "
                              "cicera://address:port/CODE#fingerprint.")
                            if "reads" in str(problem) else str(problem))
            return
        settings = self.app.settings
        settings.player_name = self.name.text.strip()
        if self.chosen is None:
            settings.last_invitation = invitation.line()
        self.problem = ""
        self.target, self.seated_as = invitation, name
        answers: queue.Queue[dict[str, Any] | Exception] = queue.Queue()
        self.asking = answers
        threading.Thread(target=self._ask, args=(invitation, answers), name="a table's seats",
                         daemon=True).start()
        self.rebuild()

    @staticmethod
    def _ask(invitation: Invitation, answers: queue.Queue[dict[str, Any] | Exception]) -> None:
        try:
            answers.put(asyncio.run(look(invitation)))
        except Exception as problem:  # refused, no answer, a certificate not the invitation's
            answers.put(problem)

    def sit(self, seat: int) -> None:
        """Sit down at ``seat`` of the table looked at."""
        if self.target is None or self.joining:
            return
        self.connection = TableConnection(self.target, name=self.seated_as, seat=seat,
                                          post=into(self.inbox))
        self.connection.start()
        self.rebuild()

    def _answered(self) -> None:
        answers = self.asking
        if answers is None:
            return
        try:
            answer = answers.get_nowait()
        except queue.Empty:
            return
        self.asking = None
        if isinstance(answer, Refused):
            self.problem = refusal_text(answer.code)
        elif isinstance(answer, PinMismatch):
            self.problem = refusal_text("certificate")
        elif isinstance(answer, Exception):
            self.problem = _("The table does not answer: is the host's program open, and the "
                             "address right?")
        else:
            self.table = answer
        self.rebuild()

    def update(self, dt: float) -> None:
        super().update(dt)
        self._answered()
        if (self.table is None and self.looked.is_set()
                and len(self.widgets) < len(self.found) + 2):
            self.rebuild()  # the tables found, listed
        message = answer(self.inbox) if self.connection is not None else None
        if message is None:
            return
        if message.get("type") == "welcome":
            self._welcomed(message)
        else:
            self._refused(str(message.get("code", "")))

    def _welcomed(self, welcome: dict[str, Any]) -> None:
        connection = self.connection
        assert connection is not None
        try:
            match = joined_match(welcome, connection, self.inbox)
        except EngineError as problem:
            connection.close()
            self.connection = None
            self.problem = _("This table plays a variant this program does not have: "
                             "{problem}").format(problem=str(problem))
            self.rebuild()
            return
        self.connection = None  # the match's now
        if self.rejoin is not None:
            match.line, match.hosted = self.rejoin.line, self.rejoin.hosted
        else:
            match.line = connection.invitation.line()
        self.app.adopt_match(match)
        reset_to(self.app, "table", match)

    def _refused(self, code: str) -> None:
        if self.connection is not None:
            self.connection.close()
        self.connection = None
        if self.rejoin is not None and code in ("bad_token", "bad_code"):
            self.app.storage.forget_seat(self.rejoin.line)  # that table is no more
        self.problem = refusal_text(code)
        self.rebuild()

    def back(self) -> None:
        if self.connection is not None:
            self.connection.close()
            self.connection = None
        if self.table is not None and self.rejoin is None:  # back to the invitation
            self.table = None
            self.rebuild()
            return
        super().back()

    # -- typing --------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.field = self.fields[(self.fields.index(self.field) + 1) % len(self.fields)]
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for field in self.fields:
                if field.rect.collidepoint(event.pos):
                    self.field = field
                    return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.join()
            return
        super().handle(event)

    def typed(self) -> None:
        self.problem = ""

    def waiting(self) -> bool:
        return True  # the cursor blinks, the network is listened to

    def frame_state(self) -> object:
        return (super().frame_state(), self.name.text, self.problem, self.joining,
                self.field is self.name, len(self.found), self.chosen)

    # -- the picture ---------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        u = unit(size)
        width = round(min(size[0] * 0.8, u * 110))
        left = (size[0] - width) // 2
        y = round(size[1] * 0.2 + u * 6)
        self.line.rect = pygame.Rect(left, y, width, round(u * 6))
        self.name.rect = pygame.Rect(left, round(y + u * 13), width, round(u * 6))
        y = round(y + u * 27) if self.table is None else round(size[1] * 0.2 + u * 15)
        rows = [w for w in self.widgets if w.label not in ("Join", "Back")]
        for row in rows:
            row.rect = pygame.Rect(left, y, width, round(u * 5))
            y += round(u * 6)
        buttons = [w for w in self.widgets if w.label in ("Join", "Back")]
        gap = round(u * 2)
        half = (width - gap) // 2
        bottom = max(y + round(u * 4), round(size[1] - u * 10))
        for index, button in enumerate(reversed(buttons)):  # Back left, Join right
            button.rect = pygame.Rect(left + index * (half + gap), bottom, half, round(u * 6))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        size = surface.get_size()
        u = unit(size)
        fonts = self.app.fonts
        text = round(u * 2.3)
        with boxes.inside("join", pygame.Rect((0, 0), size)):
            if self.table is not None:
                self.draw_seats_heading(surface, u)
                return
            asked = (_("The code the host reads out") if self.chosen is not None
                     else _("The invitation (paste it: Ctrl+V), or pick a table below"))
            theme.draw_text(surface, fonts, asked, (self.line.rect.x, self.line.rect.y - u * 3.2),
                            text, theme.CREAM)
            theme.draw_text(surface, fonts, _("Your name at the table"),
                            (self.name.rect.x, self.name.rect.y - u * 3.2), text, theme.CREAM)
            for field in self.fields:
                field.draw(surface, fonts, blink_on=self.cursor_on and field is self.field)
            y = self.name.rect.bottom + u * 1.5
            said = self.problem or (_("Joining…") if self.joining else
                                    "" if self.looked.is_set() else
                                    _("Looking for tables on this network…"))
            if self.looked.is_set() and not self.found and not said:
                said = _("No table was found on this network: paste an invitation.")
            for line in fonts.wrap(said, text, self.line.rect.width):
                theme.draw_text(surface, fonts, line, (self.line.rect.x, y), text,
                                theme.HIGHLIGHT if self.problem else theme.MUTED)
                y += u * 2.9

    def draw_seats_heading(self, surface: pygame.Surface, u: float) -> None:
        """Over the seats: the table's game, and what sitting down now means."""
        table = self.table
        assert table is not None
        fonts, text = self.app.fonts, round(u * 2.4)
        players = int(table.get("players", 0))
        lines = [ngettext("{variant} · {n} player", "{variant} · {n} players", players).format(
            variant=variant_title(str(table.get("variant", ""))), n=players),
            _("Choose your seat.") if not table.get("started") else
            _("The match has begun: you play from the next hand; the computer plays your "
              "seat until then.")]
        if self.problem or self.joining:
            lines.append(self.problem or _("Joining…"))
        y = surface.get_height() * 0.2 + u * 1.5
        width = round(min(surface.get_width() * 0.8, u * 110))
        left = (surface.get_width() - width) / 2
        for index, line in enumerate(lines):
            for piece in fonts.wrap(line, text, width):
                colour = theme.HIGHLIGHT if index == 2 and self.problem else theme.CREAM
                theme.draw_text(surface, fonts, piece, (left, y), text, colour)
                y += u * 3.1
