"""``python -m engine tournament``: measure two computer levels against each other.

Duplicate hands, for any family: every deal (drawn from the seed) is played once per side,
level A on that side and level B on all the others, so the luck of the cards cancels out
(Cicera: twice, A on side 0 and then on side 1; Ciapanò: once with A in each seat). A's
points per hand against the mean of the other sides, counted so that positive means A did
better (fewer penalty points where lower is better), is averaged over the deals with a 95%
interval (normal approximation over deals). With ``--matches`` whole matches are played too,
each seed once per side assignment, and A's match win rate (A among the winners) is given
with its Wilson interval. Deals and seeds depend only on the seed
and the deal's number, so the results do not depend on the number of worker processes.
"""

from __future__ import annotations

import math
import random
import sys
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from typing import Any

from engine.bounds import quote
from engine.families import family_of_rules, load_variant, new_match
from engine.game import AnyGame, RuleSet, better
from engine.match import play_match
from engine.players import Player
from engine.workers import command_pool

Z95 = 1.959964


@dataclass(frozen=True)
class Settings:
    """One tournament: which levels, which variant, how many deals and matches."""

    variant: str
    players: int
    a: str
    b: str
    hands: int
    seed: int
    matches: int = 0
    workers: int = 1
    budget_ms: float | None = None
    iterations: int | None = None
    #: B's sampled worlds per move, when B is to search with other worlds than A (Hard
    #: against Hard with four times the worlds: the headroom a deeper search would have).
    b_iterations: int | None = None


@dataclass
class Outcome:
    """What one deal pair (or one pair of matches) produced, with its think times."""

    value: float
    think: dict[str, list[float]] = field(default_factory=dict)
    #: A's points in a hand, and B's (the mean of the other sides'), over the deal's plays
    a_points: float = 0.0
    b_points: float = 0.0


def _seed(settings: Settings, kind: str, index: int) -> int:
    """A seed for deal or match ``index``, independent of the worker that plays it."""
    return random.Random(f"{settings.seed}:{kind}:{index}").getrandbits(63)


def _players(settings: Settings, game: AnyGame, levels: list[str], seed: int
             ) -> list[Player]:
    family = family_of_rules(game.rules)
    rng = random.Random(seed)
    bots: list[Player] = []
    for label in levels:
        bot_seed = rng.getrandbits(63)
        level, _, worlds = label.partition("@")
        iterations = int(worlds) if worlds else settings.iterations
        if level == "seer":
            bots.append(family.make_seer(lambda: game, bot_seed, budget_ms=settings.budget_ms,
                                         iterations=iterations))
        else:
            bots.append(family.make_player(level, bot_seed, budget_ms=settings.budget_ms,
                                           iterations=iterations))
    return bots


def b_label(settings: Settings) -> str:
    """B as the report names it: "hard@240" when B draws its own number of worlds."""
    return f"{settings.b}@{settings.b_iterations}" if settings.b_iterations else settings.b


def _seat_levels(settings: Settings, game: AnyGame, a_side: int) -> list[str]:
    """The level of every seat: A on side ``a_side`` (seats 0 and 2 with partners)."""
    return [settings.a if game.side_of(seat) == a_side else b_label(settings)
            for seat in range(settings.players)]


def _play(game: AnyGame, bots: list[Player], levels: list[str],
          think: dict[str, list[float]], whole_match: bool) -> None:
    """Play the hand in play (or the whole match) of ``game``, timing every choice."""

    def timed(seat: int, ms: float) -> None:
        think.setdefault(levels[seat], []).append(ms)

    play_match(game, bots, stop_after_hand=not whole_match, on_think=timed)


def play_deal(settings: Settings, index: int) -> Outcome:
    """Deal ``index`` played once per side, A on that side: A's mean advantage per hand."""
    rules = load_variant(settings.variant)
    seed = _seed(settings, "deal", index)
    think: dict[str, list[float]] = {}
    diffs, mine, theirs = [], [], []
    sides = new_match(rules, settings.players).sides
    for a_side in range(sides):
        game = new_match(rules, settings.players, seed=seed)
        game.deal_hand()
        levels = _seat_levels(settings, game, a_side)
        _play(game, _players(settings, game, levels, seed + a_side), levels, think, False)
        points = game.last_hand_points()
        assert points is not None
        others = [p for side, p in enumerate(points) if side != a_side]
        mine.append(points[a_side])
        theirs.append(sum(others) / len(others))
        diffs.append(better(mine[-1], theirs[-1], game.lower_is_better))
    return Outcome(sum(diffs) / sides, think, sum(mine) / sides, sum(theirs) / sides)


