"""A game of captures on the shared table: what the player's hand means there, the same in
every such game.

Drag a card onto a table card to take it (or onto free table, or anywhere above your hand,
to lay it); or click a card, then click what it should take; or the keyboard alone: Enter
plays the chosen card. A card that can take one way at the table card it is dropped on takes
at once; where it could take more ways, or is played without pointing at anything it could
take, the family's dialog asks how. The cards a chosen card can take are outlined, those it
would take with the card pointed at glow; the last play is shown in its panel, large while L
is held. The zones and steps are :mod:`cicera_gui.table.capture_play`'s, the layout
:mod:`cicera_gui.table.capture_layout`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Generic, Literal, Protocol

import pygame
from typing_extensions import TypeVar

from cicera_gui.play.match import G_co, M, MatchController
from cicera_gui.scenes.aids import AidedTable, H, TableAids
from cicera_gui.scenes.staging import advance, settle, staged_table
from cicera_gui.scenes.table import Marker, TableScene
from cicera_gui.table.capture_labels import CaptureLabels
from cicera_gui.table.capture_layout import CaptureLayout
from cicera_gui.table.capture_panels import CapturePanels
from cicera_gui.table.capture_play import (
    AnyCaptureEvent,
    CaptureDirector,
    CaptureMove,
    CaptureShown,
    view_zones,
)
from cicera_gui.table.corners import AID_HEIGHT, AID_WIDTH
from cicera_gui.table.last_play import ShownPlay, draw_plays
from cicera_gui.table.panels import draw_prompt
from cicera_gui.table.sprites import CardSprite, Marks
from cicera_gui.table.zones import Zones
from cicera_gui.words.card_names import card_name, card_names
from cicera_gui.words.i18n import N_, _
from cicera_gui.words.names import seat_name, viewer
from engine.cards import CARDS
from engine.families import family, family_of_rules, load_variant
from engine.game import AnyGame

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host

#: A way a card takes: the table cards it takes.
Capture = tuple[int, ...]


#: What the family's table shows of a hand: the game of captures', and what is its own.
S = TypeVar("S", bound=CaptureShown, default=CaptureShown)
#: The family's events: those of every game of captures.
E = TypeVar("E", bound=AnyCaptureEvent, default=AnyCaptureEvent)


class CaptureTableScene(TableScene[G_co, M, E], Generic[G_co, M, E, S]):
    """The table of a game of captures (its game ``G_co``, moves ``M`` and events ``E``; the
    hand as it shows it, ``S``)."""

    last_label = N_("Last play (L)")
    layout_info: CaptureLayout
    board: S
    director: CaptureDirector[E, S]
    #: The table card under the pointer.
    hover_table: int | None = None
    #: The words round the table (the family's, :meth:`make_labels`), the seats' and the
    #: score's panels.
    labels: CaptureLabels
    panels: CapturePanels

    def __init__(self, app: Host, controller: MatchController[G_co, M, E], *,
                 deal_next: bool = True) -> None:
        self.labels = self.make_labels()
        self.panels = CapturePanels(self)
        super().__init__(app, controller, deal_next=deal_next)

    # -- what a family's table fills in ------------------------------------------------------

    def make_labels(self) -> CaptureLabels:
        """The words round the table: the kind's, or the family's with its own notes."""
        return CaptureLabels(self)

    def partnerships(self) -> bool:
        """True when the players play in partnerships (a side's pile and score are two
        players')."""
        return False

    def side_score(self, side: int) -> int:
        """``side``'s score as the score panel shows it now."""
        raise NotImplementedError

    def captures_of(self, card: int) -> list[Capture]:
        """Every way ``card`` can take at the table now (none: it can only be laid)."""
        raise NotImplementedError

    def lay(self, card: int) -> None:
        """Play ``card`` taking nothing."""
        raise NotImplementedError

    def take(self, card: int, capture: Capture) -> None:
        """Play ``card`` taking ``capture``."""
        raise NotImplementedError

    def ask(self, card: int, captures: list[Capture]) -> None:
        """Ask how ``card`` is to be played (the family's dialog): one of ``captures``, or
        laid; let go, it goes back into the hand."""
        raise NotImplementedError

    def hinted_cards(self) -> set[int]:
        """The cards the hint plays and takes, ringed."""
        hinted = self.aids.hinted_card
        return set() if hinted is None else {hinted}

    # -- the shared table's hooks ------------------------------------------------------------

    def view_zones(self) -> Zones:
        return view_zones(self.controller.game.view(viewer()))

    def deck_cards(self) -> range:
        """The cards whose faces are drawn ahead, at rest: every card of the deck (a family
        with fewer says which)."""
        return range(len(CARDS))

    def prepare_art(self) -> None:
        """Draw the cloth, the backs and the player's and the table's cards at this size now,
        so that the first frames of an animation do not have to; every face of the deck at
        rest."""
        app = self.app
        layout = self.layout_info
        app.background(layout.size)
        for width in (layout.card_width, layout.small_card_width):
            app.card_back(width)
        app.card_back(layout.small_card_width, sideways=True)
        game = self.controller.game
        if game.has_hand:
            view = game.view(viewer())
            for card in [*view.hand, *view.table]:
                app.card_face(card, layout.card_width, self.decoration)
        app.prepare_faces(self.deck_cards(), [layout.card_width], self.decoration)

    # -- what the hand means here ------------------------------------------------------------

    @property
    def dragging(self) -> bool:
        return self.drag is not None

    def layout(self, size: tuple[int, int]) -> None:
        if not self.director.busy:
            self.director.arrange()  # the sort setting may have changed
        super().layout(size)

    def play_human(self, move: M) -> None:
        super().play_human(move)
        self.focus = min(self.focus, max(0, len(self.board.hands[viewer()]) - 2))

    def choose(self, card: int) -> None:
        """Lay ``card`` when it can take nothing; else ask how."""
        captures = self.captures_of(card)
        if captures:
            self.ask(card, captures)
        else:
            self.lay(card)

    def captures_with(self, card: int, target: int) -> list[Capture]:
        """The ways ``card`` can take that take the table card ``target``."""
        return [capture for capture in self.captures_of(card) if target in capture]

    def table_card_at(self, pos: tuple[int, int]) -> int | None:
        return self.board.cards.card_at("table", pos, reach=4)

    def hovered(self, pos: tuple[int, int]) -> None:
        self.hover_table = self.table_card_at(pos)

    def place(self, card: int, pos: tuple[int, int]) -> None:
        """A click on a table card takes it; on free table, lays the chosen card."""
        target = self.table_card_at(pos)
        if target is not None:
            self._onto(card, target)
        elif self.layout_info.table_area.collidepoint(pos):
            self.lay(card)

    def drop(self, card: int, pos: tuple[int, int]) -> None:
        """Dropped on a table card: take it; on the table or above the hand: lay the card;
        anywhere else: take it back."""
        target = self.table_card_at(pos)
        if target is not None:
            self._onto(card, target)
        elif self.layout_info.table_area.collidepoint(pos) or self.above_hand(pos):
            self.lay(card)
        else:
            self._taken_back()

    def _onto(self, card: int, target: int) -> None:
        """``card`` let go on ``target``: it takes the one way it can take it, asks which
        when it can more ways, and is laid beside it when it cannot take it."""
        captures = self.captures_with(card, target)
        if len(captures) == 1:
            self.take(card, captures[0])
        elif captures:
            self.ask(card, captures)
        else:
            self.lay(card)

    def drop_text(self, card: int, pos: tuple[int, int]) -> str:
        """What dropping ``card`` at ``pos`` would do, in words (as :meth:`drop` does it)."""
        deck = self.app.settings.deck
        named = card_name(card, deck, in_sentence=True)
        target = self.table_card_at(pos)
        if target is not None:
            captures = self.captures_with(card, target)
            if len(captures) == 1:
                return _("Drop to take {cards}").format(
                    cards=card_names(captures[0], deck, in_sentence=True))
            if captures:
                return _("Drop to choose what {card} takes").format(card=named)
            return _("Drop to lay {card}").format(card=named)
        if self.layout_info.table_area.collidepoint(pos) or self.above_hand(pos):
            return _("Drop to lay {card}").format(card=named)
        return _("Drop here to take the card back")

    # -- the parts of the shared table's frame -------------------------------------------------

    def marker(self) -> Marker:
        """The table cards the chosen card can take outlined, those it would take with the
        card pointed at glowing (and a capture just made), the hint's card and takes."""
        active = self._active_card()
        targets: set[int] = set()
        hot: set[int] = set()
        if active is not None and self.accepting_input:
            captures = self.captures_of(active)
            targets = {c for capture in captures for c in capture}
            if self.hover_table is not None:
                hot = {c for capture in captures if self.hover_table in capture
                       for c in capture}
        glowing = self.board.glowing | hot
        hinted = self.hinted_cards()

        def marks(card: int, in_hand: bool) -> Marks:
            return Marks(outline=card in targets, glow=card in glowing,
                         active=in_hand and card == active, hinted=card in hinted)
        return marks

    def cloth_rect(self) -> pygame.Rect:
        """The table's frame: the table area and its margin."""
        layout = self.layout_info
        return layout.table_area.inflate(round(layout.unit * 3), round(layout.unit * 3))

    def banner_centre(self) -> tuple[int, int]:
        return self.layout_info.table_area.center

    def sheet_button_rect(self) -> pygame.Rect:
        """Under the score panel (the top right is the top seat's pile)."""
        score = self.score_panel_rect()
        u = self.unit
        return pygame.Rect(score.left, score.bottom + round(u * 1), round(u * AID_WIDTH),
                           round(u * AID_HEIGHT))

    def score_panel_rect(self) -> pygame.Rect:
        """The score panel, as drawn."""
        return self.panels.score_panel_rect()

    def draw_around(self, surface: pygame.Surface) -> None:
        """The labels by the deck and the piles, the seats, the score and the last play."""
        self.labels.draw(surface)
        self.panels.draw_seats(surface)
        self.panels.draw(surface)
        self.draw_last_plays(surface, self.layout_info.last_play_rect())

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        """A label that explains something, explained where the pointer rests on it."""
        self.labels.draw_tooltips(surface)

    def practice_tag_top(self) -> int:
        """Under the score sheet's button, under the score panel."""
        return self.sheet_button_rect().bottom + round(self.unit * 1)

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

    def draw_prompt(self, surface: pygame.Surface) -> None:
        text = self.prompt_text()
        if text is None:
            return
        layout = self.layout_info
        u = layout.unit
        left = round(layout.last_play_rect().right + u * 1.5)
        pile = layout.pile_rect(layout.own_side())
        band = pygame.Rect(left, round(self.cloth_rect().bottom + u * 0.2),
                           round(pile.left - u * 1.5) - left, round(u * 3.2))
        draw_prompt(surface, self.app.fonts, text, band, round(u * 2.3),
                    centre=layout.table_area.centerx)

    # -- the last play -------------------------------------------------------------------------

    def has_last(self) -> bool:
        return self.board.last_play is not None

    def last_plays(self) -> list[tuple[ShownPlay, str]]:
        """The last play with its words, and the last capture after it when that play only
        laid."""
        last = self.board.last_play
        if last is None:
            return []
        if last.seat == viewer():
            verb = _("You took") if last.taken else _("You laid")
        else:
            verb = (_("{name} took") if last.taken else _("{name} laid")).format(
                name=seat_name(last.seat))
        plays = [(last, verb)]
        if not last.taken and self.board.last_capture is not None:
            plays.append((self.board.last_capture, _("Last capture")))
        return plays

    def draw_last_plays(self, surface: pygame.Surface, rect: pygame.Rect, alpha: int = 190
                        ) -> None:
        draw_plays(surface, self.app.fonts, self.app, rect, self.last_plays(), self.unit,
                   alpha=alpha, decoration=self.decoration)

    def draw_last(self, surface: pygame.Surface) -> None:
        """The last play large, over the table."""
        area = self.cloth_rect()
        rect = pygame.Rect(0, 0, round(area.width * 0.8), round(area.height * 0.6))
        rect.center = area.center
        self.draw_last_plays(surface, rect, alpha=255)


class CaptureAidedTable(AidedTable[AnyGame], Protocol):
    """What a game of captures' aids need of its table."""

    @property
    def layout_info(self) -> CaptureLayout: ...
    @property
    def card_sprites(self) -> dict[int, CardSprite]: ...

    def layout(self, size: tuple[int, int]) -> None: ...
    def hinted_cards(self) -> set[int]: ...


T = TypeVar("T", bound=CaptureAidedTable)


class CaptureAids(TableAids[H, T]):
    """A game of captures' aids: the hint over the top of the table (or its foot, where the
    top would cover a card it names), the tracker in the column the layout keeps at the right
    of the table (narrowed while it is shown)."""

    def tracker_switched(self) -> None:
        self.table.layout(self.app.size)

    def tracker_area(self, lines: int) -> pygame.Rect | None:
        return self.table.layout_info.tracker_rect

    def draw(self, surface: pygame.Surface) -> None:
        """The hint, over the top of the table, and the tracker (the buttons are the
        table's)."""
        area = self.table.layout_info.table_area
        u = self.table.unit
        sprites = self.table.card_sprites
        named = [sprites[card].rect() for card in self.table.hinted_cards() if card in sprites]
        on_table = [rect.top for rect in named if area.contains(rect)]
        above: list[tuple[Literal["midtop", "midbottom"], tuple[int, int]]] = (
            [("midbottom", (area.centerx, min(on_table) - round(u * 0.6)))] if on_table else [])
        self.draw_hint(surface, area.width - round(u * 5), round(u * 2.3), "midtop",
                       (area.centerx, area.y + round(u * 1)),
                       elsewhere=[*above, ("midbottom", (area.centerx,
                                                         area.bottom - round(u)))],
                       clear_of=named, within=area,
                       beyond=[("midbottom", (area.centerx, area.y - round(u * 0.5)))])
        self.draw_tracker(surface)


def _takes_two_ways(game: AnyGame) -> bool:
    """The player to move holds a card that can take in two or more ways."""
    moves: Sequence[CaptureMove] = game.legal_moves()
    takes = [int(move.card) for move in moves if move.capture]
    return any(takes.count(card) >= 2 for card in takes)


def capture_staging(family_id: str) -> Callable[[Host, int], None]:
    """The ``--screenshot`` scene of a game of captures' family: a card that can take in two
    or more ways, chosen, the family's dialog asking how (in the family's first variant when
    the one chosen is another family's)."""
    def stage_capture(app: Host, seed: int) -> None:
        if family_of_rules(load_variant(app.settings.variant)).id != family_id:
            app.settings.variant = family(family_id).default_variant
        advance(app, seed, plays=5, stop=_takes_two_ways)
        settle(app)
        table = staged_table(app)
        assert isinstance(table, CaptureTableScene)
        for card in table.hand_cards():
            captures = table.captures_of(card)
            if len(captures) >= 2:
                table.selected = card
                table.ask(card, captures)
                break
    return stage_capture
