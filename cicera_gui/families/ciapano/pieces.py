"""What the Ciapanò family's table draws of its own: the words on each seat's panel, the
talon (or monte, or the cards aside), the trick's winner marked, and the last trick shown
while L (or its button) is held. The panels, the renderer and the prompt are the shared
table's (:mod:`cicera_gui.table`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from cicera_gui.families.ciapano.animation import Shown
from cicera_gui.families.ciapano.zones import TrickLayout
from cicera_gui.look import boxes, theme
from cicera_gui.play.match import HUMAN
from cicera_gui.table.corners import label_size
from cicera_gui.table.panels import SeatLine, draw_prompt, draw_seat_panel
from cicera_gui.table.sprites import CardSprite
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


def draw_winner(surface: pygame.Surface, shown: Shown, sprites: dict[int, CardSprite]) -> None:
    """The card that takes the trick, ringed."""
    for seat, card in shown.trick:
        sprite = sprites.get(card)
        if seat == shown.winner and sprite is not None:
            theme.ring_card(surface, sprite.rect(), theme.HIGHLIGHT)


def draw_card_owner(surface: pygame.Surface, app: Host, layout: TrickLayout, seat: int,
                    rect: pygame.Rect) -> None:
    """Whose card a trick card is, on a tag across its foot (where the trick's cards do not
    lie towards their seats)."""
    if not layout.trick.in_rows:
        return
    name = seat_name(seat)
    room = rect.width - 6
    size = app.fonts.fit(name, label_size(layout.unit), room)
    width = min(rect.width - 2, app.fonts.width(name, size) + 8)
    tag = pygame.Rect(0, 0, width, round(size * 1.35))
    tag.midbottom = (rect.centerx, rect.bottom - 3)
    with boxes.inside("trick name", tag):
        surface.blit(app.rounded(tag.size, theme.PANEL, 225, max(2, tag.height // 3)), tag)
        theme.draw_text(surface, app.fonts, theme.elide(app.fonts, name, size, room),
                        tag.center, size, theme.HIGHLIGHT if seat == HUMAN else theme.CREAM,
                        anchor="center", group="trick names")


def draw_trick_owners(surface: pygame.Surface, app: Host, layout: TrickLayout, shown: Shown,
                      sprites: dict[int, CardSprite]) -> None:
    """Each card of the trick on the table says whose it is, once it lies in its place."""
    for seat, card in shown.trick:
        sprite = sprites.get(card)
        if sprite is not None and not sprite.moving:
            draw_card_owner(surface, app, layout, seat, sprite.rect())


def draw_last_trick(surface: pygame.Surface, app: Host, layout: TrickLayout,
                    last: tuple[tuple[tuple[int, int], ...], int], area: pygame.Rect) -> None:
    """The last trick over the cloth, each card at its seat's place, the taker's marked, and
    who took it said where the prompt goes."""
    u = layout.unit
    theme.panel(surface, area, alpha=255, radius=round(u * 2))
    for order, (seat, card) in enumerate(last[0]):
        rect = layout.trick.slot(seat, order)
        boxes.element("card", rect)
        surface.blit(app.card_face(card, rect.width), rect)
        draw_card_owner(surface, app, layout, seat, rect)
        if seat == last[1]:
            theme.ring_card(surface, rect, theme.HIGHLIGHT)
    text = (_("Last trick: you took it") if last[1] == HUMAN
            else _("Last trick: {name} took it").format(name=seat_name(last[1])))
    draw_prompt(surface, app.fonts, text, layout.banner_rect(), round(u * 2.8), theme.GOLD)