def play_matches(settings: Settings, index: int) -> Outcome:
    """Match ``index`` played once per side, A on that side: A's share of wins (0 to 1)."""
    rules = load_variant(settings.variant)
    seed = _seed(settings, "match", index)
    think: dict[str, list[float]] = {}
    wins = 0
    sides = new_match(rules, settings.players).sides
    for a_side in range(sides):
        game = new_match(rules, settings.players, seed=seed)
        levels = _seat_levels(settings, game, a_side)
        _play(game, _players(settings, game, levels, seed + a_side), levels, think, True)
        outcome = game.outcome()
        assert outcome is not None
        wins += any(game.side_of(seat) == a_side for seat in outcome.winners)
    return Outcome(wins / sides, think)


def _run(job: tuple[str, Settings, int]) -> Outcome:
    kind, settings, index = job
    return play_deal(settings, index) if kind == "deal" else play_matches(settings, index)


def _outcomes(settings: Settings, kind: str, count: int) -> Iterator[Outcome]:
    jobs = [(kind, settings, index) for index in range(count)]
    if settings.workers <= 1:
        yield from map(_run, jobs)
        return
    with command_pool(settings.workers) as pool:  # a worker lost: WorkerLost
        yield from pool.map(_run, jobs)


def mean_interval(values: list[float]) -> tuple[float, float, float]:
    """The mean and its 95% interval (normal approximation)."""
    count = len(values)
    if not count:
        return 0.0, 0.0, 0.0
    mean = sum(values) / count
    if count < 2:
        return mean, mean, mean
    variance = sum((v - mean) ** 2 for v in values) / (count - 1)
    half = Z95 * math.sqrt(variance / count)
    return mean, mean - half, mean + half


def wilson(successes: float, trials: int) -> tuple[float, float]:
    """The Wilson 95% interval of a proportion."""
    if not trials:
        return 0.0, 1.0
    p = successes / trials
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = Z95 * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    return max(0.0, centre - half), min(1.0, centre + half)


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, math.ceil(fraction * len(ordered)) - 1)]


def _collect(outcomes: Iterator[Outcome], think: dict[str, list[float]], count: int,
             label: str, progress: Callable[[str], None] | None,
             points: list[tuple[float, float]] | None = None) -> list[float]:
    values = []
    for number, outcome in enumerate(outcomes, start=1):
        values.append(outcome.value)
        if points is not None:
            points.append((outcome.a_points, outcome.b_points))
        for level, times in outcome.think.items():
            think.setdefault(level, []).extend(times)
        if progress is not None and (number % max(1, count // 20) == 0 or number == count):
            mean, low, high = mean_interval(values)
            progress(f"{label} {number}/{count}: {mean:+.3f} [{low:+.3f}, {high:+.3f}]")
    return values


def check(settings: Settings, rules: RuleSet) -> None:
    """Raise ValueError when the tournament cannot be played as asked."""
    rules.check_players(settings.players)
    levels = family_of_rules(rules).all_levels
    for level in (settings.a, settings.b):
        if level not in levels:
            raise ValueError(f"unknown level {quote(level)}; choose one of {', '.join(levels)}")
    if settings.hands < 0 or settings.matches < 0:
        raise ValueError("the numbers of hands and matches cannot be negative")


def run_tournament(settings: Settings, progress: Callable[[str], None] | None = None
                   ) -> dict[str, Any]:
    """Play the tournament; the summary as a JSON-ready dict."""
    rules = load_variant(settings.variant)
    check(settings, rules)
    sides = new_match(rules, settings.players).sides
    think: dict[str, list[float]] = {}
    points: list[tuple[float, float]] = []
    diffs = _collect(_outcomes(settings, "deal", settings.hands), think, settings.hands,
                     "deals", progress, points)
    mean, low, high = mean_interval(diffs)
    summary: dict[str, Any] = asdict(settings)
    summary.update(
        deals=len(diffs),
        games=sides * len(diffs),
        diff_per_hand=round(mean, 4),
        ci95=[round(low, 4), round(high, 4)],
        # what each wrote (or scored) in a hand: the scale the difference is measured on
        a_points_per_hand=round(sum(a for a, _b in points) / len(points), 4) if points else 0.0,
        b_points_per_hand=round(sum(b for _a, b in points) / len(points), 4) if points else 0.0,
    )
    if settings.matches:
        wins = _collect(_outcomes(settings, "match", settings.matches), think,
                        settings.matches, "matches", progress)
        trials = sides * len(wins)
        won = sides * sum(wins)
        w_low, w_high = wilson(won, trials)
        summary.update(
            match_games=trials,
            match_win_rate=round(won / trials, 4) if trials else 0.0,
            match_ci95=[round(w_low, 4), round(w_high, 4)],
        )
    summary.update(
        think_ms_mean={lvl: round(sum(t) / len(t), 3) for lvl, t in sorted(think.items())},
        think_ms_p95={lvl: round(_percentile(t, 0.95), 3) for lvl, t in sorted(think.items())},
        think_ms_max={lvl: round(max(t), 3) for lvl, t in sorted(think.items())},
        moves={lvl: len(t) for lvl, t in sorted(think.items())},
    )
    return summary


def stderr_progress(line: str) -> None:
    print(line, file=sys.stderr, flush=True)
