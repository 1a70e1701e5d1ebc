"""A game of captures on the shared table: what the player's hand means there, the same in
every such game.

Drag a card onto a table card to take it (or onto free table, or anywhere above your hand,
to lay it); or click a card, then click what it should take; or the keyboard alone: Enter
plays the chosen card. A card that can take one way at the table card it is dropped on takes
at once; where it could take more ways, or is played without pointing at anything it could
take, the family's dialog asks how. The cards a chosen card can take are outlined, those it
would take with the card pointed at glow; the last play is shown in its panel, large while L
is held. The zones and steps are :mod:`cicera_gui.kinds.capture.play`'s, the layout
:mod:`cicera_gui.kinds.capture.layout`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Literal, Protocol, cast

import pygame
from typing_extensions import TypeVar

from cicera_gui.kinds.capture.labels import CaptureLabels
from cicera_gui.kinds.capture.last_play import ShownPlay, draw_plays
from cicera_gui.kinds.capture.layout import CaptureLayout
from cicera_gui.kinds.capture.panels import CapturePanels
from cicera_gui.kinds.capture.play import (
    AnyCaptureEvent,
    CaptureChoice,
    CaptureDirector,
    CaptureMove,
    CaptureShown,
    Gains,
    PointsMade,
    view_zones,
)
from cicera_gui.kinds.capture.words import move_text
from cicera_gui.play.match import G_co, M, MatchController
from cicera_gui.scenes.aids import AidedTable, Hinted, TableAids
from cicera_gui.scenes.registry import open_scene
from cicera_gui.scenes.staging import advance, settle, staged_table
from cicera_gui.scenes.table import Marker, TableScene
from cicera_gui.table.corners import AID_HEIGHT, AID_WIDTH
from cicera_gui.table.director import Banner
from cicera_gui.table.line_panel import PanelLine
from cicera_gui.table.panels import draw_prompt
from cicera_gui.table.sprites import CardSprite, Marks
from cicera_gui.table.zones import Zones
from cicera_gui.words.card_names import card_name, card_names
from cicera_gui.words.i18n import N_, _
from cicera_gui.words.names import seat_name, viewer
from engine.cards import deck
from engine.families import family, family_of_rules, load_variant
from engine.game import AnyGame
from engine.kinds.capture.events import HandScored, MatchWon
from engine.kinds.capture.options import capture_options

if TYPE_CHECKING:
    from cicera_gui.art.decoration import Decoration
    from cicera_gui.scenes.scene import Host

#: A way a card takes: the table cards it takes.
Capture = tuple[int, ...]


def _taken(move: object) -> Capture:
    """The table cards a capture move takes, as card numbers."""
    return tuple(int(card) for card in cast(CaptureMove, move).capture)


#: What the family's table shows of a hand: the game of captures', and what is its own.
S = TypeVar("S", bound=CaptureShown, default=CaptureShown)
#: The family's events: those of every game of captures.
E = TypeVar("E", bound=AnyCaptureEvent, default=AnyCaptureEvent)
#: The family's table as its parts (labels, banners) see it: a protocol the table satisfies.
T = TypeVar("T", default=Any)


class _Rules(Protocol):
    def partnerships(self, players: int) -> bool: ...


class _Sided(Protocol):
    """What the kind's table asks of a game of captures' match beyond the shared game's."""

    @property
    def rules(self) -> _Rules: ...
    @property
    def players(self) -> int: ...

    def side_of(self, seat: int) -> int: ...


@dataclass(frozen=True)
class CaptureWays:
    """How a family's card takes, to list a card's ways as players read them: its rank to
    match (``match_of``, by card), its value in a sum (``value_of``), and whether a card of
    the same value on the table is the only way (``single_first``). Which ways are legal is
    the engine's legal moves'."""

    match_of: Sequence[int]
    value_of: Sequence[int]
    single_first: bool = False


