"""What a way to take gains at Scopa, as the capture dialog (the kind's,
:mod:`cicera_gui.kinds.capture.dialog`) shows it beside the cards: a scopa, the
settebello, the coins towards denari and the sevens towards the primiera."""

from __future__ import annotations

from cicera_gui.families.scopa.terms import ITEM_NAMES, SCOPA
from cicera_gui.kinds.capture.play import CaptureChoice
from cicera_gui.words.i18n import N_plural, _, ngettext
from cicera_gui.words.names import deck_family
from engine.cards import RANK_OF, SUIT_OF
from engine.scopa.scoring import COINS, SETTEBELLO

#: The coins a capture takes, towards denari, named as the deck shows the suit.
COINS_TAKEN = {"italian": N_plural("{n} coin", "{n} coins"),
               "french": N_plural("{n} diamond", "{n} diamonds")}
SEVEN = 6  # the rank index of the sevens


def choice_gains(choice: CaptureChoice, deck: str) -> list[str]:
    """What a way to take gains, each as a label: the scopa, the settebello, the coins and
    the sevens it takes; none when it takes only cards."""
    taken = choice.capture
    gains = [_("{point}: 1 point").format(point=_(SCOPA))] if choice.points else []
    if SETTEBELLO in taken:
        gains.append(_(ITEM_NAMES["settebello"]))
    coins = sum(SUIT_OF[card] == COINS for card in taken)
    if coins:
        gains.append(ngettext(*COINS_TAKEN[deck_family(deck)], coins).format(n=coins))
    sevens = sum(RANK_OF[card] == SEVEN for card in taken)
    if sevens:
        gains.append(ngettext("{n} seven", "{n} sevens", sevens).format(n=sevens))
    return gains
