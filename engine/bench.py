"""``python -m engine bench``: how fast a family's rules run, for the search AI's sake.

With no variant it measures Cicera (4-player ``pagat``), as it always has.
"""

from __future__ import annotations

from typing import Any

from engine.families import default_variant, family_of_rules, load_variant


def run_bench(seconds: float = 3.0, seed: int = 1, variant: str | None = None,
              players: int | None = None) -> dict[str, Any]:
    """Measure the family of ``variant``: random complete hands per second, and its own figures."""
    rules = load_variant(variant or default_variant())
    count = players if players is not None else rules.default_players
    rules.check_players(count)
    return family_of_rules(rules).bench(rules, count, seconds, seed)
