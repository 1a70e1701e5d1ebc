"""What the window calls the seats, the sides, the levels, the variants, the suits and the
figures, for every family (each family's own terms are in its plug-in)."""

from __future__ import annotations

from cicera_gui.words.i18n import N_, _

#: The player's seat at every table ("You"); the others are the computer's.
PLAYER_SEAT = 0
#: The computer opponents' names, by seat: Brescian first names.
OPPONENT_NAMES = {1: "Bepi", 2: "Gina", 3: "Toni", 4: "Pina", 5: "Tita", 6: "Nina", 7: "Berto"}

LEVEL_NAMES = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard"),
               "random": N_("Random")}

#: The shipped variants' names, so that they are translated (a user's own stay as written).
VARIANT_NAMES = (
    N_("Cicera (Pagat)"),
    N_("Cicera (Pagat, six at a time)"),
    N_("Cicera bresciana"),
    N_("Cicera bresciana (corta)"),
    N_("Ciapanò"),
    N_("Traversone"),
    N_("Kifameno"),
    N_("Mattazza"),
    N_("Busca"),
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


def variant_with_target(name: str, target: int) -> str:
    """A variant named with its chosen target ("Ciapanò · to 31"); its name alone when the
    target is not known (0)."""
    if not target:
        return variant_name(name)
    return _("{variant} · to {target}").format(variant=variant_name(name), target=target)


def seat_name(seat: int) -> str:
    return _("You") if seat == PLAYER_SEAT else OPPONENT_NAMES.get(seat, f"#{seat}")


def side_name(side: int, players: int, partnerships: bool) -> str:
    if partnerships:
        if side == 0:
            return _("You & {partner}").format(partner=OPPONENT_NAMES[2])
        return _("{first} & {second}").format(first=OPPONENT_NAMES[1], second=OPPONENT_NAMES[3])
    return seat_name(side)


def hand_title(hand: int, deal: int | None) -> str:
    """A hand's heading: its number in the match and, when known, its deal's number (the
    same number deals the same cards again in New game)."""
    if deal is None:
        return _("Hand {n}").format(n=hand)
    return _("Hand {n} · deal {deal}").format(n=hand, deal=deal)
