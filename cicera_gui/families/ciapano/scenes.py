"""The Ciapanò family's dialogs: the Traversone cappotto choice, the hand summary and the
match end."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from cicera_gui.families.ciapano.calls import call_index, said_line
from cicera_gui.families.ciapano.explain import busca_note, mattazza_note
from cicera_gui.families.ciapano.rules_text import BUSCHE_HELP
from cicera_gui.families.ciapano.shown_hands import removed_line, rest_line
from cicera_gui.families.ciapano.variant_text import points_text
from cicera_gui.kinds.trick.lines import hand_line
from cicera_gui.kinds.trick.play import PlayedTrick
from cicera_gui.kinds.trick.review import TrickGameReview
from cicera_gui.look import theme
from cicera_gui.look.widgets import Button, Widget
from cicera_gui.play.match import MatchController
from cicera_gui.scenes.dialog import TextDialog
from cicera_gui.scenes.hand_summary import HandSummaryScene, winners_note
from cicera_gui.scenes.summary_table import SummaryRow, SummaryTable
from cicera_gui.words.i18n import _, join_list
from cicera_gui.words.names import seat_name, viewer
from engine.ciapano.events import HandScored, MatchWon, PlayerOut
from engine.ciapano.game import CiapanoGame, HandLog
from engine.ciapano.moves import GIVE, TAKE, Choice
from engine.ciapano.order import TRICK_ORDER

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host



def cappotto_note(maker: int, total: int, forced: bool) -> str:
    """The summary's line on a cappotto; ``forced`` when its maker could only give."""
    if not forced:
        return (_("You made a cappotto.") if maker == viewer() else
                _("{name} made a cappotto.").format(name=seat_name(maker)))
    if maker == viewer():
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
            others = [f"{seat_name(s)} {before[s]} → {give[s]}" for s in seats if s != viewer()]
            lines.append(_("Give: the others write {total} each ({standings}).").format(
                total=self.total, standings=join_list(others)))
        take = self.after.get(TAKE)
        if take is not None:  # asked only when taking is allowed (RULES.md, traversone)
            lines.append(_("Take: your score goes from {before} to {after}.").format(
                before=before[viewer()], after=take[viewer()]))
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
        return super().note_help(note)

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
            chose = any(isinstance(play, Choice) for play in game.log[-1].plays)
            notes.append(cappotto_note(scored.cappotto, rules.total,
                                       rules.cappotto == "choose" and not chose))
        elif rules.scoring == "balance":
            others = sum(p for seat, p in enumerate(scored.penalty) if seat != last)
            text = (_("You took the last trick and write the rest: {total} – {others} = "
                      "{written}.") if last == viewer() else
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
            text = (_("You reached {target} and are out.") if out.seat == viewer()
                    else _("{name} reached {target} and is out."))
            notes.append(text.format(name=seat_name(out.seat), target=rules.target))
        if self.won is not None:
            notes.append(winners_note(self.won.winners))
        if rules.rest != "talon":  # the talon is long: its review lists it
            rest = rest_line(rules, game.log[scored.hand - 1], self.app.settings.deck)
            if rest:
                notes.append(rest)
        return notes


class TrickReview(TrickGameReview[CiapanoGame]):
    """A finished hand trick by trick; All hands (A) shows what every player held before the
    trick, and the cards the deal left over."""

    log: HandLog

    def trick_points(self, trick: PlayedTrick) -> str:
        rules = self.controller.game.rules
        return points_text(sum(rules.values[int(card)] for card in trick.cards),
                           rules.unit_size)

    def said_in(self, index: int) -> str:
        """The calls said during the trick (table talk)."""
        return said_line(call_index(self.controller).in_trick(self.hand_number, index,
                                                              len(self.log.seats)))

    def hand_lines(self) -> list[str]:
        """Every player's cards before the trick shown, then the cards left over."""
        game = self.controller.game
        deck = self.app.settings.deck
        held = self.log.hands_before(game.rules, game.players, self.index)
        lines = [hand_line(seat, held[seat], TRICK_ORDER, deck) for seat in self.log.seats]
        extra = (rest_line(game.rules, self.log, deck),
                 removed_line(game.rules, len(self.log.seats), deck))
        return [*lines, *(line for line in extra if line)]
