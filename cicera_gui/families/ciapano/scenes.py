"""The Ciapanò family's dialogs: the Traversone cappotto choice, the hand summary and the
match end."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from cicera_gui.families.ciapano.calls import call_index, said_line
from cicera_gui.families.ciapano.explain import busca_note, mattazza_note
from cicera_gui.families.ciapano.rules_text import BUSCHE_HELP
from cicera_gui.families.ciapano.shown_hands import (
    hand_line,
    removed_line,
    rest_line,
)
from cicera_gui.families.ciapano.variant_text import points_text
from cicera_gui.look import boxes, theme
from cicera_gui.look.widgets import Button, Widget
from cicera_gui.play.match import HUMAN, MatchController
from cicera_gui.scenes.base import (
    unit,
)
from cicera_gui.scenes.dialog import TextDialog
from cicera_gui.scenes.hand_review import HandReview
from cicera_gui.scenes.hand_summary import HandSummaryScene
from cicera_gui.scenes.summary_table import SummaryRow, SummaryTable
from cicera_gui.table.line_panel import PanelLine, draw_line_panel
from cicera_gui.table.sprites import card_height
from cicera_gui.words.i18n import N_, _, and_list, join_list, ngettext
from cicera_gui.words.names import seat_name
from engine.ai.analyse import PlayRating
from engine.ciapano.events import HandScored, MatchWon, PlayerOut, Trick
from engine.ciapano.game import CiapanoGame, HandLog
from engine.ciapano.moves import GIVE, TAKE, Choice

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host

#: The review's list of every player's cards: its words' size, in units.
HANDS_TEXT = 2.3


def winners_note(winners: Sequence[int]) -> str:
    """Who won the match, in a whole sentence for each case: you alone, you with others
    (they are named after "with", where no verb agrees with them), others alone."""
    others = [seat_name(seat) for seat in winners if seat != HUMAN]
    if HUMAN in winners:
        if not others:
            return _("The match is over. You won.")
        return _("The match is over. You won, together with {names}.").format(
            names=and_list(others))
    return ngettext("The match is over. Winner: {names}.", "The match is over. Winners: {names}.",
                    len(others)).format(names=and_list(others))


def chosen(log: HandLog) -> bool:
    """Whether the hand ended with its cappotto's maker choosing."""
    return any(isinstance(play, Choice) for play in log.plays)


def cappotto_note(maker: int, total: int, forced: bool) -> str:
    """The summary's line on a cappotto; ``forced`` when its maker could only give."""
    if not forced:
        return (_("You made a cappotto.") if maker == HUMAN else
                _("{name} made a cappotto.").format(name=seat_name(maker)))
    if maker == HUMAN:
        return _("You made a cappotto: with a score under {total} you could only give, so "
                 "everyone else writes {total}.").format(total=total)
    return _("{name} made a cappotto: with a score under {total} they could only give, so "
             "everyone else writes {total}.").format(name=seat_name(maker), total=total)


class CappottoDialog(TextDialog):
    """The cappotto's maker chooses: take the total off their score, or give it to all."""

    def __init__(self, app: Host, controller: MatchController[CiapanoGame],
                 on_choice: Callable[[Choice], None]) -> None:
        super().__init__(app)
        self.controller = controller
        self.on_choice = on_choice
        game = controller.game
        self.total = game.rules.total
        self.after: dict[Choice, tuple[int, ...]] = {}
        for choice in game.choices():
            trial = game.clone()
            trial.apply(choice)
            self.after[choice] = tuple(trial.totals)

    def build(self) -> list[Widget]:
        total = self.total
        return [
            Button(_("Give everyone else {total}").format(total=total),
                   lambda: self._choose(GIVE), primary=True, translate=False),
            Button(_("Take {total} off your score").format(total=total),
                   lambda: self._choose(TAKE), enabled=TAKE in self.after, translate=False),
        ]

    def _choose(self, choice: Choice) -> None:
        self.app.stack.remove(self)
        self.on_choice(choice)

    def back(self) -> None:
        """Esc does not skip the choice."""

    def heading(self) -> str:
        return _("Cappotto")

    def paragraphs(self) -> list[str]:
        game = self.controller.game
        before = game.totals
        seats = game.seats_in()
        lines = [_("Every other player writes 0: a cappotto! Choose:")]
        give = self.after.get(GIVE)
        if give is not None:
            others = [f"{seat_name(s)} {before[s]} → {give[s]}" for s in seats if s != HUMAN]
            lines.append(_("Give: the others write {total} each ({standings}).").format(
                total=self.total, standings=join_list(others)))
        take = self.after.get(TAKE)
        if take is not None:  # asked only when taking is allowed (RULES.md, traversone)
            lines.append(_("Take: your score goes from {before} to {after}.").format(
                before=before[HUMAN], after=take[HUMAN]))
        return lines


