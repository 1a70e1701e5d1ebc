"""Cicera's table: the player's hand, the opponents, the table cards, the piles and the score.

Input as at every table: drag a card onto a table card to take it (or onto free table to lay
it); or click a card, then click what it should take; or the keyboard alone: 1–9 or ←/→
choose a card, Enter plays it, Esc opens the menu, L (held) shows the last play large. The
flow of play is the shared table's (:mod:`cicera_gui.scenes.table`), its parts (renderer,
seat panels, prompt, banners, corners, step queue) are :mod:`cicera_gui.table`'s; here is
what is Cicera's own: its zones (:mod:`.zones`), its board and events' steps (:mod:`.board`,
:mod:`.director`), its labels, panels, last play and banners, what a drop means and its words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from cicera_gui.families.cicera.aids import PlayAids
from cicera_gui.families.cicera.banners import draw_titles_ahead, points_picture
from cicera_gui.families.cicera.board import Board, view_zones
from cicera_gui.families.cicera.capture import CaptureChoice
from cicera_gui.families.cicera.decoration import honour_stars
from cicera_gui.families.cicera.director import Director, PointsMade
from cicera_gui.families.cicera.labels import TableLabels
from cicera_gui.families.cicera.last_play import last_plays
from cicera_gui.families.cicera.panels import Panels
from cicera_gui.play.match import HUMAN, MatchController
from cicera_gui.scenes.registry import open_scene
from cicera_gui.scenes.table import Marker, TableScene
from cicera_gui.table.capture_layout import CaptureLayout
from cicera_gui.table.corners import AID_HEIGHT, AID_WIDTH
from cicera_gui.table.director import Banner
from cicera_gui.table.last_play import draw_plays
from cicera_gui.table.panels import draw_prompt
from cicera_gui.table.sprites import Marks
from cicera_gui.table.zones import Zones
from cicera_gui.words.card_names import card_name, card_names
from cicera_gui.words.i18n import N_, _
from engine.cicera.events import Event, HandScored, MatchWon
from engine.cicera.game import CiceraGame
from engine.cicera.moves import Move, capture_options

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


class CiceraTable(TableScene[CiceraGame, Move, Event]):
    """Cicera on the shared table: captures by rank or sum, piles, event points."""

    last_label = N_("Last play (L)")
    layout_info: CaptureLayout
    director: Director
    aids: PlayAids

    def __init__(self, app: Host, controller: MatchController[CiceraGame, Move, Event], *,
                 deal_next: bool = True) -> None:
        self.hover_table: int | None = None
        self.stars = self.decoration = honour_stars(app)
        self.labels = TableLabels(self)
        self.panels = Panels(self)
        super().__init__(app, controller, deal_next=deal_next)

    def build(self, size: tuple[int, int]) -> None:
        app = self.app
        game = self.controller.game
        self.board = Board(game.players, game.sides, lambda: self.layout_info)
        self.director = Director(self.board, speed=lambda: app.settings.animation_scale,
                                 sound=app.play_sound, on_hand_scored=self._hand_scored,
                                 human_side=game.side_of(HUMAN),
                                 sort_hand=lambda: app.settings.sort_hand)
        self.aids = PlayAids(self)

    @property
    def dragging(self) -> bool:
        return self.drag is not None

    def show_position(self) -> None:
        """A hand already in progress (a continued match, undo), without animation."""
        game = self.controller.game
        if game.has_hand:
            self.board.restore(game.view(HUMAN))
            self.director.arrange()
            self.board.cards.snap()
        self.board.totals = list(game.side_totals())
        # between hands (or at the end) the totals hold the last hand's points already
        self.board.scored = game.is_chance_node() or game.is_terminal()

    def view_zones(self) -> Zones:
        return view_zones(self.controller.game.view(HUMAN))

    def prepare_art(self) -> None:
        """Draw the cloth, the backs and the player's cards at this size now, so that the
        first frames of an animation do not have to."""
        app = self.app
        layout = self.layout_info
        app.background(layout.size)
        for width in (layout.card_width, layout.small_card_width):
            app.card_back(width)
        app.card_back(layout.small_card_width, sideways=True)
        game = self.controller.game
        if game.has_hand:
            view = game.view(HUMAN)
            for card in [*view.hand, *view.table]:
                app.card_face(card, layout.card_width, self.stars)
        app.prepare_faces(range(52), [layout.card_width], self.stars)
        draw_titles_ahead(self)

    def has_last(self) -> bool:
        return self.board.last_play is not None

    def draw_last(self, surface: pygame.Surface) -> None:
        """The last play large, over the table."""
        area = self.cloth_rect()
        rect = pygame.Rect(0, 0, round(area.width * 0.8), round(area.height * 0.6))
        rect.center = area.center
        self.draw_last_plays(surface, rect, alpha=255)

    def draw_last_plays(self, surface: pygame.Surface, rect: pygame.Rect, alpha: int = 190
                        ) -> None:
        draw_plays(surface, self.app.fonts, self.app, rect, last_plays(self.board), self.unit,
                   alpha=alpha, decoration=self.stars)

    # -- set-up --------------------------------------------------------------------------------

    def make_layout(self, size: tuple[int, int]) -> CaptureLayout:
        return CaptureLayout(size, self.controller.game.players, self.card_scale,
                           tracker=self.app.settings.tracker)

    def layout(self, size: tuple[int, int]) -> None:
        if not self.director.busy:
            self.director.arrange()  # the sort setting may have changed
        super().layout(size)

    # -- the flow of play --------------------------------------------------------------------

    def frame_state(self) -> object:
        game = self.controller.game
        return (super().frame_state(), len(game.log),
                len(game.log[-1].plays) if game.log else 0)

    def _hand_scored(self, scored: HandScored, won: MatchWon | None) -> None:
        open_scene(self.app, "cicera_summary", self.controller, scored, won, self.hand_finished)

    def play_human(self, move: Move) -> None:
        """Apply the player's move and animate it."""
        super().play_human(move)
        hand = self.board.hands[HUMAN]
        self.focus = min(self.focus, max(0, len(hand) - 2))

    def choices_for(self, card: int) -> list[CaptureChoice]:
        """Every capture ``card`` can make now, with the event points each would score."""
        game = self.controller.game
        choices = []
        for option in capture_options(card, game.view(HUMAN).table):
            move = Move.of(card, option)
            choices.append(CaptureChoice(card, move.capture, game.points_of(move)))
        return choices

    def offer(self, card: int, choices: list[CaptureChoice]) -> None:
        """Play ``card``: at once when there is one way, else ask with the capture dialog."""
        if not choices:
            self.play_human(Move.of(card))
            return
        open_scene(self.app, "cicera_capture", card, choices, self._chosen, self._taken_back)

    def _chosen(self, choice: CaptureChoice | None, card: int) -> None:
        self.play_human(Move.of(card, choice.capture if choice else ()))

    # -- input: what the hand's clicks and drops mean here --------------------------------------

    def choose(self, card: int) -> None:
        self.offer(card, self.choices_for(card))

    def table_card_at(self, pos: tuple[int, int]) -> int | None:
        return self.board.cards.card_at("table", pos, reach=4)

    def hovered(self, pos: tuple[int, int]) -> None:
        self.hover_table = self.table_card_at(pos)

    def place(self, card: int, pos: tuple[int, int]) -> None:
        """A click on a table card takes it; on free table, lays the chosen card."""
        target = self.table_card_at(pos)
        if target is not None:
            self._drop_on_table_card(card, target)
        elif self.layout_info.table_area.collidepoint(pos):
            self.play_human(Move.of(card))

    def drop(self, card: int, pos: tuple[int, int]) -> None:
        """Dropped on a table card: take it; on the table or above the hand: lay the card;
        anywhere else: take it back."""
        target = self.table_card_at(pos)
        if target is not None:
            self._drop_on_table_card(card, target)
        elif self.layout_info.table_area.collidepoint(pos) or self.above_hand(pos):
            self.play_human(Move.of(card))
        else:
            self._taken_back()

    def _drop_on_table_card(self, card: int, target: int) -> None:
        choices = [c for c in self.choices_for(card) if target in c.capture]
        if len(choices) == 1:
            self.play_human(Move.of(card, choices[0].capture))
        elif choices:
            self.offer(card, choices)
        else:  # that card cannot be taken: lay the card beside it
            self.play_human(Move.of(card))

    # -- drawing: the parts of the shared table's frame ------------------------------------------

    def marker(self) -> Marker:
        """The table cards the chosen card can take outlined, those it would take with the
        card pointed at glowing (and a capture just made), the hint's card and takes."""
        active = self._active_card()
        targets: set[int] = set()
        hot: set[int] = set()
        if active is not None and self.accepting_input:
            choices = self.choices_for(active)
            targets = {c for choice in choices for c in choice.capture}
            if self.hover_table is not None:
                hot = {c for choice in choices if self.hover_table in choice.capture
                       for c in choice.capture}
        glowing = self.board.glowing | hot
        hinted = self.aids.hinted_cards()

        def marks(card: int, in_hand: bool) -> Marks:
            return Marks(outline=card in targets, glow=card in glowing,
                         active=in_hand and card == active, hinted=card in hinted)
        return marks

    def draw_around(self, surface: pygame.Surface) -> None:
        """The labels by the deck and the piles, the seats, the score and the last play."""
        self.labels.draw(surface)
        self.panels.draw_seats(surface)
        self.panels.draw(surface)
        self.draw_last_plays(surface, self.layout_info.last_play_rect())

    def banner_picture(self, banner: Banner[PointsMade]) -> pygame.Surface:
        return points_picture(self, banner.said)

    def banner_centre(self) -> tuple[int, int]:
        return self.layout_info.table_area.center

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        self.labels.draw_tooltips(surface)

    def cloth_rect(self) -> pygame.Rect:
        """The table's frame: the table area and its margin."""
        layout = self.layout_info
        return layout.table_area.inflate(round(layout.unit * 3), round(layout.unit * 3))

    def prompt_text(self) -> str | None:
        """What the line under the table tells the player, or None."""
        dropping = self.drop_prompt()
        if dropping is not None:
            return dropping
        if not self.accepting_input:
            return None
        if self.selected is not None:
            return _("Click a glowing card to take it, or free table to lay the card")
        return _("Your turn: drag a card to the table, or choose with the arrow keys and Enter")

    def drop_text(self, card: int, pos: tuple[int, int]) -> str:
        """What dropping ``card`` at ``pos`` would do, in words (as ``_release`` does it)."""
        deck = self.app.settings.deck
        target = self.table_card_at(pos)
        if target is not None:
            choices = [c for c in self.choices_for(card) if target in c.capture]
            if len(choices) == 1:
                return _("Drop to take {cards}").format(
                    cards=card_names(choices[0].capture, deck, in_sentence=True))
            named = card_name(card, deck, in_sentence=True)
            if choices:
                return _("Drop to choose what {card} takes").format(card=named)
            return _("Drop to lay {card}").format(card=named)
        if self.layout_info.table_area.collidepoint(pos) or self.above_hand(pos):
            return _("Drop to lay {card}").format(card=card_name(card, deck, in_sentence=True))
        return _("Drop here to take the card back")

    def sheet_button_rect(self) -> pygame.Rect:
        """Under the score panel (the top right is the top seat's pile)."""
        score = self.panels.score_panel_rect()
        u = self.unit
        return pygame.Rect(score.left, score.bottom + round(u * 1), round(u * AID_WIDTH),
                           round(u * AID_HEIGHT))

    def practice_tag_top(self) -> int:
        """Under the score sheet's button, under the score panel."""
        return self.sheet_button_rect().bottom + round(self.unit * 1)

    def draw_prompt(self, surface: pygame.Surface) -> None:
        text = self.prompt_text()
        if text is None:
            return
        layout = self.layout_info
        u = layout.unit
        left = round(layout.last_play_rect().right + u * 1.5)
        band = pygame.Rect(left, round(self.cloth_rect().bottom + u * 0.2),
                           round(layout.pile_rect(0).left - u * 1.5) - left, round(u * 3.2))
        draw_prompt(surface, self.app.fonts, text, band, round(u * 2.3),
                    centre=layout.table_area.centerx)
