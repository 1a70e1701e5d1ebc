"""Scopa's hints: the move the Hard opponent would make in the player's seat, and why, in
words: what it takes (the scopa, the settebello, coins, sevens) and what it leaves the next
player on the table. Only what the player's seat may know, and only what is true of the
position: a table whose cards add up to ten or less can be swept by one card of that value
(no single card of it lies there, or the table is that one card), one that adds up to more
cannot."""

from __future__ import annotations

from dataclasses import dataclass

from cicera_gui.words.card_names import card_name
from cicera_gui.words.i18n import N_, N_plural
from cicera_gui.words.reasons import Reason, reason_lines
from engine.cards import RANK_OF, SUIT_OF
from engine.kinds.capture.moves import Move
from engine.scopa.ai.values import sweepers
from engine.scopa.rules import VALUE
from engine.scopa.scoring import COINS, SETTEBELLO
from engine.scopa.view import SeatView

COINS_TAKEN = {"italian": N_plural("takes {n} coin", "takes {n} coins"),
               "french": N_plural("takes {n} diamond", "takes {n} diamonds")}
SEVENS_TAKEN = N_plural("takes {n} seven, the best card for the primiera",
                        "takes {n} sevens, the best cards for the primiera")


@dataclass(frozen=True)
class Hint:
    """A suggested move and the reasons for it."""

    move: Move
    reasons: tuple[Reason, ...]

    def lines(self, deck: str = "bresciane") -> list[str]:
        """The reasons in the current language, cards named as ``deck`` draws them."""
        return reason_lines(self.reasons, deck, lambda key, value: _words(key, value, deck))


def _words(key: str, value: object, deck: str) -> str:
    if key == "card" and isinstance(value, int):
        return card_name(value, deck, in_sentence=True)
    return str(value)


def explain(view: SeatView, move: Move) -> Hint:
    """Why ``move`` is good for the seat of ``view``: what it takes, then what it leaves."""
    reasons: list[Reason] = []
    taken = [int(card) for card in move.capture]
    table = [int(card) for card in view.table]
    left = [card for card in table if card not in taken]
    if taken:
        if not left and view.plays_left > 1:
            reasons.append((N_("sweeps the table: a scopa, 1 point"), {}))
        if SETTEBELLO in taken:
            reasons.append((N_("wins {card}, the settebello"), {"card": SETTEBELLO}))
        coins = sum(SUIT_OF[card] == COINS for card in taken)
        if coins:
            reasons.append((COINS_TAKEN, {"n": coins}))
        sevens = sum(RANK_OF[card] == RANK_OF[SETTEBELLO] for card in taken)
        if sevens:
            reasons.append((SEVENS_TAKEN, {"n": sevens}))
    else:
        reasons.append((N_("it can take nothing on this table"), {}))
        left.append(int(move.card))
    reasons += _leaves(view, left)
    return Hint(move, tuple(reasons))


def _leaves(view: SeatView, left: list[int]) -> list[Reason]:
    """What the table left to the next player says of a sweep (none at the hand's end)."""
    if view.plays_left <= 1:
        return []
    if not left:
        return [(N_("the next player finds an empty table and must lay a card"), {})]
    total = sum(VALUE[card] for card in left)
    if len(left) == 1:
        return [(N_("the card left is worth {n}: a card worth {n} would sweep the table"),
                 {"n": total})]
    if not sweepers(left):  # the rule the computer counts sweeps by
        return [(N_("the cards left add up to {n}: no single card can sweep them"),
                 {"n": total})]
    return [(N_("the cards left add up to {n}: any card worth {n} would sweep them"),
             {"n": total})]
