"""Cicera's table: a game of captures on the shared table
(:mod:`cicera_gui.scenes.capture_table`: its hand, its drops and clicks, the prompt and the
last play; its zones, steps, layout, panels and labels are :mod:`cicera_gui.table`'s). What
is Cicera's own is here: its moves and the capture dialog's points, its board and events'
steps (:mod:`.board`, :mod:`.director`), its partnerships and score as shown, its event
points beside the piles and their banners, the honours' stars.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from cicera_gui.families.cicera.aids import PlayAids
from cicera_gui.families.cicera.banners import draw_titles_ahead, points_picture
from cicera_gui.families.cicera.board import Board
from cicera_gui.families.cicera.capture import CaptureChoice
from cicera_gui.families.cicera.decoration import honour_stars
from cicera_gui.families.cicera.labels import TableLabels
from cicera_gui.play.match import MatchController
from cicera_gui.scenes.capture_table import Capture, CaptureTableScene
from cicera_gui.scenes.registry import open_scene
from cicera_gui.table.capture_layout import CaptureLayout
from cicera_gui.table.capture_play import CaptureDirector, PointsMade
from cicera_gui.table.director import Banner
from cicera_gui.words.names import viewer
from engine.cicera.events import Event, HandScored, MatchWon
from engine.cicera.game import CiceraGame
from engine.cicera.moves import capture_options
from engine.cicera.scoring import HandScore
from engine.kinds.capture.moves import Move

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


class CiceraTable(CaptureTableScene[CiceraGame, Move, Event, Board]):
    """Cicera on the shared table: captures by rank or sum, piles, event points."""

    director: CaptureDirector[Event, Board]
    aids: PlayAids
    labels: TableLabels

    def __init__(self, app: Host, controller: MatchController[CiceraGame, Move, Event], *,
                 deal_next: bool = True) -> None:
        self.stars = self.decoration = honour_stars(app)
        super().__init__(app, controller, deal_next=deal_next)

    def build(self, size: tuple[int, int]) -> None:
        app = self.app
        game = self.controller.game
        self.board = Board(game.players, game.sides, lambda: self.layout_info)
        self.director = CaptureDirector(
            self.board, speed=lambda: app.settings.animation_scale, sound=app.play_sound,
            on_hand_scored=self._hand_scored, human_side=game.side_of(viewer()),
            sort_hand=lambda: app.settings.sort_hand)
        self.aids = PlayAids(self)

    def seated(self) -> None:
        self.director.human_side = self.controller.game.side_of(viewer())

    def make_layout(self, size: tuple[int, int]) -> CaptureLayout:
        return CaptureLayout(size, self.controller.game.players, self.card_scale,
                             viewer(), tracker=(self.app.settings.tracker
                                                and self.controller.aids_allowed),
                             partners=self.partnerships())

    def show_position(self) -> None:
        """A hand already in progress (a continued match, undo), without animation."""
        game = self.controller.game
        if game.has_hand:
            self.board.restore(game.view(viewer()))
            self.director.arrange()
            self.board.cards.snap()
        self.board.totals = list(game.side_totals())
        # between hands (or at the end) the totals hold the last hand's points already
        self.board.scored = game.is_chance_node() or game.is_terminal()

    def prepare_art(self) -> None:
        """The kind's art, and every one-point banner's big words."""
        super().prepare_art()
        draw_titles_ahead(self)

    def make_labels(self) -> TableLabels:
        return TableLabels(self)

    def _hand_scored(self, scored: HandScored[HandScore], won: MatchWon | None) -> None:
        open_scene(self.app, "cicera_summary", self.controller, scored, won, self.hand_finished)

    # -- a game of captures' hooks -----------------------------------------------------------

    def captures_of(self, card: int) -> list[Capture]:
        return [tuple(int(c) for c in option)
                for option in capture_options(card, self.controller.game.view(viewer()).table)]

    def lay(self, card: int) -> None:
        self.play_human(Move.of(card))

    def take(self, card: int, capture: Capture) -> None:
        self.play_human(Move.of(card, capture))

    def choices_for(self, card: int, captures: list[Capture] | None = None
                    ) -> list[CaptureChoice]:
        """The ``captures`` of ``card`` (every one it can make now, by default), with the
        event points each would score."""
        game = self.controller.game
        moves = [Move.of(card, capture) for capture in (
            self.captures_of(card) if captures is None else captures)]
        return [CaptureChoice(card, move.capture, game.points_of(move)) for move in moves]

    def ask(self, card: int, captures: list[Capture]) -> None:
        """The capture dialog, with the event points each way would score."""
        open_scene(self.app, "cicera_capture", card, self.choices_for(card, captures),
                   self._chosen, self._taken_back)

    def _chosen(self, choice: CaptureChoice | None, card: int) -> None:
        self.play_human(Move.of(card, choice.capture if choice else ()))

    def hinted_cards(self) -> set[int]:
        return self.aids.hinted_cards()

    def partnerships(self) -> bool:
        game = self.controller.game
        return game.rules.partnerships(game.players)

    def side_score(self, side: int) -> int:
        return self.board.score(side)

    # -- drawing: the parts of the shared table's frame ------------------------------------------

    def banner_picture(self, banner: Banner[PointsMade]) -> pygame.Surface:
        return points_picture(self, banner.said)
