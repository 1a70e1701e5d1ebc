"""``python -m engine bench``: how fast a family's rules run, for the search AI's sake.

With no variant it measures Cicera (4-player ``pagat``), as it always has.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from engine.families import Family, default_variant, family_of_rules, load_variant
from engine.game import RuleSet


def run_bench(seconds: float = 3.0, seed: int = 1, variant: str | None = None,
              players: int | None = None) -> dict[str, Any]:
    """Measure the family of ``variant``: random complete hands per second, and its own figures."""
    rules = load_variant(variant or default_variant())
    count = players if players is not None else rules.default_players
    rules.check_players(count)
    return family_of_rules(rules).bench(rules, count, seconds, seed)


#: The variants ``bench --analysis`` measures unless one is named: the issue's four.
ANALYSIS_VARIANTS = (("pagat", 4), ("bresciana", 2), ("ciapano", 4), ("traversone", 8))


def normal_hands(chosen: Sequence[tuple[str, int | None]], seed: int, hands: int
                 ) -> Iterator[tuple[RuleSet, int, Family, list[dict[str, Any]]]]:
    """For each (variant, players) of ``chosen`` (None: the variant's default count): its
    rules, the count, its family and the records of ``hands`` first hands played by Normal
    players, from ``seed`` (the hands the analysis benches measure on)."""
    import random

    from engine.families import new_match
    from engine.match import play_match

    for name, wanted in chosen:
        rules = load_variant(name)
        count = wanted if wanted is not None else rules.default_players
        rules.check_players(count)
        found = family_of_rules(rules)
        master = random.Random(seed)
        records = []
        for _ in range(hands):
            game = new_match(rules, count, seed=master.getrandbits(63))
            bots = [found.make_player("normal", master.getrandbits(63)) for _ in range(count)]
            play_match(game, bots, stop_after_hand=True)
            records.append(found.to_record(game))
        yield rules, count, found, records


def run_analysis_bench(seed: int = 1, variant: str | None = None, players: int | None = None,
                       hands: int = 3, worlds: int | None = None, workers: int = 1
                       ) -> dict[str, Any]:
    """Time the analysis of all of seat 0's plays in a hand, at the default depth, for each
    variant: ``hands`` hands played by Normal players from ``seed``, each analysed once
    (by ``workers`` processes side by side)."""
    import time

    from engine.ai.analyse import DEFAULT_WORLDS, analyse

    chosen: list[tuple[str, int | None]] = ([(variant, players)] if variant is not None
                                            else list(ANALYSIS_VARIANTS))
    rows = []
    for rules, count, found, records in normal_hands(chosen, seed, hands):
        times: list[float] = []
        plays = 0
        for record in records:
            positions = found.analysis.positions(record, None, 0, 1)
            start = time.perf_counter()
            analyse(found.analysis, positions, worlds=worlds or DEFAULT_WORLDS, seed=seed,
                    workers=workers)
            times.append(time.perf_counter() - start)
            plays += len(positions)
        rows.append({"variant": rules.id, "players": count, "hands": hands,
                     "plays": plays, "seconds_max": round(max(times), 2),
                     "seconds_mean": round(sum(times) / len(times), 2)})
    return {"analysis": rows, "worlds": worlds or DEFAULT_WORLDS, "seed": seed,
            "workers": workers}


#: The variants ``bench --steadiness`` measures unless one is named: the issue's table.
STEADINESS_VARIANTS = (("pagat", 4), ("bresciana", 2), ("ciapano", 4))
#: How many times the default worlds the reference analysis takes.
REFERENCE_FACTOR = 10


def _share(count: int, total: int) -> float:
    return round(count / total, 3) if total else 0.0


def _interval(count: int, total: int) -> list[float]:
    """The 95% (Wilson) interval of a share of ``count`` in ``total``."""
    if not total:
        return [0.0, 1.0]
    z = 1.96
    share = count / total
    middle = (share + z * z / (2 * total)) / (1 + z * z / total)
    half = z * ((share * (1 - share) + z * z / (4 * total)) / total) ** 0.5 / (1 + z * z / total)
    return [round(max(0.0, middle - half), 3), round(min(1.0, middle + half), 3)]


def _verdict(rating: Any) -> tuple[str, Any]:
    """What the player is shown of a play: its class, and the better move (None when the
    play is as good as any the analysis can tell apart)."""
    return rating.verdict, rating.better


def run_steadiness_bench(seed: int = 1, variant: str | None = None, players: int | None = None,
                         hands: int = 6, reference: bool = True) -> dict[str, Any]:
    """Whether the analysis says the same under two seeds: ``hands`` hands played by Normal
    players from ``seed``, seat 0's decisions with two or more legal moves analysed at the
    default worlds with seeds 1 and 2 (and, with ``reference``, with ten times the worlds,
    seed 3, every position alike). For each variant: how often the class shown agrees, how
    often the better move shown agrees, how many plays are a mistake or blunder under one
    seed and best or good under the other, how often the better move agrees with the
    reference, and the time a hand's analysis took (the worst)."""
    import time

    from engine.ai.analyse import DEFAULT_WORLDS, analyse, legal_moves

    chosen: list[tuple[str, int | None]] = ([(variant, players)] if variant is not None
                                            else list(STEADINESS_VARIANTS))
    rows = []
    for rules, count, found, records in normal_hands(chosen, seed, hands):
        kit = found.analysis
        decisions = same_class = same_better = flips = same_reference = 0
        slowest = 0.0
        for record in records:
            positions = [p for p in kit.positions(record, None, 0, 1)
                         if len(legal_moves(kit, p.view)) >= 2]
            runs = []
            for analysis_seed in (1, 2):
                start = time.perf_counter()
                runs.append(analyse(kit, positions, worlds=DEFAULT_WORLDS, seed=analysis_seed))
                slowest = max(slowest, time.perf_counter() - start)
            if reference:
                runs.append(analyse(kit, positions, worlds=DEFAULT_WORLDS * REFERENCE_FACTOR,
                                    seed=3, sequential=False))
            for index in range(len(positions)):
                one, two = (_verdict(run[index]) for run in runs[:2])
                decisions += 1
                same_class += one[0] == two[0]
                same_better += one[1] == two[1]
                bad = {"mistake", "blunder"}
                fine = {"best", "good"}
                flips += (one[0] in bad and two[0] in fine) or (one[0] in fine and two[0] in bad)
                if reference:
                    same_reference += one[1] == _verdict(runs[2][index])[1]
        row: dict[str, Any] = {
            "variant": rules.id, "players": count, "hands": hands, "decisions": decisions,
            "class_same": _share(same_class, decisions),
            "class_same_ci95": _interval(same_class, decisions),
            "better_move_same": _share(same_better, decisions),
            "better_move_same_ci95": _interval(same_better, decisions),
            "flips": flips, "seconds_hand_max": round(slowest, 2)}
        if reference:
            row["better_move_same_as_reference"] = _share(same_reference, decisions)
            row["better_move_same_as_reference_ci95"] = _interval(same_reference, decisions)
        rows.append(row)
    return {"steadiness": rows, "worlds": DEFAULT_WORLDS, "seed": seed}


def run_coach_bench(seed: int = 1, variant: str | None = None, players: int | None = None,
                    hands: int = 3) -> dict[str, Any]:
    """What a coach at the player's side would cost and how steady it would be, today: for
    ``hands`` hands played by Normal players from ``seed``, each of seat 0's plays with two
    or more legal moves rated alone, as a coach answers just after the play (one process,
    the default worlds, seed 1), timed; and rated again with seed 2, to see whether the
    verdict shown (the class and the better move) is the same. Per variant (pagat,
    bresciana and ciapano unless one is named) and over all: the answers' p95 and worst in
    milliseconds, and the share of plays whose verdict is the same, with its 95% interval.
    """
    import time

    from engine.ai.analyse import DEFAULT_WORLDS, coach, legal_moves

    chosen: list[tuple[str, int | None]] = ([(variant, players)] if variant is not None
                                            else list(STEADINESS_VARIANTS))
    rows = []
    all_times: list[float] = []
    all_same = all_plays = 0
    for rules, count, found, records in normal_hands(chosen, seed, hands):
        kit = found.analysis
        times: list[float] = []
        same = 0
        for record in records:
            for position in kit.positions(record, None, 0, 1):
                if len(legal_moves(kit, position.view)) < 2:
                    continue
                start = time.perf_counter()
                first = coach(kit, position, seed=1)
                times.append(time.perf_counter() - start)
                second = coach(kit, position, seed=2)
                same += _verdict(first) == _verdict(second)
        rows.append({"variant": rules.id, "players": count, "hands": hands,
                     "plays": len(times), **_timing(times),
                     "verdict_same": _share(same, len(times)),
                     "verdict_same_ci95": _interval(same, len(times))})
        all_times += times
        all_same += same
        all_plays += len(times)
    return {**_timing(all_times), "verdict_same": _share(all_same, all_plays),
            "verdict_same_ci95": _interval(all_same, all_plays), "plays": all_plays,
            "variants": rows, "worlds": DEFAULT_WORLDS, "seed": seed, "processes": 1}


def _timing(seconds: Sequence[float]) -> dict[str, float]:
    """A coach's answers' times: the 95th percentile and the worst, in milliseconds."""
    if not seconds:
        return {"p95_ms": 0.0, "max_ms": 0.0}
    ordered = sorted(seconds)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return {"p95_ms": round(p95 * 1000, 1), "max_ms": round(ordered[-1] * 1000, 1)}
