"""The panels round Cicera's table: each seat's name and what it holds, and the score panel
with the variant and its target; drawn in the shared table's seat panels."""

from __future__ import annotations

import pygame

from cicera_gui.families.cicera.stage import CiceraStage
from cicera_gui.look import boxes, theme
from cicera_gui.look.theme import elide
from cicera_gui.play.match import HUMAN
from cicera_gui.table.corners import label_size
from cicera_gui.table.panels import SeatLine, draw_seat_panel, text_room
from cicera_gui.words.i18n import _, ngettext, translator
from cicera_gui.words.names import LEVEL_NAMES, seat_name, side_name, variant_name


class Panels:
    """The seats' and the score's panels (a part the table holds)."""

    def __init__(self, stage: CiceraStage) -> None:
        self.stage = stage
        #: The seats' lines as last worked out, and what they were worked out for.
        self._seats_for: object = None
        self._seats: list[list[SeatLine]] = []

    def seat_texts(self, seat: int) -> tuple[str, list[str]]:
        """A seat's name, and the parts of its line below (most wanted first)."""
        game = self.stage.controller.game
        playing = (game.current_player() if not self.stage.director.busy else None) == seat
        name = seat_name(seat)
        if game.rules.partnerships(game.players) and seat == 2:
            name = _("{name} (partner)").format(name=name)
        if seat == HUMAN:
            detail = [_("Your turn")] if playing else (
                [_("Dealer")] if self.stage.board.dealer == seat else [])
            return name, detail
        count = len(self.stage.board.hands[seat])
        if playing and self.stage.controller.thinking:
            return name, [_("thinking…")]
        parts = [ngettext("{n} card", "{n} cards", count).format(n=count)]
        if self.stage.board.dealer == seat:
            parts.append(_("Dealer"))
        parts.insert(1, _(LEVEL_NAMES.get(self.stage.controller.level_of(seat), "")))
        return name, parts

    def draw_seats(self, surface: pygame.Surface) -> None:
        layout = self.stage.layout_info
        game = self.stage.controller.game
        turn = game.current_player() if not self.stage.director.busy else None
        texts = [self.seat_texts(seat) for seat in range(game.players)]
        # the lines change with the words, the turn, the layout and the palette, not from
        # frame to frame: worked out again only then
        key = (layout, translator.language, turn, theme.HIGHLIGHT, theme.MUTED,
               tuple((name, tuple(parts)) for name, parts in texts))
        if key != self._seats_for:
            self._seats_for, self._seats = key, self._seat_lines(texts, turn)
        detail_size = label_size(layout.unit)
        for seat, lines in enumerate(self._seats):
            draw_seat_panel(surface, self.stage.app.fonts, layout.seat_anchor(seat), lines,
                            layout.unit, detail_size, to_move=turn == seat)

    def _seat_lines(self, texts: list[tuple[str, list[str]]], turn: int | None
                    ) -> list[list[SeatLine]]:
        """Each seat's two lines: its name, and as much of the rest as fits its panel."""
        layout = self.stage.layout_info
        fonts = self.stage.app.fonts
        u = layout.unit
        seats = range(len(texts))
        inner = min(text_room(layout.seat_anchor(seat), u) for seat in seats)
        name_size = min(fonts.fit(name, round(u * 2.6), inner, bold=True) for name, _p in texts)
        detail_size = label_size(u)
        found = []
        for seat in seats:
            name, parts = texts[seat]
            width = text_room(layout.seat_anchor(seat), u)
            detail = " · ".join(parts)
            while len(parts) > 1 and fonts.width(detail, detail_size) > width:
                parts = parts[:-1] if len(parts) == 2 else [parts[0], *parts[2:]]
                detail = " · ".join(parts)  # the level goes first, then the dealer
            found.append([SeatLine(name, theme.HIGHLIGHT if turn == seat else None, bold=True,
                                   size=name_size, group="seat names"),
                          SeatLine(detail, theme.MUTED, size=detail_size, group="seat details")])
        return found

    def score_title_lines(self) -> list[str]:
        layout = self.stage.layout_info
        game = self.stage.controller.game
        u = layout.unit
        name = variant_name(game.rules.name)
        title = _("{variant} · to {target}").format(variant=name, target=game.rules.target)
        size = round(u * 2.4)
        room = layout.score_rect().width - round(u * 3)
        fonts = self.stage.app.fonts
        if fonts.width(title, size) <= room:
            return [title]
        # two lines: the variant, then its target whole ("目標51点" is never split)
        target = _("{variant} · to {target}").format(variant="", target=game.rules.target)
        return [name, target.strip(" ·・")]

    def score_panel_rect(self) -> pygame.Rect:
        layout = self.stage.layout_info
        u = layout.unit
        rect = layout.score_rect()
        rows = len(self.stage.controller.game.totals)
        extra = 3.0 * (len(self.score_title_lines()) - 1)
        rect.height = round(u * (6.2 + extra + 3.2 * rows))
        return rect

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.stage.layout_info
        fonts = self.stage.app.fonts
        game = self.stage.controller.game
        u = layout.unit
        partnerships = game.rules.partnerships(game.players)
        rect = self.score_panel_rect()
        lines = self.score_title_lines()
        size = round(u * 2.4)
        with boxes.inside("score", rect):
            theme.panel(surface, rect, alpha=205, radius=round(u * 1.5))
            for index, line in enumerate(lines):
                theme.draw_text(surface, fonts, elide(fonts, line, size,
                                                      rect.width - round(u * 3)),
                                (rect.x + u * 1.5, rect.y + u * (1.2 + 3.0 * index)), size,
                                theme.GOLD)
            top = rect.y + u * (5.0 + 3.0 * (len(lines) - 1))
            for side in range(len(game.totals)):
                y = top + u * 3.2 * side
                name = side_name(side, game.players, partnerships)
                theme.draw_text(surface, fonts, elide(fonts, name, size,
                                                      rect.width - round(u * 9)),
                                (rect.x + u * 1.5, y), size, group="score names")
                theme.draw_text(surface, fonts, str(self.stage.board.score(side)),
                                (rect.right - u * 1.5, y), round(u * 2.6), theme.CREAM,
                                bold=True, anchor="topright", group="score totals")
