"""A trick game on the shared table: what the player's hand means there, the same in every
such game.

Drag a card above your hand (to the trick), or click it twice, or click it and then the
trick, or 1–9 / ←/→ and Enter: it is played if the rules allow it, else refused with the
reason (:meth:`~cicera_gui.scenes.pointer.HandPointer.playable`). The prompt above your hand
says what to do, what the table announces, or the hint; the cards of the trick say whose they
are and the taker's is ringed; the last trick is shown while L is held. The zones and steps
are :mod:`cicera_gui.kinds.trick.play`'s, the layout :mod:`cicera_gui.kinds.trick.layout`'s.
"""

from __future__ import annotations

import math
from typing import Generic, Protocol

import pygame
from typing_extensions import TypeVar

from cicera_gui.kinds.trick import centre_trick as trick
from cicera_gui.kinds.trick.layout import TrickLayout
from cicera_gui.kinds.trick.play import TAKEN_SCALE, TrickDirector, TrickShown
from cicera_gui.look import theme
from cicera_gui.play.match import E, G_co, M
from cicera_gui.scenes.aids import AidedTable, Hinted, TableAids
from cicera_gui.scenes.table import TableScene
from cicera_gui.table.bubbles import draw_tags
from cicera_gui.table.corners import label_size
from cicera_gui.table.line_panel import panel_height
from cicera_gui.table.panels import SeatLine, draw_prompt, draw_seat_panel
from cicera_gui.table.zones import Zones
from cicera_gui.words.card_names import card_name
from cicera_gui.words.i18n import N_, _, ngettext
from cicera_gui.words.names import LEVEL_NAMES, seat_name, viewer
from engine.cards import CARDS, Card
from engine.game import AnyGame

#: The hint's panel's words, in units.
HINT_TEXT = 2.2
#: The most lines the tracker's corner is made tall for (a longer list comes closer).
TRACKER_ROWS = 13


#: What the family's table shows of a hand: the trick game's, and what is its own.
S = TypeVar("S", bound=TrickShown, default=TrickShown)


def _card_of(move: object) -> int | None:
    """The card a trick game's move plays (None: a move that plays none, a call)."""
    return int(move) if isinstance(move, Card) else None


