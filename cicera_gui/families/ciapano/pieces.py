"""What the Ciapanò family's table draws of its own: the words on each seat's panel, the
talon (or monte, or the cards aside), and who took the last trick shown while L (or its
button) is held. The panels, the renderer, the prompt and the trick's marks are the shared
table's (:mod:`cicera_gui.table`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from cicera_gui.families.ciapano.animation import Shown
from cicera_gui.look import theme
from cicera_gui.play.match import HUMAN
from cicera_gui.table import trick
from cicera_gui.table.corners import label_size
from cicera_gui.table.panels import SeatLine, draw_seat_panel
from cicera_gui.table.trick_layout import TrickLayout
from cicera_gui.words.i18n import N_, _, ngettext
from cicera_gui.words.names import LEVEL_NAMES, seat_name
from engine.ciapano.game import CiapanoGame
from engine.ciapano.rules import CiapanoRules

if TYPE_CHECKING:
    from cicera_gui.play.match import MatchController
    from cicera_gui.scenes.scene import Host


def seat_lines(shown: Shown, controller: MatchController[CiapanoGame], seat: int) -> list[str]:
    """A seat's panel: name and level; cards and tricks (or out); penalty against target."""
    level = controller.level_of(seat)
    name = seat_name(seat)
    first = name if seat == HUMAN else _("{name} ({level})").format(
        name=name, level=_(LEVEL_NAMES.get(level, N_("Random"))))
    if seat in shown.out:
        second = _("Out")
    else:
        cards = len(shown.hand) if seat == HUMAN else shown.counts[seat]
        second = " · ".join((
            ngettext("{n} card", "{n} cards", cards).format(n=cards),
            ngettext("{n} trick", "{n} tricks", shown.tricks[seat]).format(
                n=shown.tricks[seat])))
    third = _("{total} of {target}").format(total=shown.totals[seat],
                                             target=controller.game.rules.target)
    return [first, second, third]


def draw_seat(surface: pygame.Surface, app: Host, layout: TrickLayout, shown: Shown,
              controller: MatchController[CiapanoGame], seat: int, to_move: bool,
              chips: Callable[[pygame.Surface, int, pygame.Rect], None]) -> None:
    """A seat's panel, with the family's ``chips`` (the calls said) drawn on it."""
    rect = layout.own_rect() if seat == HUMAN else layout.seat_rect(seat)
    out = seat in shown.out
    colours = [theme.GOLD, theme.MUTED if out else theme.CREAM, theme.CREAM]
    lines = [SeatLine(text, colour, bold=index == 0) for index, (text, colour) in
             enumerate(zip(seat_lines(shown, controller, seat), colours, strict=True))]
    draw_seat_panel(surface, app.fonts, rect, lines, layout.unit, label_size(layout.unit),
                    to_move=to_move, out=out, dealer=_("D") if seat == shown.dealer else "",
                    more=lambda: chips(surface, seat, rect))


def draw_pile(surface: pygame.Surface, app: Host, layout: TrickLayout, shown: Shown,
              rules: CiapanoRules) -> None:
    """What the stack right of your hand is, and how many cards it holds (the cards are the
    card table's)."""
    count = shown.talon or shown.rest
    if not count:
        return
    rect = layout.pile_rect()
    if shown.talon:
        text = ngettext("Talon: {n}", "Talon: {n}", count).format(n=count)
    elif rules.rest == "monte":
        text = ngettext("Monte: {n}", "Monte: {n}", count).format(n=count)
    else:
        text = ngettext("{n} card aside", "{n} cards aside", count).format(n=count)
    u = layout.unit
    size = label_size(u)
    box = pygame.Rect((0, 0), (app.fonts.width(text, size), round(size * 1.3)))
    box.midtop = (rect.centerx, round(rect.bottom + u * 0.5))
    box.left = max(box.left, round(layout.hand_area().right + u))  # clear of your hand
    theme.draw_text(surface, app.fonts, text, box.topleft, size, theme.CREAM, shadow=True)


def draw_last_trick(surface: pygame.Surface, app: Host, layout: TrickLayout,
                    last: tuple[tuple[tuple[int, int], ...], int], area: pygame.Rect) -> None:
    """The last trick over the cloth, and who took it said where the prompt goes."""
    text = (_("Last trick: you took it") if last[1] == HUMAN
            else _("Last trick: {name} took it").format(name=seat_name(last[1])))
    trick.draw_last_trick(surface, app.fonts, app, layout.trick, last[0], last[1], area, text,
                          layout.banner_rect())
