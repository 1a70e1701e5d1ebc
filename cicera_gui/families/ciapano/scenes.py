"""The Ciapanò family's dialogs: the Traversone cappotto choice, the hand summary and the
match end."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from cicera_gui.families.ciapano.calls import calls_in_trick, said_line
from cicera_gui.families.ciapano.explain import busca_note, mattazza_note, tricks_taken
from cicera_gui.families.ciapano.rules_text import BUSCHE_HELP
from cicera_gui.families.ciapano.shown_hands import (
    hand_line,
    hands_before,
    removed_line,
    rest_line,
)
from cicera_gui.look import boxes, theme
from cicera_gui.look.play_classes import CLASS_COLOURS, CLASS_WORDS, class_words
from cicera_gui.look.theme import elide
from cicera_gui.look.widgets import Button, Widget
from cicera_gui.play.match import HUMAN, MatchController
from cicera_gui.scenes.base import (
    MenuLikeScene,
    dim,
    unit,
)
from cicera_gui.scenes.dialog import TextDialog
from cicera_gui.scenes.hand_review import HandReview
from cicera_gui.scenes.hand_summary import HandSummaryScene
from cicera_gui.table.panels import dialog_frame
from cicera_gui.table.sprites import card_height
from cicera_gui.words.i18n import N_, _, and_list, join_list, ngettext
from cicera_gui.words.names import hand_title, seat_name
from engine.ciapano.events import HandScored, MatchWon, PlayerOut
from engine.ciapano.game import CiapanoGame, HandLog
from engine.ciapano.moves import GIVE, TAKE, Choice

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host

FRACTIONS = ("", "⅓", "⅔")


def written_points(points: int, unit_size: int) -> str:
    """Card points as players write them: ``1⅓``, ``⅔``, ``0``."""
    if unit_size != 3:
        return str(points)
    whole, third = divmod(points, 3)
    if whole and third:
        return f"{whole}{FRACTIONS[third]}"
    return FRACTIONS[third] if third else str(whole)


def _panel(size: tuple[int, int], width: float, height: float) -> pygame.Rect:
    rect = pygame.Rect(0, 0, round(min(size[0] * 0.94, width)),
                       round(min(size[1] * 0.96, height)))
    rect.center = (size[0] // 2, size[1] // 2)
    return rect


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
        self.ended = False

    def build(self) -> list[Widget]:
        return self.match_end_buttons() if self.ended else super().build()

    def match_over(self) -> None:
        """The match's end in the same dialog: its title and buttons change."""
        self.ended = True
        self.rebuild()

    def back(self) -> None:
        """Esc opens the game's menu over the table (at the match's end, the main menu);
        it never deals the next hand."""
        if self.ended:
            self.menu()
        else:
            super().back()

    def handle(self, event: pygame.event.Event) -> None:
        if self.ended and event.type != pygame.MOUSEMOTION:
            MenuLikeScene.handle(self, event)  # the table's menu button is the main menu's now
            return
        super().handle(event)

    def note_help(self, note: str) -> str:
        """What the jargon of a note means, for a tooltip: Busca's busche ("" for none)."""
        game = self.controller.game
        if game.rules.scoring == "busche" and note == busca_note(game.log[-1].seats,
                                                                  self.scored.points):
            return _(BUSCHE_HELP)
        return ""

    def rows(self) -> list[int]:
        game = self.controller.game
        return list(range(game.players))

    def box(self, size: tuple[int, int]) -> pygame.Rect:
        """As tall as its rows and every line of its notes need (at least the usual)."""
        u = unit(size)
        width = _panel(size, u * 130, 0).width
        lines = len(self.note_lines(size, width - round(u * 8)))
        needed = u * (27 + 4.2 * len(self.rows())) + lines * round(u * 2.4) * 1.35
        return _panel(size, u * 130, max(u * (36 + 4.2 * len(self.rows())), needed))

    def note_lines(self, size: tuple[int, int], width: int) -> list[str]:
        """The notes broken into the lines the dialog draws, ``width`` wide."""
        text = round(unit(size) * 2.4)
        return [piece for note in self.notes() for piece in self.app.fonts.wrap(note, text, width)]

    def cells(self) -> list[tuple[list[str], theme.Color]]:
        """Each player's row (name, card points, written, total, standing) and its colour."""
        game = self.controller.game
        rules = game.rules
        scored = self.scored
        out_now = {out.seat for out in self.outs}
        winners = set(self.won.winners) if self.won is not None else set()
        found = []
        for seat in self.rows():
            playing = seat in game.log[-1].seats
            written = scored.penalty[seat]
            cells = [
                seat_name(seat),
                written_points(scored.points[seat], rules.unit_size) if playing else "",
                (f"{written:+d}" if written else "0") if playing else "",
                f"{scored.totals[seat]} / {rules.target}",
                (_("Winner") if seat in winners else _("Out") if game.out[seat]
                 else ""),
            ]
            colour = theme.HIGHLIGHT if seat in winners else (
                theme.MUTED if game.out[seat] and seat not in out_now else theme.CREAM)
            found.append((cells, colour))
        return found

    def columns(self, heads: list[str], rows: list[list[str]], size: int, inner: int
                ) -> list[float]:
        """Where each column starts, from the left of ``inner`` pixels: each as wide as its
        widest text, the room left over shared out between them."""
        fonts = self.app.fonts
        gap = size
        widths = [max([fonts.width(heads[i], size, True), *(fonts.width(row[i], size)
                                                            for row in rows)])
                  for i in range(len(heads))]
        spare = max(0.0, inner - sum(widths) - gap * (len(widths) - 1))
        share = spare / max(1, len(widths) - 1)
        starts, x = [], 0.0
        for width in widths:
            starts.append(x)
            x += width + gap + share
        return starts

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
                                       tricks_taken(log, game.players)))
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
        par = self.par.line()  # from the start, while it is worked out: the dialog keeps
        if par:  # its size when the par comes in
            notes.append(par)
        return notes

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        u = unit(size)
        dim(surface, 150)
        box = self.box(size)
        dialog_frame(surface, box, u)
        fonts = self.app.fonts
        game = self.controller.game
        scored = self.scored
        with boxes.inside("summary", box):
            title = (_("Match over") if self.ended else
                     hand_title(scored.hand, game.log[scored.hand - 1].number))
            theme.draw_text(surface, fonts, title, (box.centerx, box.y + u * 2.2),
                            round(u * 4.5), theme.GOLD, bold="title", anchor="midtop")
            size_text = round(u * 2.4)
            inner = box.width - round(u * 8)
            heads = [_("Player"), _("Card points"), _("Writes"), _("Total"), ""]
            rows = self.cells()
            columns = self.columns(heads, [cells for cells, _colour in rows], size_text, inner)
            ends = [*columns[1:], float(inner)]
            y = box.y + u * 10
            for x, end, head in zip(columns, ends, heads, strict=True):
                if head:
                    theme.draw_text(surface, fonts, elide(fonts, head, size_text,
                                                          round(end - x), bold=True),
                                    (box.x + u * 4 + x, y), size_text, theme.GOLD,
                                    bold=True, group="summary head")
            y += u * 4.2
            for cells, colour in rows:
                for x, end, cell in zip(columns, ends, cells, strict=True):
                    if cell:
                        theme.draw_text(surface, fonts, elide(fonts, cell, size_text,
                                                              round(end - x)),
                                        (box.x + u * 4 + x, y), size_text, colour,
                                        group="summary rows")
                y += u * 4.2
            y += u * 1.5
            explained = ""  # the note under the pointer, when its jargon is explained
            for note in self.notes():
                helped = self.note_help(note)
                for piece in fonts.wrap(note, size_text, inner):
                    drawn = theme.draw_text(surface, fonts, piece, (box.x + u * 4, y),
                                            size_text, theme.CREAM, group="summary notes")
                    if helped and self.pointer is not None and drawn.collidepoint(self.pointer):
                        explained = helped
                    y += size_text * 1.35
            self.focus.draw(surface, fonts)
        if explained and self.pointer is not None:
            boxes.new_layer()  # the tooltip floats over the dialog
            theme.draw_tooltip(surface, fonts, explained, self.pointer, round(u * 2.2))


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
        held = hands_before(game.rules, game.players, self.log, self.index)
        lines = [hand_line(seat, held[seat], deck) for seat in self.log.seats]
        extra = (rest_line(game.rules, self.log, deck),
                 removed_line(game.rules, len(self.log.seats), deck))
        return [*lines, *(line for line in extra if line)]

    def draw_hands(self, surface: pygame.Surface, top: float) -> None:
        size = surface.get_size()
        u = unit(size)
        fonts = self.app.fonts
        width = round(min(size[0] * 0.9, u * 140))
        text = round(u * 2.3)
        lines = [piece for line in self.hand_lines()
                 for piece in fonts.wrap(line, text, width - round(u * 3))]
        bottom = size[1] - u * 10
        step = min(u * 3.2, (bottom - top - u * 1.5) / max(1, len(lines)))
        text = min(text, round(step / 1.3))
        box = pygame.Rect(0, 0, width, round(step * len(lines) + u * 1.5))
        box.midtop = (size[0] // 2, round(top))
        with boxes.inside("all hands", box):
            theme.panel(surface, box, alpha=225, radius=round(u * 1.2))
            y = box.y + u * 0.8
            for line in lines:
                shown = theme.elide(fonts, line, text, box.width - round(u * 3))
                theme.draw_text(surface, fonts, shown, (box.x + u * 1.5, y), text, theme.CREAM,
                                group="all hands")
                y += step

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(surface.get_size()), (0, 0))
        size = surface.get_size()
        u = unit(size)
        fonts = self.app.fonts
        tricks = self.log.tricks
        self.draw_title(surface, hand_title(self.hand_number, self.log.number), 0.08)
        if tricks:
            trick = tricks[self.index]
            seats = self.log.seats
            order = seats[seats.index(trick.leader):] + seats
            rules = self.controller.game.rules
            theme.draw_text(surface, fonts, _("Trick {n} of {total}").format(
                n=self.index + 1, total=len(tricks)), (size[0] / 2, size[1] * 0.2),
                round(u * 3), theme.CREAM, anchor="center", shadow=True)
            count = len(trick.cards)
            gap = round(u * 2)
            tallest = size[1] * (0.12 if self.show_all else 0.2)
            width = round(min(tallest, (size[0] * 0.9 - gap * (count - 1)) / count))
            height = card_height(width)
            left = size[0] / 2 - (count * width + (count - 1) * gap) / 2
            top = size[1] * (0.25 if self.show_all else 0.3)
            label = round(u * 2.3)
            for index, (seat, card) in enumerate(zip(order, trick.cards, strict=False)):
                rect = pygame.Rect(round(left + index * (width + gap)), round(top), width,
                                   height)
                boxes.element("card", rect)
                surface.blit(self.app.card_face(int(card), width), rect)
                if seat == trick.winner:
                    pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(8, 8), width=4,
                                     border_radius=max(4, width // 10))
                name = theme.elide(fonts, seat_name(seat), label, width)
                theme.draw_text(surface, fonts, name, (rect.centerx, rect.bottom + u * 1.5),
                                label, theme.GOLD if seat == trick.winner else theme.CREAM,
                                anchor="midtop")
                rating = (self.rating_of(self.play_before() + index) if seat == HUMAN
                          else None)
                if rating is not None:  # the player's card, once the hand is analysed
                    mark = class_words(rating)
                    if fonts.width(mark, label, True) > width + gap:
                        mark = _(CLASS_WORDS[rating.verdict])
                    theme.draw_text(surface, fonts, theme.elide(fonts, mark, label, width + gap,
                                                                bold=True),
                                    (rect.centerx, rect.bottom + u * 4.0), label,
                                    CLASS_COLOURS[rating.verdict], bold=True, anchor="midtop")
            if trick.winner is not None:
                points = sum(rules.values[int(card)] for card in trick.cards)
                said = (_("You took the trick: {points} in card points")
                        if trick.winner == HUMAN else
                        _("{name} took the trick: {points} in card points"))
                text = said.format(name=seat_name(trick.winner),
                                   points=written_points(points, rules.unit_size))
                theme.draw_text(surface, fonts, text,
                                (size[0] / 2, top + height + u * 7.6), round(u * 2.6),
                                theme.CREAM, anchor="midtop", shadow=True)
            said = said_line(calls_in_trick(self.controller, self.hand_number, self.index,
                                            len(seats)))
            if said and not self.show_all:  # the calls said during the trick (table talk)
                text_size = fonts.fit(said, round(u * 2.4), round(size[0] * 0.9))
                theme.draw_text(surface, fonts, said, (size[0] / 2, top + height + u * 11),
                                text_size, theme.GOLD, anchor="midtop", shadow=True)
            if self.show_all:
                self.draw_hands(surface, top + height + u * 11)
        self.focus.draw(surface, fonts)
