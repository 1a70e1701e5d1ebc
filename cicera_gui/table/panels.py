"""The table's panels, the same at every family's table: a seat's panel, the prompt line
above your hand, the big banner over the table, and the frame of every dialog and summary
(opaque: nothing of the table shows through its words)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from cicera_gui.look import boxes, theme
from cicera_gui.look.theme import Color, Fonts, elide
from cicera_gui.words.i18n import translator

#: A dialog's and a banner's panel: fully opaque.
OPAQUE = 255
#: A hint's lines, in sizes of its text.
HINT_ROW = 1.35


@dataclass(frozen=True)
class SeatLine:
    """One line of a seat's panel: its words, colour and weight."""

    text: str
    #: None: the palette's text colour when drawn (high contrast follows).
    colour: Color | None = None
    bold: bool = False
    #: Its own size (None: the panel's); the row of labels it belongs to (one size a row).
    size: int | None = None
    group: str = "seats"


#: The room the dealer's mark takes from a seat panel's first line, in units.
DEALER_MARK = 3.2


def text_room(rect: pygame.Rect, unit: float, *, dealer: bool = False) -> int:
    """How wide a seat panel's lines may be in ``rect`` (its padding off either side); with
    ``dealer``, its first line's, beside the dealer's mark."""
    return rect.width - 2 * round(unit * 1.2) - (round(unit * DEALER_MARK) if dealer else 0)


