"""The words of the panels round Cicera's table (the panels are the games of captures',
:mod:`cicera_gui.table.capture_panels`): each seat's name and what it holds, and the score
panel's variant, target and sides."""

from __future__ import annotations

import pygame

from cicera_gui.families.cicera.stage import CiceraStage
from cicera_gui.play.match import HUMAN
from cicera_gui.table.capture_panels import CapturePanels, SeatText
from cicera_gui.words.i18n import _, ngettext
from cicera_gui.words.names import LEVEL_NAMES, seat_name, side_name, variant_name


class Panels(CapturePanels):
    """The seats' and the score's panels (a part the table holds)."""

    def __init__(self, stage: CiceraStage) -> None:
        super().__init__()
        self.stage = stage

    def seat_texts(self, seat: int, turn: int | None) -> SeatText:
        """A seat's name, and the parts of its line below (the level gives way first, then
        the dealer)."""
        game = self.stage.controller.game
        name = seat_name(seat)
        if game.rules.partnerships(game.players) and seat == 2:
            name = _("{name} (partner)").format(name=name)
        dealer = self.stage.board.dealer == seat
        if seat == HUMAN:
            return name, [_("Your turn")] if turn == seat else [_("Dealer")] if dealer else []
        if turn == seat and self.stage.controller.thinking:
            return name, [_("thinking…")]
        count = len(self.stage.board.hands[seat])
        parts = [ngettext("{n} card", "{n} cards", count).format(n=count),
                 _(LEVEL_NAMES.get(self.stage.controller.level_of(seat), ""))]
        return name, [*parts, _("Dealer")] if dealer else parts

    def turn(self) -> int | None:
        """The seat to play, once the cards have stopped."""
        return None if self.stage.director.busy else self.stage.controller.game.current_player()

    def draw_seats(self, surface: pygame.Surface) -> None:
        turn = self.turn()
        players = self.stage.controller.game.players
        self.draw_seat_panels(surface, self.stage.app.fonts, self.stage.layout_info,
                              [self.seat_texts(seat, turn) for seat in range(players)], turn)

    def score_title(self) -> list[str]:
        """The variant and its target on one line, else a line each ("目標51点" is never
        split)."""
        rules = self.stage.controller.game.rules
        name = variant_name(rules.name)
        target = _("{variant} · to {target}").format(variant="", target=rules.target)
        return self.title_lines(self.stage.app.fonts, self.stage.layout_info,
                                _("{variant} · to {target}").format(variant=name,
                                                                    target=rules.target),
                                [name, target.strip(" ·・")])

    def score_panel_rect(self) -> pygame.Rect:
        return self.score_rect(self.stage.layout_info, len(self.score_title()),
                               len(self.stage.controller.game.totals))

    def draw(self, surface: pygame.Surface) -> None:
        game = self.stage.controller.game
        partnerships = game.rules.partnerships(game.players)
        rows = [(side_name(side, game.players, partnerships), self.stage.board.score(side))
                for side in range(len(game.totals))]
        self.draw_score(surface, self.stage.app.fonts, self.stage.layout_info,
                        self.score_title(), rows)
