"""The panels round a game of captures' table (:class:`~cicera_gui.kinds.capture.layout.
CaptureLayout`): each seat's, its name (and, in partnerships, the partner's mark) over a
line of parts that give way one by one when the line is too long (its cards, its level, the
dealer; your turn; thinking…); and the score panel, the variant and its target over each
side's name and points."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from cicera_gui.kinds.capture.labels import WithFonts
from cicera_gui.kinds.capture.layout import CaptureLayout
from cicera_gui.kinds.capture.play import CaptureShown
from cicera_gui.look import boxes, theme
from cicera_gui.look.theme import Fonts, elide
from cicera_gui.play.match import MatchController
from cicera_gui.table.corners import label_size
from cicera_gui.table.panels import SeatLine, draw_seat_panel, text_room
from cicera_gui.words.i18n import _, ngettext, translator
from cicera_gui.words.names import LEVEL_NAMES, seat_name, side_name, variant_name, viewer
from engine.game import AnyGame

#: A seat's words: its name, and the parts of the line under it in the order shown.
SeatText = tuple[str, list[str]]
#: The score panel's title and rows, in units.
TITLE_TEXT = 2.4
TITLE_LINE = 3.0
ROW = 3.2


def fit_parts(fonts: Fonts, parts: list[str], size: int, width: int) -> str:
    """``parts`` joined with " · ", giving way while the line is wider than ``width``: the
    second part first (a detail such as the level), then from the last backward; the first
    always stays."""
    line = " · ".join(parts)
    while len(parts) > 1 and fonts.width(line, size) > width:
        parts = parts[:-1] if len(parts) == 2 else [parts[0], *parts[2:]]
        line = " · ".join(parts)
    return line


class Busy(Protocol):
    @property
    def busy(self) -> bool: ...


class PanelledTable(Protocol):
    """What the panels need of their table."""

    @property
    def app(self) -> WithFonts: ...
    @property
    def layout_info(self) -> CaptureLayout: ...
    @property
    def controller(self) -> MatchController[AnyGame]: ...
    @property
    def director(self) -> Busy: ...
    @property
    def board(self) -> CaptureShown: ...

    def partnerships(self) -> bool: ...
    def side_score(self, side: int) -> int: ...


class CapturePanels:
    """The seats' and the score's panels of one table (a part the table holds); the seats'
    lines are worked out again only when their words, the turn, the layout or the palette
    change, not from frame to frame."""

    def __init__(self, table: PanelledTable) -> None:
        self.table = table
        self._seats_for: object = None
        self._seats: list[list[SeatLine]] = []

    def seat_text(self, seat: int, turn: int | None) -> SeatText:
        """A seat's name, and the parts of its line below (the level gives way first); the
        dealer is marked apart, as at every table (:func:`draw_seat_panel`)."""
        controller = self.table.controller
        name = seat_name(seat)
        if self.table.partnerships() and seat == (viewer() + 2) % 4:
            name = _("{name} (partner)").format(name=name)
        if seat == viewer():
            return name, [_("Your turn")] if turn == seat else []
        if turn == seat and controller.thinking:
            return name, [_("thinking…")]
        count = len(self.table.board.hands[seat])
        level = controller.level_of(seat)  # a friend at this screen: no level
        return name, [ngettext("{n} card", "{n} cards", count).format(n=count),
                      *([_(LEVEL_NAMES[level])] if level in LEVEL_NAMES else [])]

    def draw_seats(self, surface: pygame.Surface) -> None:
        """Every seat's panel; the seat to play lit once the cards have stopped."""
        game = self.table.controller.game
        turn = None if self.table.director.busy else game.current_player()
        self.draw_seat_panels(surface, self.table.app.fonts, self.table.layout_info,
                              [self.seat_text(seat, turn) for seat in range(game.players)],
                              turn, self.table.board.dealer)

    def score_title(self) -> list[str]:
        """The variant and its target on one line, else a line each ("目標51点" is never
        split)."""
        rules = self.table.controller.game.rules
        name = variant_name(rules.name)
        target = _("{variant} · to {target}").format(variant="", target=rules.target)
        return self.title_lines(self.table.app.fonts, self.table.layout_info,
                                _("{variant} · to {target}").format(variant=name,
                                                                    target=rules.target),
                                [name, target.strip(" ·・")])

    def score_panel_rect(self) -> pygame.Rect:
        return self.score_rect(self.table.layout_info, len(self.score_title()),
                               len(self.table.controller.game.side_totals()))

    def draw(self, surface: pygame.Surface) -> None:
        """The score panel: the variant and its target, each side's name and points."""
        game = self.table.controller.game
        rows = [(side_name(side, game.players, self.table.partnerships()),
                 self.table.side_score(side)) for side in range(len(game.side_totals()))]
        self.draw_score(surface, self.table.app.fonts, self.table.layout_info,
                        self.score_title(), rows)

    def draw_seat_panels(self, surface: pygame.Surface, fonts: Fonts, layout: CaptureLayout,
                         texts: Sequence[SeatText], turn: int | None,
                         dealer: int | None = None) -> None:
        """Each seat's panel by its hand: ``texts`` in seat order; ``turn``'s lit; the
        ``dealer``'s marked."""
        key = (layout, translator.language, turn, dealer, theme.HIGHLIGHT, theme.MUTED,
               tuple((name, tuple(parts)) for name, parts in texts))
        if key != self._seats_for:
            self._seats_for, self._seats = key, self._seat_lines(fonts, layout, texts, turn,
                                                                 dealer)
        for seat, lines in enumerate(self._seats):
            draw_seat_panel(surface, fonts, layout.seat_anchor(seat), lines, layout.unit,
                            label_size(layout.unit), to_move=turn == seat,
                            dealer=_("D") if seat == dealer else "")

    @staticmethod
    def _seat_lines(fonts: Fonts, layout: CaptureLayout, texts: Sequence[SeatText],
                    turn: int | None, dealer: int | None) -> list[list[SeatLine]]:
        """Each seat's two lines: its name (every name in one size, the largest that fits
        every panel, the dealer's beside its mark), and as much of the rest as fits its
        panel."""
        u = layout.unit
        seats = range(len(texts))
        inner = min(text_room(layout.seat_anchor(seat), u, dealer=seat == dealer)
                    for seat in seats)
        name_size = min(fonts.fit(name, round(u * 2.6), inner, bold=True) for name, _p in texts)
        detail_size = label_size(u)
        return [[SeatLine(name, theme.HIGHLIGHT if turn == seat else None, bold=True,
                          size=name_size, group="seat names"),
                 SeatLine(fit_parts(fonts, parts, detail_size,
                                    text_room(layout.seat_anchor(seat), u)),
                          theme.MUTED, size=detail_size, group="seat details")]
                for seat, (name, parts) in zip(seats, texts, strict=True)]

    @staticmethod
    def title_lines(fonts: Fonts, layout: CaptureLayout, whole: str, parts: Sequence[str]
                    ) -> list[str]:
        """The score panel's title: ``whole`` on one line when it fits, else ``parts`` a
        line each."""
        u = layout.unit
        room = layout.score_rect().width - round(u * 3)
        return [whole] if fonts.width(whole, round(u * TITLE_TEXT)) <= room else list(parts)

    @staticmethod
    def score_rect(layout: CaptureLayout, title_lines: int, rows: int) -> pygame.Rect:
        """The score panel, as tall as its title and its rows."""
        u = layout.unit
        rect = layout.score_rect()
        rect.height = round(u * (6.2 + TITLE_LINE * (title_lines - 1) + ROW * rows))
        return rect

    def draw_score(self, surface: pygame.Surface, fonts: Fonts, layout: CaptureLayout,
                   title: Sequence[str], rows: Sequence[tuple[str, int]]) -> None:
        """The score panel: ``title``'s lines, then each side's name and points."""
        u = layout.unit
        rect = self.score_rect(layout, len(title), len(rows))
        size = round(u * TITLE_TEXT)
        with boxes.inside("score", rect):
            theme.panel(surface, rect, alpha=205, radius=round(u * 1.5))
            for index, line in enumerate(title):
                theme.draw_text(surface, fonts, elide(fonts, line, size,
                                                      rect.width - round(u * 3)),
                                (rect.x + u * 1.5, rect.y + u * (1.2 + TITLE_LINE * index)),
                                size, theme.GOLD)
            top = rect.y + u * (5.0 + TITLE_LINE * (len(title) - 1))
            for index, (name, points) in enumerate(rows):
                y = top + u * ROW * index
                theme.draw_text(surface, fonts, elide(fonts, name, size,
                                                      rect.width - round(u * 9)),
                                (rect.x + u * 1.5, y), size, group="score names")
                theme.draw_text(surface, fonts, str(points), (rect.right - u * 1.5, y),
                                round(u * 2.6), theme.CREAM, bold=True, anchor="topright",
                                group="score totals")
