"""Cicera's rule set: the named parameters a variant YAML file may set, validated.

Engine code asks ``rules.cinquina`` or ``rules.deal_for(players)``, never which variant it is.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from engine.bounds import MAX_DESCRIPTION_CHARS, quote
from engine.game import MIN_SEATS
from engine.variants.checks import KeyChecker, check_player_count, either
from engine.variants.loader import VariantSource, read_variant

DECK_SIZE = 52
MIN_PLAYERS = MIN_SEATS
#: The family's id, in variant files and records.
GAME = "cicera"
#: The variant the family offers first.
DEFAULT_VARIANT = "pagat"
MAX_PLAYERS = 4

CardsTie = Literal["nobody", "one_each"]
Teams = Literal["partnerships", "none"]

_KNOWN_KEYS = {
    "id": "the variant's id",
    "game": "'cicera'",
    "name": "a name shown to players",
    "description": "a text shown to players",
    "players": f"a list of player counts from {MIN_PLAYERS} to {MAX_PLAYERS}",
    "default_players": "one of the player counts",
    "teams": "'partnerships' (four players, partners opposite) or 'none'",
    "deal": "a mapping from player count to {first: [...], later: N}",
    "target": "the points that end the match",
    "cards_tie": either(CardsTie),
    "cinquina": "true or false",
    "napoleone": "true or false",
    "forced_points_void": "true or false",
    "napula_into_figures": "true or false",
}


@dataclass(frozen=True, slots=True)
class Packet:
    """One round of the deal: ``count`` cards to every hand, or ``count`` cards to the table."""

    to: Literal["hands", "table"]
    count: int


@dataclass(frozen=True, slots=True)
class DealPattern:
    """How one hand is dealt for one player count."""

    first: tuple[Packet, ...]
    later: int

    @property
    def hand_size(self) -> int:
        """Cards each player holds after the first deal."""
        return sum(p.count for p in self.first if p.to == "hands")

    @property
    def table_size(self) -> int:
        """Cards laid face up on the table by the first deal."""
        return sum(p.count for p in self.first if p.to == "table")

    def later_deals(self, players: int) -> int:
        """How many later deals follow the first within one hand."""
        rest = DECK_SIZE - self.hand_size * players - self.table_size
        return rest // (self.later * players) if self.later else 0


@dataclass(frozen=True, slots=True)
class CiceraRules:
    """Every parameter of a Cicera variant. Build with :func:`load_rules`."""

    id: str
    name: str
    players: tuple[int, ...]
    default_players: int
    deals: Mapping[int, DealPattern]
    target: int
    cards_tie: CardsTie = "nobody"
    teams: Teams = "partnerships"
    cinquina: bool = False
    napoleone: bool = False
    forced_points_void: bool = False
    napula_into_figures: bool = True
    description: str = ""
    source: str = ""

    game = "cicera"

    @property
    def deck_size(self) -> int:
        """Cicera is played with the whole 52-card deck."""
        return DECK_SIZE

    def deal_for(self, players: int) -> DealPattern:
        self.check_players(players)
        return self.deals[players]

    def check_players(self, players: int) -> None:
        check_player_count(self.id, self.source, self.players, players)

    def partnerships(self, players: int) -> bool:
        """True when the seats play as two sides of partners (seats s and s + 2)."""
        return players == 4 and self.teams == "partnerships"

    def sides(self, players: int) -> int:
        return 2 if self.partnerships(players) else players

    def side_of(self, seat: int, players: int) -> int:
        return seat % 2 if self.partnerships(players) else seat


def load_rules(name: str | Path, base_dir: Path | None = None) -> CiceraRules:
    """Load a shipped variant by id (``pagat``) or a YAML file, validated."""
    source = read_variant(name, base_dir)
    return rules_from_source(source)


def rules_from_source(source: VariantSource) -> CiceraRules:
    check = _Checker(source)
    check.check_known_keys()
    game = source.values.get("game", GAME)
    if game != GAME:
        check.fail("game", f"expected {GAME!r}, got {quote(game)}")
    variant_id = check.text("id", required=True, longest=255)  # at most a file name
    players = check.players()
    default_players = check.integer("default_players", default=players[0])
    if default_players not in players:
        check.fail("default_players", f"expected one of {list(players)}, got {default_players}")
    deals = {count: check.deal(count) for count in players}
    return CiceraRules(
        id=variant_id,
        name=check.text("name", default=variant_id),
        description=check.text("description", default="", longest=MAX_DESCRIPTION_CHARS,
                               lines=True),
        players=players,
        default_players=default_players,
        deals=deals,
        target=check.integer("target", required=True, low=1, high=10_000),
        cards_tie=check.choice("cards_tie", CardsTie, "nobody"),
        teams=check.choice("teams", Teams, "partnerships"),
        cinquina=check.flag("cinquina", False),
        napoleone=check.flag("napoleone", False),
        forced_points_void=check.flag("forced_points_void", False),
        napula_into_figures=check.flag("napula_into_figures", True),
        source=source.chain[0] if source.chain else variant_id,
    )


class _Checker(KeyChecker):
    """The shared typed reads, and the player counts and deals of a Cicera variant."""

    def __init__(self, source: VariantSource) -> None:
        super().__init__(source, _KNOWN_KEYS)

    def players(self) -> tuple[int, ...]:
        value = self.values.get("players")
        if value is None:
            self.fail("players", "missing; expected " + _KNOWN_KEYS["players"])
        if isinstance(value, int) and not isinstance(value, bool):
            value = [value]
        if not isinstance(value, list) or not value:
            self.fail("players",
                      f"expected a list of player counts such as [2, 4], got {quote(value)}")
        counts = [self.whole("players", v, MIN_PLAYERS, MAX_PLAYERS) for v in value]
        if len(set(counts)) != len(counts):
            self.fail("players", f"a player count is listed twice: {quote(counts)}")
        return tuple(sorted(counts))

    def deal(self, players: int) -> DealPattern:
        deal = self.values.get("deal")
        if not isinstance(deal, dict):
            self.fail("deal", "expected " + _KNOWN_KEYS["deal"] + f", got {quote(deal)}")
        entry = deal.get(players, deal.get(str(players)))
        key = f"deal.{players}"
        if not isinstance(entry, dict):
            self.fail(key, f"expected how {players} players are dealt: {{first: [...], later: N}}")
        extra = set(entry) - {"first", "later"}
        if extra:
            self.fail(f"{key}.{sorted(extra)[0]}", "unknown key; expected 'first' or 'later'")
        first = entry.get("first")
        if not isinstance(first, list) or not first:
            self.fail(f"{key}.first", "expected a list of packets such as [{hands: 4}, {table: 2}]")
        packets = tuple(self._packet(f"{key}.first", p) for p in first)
        later = self.whole(f"{key}.later", entry.get("later", 0), 0, DECK_SIZE)
        pattern = DealPattern(packets, later)
        if pattern.hand_size == 0:
            self.fail(f"{key}.first", "the first deal gives the players no cards")
        used = pattern.hand_size * players + pattern.table_size
        rest = DECK_SIZE - used
        if rest < 0:
            self.fail(f"{key}.first", f"deals {used} cards, but the deck has only {DECK_SIZE}")
        if rest == 0 and later:
            self.fail(f"{key}.later", "the first deal uses the whole deck; later must be 0")
        if rest and not later:
            self.fail(
                f"{key}.later",
                f"the first deal leaves {rest} of {DECK_SIZE} cards; later deals must use them",
            )
        if later and rest % (later * players):
            self.fail(
                f"{key}.later",
                f"later deals of {later} each to {players} players do not use the "
                f"{rest} cards left after the first deal",
            )
        return pattern

    def _packet(self, key: str, packet: Any) -> Packet:
        if isinstance(packet, dict) and len(packet) == 1:
            (to, count), = packet.items()
            if to in ("hands", "table"):
                return Packet(to, self.whole(key, count, 1, DECK_SIZE))
        self.fail(key, f"expected packets like {{hands: 4}} or {{table: 2}}, got {quote(packet)}")
