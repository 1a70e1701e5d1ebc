"""What every capture game's rule set answers alike, from its player counts and deals: a
player count's deal, whether a count may play, and the sides (partners opposite where the
family's ``partnerships`` says so). A mixin of a family's frozen rule set."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from engine.kinds.capture.deal import DealPattern
from engine.variants.checks import check_player_count


class CaptureRuleParts:
    """A family's rule set gives ``id``, ``source``, ``players``, ``deals`` and
    ``partnerships(players)``; these follow from them."""

    __slots__ = ()
    id: str
    source: str
    players: tuple[int, ...]
    deals: Mapping[int, DealPattern]

    if TYPE_CHECKING:  # every family's rule set says it
        def partnerships(self, players: int) -> bool: ...

    def deal_for(self, players: int) -> DealPattern:
        self.check_players(players)
        return self.deals[players]

    def check_players(self, players: int) -> None:
        check_player_count(self.id, self.source, self.players, players)

    def sides(self, players: int) -> int:
        return 2 if self.partnerships(players) else players

    def side_of(self, seat: int, players: int) -> int:
        return seat % 2 if self.partnerships(players) else seat