@dataclass(frozen=True)
class CaptureParts(Generic[S, T]):
    """What a family of captures hands its kind's table: the table is assembled from these,
    typed by the hand as shown (``S``) and the table as the family's parts see it (``T``,
    a protocol the table satisfies); the family's table class names them and nothing more.
    """

    #: The hand as the table shows it: (players, sides, the layout as it is now).
    board: Callable[[int, int, Callable[[], CaptureLayout]], S]
    #: How a card takes (the dialog lists the legal ways in this order).
    ways: CaptureWays
    #: The scene (by name) that sums up a hand: (controller, scored, won, on_close).
    summary: str
    #: The hint's move with its reasons, from the player's view.
    explain: Callable[[Any, Any], CaptureHint]
    #: What the tracker lists from the player's view, in the deck's words.
    tracker: Callable[[Any, str], list[PanelLine]]
    #: The event points a move would score now: (the match, the move).
    points_of: Callable[[Any, Any], tuple[Any, ...]]
    #: What a way to take gains in the capture dialog, and what it says of one that gains
    #: nothing the family names.
    gains: Gains
    #: The banner of a play's event points, at full strength.
    banner: Callable[[T, PointsMade], pygame.Surface]
    no_gains: str = N_("no event points")
    #: The family's words round the table (None: the kind's: the deck, the piles).
    labels: Callable[[T], CaptureLabels] | None = None
    #: The family's marks on its faces, over the program's art.
    decoration: Callable[[Host], Decoration] | None = None
    #: What the family draws ahead at each size (a banner's big words), beside the kind's.
    prepare: Callable[[T], None] | None = None
    #: How many cards the deck holds.
    deck_size: int = 52


