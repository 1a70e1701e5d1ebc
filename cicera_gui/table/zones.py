"""What lies where on the table, as a family names it: its zones.

A family maps the seat's view to zones as a pure function (what the rules let the player
see: the own hand face up, the other hands as counts, the cards in the middle, the piles),
and its table says what it shows in the same terms once the animation has come to rest.
The two agree whenever the table is at rest: the conformance suite checks it over whole
matches of every variant.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

#: One zone's content: cards face up (a set where the order is the table's own, a tuple
#: where it is the game's: a trick in the order played), or how many cards lie face down.
ZoneContent = frozenset[int] | tuple[int, ...] | int
#: Every zone of a table by its name ("hand 0", "table", "pile 1" ...).
Zones = dict[str, ZoneContent]


def hand_zones(own_seat: int, own: Iterable[int], sizes: Sequence[int]) -> Zones:
    """The hands' zones: ``own_seat``'s cards face up, every other hand as its count."""
    found: Zones = {f"hand {own_seat}": frozenset(own)}
    for seat, size in enumerate(sizes):
        if seat != own_seat:
            found[f"hand {seat}"] = size
    return found
