"""What the seats say at the table: a family's announcements (table talk that changes no
score: :attr:`engine.families.Family.announce`), each in a speech bubble by the seat that
says it.

An opponent's announcement is decided with its play (the match controller asks the family
when an opponent is to play, ahead of the animation) and shown in the step queue before its
card; a bubble stays a few seconds, the loop only looking in now and then to take it away.
The shared table asks, polls and clears a family's talk; what an announcement says and where
its bubble may stand are the family's (the hooks of :class:`TableTalk`).

Your own announcements are buttons over your panel while it is your turn, each with its key
(its letter on the button) and a tooltip that says what it means; the family says what may
be announced in the match, when, and what saying it does.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

import pygame

from cicera_gui.look import boxes, theme
from cicera_gui.table.bubbles import beside, bubble_box, draw_bubble, first_clear
from cicera_gui.words.names import viewer

if TYPE_CHECKING:
    from cicera_gui.play.match import MatchController
    from cicera_gui.scenes.scene import Host
    from cicera_gui.table.director import TableDirector
    from cicera_gui.table.ring import RingLayout

#: How long a bubble stays (seconds; reading time, whatever the animation's pace).
BUBBLE_SECONDS = 3.0
#: How long play waits on an opponent's announcement before its card (times the pace).
SAY_PAUSE = 0.8


class Said(Protocol):
    """An announcement: in hand number ``hand``, when ``at`` of its plays had been made,
    ``seat`` said it (a match keeps them in its controller's ``calls``, as a save does:
    ``[hand, at, seat, what]`` each)."""

    @property
    def hand(self) -> int: ...
    @property
    def at(self) -> int: ...
    @property
    def seat(self) -> int: ...


S = TypeVar("S", bound=Said)


class TalkingTable(Protocol):
    """What the talk needs of its table."""

    @property
    def app(self) -> Host: ...
    @property
    def controller(self) -> MatchController[Any]: ...
    @property
    def director(self) -> TableDirector[Any]: ...
    @property
    def layout_info(self) -> RingLayout: ...
    @property
    def accepting_input(self) -> bool: ...

    def last_button_rect(self) -> pygame.Rect: ...
    def button_size(self) -> int: ...
    def cloth_rect(self) -> pygame.Rect: ...
    def aid_buttons(self) -> list[tuple[pygame.Rect, str, bool]]: ...


@dataclass
class Bubble(Generic[S]):
    """An announcement being said, for ``left`` seconds more."""

    said: S
    left: float = BUBBLE_SECONDS


#: The table as the talk sees it: the shared part's :class:`TalkingTable`, or a family's
#: own view of its table.
T = TypeVar("T", bound=TalkingTable)


class TableTalk(Generic[S, T]):
    """The bubbles of a table ``T`` (its announcements are ``S``), and the opponents'
    announcements decided but not yet shown (their step still queued)."""

    def __init__(self, table: T) -> None:
        self.table = table
        self.bubbles: list[Bubble[S]] = []
        self.pending: list[S] = []

    # -- what a family's talk fills in ---------------------------------------------------------

    def words(self, said: S) -> str:
        """What ``said``'s bubble says."""
        raise NotImplementedError

    def middle(self) -> pygame.Rect:
        """The middle of the table, which a bubble keeps clear of."""
        return self.table.cloth_rect()

    def place(self, seat: int, box: pygame.Rect) -> tuple[pygame.Rect, str]:
        """Where a bubble of ``box``'s size by ``seat`` goes, and the side of the seat it
        stands on (its tail points back to the seat): beside the seat's panel, on the first
        side where it stays in the window clear of the other panels, the buttons, your hand
        and the middle; yours above your panel, over your buttons."""
        layout = self.table.layout_info
        ring = layout.ring
        u = layout.unit
        panel = ring.own_rect() if seat == viewer() else ring.seat_rect(seat)
        gap = round(u * 2)
        screen = pygame.Rect((0, 0), layout.size).inflate(-round(u * 2), -round(u * 2))
        others = [ring.seat_rect(s) for s in range(layout.players) if s not in (seat, viewer())]
        if seat != viewer():
            others.append(ring.own_rect())
        buttons = self.button_rects() if self.sayings() else []
        others += buttons + [rect for rect, *_rest in self.table.aid_buttons()]
        others += [ring.hand_area(), self.middle(), layout.menu_button_rect()]
        towards = "left" if panel.centerx > ring.centre[0] else "right"
        sides = ["above", towards] if seat == viewer() else ["below", towards, "above"]
        placed = []
        for side in sides:
            rect = beside(box, panel, side, gap)
            if seat == viewer() and side == "above":  # over your buttons, shown or not
                rect.bottom = min([panel.top, *(r.top for r in buttons)]) - gap
            placed.append((rect.clamp(screen), side))
        return first_clear(placed, others, screen) or placed[0]

    def sayings(self) -> Sequence[str]:
        """What you may announce in this match, a button each, in order (none: no buttons)."""
        return ()

    def may_say(self, saying: str) -> bool:
        """True when you may announce ``saying`` now."""
        return False

    def say(self, saying: str) -> None:
        """You announce ``saying``."""

    def label(self, saying: str) -> str:
        """The words of ``saying``'s button, translated."""
        raise NotImplementedError

    def key_of(self, saying: str) -> int:
        """The key that announces ``saying`` (its letter is in the button's words)."""
        raise NotImplementedError

    def meaning(self, saying: str) -> str:
        """What announcing ``saying`` means, for its button's tooltip."""
        return ""

    def said_in_hand(self, hand: int) -> list[S]:
        """What was announced in hand number ``hand``, in the order said."""
        return []

    def note(self, said: S) -> str:
        """``said`` as a short note on its seat's panel ("" for none)."""
        return ""

    # -- the shared part ---------------------------------------------------------------------

    def consider(self) -> None:
        """The engine reached a new position: an opponent to play may announce something
        (shown in the step queue, after what leads up to it). Asking twice at one position
        says nothing more."""
        said = self.table.controller.opponent_announcement()
        if said is None:
            return
        self.pending.append(said)

        def speak() -> float:
            if said in self.pending:
                self.pending.remove(said)
            self.show(said)
            return SAY_PAUSE * float(self.table.app.settings.animation_scale)

        self.table.director.queue.add(speak)

    def show(self, said: S) -> None:
        """A bubble saying ``said`` by its seat (replacing the seat's last one)."""
        self.bubbles = [b for b in self.bubbles if b.said.seat != said.seat]
        self.bubbles.append(Bubble(said))
        self.table.app.play_sound("click")

    def taken_back(self) -> None:
        """Plays were taken back: what was said after the position now shown is unsaid, and
        nothing is being said any more."""
        controller = self.table.controller
        hand, at, _over = controller.progress()
        controller.calls[:] = [said for said in controller.calls
                               if (said[0], said[1]) <= (hand, at)]
        self.bubbles.clear()
        self.pending.clear()

    def notes(self, seat: int) -> list[str]:
        """What ``seat`` announced in the hand on the table (the last dealt), as far as the
        table has shown it, as short notes on its panel."""
        hand = self.table.controller.progress()[0]
        notes = [self.note(said) for said in self.said_in_hand(hand)
                 if said.seat == seat and said not in self.pending]
        return [note for note in notes if note]

    def update(self, dt: float) -> None:
        for bubble in self.bubbles:
            bubble.left -= dt
        self.bubbles = [b for b in self.bubbles if b.left > 0]

    def waiting(self) -> bool:
        """A bubble is up: the loop must look in to take it away in time."""
        return bool(self.bubbles)

    def state(self) -> object:
        return (tuple(b.said for b in self.bubbles), len(self.pending),
                len(self.table.controller.calls))

    # -- your announcements ----------------------------------------------------------------

    def buttons(self) -> list[tuple[pygame.Rect, str, bool]]:
        """(place, saying, may be said now): over your panel, while it is your turn."""
        if not self.sayings() or not self.table.accepting_input:
            return []
        return [(rect, saying, self.may_say(saying))
                for rect, saying in zip(self.button_rects(), self.sayings(), strict=False)]

    def button_rects(self) -> list[pygame.Rect]:
        """A button a saying, one over another above your panel, as tall as the last
        trick's."""
        own = self.table.layout_info.ring.own_rect()
        height = self.table.last_button_rect().height
        step = height + round(self.table.layout_info.unit * 1)
        count = len(self.sayings())
        return [pygame.Rect(own.x, own.y - (count - index) * step, own.width, height)
                for index in range(count)]

    def label_entries(self) -> list[tuple[str, pygame.Rect]]:
        """The buttons' words and places, for the table's one size of button words."""
        return list(zip(map(self.label, self.sayings()), self.button_rects(), strict=False))

    def saying_at(self, pos: tuple[int, int]) -> str | None:
        """The saying whose button is under ``pos``."""
        return next((saying for rect, saying, _may in self.buttons()
                     if rect.collidepoint(pos)), None)

    def handle(self, event: pygame.event.Event) -> bool:
        """True when a button (or its key) took ``event``: announced, if it may be now."""
        if event.type == pygame.KEYDOWN:
            found = next(((saying, may) for _rect, saying, may in self.buttons()
                          if self.key_of(saying) == event.key), None)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            found = next(((saying, may) for rect, saying, may in self.buttons()
                          if rect.collidepoint(event.pos)), None)
        else:
            found = None
        if found is not None and found[1]:
            self.say(found[0])
        return found is not None

    def draw_buttons(self, surface: pygame.Surface) -> None:
        u = self.table.layout_info.unit
        size = self.table.button_size()
        for rect, saying, may in self.buttons():
            with boxes.inside("call button", rect):
                theme.panel(surface, rect, alpha=200 if may else 120, radius=round(u * 1.2))
                theme.draw_text(surface, self.table.app.fonts, self.label(saying), rect.center,
                                size, theme.CREAM if may else theme.MUTED, anchor="center",
                                group="buttons")

    # -- drawing -------------------------------------------------------------------------------

    def text_size(self) -> int:
        return round(self.table.layout_info.unit * 2.3)

    def lines(self, said: S) -> list[str]:
        """``said``'s words, broken into the bubble's lines."""
        layout = self.table.layout_info
        width = round(min(layout.size[0] * 0.2, layout.unit * 36))
        lines: list[str] = self.table.app.fonts.wrap(self.words(said), self.text_size(), width,
                                                     bold=True)
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        """Each announcement being said, in a bubble by its seat, its tail towards the seat."""
        if not self.bubbles:
            return
        u = self.table.layout_info.unit
        boxes.new_layer()  # the bubbles float over the table, as a tooltip does
        for bubble in self.bubbles:
            lines = self.lines(bubble.said)
            box = bubble_box(self.table.app.fonts, lines, self.text_size(), u)
            rect, side = self.place(bubble.said.seat, box)
            draw_bubble(surface, self.table.app.fonts, rect, side, lines, self.text_size(), u)
