"""Play with friends: New game's match opened as a table on this computer, for friends on
this network (it is listed to them by itself) or across the internet (they paste the line).

The scene shows the invitation (a short code to read out, the line to send), the seats as
friends sit down, and Deal: the seats still empty are played by the computer levels New game
chose (a friend who comes later takes one of them from the next hand). The host's own window
joins its own table like any other player's, so it is sent its seat's view alone.
"""

from __future__ import annotations

import contextlib
import queue
import threading
from typing import TYPE_CHECKING, Any

import pygame

from cicera_gui.look import boxes, theme
from cicera_gui.look.widgets import Button, Choice, Widget
from cicera_gui.play.families import shipped_variants
from cicera_gui.play.match import FRIEND, MatchSetup, default_level
from cicera_gui.play.remote import TableConnection, answer, into
from cicera_gui.play.remote_match import RemoteMatch, refusal_text
from cicera_gui.scenes.base import MenuLikeScene, unit
from cicera_gui.scenes.registry import reset_to
from cicera_gui.words.i18n import N_, _, ngettext
from cicera_gui.words.names import FIRST_SEAT_NAME, LEVEL_NAMES, OPPONENT_NAMES, variant_name
from cicera_net.invitation import Invitation
from engine.families import family_of_rules, load_variant

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


def announce(invitation: Invitation, title: str, variant: str, players: int) -> Any:
    """List the table on this network (a thread of its own: announcing takes a moment);
    the announcer, to withdraw it, or None where there is no network to list it on."""
    try:
        from cicera_net.discovery import Announcer, Listed

        announcer = Announcer()
        announcer.announce(invitation.code, Listed(title, invitation.host, invitation.port,
                                                   variant, players, players - 1,
                                                   invitation.fingerprint))
        return announcer
    except Exception:  # no network interface to list it on: the line still works
        return None


#: The turn clocks the host may set, and how long a dropped seat may wait (seconds).
CLOCKS = [("none", N_("None")), ("30", N_("30 seconds")), ("60", N_("1 minute")),
          ("120", N_("2 minutes"))]
WAITS = [("60", N_("1 minute")), ("300", N_("5 minutes")), ("none", N_("As long as it takes"))]


def seconds(choice: str) -> float | None:
    """A choice of :data:`CLOCKS` or :data:`WAITS` in seconds (None for "none")."""
    return None if choice == "none" else float(choice)


def broken(fonts: Any, text: str, size: int, width: int) -> list[str]:
    """``text`` (a line without spaces: the invitation) in pieces that each fit ``width``,
    shown whole, never cut short."""
    pieces, start = [], 0
    for end in range(1, len(text) + 1):
        if fonts.width(text[start:end], size) > width and end - 1 > start:
            pieces.append(text[start:end - 1])
            start = end - 1
    pieces.append(text[start:])
    return pieces


