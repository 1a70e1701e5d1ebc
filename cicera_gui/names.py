"""What the table calls the seats, the sides and the event points."""

from __future__ import annotations

from cicera_gui.i18n import N_, _
from engine.cicera import EventPoint
from engine.cicera.scoring import DIECI_DENARI, FANTE_COPPE, MATA

#: The computer opponents' names, by seat: Brescian first names.
OPPONENT_NAMES = {1: "Bepi", 2: "Gina", 3: "Toni", 4: "Pina", 5: "Tita", 6: "Nina", 7: "Berto"}

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

LEVEL_NAMES = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard"),
               "random": N_("Random")}

#: The shipped variants' names, so that they are translated (a user's own stay as written).
VARIANT_NAMES = (
    N_("Cicera (Pagat)"),
    N_("Cicera (Pagat, six at a time)"),
    N_("Cicera bresciana"),
    N_("Cicera bresciana (corta)"),
)

#: Suits as the chosen deck names them: Italian suits, or the French suits of Rommé art.
SUIT_WORDS = {
    "italian": (N_("coins"), N_("cups"), N_("swords"), N_("batons")),
    "french": (N_("diamonds"), N_("hearts"), N_("spades"), N_("clubs")),
}
FIGURE_WORDS = {
    "italian": (N_("Fante"), N_("Cavallo"), N_("Re")),
    "french": (N_("Jack"), N_("Queen"), N_("King")),
}


def deck_family(deck: str) -> str:
    return "italian" if deck == "bresciane" else "french"


def suit_words(deck: str) -> tuple[str, ...]:
    """coins, cups, swords, batons — or diamonds, hearts, spades, clubs — translated."""
    return tuple(_(word) for word in SUIT_WORDS[deck_family(deck)])


def figure_words(deck: str) -> tuple[str, ...]:
    return tuple(_(word) for word in FIGURE_WORDS[deck_family(deck)])


def variant_name(name: str) -> str:
    return _(name)


def seat_name(seat: int) -> str:
    return _("You") if seat == 0 else OPPONENT_NAMES.get(seat, f"#{seat}")


def side_name(side: int, players: int, partnerships: bool) -> str:
    if partnerships:
        if side == 0:
            return _("You & {partner}").format(partner=OPPONENT_NAMES[2])
        return _("{first} & {second}").format(first=OPPONENT_NAMES[1], second=OPPONENT_NAMES[3])
    return seat_name(side)


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
    "spades": N_("Spades: 1 point to the side that took the most swords (spades)."),
    "napula": N_("Napula: holding the ace, two and three of swords scores as many points as the "
                 "unbroken run of swords from the ace."),
    "mata": N_("La Mata: the two of swords, 1 point."),
    "dieci_denari": N_("Dieci di denari: the ten of coins, 1 point."),
    "fante_coppe": N_("Fante di coppe: the jack of cups with his dog (Fant Cagnì), 1 point."),
    "scua": N_("Scùa: a capture that leaves the table empty, 1 point."),
    "picada": N_("Picada: taking by rank the very card the previous player just laid, 1 point."),
    "simili": N_("Simili: the played card and every card it takes are of one suit, 1 point."),
    "quadriglia": N_("Quadriglia: three or more cards taken at once, 1 point."),
    "cinquina": N_("Cinquina: four or more cards taken at once, 1 point more."),
}


def term_help(key: str) -> str:
    return _(TERM_HELP[key])