class HandSummary(HandSummaryScene[CiapanoGame]):
    """After a hand: each seat's card points, what each writes, the totals; then the end."""

    def __init__(self, app: Host, controller: MatchController[CiapanoGame], scored: HandScored,
                 outs: Sequence[PlayerOut], won: MatchWon | None,
                 on_close: Callable[[], None]) -> None:
        super().__init__(app, controller, scored.hand, won, on_close)
        self.scored = scored
        self.outs = list(outs)
        self.won: MatchWon | None = won

    def note_help(self, note: str) -> str:
        """What the jargon of a note means, for a tooltip: Busca's busche ("" for none)."""
        game = self.controller.game
        if game.rules.scoring == "busche" and note == busca_note(game.log[-1].seats,
                                                                  self.scored.points):
            return _(BUSCHE_HELP)
        return ""

    def table(self) -> SummaryTable:
        """Each player's row (card points, what it writes, its total, its standing), in the
        colour of its standing."""
        game = self.controller.game
        rules = game.rules
        scored = self.scored
        out_now = {out.seat for out in self.outs}
        winners = set(self.won.winners) if self.won is not None else set()
        rows = []
        for seat in range(game.players):
            playing = seat in game.log[-1].seats
            written = scored.penalty[seat]
            cells = (
                points_text(scored.points[seat], rules.unit_size) if playing else "",
                (f"{written:+d}" if written else "0") if playing else "",
                f"{scored.totals[seat]} / {rules.target}",
                (_("Winner") if seat in winners else _("Out") if game.out[seat] else ""),
            )
            colour = theme.HIGHLIGHT if seat in winners else (
                theme.MUTED if game.out[seat] and seat not in out_now else theme.CREAM)
            rows.append(SummaryRow(seat_name(seat), cells, colour, name_colour=colour))
        heads: tuple[str, ...] = (_("Player"), _("Card points"), _("Writes"), _("Total"), "")
        if not any(row.cells[-1] for row in rows):  # nobody out, nobody won: no standing
            heads, rows = heads[:-1], [replace(row, cells=row.cells[:-1]) for row in rows]
        return SummaryTable(heads, tuple(rows))

    def notes(self) -> list[str]:
        """The last trick's balance, the cappotto, who went out, who won; and the cards the
        deal left over (the monte, the talon, the card put aside), now shown."""
        game = self.controller.game
        rules = game.rules
        scored = self.scored
        notes = []
        last = scored.last_trick
        if rules.scoring == "balance" and scored.cappotto is not None:
            notes.append(cappotto_note(scored.cappotto, rules.total,
                                       rules.cappotto == "choose" and not chosen(game.log[-1])))
        elif rules.scoring == "balance":
            others = sum(p for seat, p in enumerate(scored.penalty) if seat != last)
            text = (_("You took the last trick and write the rest: {total} – {others} = "
                      "{written}.") if last == HUMAN else
                    _("{name} took the last trick and writes the rest: {total} – {others}"
                      " = {written}."))
            notes.append(text.format(name=seat_name(last), total=rules.total, others=others,
                                     written=scored.penalty[last]))
        elif rules.scoring == "mattazza":
            log = game.log[-1]
            notes.append(mattazza_note(log.seats, scored.points,
                                       log.tricks_taken(game.players)))
        else:
            notes.append(busca_note(game.log[-1].seats, scored.points))
        for out in self.outs:
            text = (_("You reached {target} and are out.") if out.seat == HUMAN
                    else _("{name} reached {target} and is out."))
            notes.append(text.format(name=seat_name(out.seat), target=rules.target))
        if self.won is not None:
            notes.append(winners_note(self.won.winners))
        if rules.rest != "talon":  # the talon is long: its review lists it
            rest = rest_line(rules, game.log[scored.hand - 1], self.app.settings.deck)
            if rest:
                notes.append(rest)
        return notes


