"""Scopa's rule set: the named parameters a variant YAML file may set, validated.

Played with the 40 cards (no 8, 9, 10): each card counts its value, A 1 … 7 7, F 8, C 9,
R 10. Two or three players each for themself, or four in two partnerships (partners
opposite). Engine code asks ``rules.napola`` or ``rules.deal_for(players)``, never which
variant it is.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from engine.bounds import MAX_DESCRIPTION_CHARS
from engine.cards import RANK_OF
from engine.game import MIN_SEATS
from engine.kinds.capture.deal import DEAL_KEY, DealPattern, read_deal_pattern
from engine.kinds.capture.rules import CaptureRuleParts
from engine.variants.checks import KeyChecker, common_keys
from engine.variants.loader import VariantSource, read_variant

#: The family's id, in variant files and records.
GAME = "scopa"
#: The variant the family offers first.
DEFAULT_VARIANT = "scopa"
DECK_SIZE = 40
MAX_PLAYERS = 4

#: VALUE[card]: what a card of the 40 counts, in a capture and a sum (0: not in the deck).
VALUE: tuple[int, ...] = tuple(
    (r + 1 if r < 7 else 0 if r < 10 else r - 2) for r in RANK_OF)

_KNOWN_KEYS = {
    **common_keys(GAME, MIN_SEATS, MAX_PLAYERS),
    "deal": DEAL_KEY,
    "target": "the points that end the match",
    "napola": "true or false: the ace, two and three of coins taken together score 3, and "
              "one more for each next coin in a row",
    "re_bello": "true or false: the king of coins scores 1",
    "redeal_kings": "true or false: a first table with three or four kings is dealt again",
}


@dataclass(frozen=True, slots=True)
class ScopaRules(CaptureRuleParts):
    """Every parameter of a Scopa variant. Build with :func:`load_rules`."""

    id: str
    name: str
    players: tuple[int, ...]
    default_players: int
    deals: Mapping[int, DealPattern]
    target: int
    napola: bool = False
    re_bello: bool = False
    redeal_kings: bool = True
    description: str = ""
    source: str = ""

    game = GAME

    @property
    def deck_size(self) -> int:
        return DECK_SIZE

    def partnerships(self, players: int) -> bool:
        """Four players play as two sides of partners (seats s and s + 2)."""
        return players == 4


def load_rules(name: str | Path, base_dir: Path | None = None) -> ScopaRules:
    """Load a variant by id or YAML file, validated."""
    return rules_from_source(read_variant(name, base_dir))


def rules_from_source(source: VariantSource) -> ScopaRules:
    check = KeyChecker(source, _KNOWN_KEYS)
    variant_id, players, default_players = check.identity(GAME, MIN_SEATS, MAX_PLAYERS)
    return ScopaRules(
        id=variant_id,
        name=check.text("name", default=variant_id),
        description=check.text("description", default="", longest=MAX_DESCRIPTION_CHARS,
                               lines=True),
        players=players,
        default_players=default_players,
        deals={count: read_deal_pattern(check, count, DECK_SIZE) for count in players},
        target=check.integer("target", required=True, low=1, high=10_000),
        napola=check.flag("napola", False),
        re_bello=check.flag("re_bello", False),
        redeal_kings=check.flag("redeal_kings", True),
        source=source.chain[0] if source.chain else variant_id,
    )