class TrickTableScene(TableScene[G_co, M, E], Generic[G_co, M, E, S]):
    """The table of a trick game (its game ``G_co``, moves ``M`` and events ``E``; the hand
    as it shows it, ``S``)."""

    last_label = N_("Last trick (L)")
    layout_info: TrickLayout
    director: TrickDirector[E, S]

    @property
    def shown(self) -> S:
        return self.director.shown

    def make_layout(self, size: tuple[int, int]) -> TrickLayout:
        return TrickLayout(size, self.controller.game.players, self.card_scale, viewer())

    def shown_zones(self) -> Zones:
        return self.shown.zones()

    def announced(self) -> str:
        """What the table announces at the prompt's place for a moment ("" for nothing)."""
        return self.shown.banner

    def view_zones(self) -> Zones:
        return self.director.view_zones(self.controller.game.view(viewer()))

    def frame_state(self) -> object:
        return (super().frame_state(), self.announced(), self.shown.last is None,
                self.drag is not None and self.drag.moved and self.pointer)

    def deck_now(self) -> list[int]:
        """The cards of the deck the hand is played with (their faces are drawn ahead)."""
        return list(range(len(CARDS)))

    def prepare_art(self) -> None:
        """The backs a hand shows (your cards dealt face down, the trick's, a trick swept to
        its taker, the talon) and your cards' faces, drawn now; every face of the deck at
        rest."""
        layout = self.layout_info
        self.app.background(layout.size)
        for width in (layout.card_width, layout.trick.card_width,
                      round(layout.trick.card_width * TAKEN_SCALE), layout.pile_rect().width):
            self.app.card_back(width)
        for card in self.shown.hand:
            self.app.card_face(card, layout.card_width)
        self.app.prepare_faces(self.deck_now(), [layout.trick.card_width, layout.card_width])

    def playable(self) -> set[int] | None:
        """On your turn, the cards of your hand the rules allow."""
        if not self.accepting_input:
            return None
        return {int(move) for move in self.controller.game.legal_moves()
                if isinstance(move, Card)}

    # -- what a family's table fills in ------------------------------------------------------

    def play_card(self, card: int) -> None:
        """Play ``card`` (the rules allow it): the legal move that plays it."""
        moves: list[M] = list(self.controller.game.legal_moves())
        self.play_human(next(move for move in moves if _card_of(move) == card))

    def seat_out(self, seat: int) -> bool:
        """True once ``seat`` is out of the match (its panel dimmed)."""
        return False

    def seat_score(self, seat: int) -> str:
        """The last line of ``seat``'s panel: its score, in the family's words."""
        return ""

    def pile_label(self) -> str:
        """The words under the stack right of your hand: the talon or the cards the deal left
        over, and how many ("" while it is empty)."""
        return ""

    def draw_on_seat(self, surface: pygame.Surface, seat: int, panel: pygame.Rect) -> None:
        """What the seat said this hand (the talk's notes), as tags at the right end of its
        panel's score line, smaller until they fit beside the score."""
        notes = self.talk.notes(seat) if self.talk is not None else []
        if not notes:
            return
        fonts = self.app.fonts
        u = self.unit
        label = label_size(u)
        pad = round(u * 1.2)
        room = panel.right - pad - (panel.x + pad + fonts.width(self.seat_score(seat), label)
                                    + round(u))
        line_top = panel.y + pad * 0.6 + 2 * (panel.height - pad * 1.2) / 3
        draw_tags(surface, fonts, notes, panel.right - pad, round(line_top + label * 0.72), room,
                  round(label * 0.85), u)

    # -- what the hand means here ------------------------------------------------------------

    def choose(self, card: int) -> None:
        self.offer(card)

    def offer(self, card: int) -> None:
        """Play ``card`` if it may be played; else say why."""
        if self.allowed(card):
            self.play_card(card)
            self.focus = min(self.focus, max(0, len(self.shown.hand) - 1))

    def place(self, card: int, pos: tuple[int, int]) -> None:
        """A click on the trick plays the chosen card."""
        if self.layout_info.trick.area().collidepoint(pos):
            self.offer(card)

    def drop(self, card: int, pos: tuple[int, int]) -> None:
        """Dropped above the hand: play it, or (refused) take it back; else take it back."""
        if self.above_hand(pos):
            self.offer(card)
            if self.refused:
                self._taken_back()
        else:
            self._taken_back()

    def drop_text(self, card: int, pos: tuple[int, int]) -> str:
        """What letting the dragged ``card`` go at ``pos`` would do, in words."""
        if not self.above_hand(pos):
            return _("Drop here to take the card back")
        return _("Drop to play {card}").format(
            card=card_name(card, self.app.settings.deck, in_sentence=True))

    # -- the parts of the shared table's frame -------------------------------------------------

    def cloth_rect(self) -> pygame.Rect:
        """The cloth drawn round the trick: never narrower than it is tall (two players'
        trick, one card over the other, would make it a thin band)."""
        u = self.layout_info.unit
        cloth = self.layout_info.trick.area().inflate(round(u * 8), round(u * 6))
        if cloth.width < cloth.height:
            cloth.inflate_ip(cloth.height - cloth.width, 0)
        return cloth

    def draw_around(self, surface: pygame.Surface) -> None:
        """Whose each card of the trick is, and the taker's ringed; the seats' panels."""
        trick.draw_trick_marks(surface, self.app.fonts, self.app, self.layout_info.trick,
                               self.shown.trick, self.shown.winner, self.card_sprites)
        game = self.controller.game
        turn = None if self.busy or game.is_chance_node() else game.current_player()
        for seat in range(self.shown.players):
            self.draw_seat(surface, seat, seat == turn)
        self.draw_pile(surface)

    def draw_pile(self, surface: pygame.Surface) -> None:
        """What the stack right of your hand is and how many cards it holds, under it and
        clear of your hand (the cards are the card table's)."""
        text = self.pile_label()
        if not text:
            return
        layout = self.layout_info
        rect, u = layout.pile_rect(), layout.unit
        size = label_size(u)
        box = pygame.Rect((0, 0), (self.app.fonts.width(text, size), round(size * 1.3)))
        box.midtop = (rect.centerx, round(rect.bottom + u * 0.5))
        box.left = max(box.left, round(layout.hand_area().right + u))
        theme.draw_text(surface, self.app.fonts, text, box.topleft, size, theme.CREAM,
                        shadow=True)

    def seat_lines(self, seat: int) -> list[str]:
        """A seat's panel: its name and level; its cards and tricks (or out); its score."""
        name = seat_name(seat)
        level = self.controller.level_of(seat)
        first = name if seat == viewer() or level == "human" else _("{name} ({level})").format(
            name=name, level=_(LEVEL_NAMES.get(level, N_("Random"))))
        if self.seat_out(seat):
            second = _("Out")
        else:
            cards, tricks = self.shown.counts[seat], self.shown.tricks[seat]
            second = " · ".join((ngettext("{n} card", "{n} cards", cards).format(n=cards),
                                 ngettext("{n} trick", "{n} tricks", tricks).format(n=tricks)))
        return [first, second, self.seat_score(seat)]

    def draw_seat(self, surface: pygame.Surface, seat: int, to_move: bool) -> None:
        """A seat's panel: its lines, lit while it is to move, dimmed once it is out, the
        dealer's mark, and what the family draws on it."""
        layout = self.layout_info
        rect = layout.own_rect() if seat == viewer() else layout.seat_rect(seat)
        out = self.seat_out(seat)
        colours = [theme.GOLD, theme.MUTED if out else theme.CREAM, theme.CREAM]
        lines = [SeatLine(text, colour, bold=index == 0) for index, (text, colour) in
                 enumerate(zip(self.seat_lines(seat), colours, strict=True))]
        draw_seat_panel(surface, self.app.fonts, rect, lines, layout.unit,
                        label_size(layout.unit), to_move=to_move, out=out,
                        dealer=_("D") if seat == self.shown.dealer else "",
                        more=lambda: self.draw_on_seat(surface, seat, rect))

    def draw_prompt(self, surface: pygame.Surface) -> None:
        """What the table announces; the drop's words while a card is carried; on your
        turn, the hint or what to do."""
        layout = self.layout_info
        rect = layout.banner_rect()
        text, colour = self.announced(), theme.GOLD
        dropping = self.drop_prompt()
        if dropping is not None:
            text, colour = dropping, theme.CREAM
        elif not text and self.accepting_input:
            u = self.unit
            if self.aids.draw_hint(surface, rect.width - round(u * 3), round(u * HINT_TEXT),
                                   "midbottom", rect.midbottom):
                return
            colour = theme.CREAM
            text = (_("Your turn: drag a card to the trick") if self.selected is None
                    else _("Click the card again, or the trick, to play it"))
        if text:
            draw_prompt(surface, self.app.fonts, text, rect, round(layout.unit * 2.8), colour)

    # -- the last trick ------------------------------------------------------------------------

    def has_last(self) -> bool:
        return self.shown.last is not None

    def draw_last(self, surface: pygame.Surface) -> None:
        """The last trick over the cloth, and who took it where the prompt goes."""
        last = self.shown.last
        if last is None:
            return
        plays, taker = last
        words = (_("Last trick: you took it") if taker == viewer()
                 else _("Last trick: {name} took it").format(name=seat_name(taker)))
        trick.draw_last_trick(surface, self.app.fonts, self.app, self.layout_info.trick, plays,
                              taker, self.cloth_rect(), words, self.layout_info.banner_rect())


