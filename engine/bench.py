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


#: The variants ``bench --analysis`` measures unless one is named: the issue's four.
ANALYSIS_VARIANTS = (("pagat", 4), ("bresciana", 2), ("ciapano", 4), ("traversone", 8))


def run_analysis_bench(seed: int = 1, variant: str | None = None, players: int | None = None,
                       hands: int = 3, worlds: int | None = None) -> dict[str, Any]:
    """Time the analysis of all of seat 0's plays in a hand, at the default depth, for each
    variant: ``hands`` hands played by Normal players from ``seed``, each analysed once."""
    import random
    import time

    from engine.ai.analyse import DEFAULT_WORLDS, analyse
    from engine.families import new_match
    from engine.match import play_match

    chosen: list[tuple[str, int | None]] = ([(variant, players)] if variant is not None
                                            else list(ANALYSIS_VARIANTS))
    rows = []
    for name, wanted in chosen:
        rules = load_variant(name)
        count = wanted if wanted is not None else rules.default_players
        rules.check_players(count)
        found = family_of_rules(rules)
        master = random.Random(seed)
        times: list[float] = []
        plays = 0
        for _ in range(hands):
            game = new_match(rules, count, seed=master.getrandbits(63))
            bots = [found.make_player("normal", master.getrandbits(63)) for _ in range(count)]
            play_match(game, bots, stop_after_hand=True)
            record = found.to_record(game)
            positions = found.analysis.positions(record, None, 0, 1)
            start = time.perf_counter()
            analyse(found.analysis, positions, worlds=worlds or DEFAULT_WORLDS, seed=seed)
            times.append(time.perf_counter() - start)
            plays += len(positions)
        rows.append({"variant": rules.id, "players": count, "hands": hands,
                     "plays": plays, "seconds_max": round(max(times), 2),
                     "seconds_mean": round(sum(times) / len(times), 2)})
    return {"analysis": rows, "worlds": worlds or DEFAULT_WORLDS, "seed": seed}
