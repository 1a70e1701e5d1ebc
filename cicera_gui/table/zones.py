"""What lies where on the table, as a family names it: its zones.

A family maps the seat's view to zones as a pure function (what the rules let the player
see: the own hand face up, the other hands as counts, the cards in the middle, the piles),
and its table says what it shows in the same terms once the animation has come to rest.
The two agree whenever the table is at rest: the conformance suite checks it over whole
matches of every variant.
"""

from __future__ import annotations

#: One zone's content: cards face up (a set where the order is the table's own, a tuple
#: where it is the game's: a trick in the order played), or how many cards lie face down.
ZoneContent = frozenset[int] | tuple[int, ...] | int
#: Every zone of a table by its name ("hand 0", "table", "pile 1" ...).
Zones = dict[str, ZoneContent]