class TrickAidedTable(AidedTable[AnyGame], Protocol):
    """What a trick game's aids need of its table."""

    @property
    def layout_info(self) -> TrickLayout: ...


T = TypeVar("T", bound=TrickAidedTable)


class CardHint(Hinted, Protocol):
    """A trick game's hint: the card to play, and why."""

    @property
    def card(self) -> int: ...


CH = TypeVar("CH", bound=CardHint)


class TrickAids(TableAids[CH, T]):
    """A trick game's aids: the hint (a card) at the prompt's place (the table draws it),
    the tracker over the aid buttons in the bottom-right corner."""

    tracker_anchor = "bottom"

    @property
    def hinted_card(self) -> int | None:
        return self.hint.card if self.hint is not None else None

    def hint_heading(self, hint: CH) -> str:
        return _("Hint: play {card}").format(
            card=card_name(hint.card, self.app.settings.deck, in_sentence=True))

    def tracker_area(self, lines: int) -> pygame.Rect:
        """Over the aid buttons in the bottom-right corner, as high as ``lines`` lines need,
        never over the seat panels above nor the trick."""
        layout = self.table.layout_info
        u = layout.unit
        buttons = [rect for rect, *_rest in self.buttons()] + [
            self.table.last_button_rect()]
        bottom = min(rect.top for rect in buttons) - round(u * 1)
        width = round(min(layout.size[0] * 0.24, u * 40))
        left = buttons[0].right - width
        wanted = math.floor(bottom - panel_height(min(lines, TRACKER_ROWS), u))
        cloth = self.table.cloth_rect()  # never over the trick
        if cloth.bottom > wanted:
            left = max(left, cloth.right + round(u * 1))
        panels = [layout.seat_rect(seat) for seat in range(layout.players) if seat != viewer()]
        top = max([r.bottom + round(u * 1) for r in panels
                   if r.right > left and r.bottom < bottom] + [wanted])
        return pygame.Rect(left, top, buttons[0].right - left, max(0, bottom - top))