class TrickReview(HandReview[CiapanoGame, HandLog]):
    """A finished hand trick by trick: ←/→ step, Home/End jump, Esc goes back. The hand is
    over, so each trick shows every card as it was played, its taker marked; and All hands
    (A) shows what every player held before the trick, and the cards the deal left over."""

    show_all = False

    def last_index(self) -> int:
        return max(0, len(self.log.tricks) - 1)

    def play_before(self) -> int:
        """The trick shown starts with its first card: every trick before took one card of
        every player in the hand."""
        return self.index * len(self.log.seats) + 1

    def build(self) -> list[Widget]:
        widgets = super().build()
        widgets.insert(3, Button(N_("All hands (A)"), self.toggle_hands))
        return widgets

    def toggle_hands(self) -> None:
        self.show_all = not self.show_all

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_a:
            self.toggle_hands()
            return
        super().handle(event)

    def frame_state(self) -> object:
        return (self.show_all, super().frame_state())

    def hand_lines(self) -> list[str]:
        """Every player's cards before the trick shown, then the cards left over."""
        game = self.controller.game
        deck = self.app.settings.deck
        held = self.log.hands_before(game.rules, game.players, self.index)
        lines = [hand_line(seat, held[seat], deck) for seat in self.log.seats]
        extra = (rest_line(game.rules, self.log, deck),
                 removed_line(game.rules, len(self.log.seats), deck))
        return [*lines, *(line for line in extra if line)]

    def draw_hands(self, surface: pygame.Surface, top: float) -> None:
        """The hands in a panel of lines under the trick, down to the buttons."""
        size = surface.get_size()
        u = unit(size)
        width = round(min(size[0] * 0.9, u * 140))
        area = pygame.Rect(0, round(top), width, round(size[1] - u * 10 - top))
        area.centerx = size[0] // 2
        draw_line_panel(surface, self.app.fonts, area,
                        [PanelLine(line) for line in self.hand_lines()], u, kind="all hands",
                        text_size=HANDS_TEXT)

    def step_title(self) -> str:
        if not self.log.tricks:
            return _("the deal")
        return _("trick {n} of {total}").format(n=self.index + 1, total=len(self.log.tricks))

    def _trick(self) -> tuple[Trick, list[int]] | None:
        """The trick shown, and its players in the order they played."""
        if not self.log.tricks:
            return None
        trick = self.log.tricks[self.index]
        seats = self.log.seats
        return trick, [*seats[seats.index(trick.leader):], *seats][:len(trick.cards)]

    def step_line(self) -> tuple[str, PlayRating | None]:
        """Who took the trick and its card points; the class of the player's card."""
        shown = self._trick()
        if shown is None:
            return "", None
        trick, order = shown
        if trick.winner is None:
            return "", None
        rules = self.controller.game.rules
        points = sum(rules.values[int(card)] for card in trick.cards)
        said = (_("You took the trick: {points} in card points") if trick.winner == HUMAN
                else _("{name} took the trick: {points} in card points"))
        rating = (self.rating_of(self.play_before() + order.index(HUMAN))
                  if HUMAN in order else None)
        return said.format(name=seat_name(trick.winner),
                           points=points_text(points, rules.unit_size)), rating

    def draw_step(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The trick's cards side by side, whose each is under it, the taker's ringed; the
        calls said in it; and with All hands, every player's cards before it."""
        shown = self._trick()
        if shown is None:
            return
        trick, order = shown
        size = surface.get_size()
        u = unit(size)
        fonts = self.app.fonts
        count = len(trick.cards)
        gap = round(u * 2)
        tallest = size[1] * (0.12 if self.show_all else 0.2)
        width = round(min(tallest, (area.width - gap * (count - 1)) / count))
        left = area.centerx - (count * width + (count - 1) * gap) / 2
        top = area.y + u * (3 if self.show_all else 5)
        label = round(u * 2.3)
        for index, (seat, card) in enumerate(zip(order, trick.cards, strict=True)):
            rect = pygame.Rect(round(left + index * (width + gap)), round(top), width,
                               card_height(width))
            boxes.element("card", rect)
            surface.blit(self.app.card_face(int(card), width), rect)
            if seat == trick.winner:
                theme.ring_card(surface, rect, theme.HIGHLIGHT)
            theme.draw_text(surface, fonts, theme.elide(fonts, seat_name(seat), label, width),
                            (rect.centerx, rect.bottom + u * 1.5), label,
                            theme.GOLD if seat == trick.winner else theme.CREAM,
                            anchor="midtop")
        below = top + card_height(width) + u * 5.5
        said = said_line(call_index(self.controller).in_trick(self.hand_number, self.index,
                                                              len(self.log.seats)))
        if said and not self.show_all:  # the calls said during the trick (table talk)
            text_size = fonts.fit(said, round(u * 2.4), area.width)
            theme.draw_text(surface, fonts, said, (area.centerx, below), text_size, theme.GOLD,
                            anchor="midtop", shadow=True)
        if self.show_all:
            self.draw_hands(surface, below)