def draw_seat_panel(surface: pygame.Surface, fonts: Fonts, rect: pygame.Rect,
                    lines: Sequence[SeatLine], unit: float, size: int, *,
                    to_move: bool = False, out: bool = False, dealer: str = "",
                    more: Callable[[], None] | None = None) -> None:
    """A seat's panel: its lines one under another, each cut short to the panel; the border
    lit while the seat is to move, the panel dimmed once it is out; ``dealer``, the word
    for the dealer's mark ("D"), in a gold disc top right; ``more``: what the family draws
    on the panel besides (its tags)."""
    border = theme.HIGHLIGHT if to_move else theme.GOLD_DARK
    theme.panel(surface, rect, alpha=150 if out else 215, border=border,
                radius=round(unit * 1.5))
    with boxes.inside("seat", rect):
        pad = round(unit * 1.2)
        width = text_room(rect, unit)
        width_first = width
        if dealer and not out:
            width_first = text_room(rect, unit, dealer=True)
            mark = pygame.Rect(0, 0, round(unit * 2.6), round(unit * 2.6))
            mark.topright = (rect.right - pad, rect.y + pad)
            pygame.draw.circle(surface, theme.GOLD, mark.center, mark.width // 2)
            # the word inside the disc, never touching its edge (a kanji such as 親 is as
            # wide as it is tall)
            mark_size = fonts.fit(dealer, round(unit * 1.8), round(mark.width * 0.62),
                                  bold=True)
            theme.draw_text(surface, fonts, dealer, mark.center, mark_size, theme.INK,
                            bold=True, anchor="center")
        y = rect.y + pad * 0.6
        step = (rect.height - pad * 1.2) / max(1, len(lines))
        for index, line in enumerate(lines):
            room = width_first if index == 0 else width
            line_size = line.size or size
            text = elide(fonts, line.text, line_size, room, bold=line.bold)
            theme.draw_text(surface, fonts, text, (rect.x + pad, y), line_size,
                            theme.MUTED if out and index else line.colour or theme.CREAM,
                            bold=line.bold, group=line.group)
            y += step
        if more is not None:
            more()


def draw_prompt(surface: pygame.Surface, fonts: Fonts, text: str, band: pygame.Rect,
                size: int, colour: Color | None = None, centre: int | None = None
                ) -> pygame.Rect:
    """The prompt line: ``text`` centred in ``band`` (or on ``centre``, kept inside the
    band), a little smaller or else cut short to fit it; where it went."""
    size = max(round(size * 0.85), fonts.fit(text, size, band.width))
    text = elide(fonts, text, size, band.width)
    box = pygame.Rect((0, 0), (fonts.width(text, size), band.height))
    box.center = (band.centerx if centre is None else centre, band.centery)
    box.clamp_ip(band)
    theme.draw_text(surface, fonts, text, box.center, size, colour or theme.CREAM,
                    anchor="center", shadow=True)
    return box


def banner_image(fonts: Fonts, title: str, lines: Sequence[str], unit: float,
                 title_size: int, room: int) -> pygame.Surface:
    """A banner at full strength: a big ``title`` and ``lines`` under it on one opaque
    panel, at most ``room`` wide (faded as a whole when drawn). Made once for the frames
    that show it: the same words in the same palette and language give the same picture."""
    return _banner_image(fonts, title, tuple(lines), unit, title_size, room,
                         (theme.HIGHLIGHT, theme.CREAM, theme.GOLD, theme.PANEL),
                         translator.language)


@lru_cache(maxsize=8)
def _banner_image(fonts: Fonts, title: str, lines: tuple[str, ...], unit: float,
                  title_size: int, room: int, palette: tuple[Color, ...], language: str
                  ) -> pygame.Surface:
    small = round(unit * 2.6)
    heading = banner_title(fonts, title, title_size)
    if heading.get_width() > room:
        heading = pygame.transform.smoothscale_by(heading, room / heading.get_width())
    rendered = [fonts.text(elide(fonts, line, small, room), small, theme.CREAM)
                for line in lines]
    width = max([heading.get_width()] + [r.get_width() for r in rendered]) + round(unit * 6)
    height = heading.get_height() + sum(r.get_height() for r in rendered) + round(unit * 2)
    layer = pygame.Surface((width, height), pygame.SRCALPHA)
    dialog_frame(layer, layer.get_rect(), unit)
    y = round(unit * 0.6)
    layer.blit(heading, heading.get_rect(midtop=(width / 2, y)))
    y += heading.get_height()
    for line in rendered:
        layer.blit(line, line.get_rect(midtop=(width / 2, y)))
        y += line.get_height()
    return layer


def banner_title(fonts: Fonts, title: str, title_size: int) -> pygame.Surface:
    """A banner's big words; drawn ahead (at rest, before a hand) they cost a banner's first
    frame nothing: the title's font at that size is the slow part."""
    return fonts.text(title, title_size, theme.HIGHLIGHT, "title")


def draw_banner(surface: pygame.Surface, layer: pygame.Surface, centre: tuple[int, int],
                progress: float, zoom: bool = True) -> None:
    """A banner made by :func:`banner_image`: zoomed in whole over the first tenth of its
    time (unless ``zoom`` is off: reduced motion), fading out over the last third."""
    scale = min(1.0, 0.6 + 4 * progress) if zoom else 1.0
    if scale < 1.0:
        layer = pygame.transform.smoothscale_by(layer, scale)
    alpha = 255 if progress < 0.7 else round(255 * (1 - progress) / 0.3)
    layer.set_alpha(max(0, min(255, alpha)))  # the whole banner fades as one
    box = layer.get_rect(center=centre)
    with boxes.inside("banner", box):
        surface.blit(layer, box)


def dialog_frame(surface: pygame.Surface, rect: pygame.Rect, unit: float) -> None:
    """The frame of every dialog, summary and banner at a table: an opaque panel with a gold
    border."""
    theme.panel(surface, rect, alpha=OPAQUE, border=theme.GOLD, radius=round(unit * 2))


def hint_box(fonts: Fonts, lines: Sequence[str], size: int, width: int, unit: float
             ) -> tuple[pygame.Rect, list[tuple[str, bool]]]:
    """A hint's panel for ``lines`` (the move, then why) at most ``width`` wide: its size
    (placed at the origin) and its lines broken to fit, the first line's pieces in bold."""
    wrapped: list[tuple[str, bool]] = []
    for index, line in enumerate(lines):
        wrapped += [(piece, index == 0) for piece in fonts.wrap(line, size, width,
                                                                bold=index == 0)]
    across = max(fonts.width(line, size, bold) for line, bold in wrapped) + round(unit * 3)
    return pygame.Rect(0, 0, across, round(unit * 1.6 + len(wrapped) * size * HINT_ROW)), wrapped


def draw_hint_box(surface: pygame.Surface, fonts: Fonts, box: pygame.Rect,
                  wrapped: Sequence[tuple[str, bool]], size: int, unit: float) -> None:
    """The hint's panel at ``box``: its first line in the highlight's colour and bold."""
    with boxes.inside("hint", box):
        theme.panel(surface, box, alpha=245, border=theme.HIGHLIGHT, radius=round(unit * 1.2))
        y = box.y + unit * 0.8
        for line, bold in wrapped:
            theme.draw_text(surface, fonts, line, (box.x + unit * 1.5, y), size,
                            theme.HIGHLIGHT if bold else theme.CREAM, bold=bold)
            y += size * HINT_ROW
