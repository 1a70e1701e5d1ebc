"""The last play at Cicera's table, in its panel at the bottom left: who laid or took what,
the cards drawn small; and beside it the last capture when the last play only laid. Held L
(or its button) shows it large over the table."""

from __future__ import annotations

import pygame

from cicera_gui.families.cicera.stage import CiceraStage
from cicera_gui.look import boxes, theme
from cicera_gui.look.theme import elide
from cicera_gui.play.match import HUMAN
from cicera_gui.table.sprites import card_height
from cicera_gui.words.i18n import _
from cicera_gui.words.names import seat_name


class LastPlay:
    """The last play's panel (a part the table holds)."""

    def __init__(self, stage: CiceraStage) -> None:
        self.stage = stage

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, alpha: int = 190) -> None:
        """The last play in ``rect``, and beside it the last capture when the last play only
        laid."""
        last = self.stage.board.last_play
        if last is None:
            return
        u = self.stage.layout_info.unit
        with boxes.inside("last play", rect):
            theme.panel(surface, rect, alpha=alpha, radius=round(u * 1.5))
            capture = self.stage.board.last_capture
            if last[2] or capture is None:
                parts = [(rect, last, True)]
            else:
                left = rect.copy()
                left.width = round(rect.width * 0.36)
                right = rect.copy()
                right.x, right.width = left.right, rect.width - left.width
                parts = [(left, last, True), (right, capture, False)]
            size = round(u * 2.1)
            wrapped = [self.stage.app.fonts.wrap(self.play_verb(play, is_last), size,
                                           part.width - round(u * 2.5))[:2]
                       for part, play, is_last in parts]
            lines = max(len(found) for found in wrapped)  # both halves' cards on one line
            for (part, play, _is_last), verb in zip(parts, wrapped, strict=True):
                self.draw_play(surface, part, play, verb, lines)

    @staticmethod
    def play_verb(play: tuple[int, int, tuple[int, ...]], last: bool) -> str:
        seat, _card, captured = play
        if not last:
            return _("Last capture")
        if seat == HUMAN:
            return _("You took") if captured else _("You laid")
        return (_("{name} took") if captured else _("{name} laid")).format(
            name=seat_name(seat))

    def play_card_width(self, rect: pygame.Rect, captured: int, lines: int = 1) -> int:
        """The width of the cards of one play in ``rect``: as tall as the panel allows under
        ``lines`` of words, and narrow enough that the card, the arrow and every captured
        card fit beside it."""
        u = self.stage.layout_info.unit
        width = (rect.height - u * (5.4 + 2.8 * (lines - 1))) * 0.64
        room = rect.width - u * 3
        if captured:  # card, arrow, first capture, the others overlapping by 0.72 at most
            overlap = 0.34 * (captured - 1)
            width = min(width, (room - u * 4.5) / (2 + overlap))
        else:
            width = min(width, room)
        return max(8, int(width))

    def draw_play(self, surface: pygame.Surface, rect: pygame.Rect,
                   play: tuple[int, int, tuple[int, ...]], verb: list[str],
                   lines: int = 1) -> None:
        fonts = self.stage.app.fonts
        u = self.stage.layout_info.unit
        _seat, card, captured = play
        size = round(u * 2.1)
        for index, line in enumerate(verb):
            theme.draw_text(surface, fonts, elide(fonts, line, size, rect.width - round(u * 2.5)),
                            (rect.x + u * 1.5, rect.y + u * (1.0 + 2.8 * index)), size,
                            theme.MUTED, group="last play")
        width = self.play_card_width(rect, len(captured), lines)
        x = rect.x + u * 1.5
        y = rect.y + u * (4.2 + 2.8 * (lines - 1))
        face = self.stage.app.card_face(card, width, self.stage.stars)
        surface.blit(face, (x, y))
        boxes.element("card", face.get_rect(topleft=(round(x), round(y))))
        x += width + u * 1.0
        if not captured:
            return
        middle = y + card_height(width) / 2
        theme.draw_take_arrow(surface, x, middle, u)
        x += u * 3.5
        room = rect.right - u * 1.5 - x - width
        step = min(width * 0.72, room / (len(captured) - 1)) if len(captured) > 1 else width
        for index, taken in enumerate(captured):
            face = self.stage.app.card_face(taken, width, self.stage.stars)
            at = (round(x + index * step), round(y))
            surface.blit(face, at)
            boxes.element("card", face.get_rect(topleft=at))