class CaptureTableScene(TableScene[G_co, M, E], Generic[G_co, M, E, S]):
    """The table of a game of captures (its game ``G_co``, moves ``M`` and events ``E``; the
    hand as it shows it, ``S``), assembled from its family's :class:`CaptureParts`."""

    #: The family's parts (its table class names them).
    parts: CaptureParts[S, Any]
    last_label = N_("Last play (L)")
    layout_info: CaptureLayout
    board: S
    director: CaptureDirector[E, S]
    aids: CaptureAids
    #: The table card under the pointer.
    hover_table: int | None = None
    #: The words round the table (the family's, or the kind's), the seats' and the score's
    #: panels.
    labels: CaptureLabels
    panels: CapturePanels

    def __init__(self, app: Host, controller: MatchController[G_co, M, E], *,
                 deal_next: bool = True) -> None:
        parts = self.parts
        self.decoration = parts.decoration(app) if parts.decoration is not None else None
        self.labels = parts.labels(self) if parts.labels is not None else CaptureLabels(self)
        self.panels = CapturePanels(self)
        super().__init__(app, controller, deal_next=deal_next)

    # -- the table's parts -------------------------------------------------------------------

    def build(self, size: tuple[int, int]) -> None:
        app = self.app
        game = self.controller.game
        parts = self.parts
        self.board = parts.board(game.players, len(game.side_totals()), lambda: self.layout_info)
        self.director = CaptureDirector(
            self.board, speed=lambda: app.settings.animation_scale, sound=app.play_sound,
            on_hand_scored=self._hand_scored, human_side=self._side_of(viewer()),
            sort_hand=lambda: app.settings.sort_hand, deck_size=parts.deck_size)
        self.aids = CaptureAids(self, explain=parts.explain, tracker=parts.tracker)

    def _side_of(self, seat: int) -> int:
        return cast(_Sided, self.controller.game).side_of(seat)

    def seated(self) -> None:
        self.director.human_side = self._side_of(viewer())

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

    def _hand_scored(self, scored: HandScored[Any], won: MatchWon | None) -> None:
        open_scene(self.app, self.parts.summary, self.controller, scored, won,
                   self.hand_finished)

    def partnerships(self) -> bool:
        """True when the players play in partnerships (a side's pile and score are two
        players')."""
        game = cast(_Sided, self.controller.game)
        return game.rules.partnerships(game.players)

    def side_score(self, side: int) -> int:
        """``side``'s score as the score panel shows it now."""
        return self.board.score(side)

    def points_of(self, move: M) -> tuple[Any, ...]:
        """The family's event points ``move`` would score now."""
        return self.parts.points_of(self.controller.game, move)

    def choice_words(self, choice: CaptureChoice, deck: str) -> list[str]:
        """What a way to take gains, in the family's words, as the dialog shows it."""
        return self.parts.gains(choice, deck)

    def hinted_cards(self) -> set[int]:
        """The cards the hint plays and takes, ringed."""
        return self.aids.hinted_cards()

    def banner_picture(self, banner: Banner[PointsMade]) -> pygame.Surface:
        return self.parts.banner(self, banner.said)

    # -- the player's moves: the engine's legal moves -------------------------------------------

    def moves_of(self, card: int) -> list[M]:
        """The legal moves that play ``card`` now, in the engine's order."""
        moves = cast("list[M]", self.controller.game.legal_moves())
        return [move for move in moves if int(cast(CaptureMove, move).card) == card]

    def captures_of(self, card: int) -> list[Capture]:
        """Every way ``card`` can take at the table now (none: it can only be laid): the
        legal ones, listed as players read them (a single card, in table order, then sums;
        each way's cards as the family's rule finds them)."""
        legal = {tuple(sorted(capture)) for capture in map(_taken, self.moves_of(card))
                 if capture}
        if not legal:
            return []
        ways = self.parts.ways
        table = [int(c) for c in self.controller.game.view(viewer()).table]
        listed = [tuple(int(c) for c in option) for option in capture_options(
            card, table, ways.match_of, ways.value_of, ways.single_first)]
        found = [option for option in listed if tuple(sorted(option)) in legal]
        return found + sorted(legal - {tuple(sorted(option)) for option in found})

    def can_lay(self, card: int) -> bool:
        """Whether the rules let ``card`` be laid taking nothing now (at Scopa a card that
        can take must)."""
        return any(not _taken(move) for move in self.moves_of(card))

    def lay(self, card: int) -> None:
        """Play ``card`` taking nothing."""
        self.take(card, ())

    def take(self, card: int, capture: Capture) -> None:
        """Play ``card`` taking ``capture`` (the legal move that does)."""
        wanted = tuple(sorted(capture))
        self.play_human(next(move for move in self.moves_of(card)
                             if tuple(sorted(_taken(move))) == wanted))

    def choices_for(self, card: int, captures: list[Capture] | None = None
                    ) -> list[CaptureChoice]:
        """The ``captures`` of ``card`` (every one it can make now, by default), in their
        order, each with its cards in order and the event points it would score."""
        moves = {tuple(sorted(_taken(move))): move for move in self.moves_of(card)}
        ways = [tuple(sorted(capture)) for capture in (
            self.captures_of(card) if captures is None else captures)]
        return [CaptureChoice(card, way, self.points_of(moves[way])) for way in ways]

    def ask(self, card: int, captures: list[Capture]) -> None:
        """Ask how ``card`` is to be played (the kind's dialog, in the family's words): one
        of ``captures``, or laid where it may be; let go, it goes back into the hand."""
        open_scene(self.app, "capture_choice", card, self.choices_for(card, captures),
                   self._chosen, self._taken_back, gains=self.choice_words,
                   decoration=self.decoration, can_lay=self.can_lay(card),
                   no_gains=self.parts.no_gains)

    def _chosen(self, choice: CaptureChoice | None, card: int) -> None:
        self.take(card, choice.capture if choice else ())

    # -- the shared table's hooks ------------------------------------------------------------

    def view_zones(self) -> Zones:
        return view_zones(self.controller.game.view(viewer()))

    def deck_cards(self) -> Sequence[int]:
        """The cards whose faces are drawn ahead, at rest: every card of the deck."""
        return [int(card) for card in deck(self.parts.deck_size)]

    def prepare_art(self) -> None:
        """Draw the cloth, the backs and the player's and the table's cards at this size now,
        so that the first frames of an animation do not have to; every face of the deck at
        rest; and what the family draws ahead."""
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
        if self.parts.prepare is not None:
            self.parts.prepare(self)

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
        """Lay ``card`` when it can take nothing; take the one way it must take; else ask
        how."""
        captures = self.captures_of(card)
        if len(captures) == 1 and not self.can_lay(card):
            self.take(card, captures[0])
        elif captures:
            self.ask(card, captures)
        else:
            self.lay(card)

    def lay_or_choose(self, card: int) -> None:
        """``card`` let go on free table: laid where it may be, else taking as it must."""
        if self.can_lay(card):
            self.lay(card)
        else:
            self.choose(card)

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
            self.lay_or_choose(card)

    def drop(self, card: int, pos: tuple[int, int]) -> None:
        """Dropped on a table card: take it; on the table or above the hand: lay the card;
        anywhere else: take it back."""
        target = self.table_card_at(pos)
        if target is not None:
            self._onto(card, target)
        elif self.layout_info.table_area.collidepoint(pos) or self.above_hand(pos):
            self.lay_or_choose(card)
        else:
            self._taken_back()

    def _onto(self, card: int, target: int) -> None:
        """``card`` let go on ``target``: it takes the one way it can take it, asks which
        when it can more ways, and is laid beside it when it cannot take it (or takes as it
        must elsewhere)."""
        captures = self.captures_with(card, target)
        if len(captures) == 1:
            self.take(card, captures[0])
        elif captures:
            self.ask(card, captures)
        else:
            self.lay_or_choose(card)

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
        elif not (self.layout_info.table_area.collidepoint(pos) or self.above_hand(pos)):
            return _("Drop here to take the card back")
        if self.can_lay(card):
            return _("Drop to lay {card}").format(card=named)
        captures = self.captures_of(card)  # it must take: as it would on free table
        if len(captures) == 1:
            return _("Drop to take {cards}").format(
                cards=card_names(captures[0], deck, in_sentence=True))
        return _("Drop to choose what {card} takes").format(card=named)

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
            if not self.can_lay(self.selected):
                return _("Click a glowing card to take it: this card must take")
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


