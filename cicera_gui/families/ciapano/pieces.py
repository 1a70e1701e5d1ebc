"""What the Ciapanò family's table draws of its own beside its cards: the talon (or monte,
or the cards aside) and how many cards it holds. The seats, the renderer, the prompt and
the trick's marks are the shared table's (:mod:`cicera_gui.table`,
:mod:`cicera_gui.scenes.trick_table`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from cicera_gui.families.ciapano.animation import Shown
from cicera_gui.look import theme
from cicera_gui.play.match import HUMAN
from cicera_gui.table import trick
from cicera_gui.table.corners import label_size
from cicera_gui.table.trick_layout import TrickLayout
from cicera_gui.words.i18n import _, ngettext
from cicera_gui.words.names import seat_name
from engine.ciapano.rules import CiapanoRules

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


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
