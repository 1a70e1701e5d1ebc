"""A trick game's review of a finished hand, trick by trick (the frame, the steps and the
buttons are :mod:`cicera_gui.scenes.hand_review`'s): each trick's cards side by side in the
order played, whose each is under it, the taker's ringed; who took it, with the class of
the player's card once the hand is analysed; and All hands (A), every player's cards before
the trick in a panel of lines. A family says a trick's card points in its words, what was
said during it, and every hand's cards before it in its words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

import pygame

from cicera_gui.kinds.trick.play import PlayedTrick, seats_from
from cicera_gui.look import boxes, theme
from cicera_gui.look.widgets import Button, Widget
from cicera_gui.play.match import G_co
from cicera_gui.scenes.base import unit
from cicera_gui.scenes.hand_review import HandReview
from cicera_gui.scenes.staging import settle
from cicera_gui.table.line_panel import PanelLine, draw_line_panel
from cicera_gui.table.sprites import card_height
from cicera_gui.words.i18n import N_, _
from cicera_gui.words.names import seat_name, viewer
from engine.ai.analyse import PlayRating

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host

#: The list of every player's cards: its words' size, in units.
HANDS_TEXT = 2.3


class TrickLog(Protocol):
    """A trick game's log of one hand: the deal's number, the seats dealt in, the tricks."""

    @property
    def number(self) -> int | None: ...
    @property
    def seats(self) -> tuple[int, ...]: ...
    @property
    def tricks(self) -> Sequence[PlayedTrick]: ...


class TrickGameReview(HandReview[G_co, TrickLog]):
    """A finished hand trick by trick: ←/→ step, Home/End jump, Esc goes back."""

    show_all = False

    # -- what a family's review fills in -----------------------------------------------------

    def trick_points(self, trick: PlayedTrick) -> str:
        """The card points of ``trick``, as the family writes them."""
        raise NotImplementedError

    def taken_line(self, trick: PlayedTrick, taker: int) -> str:
        """Who took ``trick`` (``taker``), and its card points."""
        said = (_("You took the trick: {points} in card points") if taker == viewer()
                else _("{name} took the trick: {points} in card points"))
        return said.format(name=seat_name(taker), points=self.trick_points(trick))

    def said_in(self, index: int) -> str:
        """What was said during the trick ``index`` (table talk), "" for nothing."""
        return ""

    def hand_lines(self) -> list[str]:
        """Every player's cards before the trick shown, and what else the hand's deal put
        where (All hands)."""
        raise NotImplementedError

    # -- the steps ---------------------------------------------------------------------------

    def last_index(self) -> int:
        return max(0, len(self.log.tricks) - 1)

    def play_before(self) -> int:
        """The trick shown starts with its first card: every trick before took one card of
        every player in the hand."""
        return self.index * len(self.log.seats) + 1

    def build(self) -> list[Widget]:
        widgets = super().build()
        widgets.insert(3, Button(N_("All hands (A)"), self.toggle_hands))
        return widgets

    def toggle_hands(self) -> None:
        self.show_all = not self.show_all

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_a:
            self.toggle_hands()
            return
        super().handle(event)

    def frame_state(self) -> object:
        return (self.show_all, super().frame_state())

    def step_title(self) -> str:
        if not self.log.tricks:
            return _("the deal")
        return _("trick {n} of {total}").format(n=self.index + 1, total=len(self.log.tricks))

    def trick_shown(self) -> tuple[PlayedTrick, list[int]] | None:
        """The trick shown, and its players in the order they played."""
        if not self.log.tricks:
            return None
        trick = self.log.tricks[self.index]
        return trick, seats_from(self.log.seats, trick.leader)[:len(trick.cards)]

    def step_line(self) -> tuple[str, PlayRating | None]:
        """Who took the trick and what it was worth; the class of the player's card."""
        shown = self.trick_shown()
        if shown is None or shown[0].winner is None:
            return "", None
        trick, order = shown
        rating = (self.rating_of(self.play_before() + order.index(viewer()))
                  if viewer() in order else None)
        return self.taken_line(trick, shown[0].winner), rating

    # -- drawing -------------------------------------------------------------------------------

    def draw_step(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The trick's cards side by side, whose each is under it, the taker's ringed; what
        was said in it; and with All hands, every player's cards before it."""
        shown = self.trick_shown()
        if shown is None:
            return
        trick, order = shown
        size = surface.get_size()
        u = unit(size)
        fonts = self.app.fonts
        count = len(trick.cards)
        gap = round(u * 2)
        tallest = size[1] * (0.12 if self.show_all else 0.2)
        width = round(min(tallest, (area.width - gap * (count - 1)) / count))
        left = area.centerx - (count * width + (count - 1) * gap) / 2
        top = area.y + u * (3 if self.show_all else 5)
        label = round(u * 2.3)
        for index, (seat, card) in enumerate(zip(order, trick.cards, strict=True)):
            rect = pygame.Rect(round(left + index * (width + gap)), round(top), width,
                               card_height(width))
            boxes.element("card", rect)
            surface.blit(self.app.card_face(int(card), width), rect)
            if seat == trick.winner:
                theme.ring_card(surface, rect, theme.HIGHLIGHT)
            theme.draw_text(surface, fonts, theme.elide(fonts, seat_name(seat), label, width),
                            (rect.centerx, rect.bottom + u * 1.5), label,
                            theme.GOLD if seat == trick.winner else theme.CREAM,
                            anchor="midtop")
        below = top + card_height(width) + u * 5.5
        said = self.said_in(self.index)
        if said and not self.show_all:
            text_size = fonts.fit(said, round(u * 2.4), area.width)
            theme.draw_text(surface, fonts, said, (area.centerx, below), text_size, theme.GOLD,
                            anchor="midtop", shadow=True)
        if self.show_all:
            self.draw_hands(surface, below)

    def draw_hands(self, surface: pygame.Surface, top: float) -> None:
        """The hands in a panel of lines under the trick, down to the buttons."""
        size = surface.get_size()
        u = unit(size)
        width = round(min(size[0] * 0.9, u * 140))
        area = pygame.Rect(0, round(top), width, round(size[1] - u * 10 - top))
        area.centerx = size[0] // 2
        draw_line_panel(surface, self.app.fonts, area,
                        [PanelLine(line) for line in self.hand_lines()], u, kind="all hands",
                        text_size=HANDS_TEXT)


def stage_all_hands(app: Host, seed: int) -> None:
    """The ``--screenshot`` scene of a trick game's review a few tricks in, every player's
    cards shown (All hands, A), with the cards the deal left over where there are any."""
    from cicera_gui.scenes.screenshots import stage

    stage(app, "review", seed)
    app.stack.top.handle(pygame.event.Event(  # type: ignore[union-attr]
        pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0))
    settle(app)
