"""Cicera's rule set: the named parameters a variant YAML file may set, validated.

Engine code asks ``rules.cinquina`` or ``rules.deal_for(players)``, never which variant it is.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from engine.bounds import MAX_DESCRIPTION_CHARS, quote
from engine.game import MIN_SEATS
from engine.kinds.capture.deal import DEAL_KEY, DealPattern, read_deal_pattern
from engine.kinds.capture.rules import CaptureRuleParts
from engine.variants.checks import KeyChecker, common_keys, either
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
    **common_keys(GAME, MIN_PLAYERS, MAX_PLAYERS),
    "teams": "'partnerships' (four players, partners opposite) or 'none'",
    "deal": DEAL_KEY,
    "target": "the points that end the match",
    "cards_tie": either(CardsTie),
    "cinquina": "true or false",
    "napoleone": "true or false",
    "forced_points_void": "true or false",
    "napula_into_figures": "true or false",
}


@dataclass(frozen=True, slots=True)
class CiceraRules(CaptureRuleParts):
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

    def partnerships(self, players: int) -> bool:
        """True when the seats play as two sides of partners (seats s and s + 2)."""
        return players == 4 and self.teams == "partnerships"


def load_rules(name: str | Path, base_dir: Path | None = None) -> CiceraRules:
    """Load a shipped variant by id (``pagat``) or a YAML file, validated."""
    source = read_variant(name, base_dir)
    return rules_from_source(source)


def rules_from_source(source: VariantSource) -> CiceraRules:
    check = _Checker(source)
    game = source.values.get("game", GAME)
    if game != GAME:  # another family's variant, told as such before its keys
        check.fail("game", f"expected {GAME!r}, got {quote(game)}")
    check.check_known_keys()
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
        return read_deal_pattern(self, players, DECK_SIZE)