class CaptureHint(Hinted, Protocol):
    """A game of captures' hint: the move, and why (in the family's words)."""

    @property
    def move(self) -> CaptureMove: ...


class CaptureAids(TableAids[CaptureHint, CaptureAidedTable]):
    """A game of captures' aids: the hint over the top of the table (or its foot, where the
    top would cover a card it names), the tracker in the column the layout keeps at the right
    of the table (narrowed while it is shown). The hint's move rings its card and the cards
    it takes, and heads the hint in words; its reasons (``explain``) and the tracker's lines
    (``tracker``) are the family's, from the player's view."""

    def __init__(self, table: CaptureAidedTable, *,
                 explain: Callable[[Any, Any], CaptureHint],
                 tracker: Callable[[Any, str], list[PanelLine]]) -> None:
        super().__init__(table)
        self.explain = explain
        self.tracker = tracker

    def answered(self, move: Any) -> None:
        self.hint = self.explain(self.table.controller.game.view(viewer()), move)

    def tracker_lines(self) -> list[PanelLine]:
        return self.tracker(self.table.controller.game.view(viewer()), self.app.settings.deck)

    def failed(self, problem: Exception) -> None:
        """The worker died: ask again on a thread."""
        self.table.controller.thinker.fall_back(problem)
        self.ask()

    @property
    def hinted_card(self) -> int | None:
        return int(self.hint.move.card) if self.hint is not None else None

    def hinted_cards(self) -> set[int]:
        """The card the hint plays and the cards it takes (to highlight)."""
        if self.hint is None:
            return set()
        return {int(self.hint.move.card), *(int(c) for c in self.hint.move.capture)}

    def hint_heading(self, hint: CaptureHint) -> str:
        return _("Hint: {move}").format(move=move_text(hint.move, self.app.settings.deck))

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
        for tried in range(seed, seed + 100):  # the first deal from ``seed`` that has one
            advance(app, tried, plays=5, stop=_takes_two_ways)
            found = staged_table(app)
            if found is not None and _takes_two_ways(found.controller.game):
                break
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
