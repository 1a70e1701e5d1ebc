"""What a way to take gains at Cicera, as the capture dialog (the kind's,
:mod:`cicera_gui.kinds.capture.dialog`) shows it beside the cards: its event points, the
honours and the swords it takes."""

from __future__ import annotations

from cicera_gui.families.cicera.terms import HONOUR_NAMES, point_name
from cicera_gui.kinds.capture.play import CaptureChoice
from cicera_gui.words.i18n import N_plural, _, ngettext
from cicera_gui.words.names import deck_family
from engine.cards import SUIT_OF, Suit

#: The swords a capture takes, towards the majority, named as the deck shows the suit.
SWORDS_TAKEN = {"italian": N_plural("{n} sword", "{n} swords"),
                "french": N_plural("{n} spade", "{n} spades")}


def option_gains(choice: CaptureChoice, deck: str) -> list[str]:
    """What an option gains, each as a label: its event points, the honours it takes (a
    point each) and the swords it takes towards their majority; none when it gains none of
    these (only cards)."""
    gains = []
    if choice.points:
        names = " + ".join(point_name(p) for p in choice.points)
        count = len(choice.points)
        gains.append(ngettext("{points}: {n} point", "{points}: {n} points", count).format(
            points=names, n=count))
    gains += [_(HONOUR_NAMES[card]) for card in choice.capture if card in HONOUR_NAMES]
    swords = sum(SUIT_OF[card] == Suit.SPADE for card in choice.capture)
    if swords:
        gains.append(ngettext(*SWORDS_TAKEN[deck_family(deck)], swords).format(n=swords))
    return gains
