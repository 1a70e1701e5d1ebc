"""What the window calls the seats, the sides, the levels, the variants, the suits and the
figures, for every family (each family's own terms are in its plug-in)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from cicera_gui.words.i18n import N_, _

#: The player's seat at a table against the computer ("You"); the others are the computer's.
PLAYER_SEAT = 0
#: The computer opponents' names, by seat: Brescian first names.
OPPONENT_NAMES = {1: "Bepi", 2: "Gina", 3: "Toni", 4: "Pina", 5: "Tita", 6: "Nina", 7: "Berto"}
#: The first seat's name where another person sees it (a friend at this screen).
FIRST_SEAT_NAME = "Lina"


@dataclass(frozen=True)
class Seating:
    """Who looks at the table and what the seats are called: the seat drawn at the bottom
    and called "You" (the player against the computer; at one screen, the person whose
    turn it is; at a remote table, the seat this program plays), and the names the people
    at the table gave (the others keep their Brescian names)."""

    viewer: int = PLAYER_SEAT
    names: Mapping[int, str] = field(default_factory=lambda: MappingProxyType({}))

    def name(self, seat: int) -> str:
        """The seat's name as the others see it (never "You")."""
        given = self.names.get(seat)
        if given:
            return given
        return FIRST_SEAT_NAME if seat == PLAYER_SEAT else OPPONENT_NAMES.get(seat, f"#{seat}")


#: The seating of the table shown (one at a time: see :func:`use_seating`).
_SEATING = [Seating()]


def use_seating(seating: Seating) -> None:
    """Show the tables, their words and their reviews from ``seating`` from now on (a table
    scene sets its match's, a scene of a past match the one it was played in)."""
    _SEATING[0] = seating


def seating() -> Seating:
    return _SEATING[0]


def viewer() -> int:
    """The seat drawn at the bottom and called "You"."""
    return _SEATING[0].viewer

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
    N_("Scopa"),
    N_("Scopone classico"),
    N_("Scopone scientifico"),
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
    """"You" for the seat looking at the table, else the seat's name."""
    shown = _SEATING[0]
    return _("You") if seat == shown.viewer else shown.name(seat)


def side_name(side: int, players: int, partnerships: bool) -> str:
    """A side as the table calls it: "You & Gina", or "Bepi & Toni"; the seat's name when
    each plays for themself."""
    if partnerships:
        shown = _SEATING[0]
        first, second = side, side + 2  # partners sit opposite (seats 0 & 2, 1 & 3)
        if shown.viewer in (first, second):
            partner = second if shown.viewer == first else first
            return _("You & {partner}").format(partner=shown.name(partner))
        return _("{first} & {second}").format(first=shown.name(first),
                                              second=shown.name(second))
    return seat_name(side)


def hand_title(hand: int, deal: int | None) -> str:
    """A hand's heading: its number in the match and, when known, its deal's number (the
    same number deals the same cards again in New game)."""
    if deal is None:
        return _("Hand {n}").format(n=hand)
    return _("Hand {n} · deal {deal}").format(n=hand, deal=deal)
