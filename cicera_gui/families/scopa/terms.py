"""Scopa's terms in the player's language: the scopa (its name, banner and gloss), the items
of a hand's score and what each means (tooltips), the settebello and the king of coins by
name."""

from __future__ import annotations

from cicera_gui.words.card_names import card_name
from cicera_gui.words.i18n import N_, _
from cicera_gui.words.names import deck_family, suit_words
from engine.scopa.scoring import RE_BELLO, SETTEBELLO

SCOPA = N_("Scopa")
SCOPA_BANNER = N_("Scopa!")
SCOPA_GLOSS = N_("sweep: the table is empty")

#: The items of a hand's score by record key, as players name them.
ITEM_NAMES = {
    "carte": N_("Carte"),
    "denari": N_("Denari"),
    "settebello": N_("Settebello"),
    "primiera": N_("Primiera"),
    "scope": N_("Scope"),
    "napola": N_("Napola"),
    "re_bello": N_("Re bello"),
}

#: What each item means, for tooltips and the rules.
ITEM_HELP = {
    "carte": N_("Carte: 1 point to the side that took the most cards (21 or more wins it "
                "outright)."),
    "denari": N_("{denari}: 1 point to the side that took the most {coins} (6 or more wins "
                 "it outright)."),
    "settebello": N_("Settebello: the {settebello}, 1 point."),
    "primiera": N_("Primiera: 1 point to the side whose best card of each suit adds up to "
                   "more: seven 21, six 18, ace 16, five 15, four 14, three 13, two 12, a "
                   "figure 10. A side without every suit cannot win it."),
    "scope": N_("Scope: each capture that sweeps the table, 1 point (never the hand's last "
                "play)."),
    "napola": N_("Napola: the ace, two and three of {coins} together, 3 points, and 1 more for "
                 "each next {coin} in a row."),
    "re_bello": N_("Re bello: the {re_bello}, 1 point."),
}

#: The coins' point, named as the deck shows the suit.
DENARI = {"italian": N_("Denari"), "french": N_("Diamonds")}

#: One card of the coins suit, as the deck names it (the Napola's "next coin").
ONE_COIN = {"italian": N_("coin"), "french": N_("diamond")}


def deck_terms(deck: str) -> dict[str, str]:
    """The words of Scopa's scoring that depend on the deck: the coins suit and the cards
    that score by name."""
    return {"coins": suit_words(deck)[0], "coin": _(ONE_COIN[deck_family(deck)]),
            "denari": _(DENARI[deck_family(deck)]),
            "settebello": card_name(SETTEBELLO, deck), "re_bello": card_name(RE_BELLO, deck)}


def item_name(key: str, deck: str = "bresciane") -> str:
    """The score item ``key`` as players name it (the coins' point as the deck names the
    suit)."""
    return deck_terms(deck)["denari"] if key == "denari" else _(ITEM_NAMES[key])


def item_help(key: str, deck: str = "bresciane") -> str:
    """What the score item ``key`` means, its suit and cards named as ``deck`` shows them."""
    return _(ITEM_HELP[key]).format(**deck_terms(deck))
