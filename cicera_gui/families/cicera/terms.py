"""Cicera's terms in the player's language: its event points (names, glosses, banners),
its honours, and what each item of its scoring table means (tooltips)."""

from __future__ import annotations

from cicera_gui.words.card_names import card_name
from cicera_gui.words.i18n import N_, _
from cicera_gui.words.names import deck_family, suit_words
from engine.cicera.events import EventPoint
from engine.cicera.scoring import DIECI_DENARI, FANTE_COPPE, MATA

POINT_NAMES = {
    EventPoint.SCUA: N_("Scùa"),
    EventPoint.PICADA: N_("Picada"),
    EventPoint.SIMILI: N_("Simili"),
    EventPoint.QUADRIGLIA: N_("Quadriglia"),
    EventPoint.CINQUINA: N_("Cinquina"),
}

POINT_GLOSSES = {
    EventPoint.SCUA: N_("sweep: the table is empty"),
    EventPoint.PICADA: N_("snap: took the card just laid"),
    EventPoint.SIMILI: N_("all one suit"),
    EventPoint.QUADRIGLIA: N_("three or more taken"),
    EventPoint.CINQUINA: N_("four taken"),
}

#: What a banner over the table shouts when the point is made.
POINT_BANNERS = {
    EventPoint.SCUA: N_("Scùa!"),
    EventPoint.PICADA: N_("Picada!"),
    EventPoint.SIMILI: N_("Simili!"),
    EventPoint.QUADRIGLIA: N_("Quadriglia!"),
    EventPoint.CINQUINA: N_("Cinquina!"),
}

#: The honours that are single cards, by card number, as players name them.
HONOUR_NAMES: dict[int, str] = {MATA: N_("La Mata"), DIECI_DENARI: N_("Dieci di denari"),
                                FANTE_COPPE: N_("Fante di coppe")}


def point_name(point: EventPoint) -> str:
    return _(POINT_NAMES[point])


def point_short_name(point: EventPoint) -> str:
    """The term alone, without what a language adds in brackets ("Picada", not "Picada
    (picchiata)"): for tight places, where hovering explains it."""
    name = point_name(point)
    return name.split(" (")[0].split("（")[0] or name


def point_banner(point: EventPoint) -> str:
    return _(POINT_BANNERS[point])


#: What each item of the scoring table means, for tooltips (by record key).


TERM_HELP = {
    "cards": N_("Cards: 2 points to the side that took the most cards."),
    "spades": N_("{spades}: 1 point to the side that took the most {swords}."),
    "napula": N_("Napula: holding the ace, two and three of {swords} scores as many points as "
                 "the unbroken run of {swords} from the ace."),
    "mata": N_("La Mata: the {mata}, 1 point."),
    "dieci_denari": N_("Dieci di denari: the {dieci}, 1 point."),
    "fante_coppe": N_("Fante di coppe (Fant Cagnì): the {fante_card}, 1 point."),
    "scua": N_("Scùa: a capture that leaves the table empty, 1 point."),
    "picada": N_("Picada: taking by rank the very card the previous player just laid, 1 point."),
    "simili": N_("Simili: the played card and every card it takes are of one suit, 1 point."),
    "quadriglia": N_("Quadriglia: three or more cards taken at once, 1 point."),
    "cinquina": N_("Cinquina: four or more cards taken at once, 1 point more."),
}


#: The spade majority, named as the deck shows the suit.
SPADES_ROW = {"italian": N_("Swords"), "french": N_("Spades")}


def deck_terms(deck: str) -> dict[str, str]:
    """The words of Cicera's scoring that depend on the deck, from the one place that knows
    the deck and the language: the spade majority's name, the suit (``swords``, as the deck
    names it) and the honours' cards by name."""
    _coins, _cups, swords, _batons = suit_words(deck)
    return {"spades": _(SPADES_ROW[deck_family(deck)]), "swords": swords,
            "mata": card_name(int(MATA), deck), "dieci": card_name(int(DIECI_DENARI), deck),
            "fante_card": card_name(int(FANTE_COPPE), deck)}


def term_help(key: str, deck: str = "bresciane") -> str:
    """What the scoring item ``key`` means, its suit and cards named as ``deck`` shows them."""
    return _(TERM_HELP[key]).format(**deck_terms(deck))
