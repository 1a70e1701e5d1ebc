"""Why the hinted card, in words: facts of the trick as the player's seat can see them (the
card stays under the trick's best, no higher card of the suit is still out, the points it
gives away or takes), never the hidden hands.

Reasons are kept as (source string, parameters) and translated when drawn, so a language
switch shows at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cicera_gui.families.ciapano.variant_text import points_text
from cicera_gui.words.card_names import card_name
from cicera_gui.words.i18n import N_, N_plural
from cicera_gui.words.names import suit_words
from cicera_gui.words.reasons import Reason, reason_lines
from engine.cards import SUIT_OF
from engine.ciapano.order import STRENGTH
from engine.ciapano.view import SeatView


@dataclass(frozen=True)
class TrickHint:
    """The card to play and why."""

    card: int
    reasons: tuple[Reason, ...]
    unit_size: int

    def lines(self, deck: str) -> list[str]:
        def words(key: str, value: object) -> str:
            """Ints named "card" or "best" are cards, "suit" a suit number, "points" card
            points in the variant's unit."""
            if key in ("card", "best") and isinstance(value, int):  # "best" in brackets
                return card_name(value, deck, in_sentence=key == "card")
            if key == "suit" and isinstance(value, int):
                return suit_words(deck)[value]
            if key == "points" and isinstance(value, int):
                return points_text(value, self.unit_size)
            return str(value)
        return reason_lines(self.reasons, deck, words)


def _best(trick: Sequence[int]) -> int:
    """The card winning the trick so far: the highest of the suit led."""
    led = SUIT_OF[int(trick[0])]
    return max((int(c) for c in trick if SUIT_OF[int(c)] == led), key=STRENGTH.__getitem__)


def _given_away(card: int, points: int) -> Reason:
    return (N_("{card} and its {points} go to whoever takes the trick"),
            {"card": card, "points": points})


def explain(view: SeatView, card: int) -> TrickHint:
    """Why ``card`` in the seat of ``view``: one or two facts of the trick."""
    values = view.rules.values
    unseen = [int(c) for c in view.unseen()]
    suit = SUIT_OF[card]
    higher_out = sum(1 for c in unseen if SUIT_OF[c] == suit and STRENGTH[c] > STRENGTH[card])
    to_play = len(view.seats) - len(view.trick) - 1  # players after this one
    reasons: list[Reason] = []
    if not view.trick:
        if higher_out == 0:
            reasons.append((N_("no higher card of {suit} is still out: this trick will be yours"),
                            {"suit": suit}))
        elif len(view.seats) == 2:  # one opponent: said so, never "another player"
            reasons.append((N_plural("{n} higher card of {suit} is still out, so your "
                                     "opponent may well take this trick",
                                     "{n} higher cards of {suit} are still out, so your "
                                     "opponent may well take this trick"),
                            {"n": higher_out, "suit": suit}))
        else:
            reasons.append((N_plural("{n} higher card of {suit} is still out, so another "
                                     "player may well take this trick",
                                     "{n} higher cards of {suit} are still out, so another "
                                     "player may well take this trick"),
                            {"n": higher_out, "suit": suit}))
    else:
        best = _best(view.trick)
        led = SUIT_OF[best]
        in_trick = sum(values[int(c)] for c in view.trick) + values[card]
        if suit != led:
            holds_led = any(SUIT_OF[int(c)] == led for c in view.hand)
            reasons.append((N_("you need not follow {suit} now: the trick cannot be yours")
                            if holds_led else
                            N_("you have no {suit}: the trick cannot be yours"), {"suit": led}))
            if values[card]:
                reasons.append(_given_away(card, values[card]))
        elif STRENGTH[card] < STRENGTH[best]:
            reasons.append((N_("it stays under the {best}: the trick cannot be yours"),
                            {"best": best}))
            if values[card]:
                reasons.append(_given_away(card, values[card]))
        elif to_play == 0 or higher_out == 0:
            reasons.append((N_("you play last and take the trick"), {}) if to_play == 0 else
                           (N_("no higher card of {suit} is still out: this trick will be yours"),
                            {"suit": suit}))
            if in_trick:
                reasons.append((N_("the trick holds {points} in card points"),
                                {"points": in_trick}))
        else:
            reasons.append((N_plural("it takes the lead, but {n} higher card of {suit} is "
                                     "still out",
                                     "it takes the lead, but {n} higher cards of {suit} are "
                                     "still out"), {"n": higher_out, "suit": suit}))
    if len(view.hand) == 1 and not view.talon:  # no more to draw: the hand's last trick
        if view.rules.scoring == "balance":
            reasons.append((N_("this is the last trick: whoever takes it writes the rest "
                               "of the {total}"), {"total": view.rules.total}))
        elif view.rules.last_trick_bonus:
            reasons.append((N_("this is the last trick: it counts {points} more"),
                            {"points": view.rules.last_trick_bonus}))
    return TrickHint(card, tuple(reasons), view.rules.unit_size)