class HostScene(MenuLikeScene):
    """The invitation, the seats, Copy the line, Deal and Back (see the module's
    docstring)."""

    title = N_("Play with friends")
    row_height = 5.6

    def __init__(self, app: Host, setup: MatchSetup) -> None:
        self.setup = setup
        self.rules = setup.rules or load_variant(setup.variant)
        self.problem = ""
        self.match: RemoteMatch | None = None
        self.invitation: Invitation | None = None
        self.connection: TableConnection | None = None
        self.inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        self.copied = False
        #: Whether the players may use the aids (hint, tracker): the host's choice
        self.aids = True
        #: The turn clock, and how long the seat of a player who drops out waits before a
        #: computer plays for it (the host's choices: seconds, or "none")
        self.clock = "none"
        self.wait = "60"
        self._announcer: Any = None
        super().__init__(app)
        self._open()

    def _open(self) -> None:
        setup, rules = self.setup, self.rules
        shipped = {v for variants in shipped_variants().values() for v in variants}
        if rules.id not in shipped:
            self.problem = _("A table with friends plays the variants as they ship: choose "
                             "one in New game with its own target and players.")
            return
        family = family_of_rules(rules)
        levels = [level if level in family.player_levels else default_level(family)
                  for level in (setup.levels or [default_level(family)])]
        levels = [default_level(family), *levels][: setup.players]
        try:
            host = self.app.table_host()
            self.invitation = host.open_table(rules, setup.players, levels, people=setup.players)
        except Exception as problem:  # no port, no folder for the table: said, nothing lost
            self.problem = _("The table could not be opened: {problem}").format(
                problem=str(problem) or type(problem).__name__)
            return
        name = self.app.settings.player_name or FIRST_SEAT_NAME
        self.connection = TableConnection(self.invitation, name=name, seat=0,
                                          post=into(self.inbox))
        self.connection.start()
        if not self.invitation.host.startswith("127."):
            threading.Thread(target=self._announce, args=(rules.id, setup.players),
                             name="announcing the table", daemon=True).start()
        self.friends_wanted = [seat for seat in range(1, setup.players)
                               if (setup.levels + [""] * 8)[seat - 1] == FRIEND]

    def _announce(self, variant: str, players: int) -> None:
        assert self.invitation is not None
        title = _("{name}'s table").format(name=self.app.settings.player_name
                                           or FIRST_SEAT_NAME)
        self._announcer = announce(self.invitation, title, variant, players)

    # -- the rows ----------------------------------------------------------------------------

    def build(self) -> list[Widget]:
        ready = self.match is not None
        aids = Choice(N_("Aids at this table"), [("yes", N_("Allowed")), ("no", N_("Not allowed"))],
                      "yes" if self.aids else "no", self._set_aids)
        clock = Choice(N_("Turn clock"), CLOCKS, self.clock, self._set_clock)
        wait = Choice(N_("A player who drops out is waited for"), WAITS, self.wait,
                      self._set_wait)
        return [aids, clock, wait, Button(N_("Deal"), self.deal, primary=True, enabled=ready),
                Button(N_("Copy the line"), self.copy, enabled=self.invitation is not None),
                Button(N_("Back"), self.back)]

    def _set_clock(self, value: str) -> None:
        self.clock = value
        self._timing()

    def _set_wait(self, value: str) -> None:
        self.wait = value
        self._timing()

    def _timing(self) -> None:
        if self.invitation is not None:
            self.app.table_host().set_timing(self.invitation.code, seconds(self.wait),
                                             seconds(self.clock))

    def _set_aids(self, value: str) -> None:
        self.aids = value == "yes"
        if self.invitation is not None:
            self.app.table_host().allow_aids(self.invitation.code, self.aids)

    def copy(self) -> None:
        if self.invitation is None:
            return
        with contextlib.suppress(Exception):  # no clipboard here: the line is on screen
            pygame.scrap.put_text(self.invitation.line())
            self.copied = True

    def deal(self) -> None:
        match, invitation = self.match, self.invitation
        if match is None or invitation is None:
            return
        self.app.table_host().deal_now(invitation.code)
        self.match = None  # the table's now
        self.app.adopt_match(match)
        reset_to(self.app, "table", match)

    def back(self) -> None:
        if self.match is not None:
            self.match.close()
            self.match = None
        elif self.connection is not None:
            self.connection.close()
        self.connection = None
        if self._announcer is not None:
            with contextlib.suppress(Exception):
                self._announcer.close()
        super().back()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.match is not None:
            self.match.arrived()  # the seats as friends sit down (no card before Deal)
            if self.match.started:  # every seat taken: the table dealt by itself
                self.deal()
            return
        message = answer(self.inbox) if self.connection is not None else None
        if message is None:
            return
        if message.get("type") == "welcome":
            self.match = RemoteMatch(self.rules, message, self.connection, self.inbox)
            if self.invitation is not None:
                self.match.line, self.match.hosted = self.invitation.line(), True
            self.rebuild()
        else:
            self.problem = refusal_text(str(message.get("code", "")))

    def waiting(self) -> bool:
        return self.connection is not None and self.match is None

    def frame_state(self) -> object:
        seats = None if self.match is None else str(self.match.seats)
        return (super().frame_state(), self.problem, seats, self.copied)

    # -- the picture ---------------------------------------------------------------------------

    def seat_lines(self) -> list[str]:
        """Each seat: you, a friend who sat down, or the computer that plays it for now."""
        match = self.match
        if match is None:
            return []
        lines = []
        for seat in match.seats:
            number = int(seat.get("seat", 0))
            if number == 0:
                lines.append(_("You"))
            elif seat.get("kind") == "person":
                lines.append(str(seat.get("name", "")))
            else:
                level = _(LEVEL_NAMES.get(str(seat.get("level", "")), ""))
                lines.append(_("{name}: the computer ({level})")
                             .format(name=OPPONENT_NAMES.get(number, f"#{number}"),
                                     level=level))
        return lines

    def layout(self, size: tuple[int, int]) -> None:
        u = unit(size)
        width = round(min(size[0] * 0.8, u * 110))
        left = (size[0] - width) // 2
        gap = round(u * 2)
        third = (width - 2 * gap) // 3
        if not self.widgets:
            return
        choices = [w for w in self.widgets if not isinstance(w, Button)]
        buttons = [w for w in self.widgets if isinstance(w, Button)]
        for index, choice in enumerate(choices):
            top = size[1] - u * (10 + 6.6 * (len(choices) - index))
            choice.rect = pygame.Rect(left, round(top), width, round(u * 5.6))
        for index, button in enumerate(reversed(buttons)):  # Back, Copy, Deal
            button.rect = pygame.Rect(left + index * (third + gap), round(size[1] - u * 10),
                                      third, round(u * 6))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        size = surface.get_size()
        u = unit(size)
        fonts = self.app.fonts
        width = round(min(size[0] * 0.8, u * 110))
        left = (size[0] - width) // 2
        text = round(u * 2.4)
        y = size[1] * 0.24
        with boxes.inside("host", pygame.Rect((0, 0), size)):
            heading = ngettext("{variant} · {n} player", "{variant} · {n} players",
                               self.setup.players).format(
                variant=variant_name(self.rules.name), n=self.setup.players)
            theme.draw_text(surface, fonts, heading, (size[0] / 2, y), text, theme.CREAM,
                            anchor="midtop")
            y += u * 4
            if self.problem:
                for line in fonts.wrap(self.problem, text, width):
                    theme.draw_text(surface, fonts, line, (left, y), text, theme.HIGHLIGHT)
                    y += u * 3
                return
            invitation = self.invitation
            if invitation is not None:
                theme.draw_text(surface, fonts, _("Read this code out to your friends:"),
                                (left, y), text, theme.CREAM)
                y += u * 3.4
                theme.draw_text(surface, fonts, invitation.spoken, (size[0] / 2, y),
                                round(u * 5), theme.GOLD, bold="title", anchor="midtop")
                y += u * 7.5
                theme.draw_text(surface, fonts, _("Across the internet, send them this line:"),
                                (left, y), text, theme.CREAM)
                y += u * 3.2
                small = round(u * 1.9)
                for piece in broken(fonts, invitation.line(), small, width):
                    theme.draw_text(surface, fonts, piece, (left, y), small, theme.MUTED)
                    y += small * 1.3
                y += u * 2
            if self.copied:
                theme.draw_text(surface, fonts, _("The line is copied: paste it in a message to "
                                                  "your friends."), (left, y), text, theme.GOLD)
                y += u * 3.6
            lines = self.seat_lines()
            if lines:  # a column, or two side by side for a large table
                theme.draw_text(surface, fonts, _("A friend who sits down takes a computer's "
                                                  "seat."), (left, y), text, theme.MUTED)
                y += u * 3.4
            rows = (len(lines) + 1) // 2 if len(lines) > 4 else len(lines)
            for index, line in enumerate(lines):
                column, row = divmod(index, rows)
                shown = theme.elide(fonts, line, text, width // (2 if rows < len(lines) else 1)
                                    - round(u * 2))
                theme.draw_text(surface, fonts, shown, (left + column * width // 2,
                                                        y + row * u * 3.2), text, theme.CREAM)
            y += rows * u * 3.2
            if self.match is None:
                theme.draw_text(surface, fonts, _("Opening the table…"), (left, y), text,
                                theme.MUTED)
