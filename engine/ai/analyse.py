"""The analysis of a player's plays, for any family: every legal move valued from what the
seat could know at that moment, the best, the points lost and a class.

A family gives an :class:`AnalysisKit`: the positions of a record where a seat played, a
search adapter whose values are the hand's only (``../shared/RECORDS.md``, "Analysing a
hand"), whether the seat can know every card still to be played, how its moves are written,
and the thresholds of its classes. This module knows no game.

How a position is valued (:func:`rate_position`):

- Where the seat can know every card still to be played, there is one world, the real one,
  and once at most :data:`KNOWN_PLAYS` plays remain each move is solved exactly (alpha-beta,
  both sides playing on perfectly) and the play is marked exact. A longer rest of the hand,
  or one past the node budget, is estimated by playouts of that world: not marked exact.
- Elsewhere ``worlds`` deals of the unseen cards are drawn from the seat's view alone (so
  cards it never saw cannot change the answer), with a generator seeded from the seed, the
  hand and the play (the same answer every time). In each world every legal move is played
  and the hand finished, exactly once few plays remain and nothing unseen is still to come,
  else by the family's playouts, every move of a world with the same playout seed: the
  moves are compared on equal luck. A move's value is its mean over the worlds.
- Where the answer is not yet sure, more worlds are drawn (sequential sampling): first for
  the position, as for any play of it (:func:`evaluate`, which the hint reads too), while no
  move is clearly the best; then for the play judged, until its verdict is settled. Only the
  moves that can still matter are played on (:func:`racing`).
- What the player is shown is what is certain (:func:`rating_from_values`): the verdict is
  the class of the loss less its uncertainty, and the better move is shown only where there
  surely is one; near ties are not ranked ("about as good").
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from engine.ai.adapter import SearchAdapter
from engine.ai.outcomes import WORLDS_FACTOR, Line, Outcomes, compare
from engine.ai.valuation import playout_values, world_values
from engine.workers import command_pool

#: The classes of a play, from the best; a play is ``best`` exactly when it lost nothing.
CLASSES = ("best", "good", "inaccuracy", "mistake", "blunder")
DEFAULT_WORLDS = 24
#: Solve exactly in each world once this few plays remain and nothing unseen is to come.
EXACT_PLAYS = 8
#: Solve the one world exactly, where the seat can know every card, once this few plays
#: remain (more would pass the node budget: those values are estimates, not marked exact).
KNOWN_PLAYS = 12
#: Nodes one exact solution may take before its values are left to the playouts.
NODE_LIMIT = 60_000
#: Values are rounded to this many decimals before they are compared.
DECIMALS = 3
#: Sampled worlds go on, a batch of the default number at a time, until the verdict is
#: settled or the family's ``worlds_factor`` times the default have been drawn.
#: How sure the verdict shown must be: an interval of this many standard errors of a mean
#: over worlds either way (three: wrong about one time in 700 each side).
Z_SURE = 3.0


@dataclass(frozen=True)
class Position:
    """A play of the analysed seat: where in the record, what the seat saw, what it did."""

    hand: int  # from 1
    play: int  # the play's number in its hand, from 1, counting every seat's plays
    seat: int
    view: Any  # what the seat could know just before the play
    played: Any  # the move it made


@dataclass(frozen=True)
class MoveValue:
    move: Any
    value: float


@dataclass(frozen=True)
class PlayRating:
    """One play rated (RECORDS.md: ``play``, ``played``, ``best``, ``loss``, ``class``,
    ``exact``, ``moves``)."""

    position: Position
    moves: tuple[MoveValue, ...]  # every legal move once, in the legal-move order
    best: Any
    loss: float
    label: str  # one of CLASSES
    exact: bool
    #: How sure the loss is: the half-width of its sure interval over the worlds (0: exact)
    error: float = 0.0
    #: The other moves about as good as the best: within the noise of the worlds
    about_as_good: tuple[Any, ...] = ()
    #: Each move's sure half-width against the best, in the order of ``moves`` (() if exact)
    errors: tuple[float, ...] = ()
    #: What the player is shown: the class of what is certain of the loss (the loss less its
    #: half-width; ``best`` when the play is about as good as the best) ...
    verdict: str = CLASSES[0]
    #: ... and the better move, where there surely is one (None: the play was as good)
    better: Any = None
    #: What the play and the better move come to in the family's terms (the reasons; None
    #: without a better move)
    outcomes: Outcomes | None = None


@dataclass(frozen=True)
class HandAnalysis:
    """A hand's plays by one seat, rated."""

    hand: int
    ratings: tuple[PlayRating, ...]

    @property
    def lost(self) -> float:
        """The points lost over the hand against the best plays, by the plays the analysis
        is sure lost something (a play within the noise of the best loses nothing here)."""
        return round(sum(rating.loss for rating in self.ratings
                         if rating.verdict != CLASSES[0]), DECIMALS)


class AnalysisKit(Protocol):
    """What a family gives the analyser (see the module's docstring)."""

    @property
    def outcome_names(self) -> tuple[str, ...]:
        """The names of every measure :meth:`outcome` gives, each time: a kept play's
        outcomes hold exactly these (what the family's words read), or they are not this
        program's."""
        ...

    def positions(self, record: Mapping[str, Any], base_dir: Path | None, seat: int,
                  hand: int | None) -> list[Position]:
        """The record checked and played through, and every play ``seat`` made in it (in
        hand ``hand`` only, when given). Raises the family's record errors."""
        ...

    def adapter(self, view: Any) -> SearchAdapter[Any, Any, Any]:
        """A search adapter for this decision whose values are the hand's only."""
        ...

    def knows_all(self, view: Any) -> bool:
        """True when the seat can know every card still to be played."""
        ...

    def fixed_values(self, view: Any) -> list[tuple[Any, float]] | None:
        """Exact values of a decision the search does not take (a cappotto's choice:
        its penalties are known); None for a card to play."""
        ...

    def move_json(self, move: Any) -> dict[str, Any]:
        """The move as records write it."""
        ...

    def worlds_factor(self, rules: Any) -> int:
        """The most times the default worlds a play's verdict may draw where it is not
        settled (a family whose playouts are cheap affords more)."""
        ...

    def racers(self, rules: Any) -> int:
        """How many of the best moves race on in those further worlds."""
        ...

    def value_bound(self, rules: Any) -> float:
        """More than any move of a hand can be worth either way under ``rules``: a value
        kept with a match beyond it is not one this program made (made again instead)."""
        ...

    def thresholds(self, rules: Any) -> tuple[float, float, float]:
        """The losses from which a play is an inaccuracy, a mistake, a blunder (a smaller
        loss above 0 is good), in the hand's points."""
        ...

    def outcome(self, view: Any, state: Any, move: Any, side: int, line: Line
                ) -> dict[str, float]:
        """The family's measures of a hand after a move (:mod:`engine.ai.outcomes`)."""
        ...


def collect_positions(replay: Callable[..., Any], record: Mapping[str, Any],
                      base_dir: Path | None, seat: int, hand: int | None) -> list[Position]:
    """Every play ``seat`` made in ``record`` (in hand ``hand`` only, when given), as a
    family's ``replay(record, base_dir, before_play=...)`` plays it through."""
    found: list[Position] = []

    def before(game: Any, number: int, play: int, mover: int, move: Any) -> None:
        if mover == seat and (hand is None or number == hand):
            found.append(Position(number, play, seat, game.view(seat), move))

    replay(record, base_dir, before_play=before)
    return found


def classify(loss: float, thresholds: tuple[float, float, float]) -> str:
    """The class of a play that lost ``loss`` (0 or more)."""
    if loss <= 0:
        return CLASSES[0]
    inaccuracy, mistake, blunder = thresholds
    if loss >= blunder:
        return CLASSES[4]
    if loss >= mistake:
        return CLASSES[3]
    if loss >= inaccuracy:
        return CLASSES[2]
    return CLASSES[1]


def position_seed(seed: int, position: Position) -> int:
    """The generator's seed for one play: the same for the same seed, hand and play."""
    return (seed * 1_000_003 + position.hand * 1009 + position.play) & ((1 << 63) - 1)


@dataclass
class Valuation:
    """Each move's mean value over the worlds, and whether every value is exact."""

    values: list[float]
    exact: bool
    worlds: int = 0
    notes: list[str] = field(default_factory=list)
    #: Each move's value over the worlds, world by world (common random numbers: every move
    #: of a world was played on the same deal and the same playout seed); None where a move
    #: was not played in a world (no longer racing, :func:`racing`)
    samples: list[list[float | None]] = field(default_factory=list)

    def update(self) -> None:
        """The means and the count of worlds, from the samples."""
        if self.samples and self.samples[0]:
            self.values = _means(self.samples)
            self.worlds = 1 if self.exact else len(self.samples[0])

    def errors(self, keep: Sequence[int] = ()) -> list[float]:
        """Each move's sure half-width of its difference to the best move by mean, paired
        world by world (0 for exact values, for the best itself, and for a move left behind,
        one no longer played in the last worlds: surely not about as good as the best; the
        moves of ``keep`` keep theirs, the play judged)."""
        if self.exact:
            return [0.0] * len(self.values)
        errors = paired_errors(self.samples)
        return [error if column[-1] is not None or index in keep else 0.0
                for index, (error, column) in enumerate(zip(errors, self.samples,
                                                            strict=True))]


def value_moves(adapter: SearchAdapter[Any, Any, Any], view: Any, moves: Sequence[Any], *,
                knows_all: bool, worlds: int, rng: random.Random,
                node_limit: int = NODE_LIMIT, exact_plays: int = EXACT_PLAYS,
                settled: Callable[[list[list[float | None]]], bool] | None = None,
                max_worlds: int | None = None, keep: Sequence[int] = (),
                racers: int = 3) -> Valuation:
    """Every move's value for the seat of ``view`` (see the module's docstring). Where the
    values are estimates and ``settled`` is given, worlds go on being drawn, ``worlds`` at a
    time, until ``settled(samples)`` says the verdict will not change or ``max_worlds``: only
    the moves that can still be about as good as the best, and those of ``keep``, are played
    on in them (:func:`racing`)."""
    plain = [adapter.plain(move) for move in moves]
    side = adapter.side(view)
    solvable = adapter.solve_exactly(view, KNOWN_PLAYS if knows_all else exact_plays)
    samples: list[list[float | None]] = [[] for _ in moves]
    exact = knows_all and solvable
    ceiling = max(worlds, max_worlds or worlds)

    def add(values: Sequence[float]) -> None:
        for index, value in enumerate(values):
            samples[index].append(value)

    count = 1 if knows_all else worlds
    for _ in range(count):
        values, solved = world_values(adapter, adapter.world(view, rng), plain, side, rng,
                                      solve=solvable, node_limit=node_limit)
        exact = exact and solved
        add(values)
    if knows_all and not exact:  # the one world, too large to solve: estimate it more
        for _ in range(worlds - 1):
            add(playout_values(adapter, adapter.world(view, rng), plain, side, rng))
    valuation = Valuation([], exact, 0, samples=samples)
    if not exact and settled is not None:
        extend(adapter, view, valuation, worlds=worlds, rng=rng, settled=settled,
               max_worlds=ceiling, keep=keep, knows_all=knows_all, node_limit=node_limit,
               exact_plays=exact_plays, racers=racers)
    valuation.update()
    return valuation


def extend(adapter: SearchAdapter[Any, Any, Any], view: Any, valuation: Valuation, *,
           worlds: int, rng: random.Random, settled: Callable[[list[list[float | None]]], bool],
           max_worlds: int, keep: Sequence[int] = (), knows_all: bool = False,
           node_limit: int = NODE_LIMIT, exact_plays: int = EXACT_PLAYS,
           racers: int = 3) -> None:
    """More worlds for an estimated ``valuation``, ``worlds`` at a time, until
    ``settled(samples)`` or ``max_worlds``: only the moves that can still matter are played
    on (:func:`racing`: the ones about as good as the best, and those of ``keep``)."""
    samples = valuation.samples
    moves = [adapter.plain(move) for move in adapter_moves(adapter, view)]
    side = adapter.side(view)
    solvable = adapter.solve_exactly(view, KNOWN_PLAYS if knows_all else exact_plays)
    drawn = len(samples[0])
    while drawn < max_worlds and not settled(samples):
        active = racing(samples, keep, racers)
        chosen = [moves[i] for i in active]
        for _ in range(min(worlds, max_worlds - drawn)):
            values, _solved = world_values(adapter, adapter.world(view, rng), chosen, side,
                                           rng, solve=solvable and not knows_all,
                                           node_limit=node_limit)
            played = dict(zip(active, values, strict=True))
            for index, column in enumerate(samples):
                column.append(played.get(index))  # None: not played in this world
        drawn = len(samples[0])
    valuation.update()


def adapter_moves(adapter: SearchAdapter[Any, Any, Any], view: Any) -> list[Any]:
    """The moves of a decision in the analysis's order (the legal-move order)."""
    return [move for _heuristic, move in adapter.rated_moves(view)]


def _means(samples: Sequence[Sequence[float | None]]) -> list[float]:
    """Each move's value over the worlds: its mean where it was played in every world the
    most played move was; else that move's mean plus this move's mean difference to it
    over the worlds both were played in (so that moves played in different worlds are
    still compared on the same ones: two moves that do the same in every shared world get
    the same value, whatever the luck of the worlds only one of them saw)."""
    if not samples:
        return []
    counts = [sum(value is not None for value in column) for column in samples]
    reference = samples[max(range(len(samples)), key=lambda i: counts[i])]
    shown = [value for value in reference if value is not None]
    base = sum(shown) / len(shown) if shown else 0.0
    means = []
    for column in samples:
        present = [value for value in column if value is not None]
        if not present:
            means.append(float("-inf"))
            continue
        shared = [(value, other) for value, other in zip(column, reference, strict=True)
                  if value is not None and other is not None]
        if len(shared) == len(shown) == len(present) or not shared:
            means.append(sum(present) / len(present))  # played in the same worlds
        else:
            means.append(base + sum(value - other for value, other in shared) / len(shared))
    return means


def paired_errors(samples: Sequence[Sequence[float | None]]) -> list[float]:
    """Each move's sure half-width of its mean difference to the best move by mean, the
    differences taken world by world over the worlds both were played in (0 for the best,
    and with fewer than two such worlds)."""
    if not samples:
        return []
    means = _means(samples)
    best = max(range(len(samples)), key=lambda i: means[i])
    errors = []
    for index, column in enumerate(samples):
        diffs = [b - v for b, v in zip(samples[best], column, strict=True)
                 if b is not None and v is not None]
        count = len(diffs)
        if index == best or count < 2:
            errors.append(0.0)
            continue
        mean = sum(diffs) / count
        variance = sum((d - mean) ** 2 for d in diffs) / (count - 1)
        errors.append(Z_SURE * math.sqrt(variance / count))
    return errors


#: A move is played on in further worlds while the best is less than this many of its
#: half-widths ahead of it (beyond, it cannot come to be about as good as the best).
RACING_MARGIN = 2.0


def racing(samples: Sequence[Sequence[float | None]], keep: Sequence[int] = (),
           racers: int = 3) -> list[int]:
    """The moves still worth more worlds, in the legal-move order: ``keep``, and of those
    within :data:`RACING_MARGIN` half-widths of the best by mean, the ``racers`` best."""
    means = _means(samples)
    errors = paired_errors(samples)
    best = max(range(len(samples)), key=lambda i: means[i])
    close = [i for i in range(len(samples))
             if i == best or means[best] - means[i] <= RACING_MARGIN * errors[i]]
    leaders = sorted(close, key=lambda i: -means[i])[:racers]
    return sorted(set(leaders) | set(keep))


def band(loss: float, thresholds: tuple[float, float, float]) -> str:
    """The class a loss falls in, a loss of 0 or less being as good as the best."""
    return classify(max(0.0, loss), thresholds)


def settled_for(played_index: int, thresholds: tuple[float, float, float]
                ) -> Callable[[list[list[float | None]]], bool]:
    """Whether the worlds drawn so far settle the verdict on the move ``played_index``: its
    loss's sure interval lies in one class (or wholly at or below nothing lost), or it
    reaches from nothing lost to below a mistake (then the play is shown as about as good
    as the best, and no other seed can find it a mistake)."""
    mistake = thresholds[1]

    def settled(samples: list[list[float | None]]) -> bool:
        means = _means(samples)
        best = max(range(len(samples)), key=lambda i: means[i])
        loss = means[best] - means[played_index]
        error = paired_errors(samples)[played_index]
        if loss - error <= 0 and loss + error < mistake:
            return True
        low, high = band(loss - error, thresholds), band(loss + error, thresholds)
        return low == high

    return settled


#: The first stage of a play's valuation, the same for every play of a position (the hint's
#: too), draws at most this share of the family's ``worlds_factor`` to tell the best moves
#: apart.
POSITION_SHARE = 0.4
#: ... racing on with at most this many of the best moves (a move out of them keeps its
#: value over the worlds it was played in, compared with the others on those worlds).
POSITION_RACERS = 6


def _clear(samples: list[list[float | None]]) -> bool:
    """One move ahead of every other by more than the noise."""
    means, errors = _means(samples), paired_errors(samples)
    best = max(range(len(samples)), key=lambda i: means[i])
    return all(i == best or means[best] - means[i] > errors[i] for i in range(len(samples)))


def evaluate(kit: AnalysisKit, position: Position, *, worlds: int, seed: int,
             sequential: bool = True
             ) -> tuple[SearchAdapter[Any, Any, Any], list[Any], Valuation, random.Random]:
    """The position's valuation, whatever was played: every legal move on the same worlds
    (the generator seeded from the seed, the hand and the play), more worlds while no move
    is clearly the best, the best of the moves still close to it racing on in them
    (:data:`POSITION_RACERS`; up to
    :data:`POSITION_SHARE` of the family's ``worlds_factor`` times ``worlds``, when
    ``sequential``). The adapter, the moves, the valuation and the generator as it is left
    (to draw on from, for one play)."""
    view = position.view
    adapter = kit.adapter(view)
    moves = adapter_moves(adapter, view)
    rng = random.Random(position_seed(seed, position))
    factor = max(1, round(kit.worlds_factor(view.rules) * POSITION_SHARE))
    valuation = value_moves(adapter, view, moves, knows_all=kit.knows_all(view), worlds=worlds,
                            rng=rng, settled=_clear if sequential else None,
                            max_worlds=worlds * factor, racers=POSITION_RACERS)
    return adapter, moves, valuation, rng


def coach(kit: AnalysisKit, position: Position, *, seed: int) -> PlayRating:
    """What a coach at the player's side says of one play, just after it: the play rated
    alone on the default worlds, with the family's thresholds (``bench --coach`` times
    this)."""
    return rate_position(kit, position, worlds=DEFAULT_WORLDS, seed=seed,
                         thresholds=kit.thresholds(position.view.rules))


def rate_position(kit: AnalysisKit, position: Position, *, worlds: int, seed: int,
                  thresholds: tuple[float, float, float],
                  sequential: bool = True) -> PlayRating:
    """One play of the seat rated: every legal move's value, the best, the loss, the class,
    and the verdict shown. The position is valued first as for any play of it
    (:func:`evaluate`, which the hint reads too); a play behind the best by mean then gets
    more worlds, until its verdict is settled (:func:`settled_for`: also when it is within
    the noise of the best, so that a play one seed finds about as good is not a mistake
    under another) or the family's ``worlds_factor``."""
    view = position.view
    fixed = kit.fixed_values(view)
    if fixed is not None:
        moves = [move for move, _value in fixed]
        values = [value for _move, value in fixed]
        return rating_from_values(kit, position, moves, values, True, thresholds)
    adapter, moves, valuation, rng = evaluate(kit, position, worlds=worlds, seed=seed,
                                              sequential=sequential)
    played_index = next((i for i, move in enumerate(moves) if move == position.played), None)
    if sequential and not valuation.exact and played_index is not None \
            and valuation.values[played_index] < max(valuation.values):
        extend(adapter, view, valuation, worlds=worlds, rng=rng,
               settled=settled_for(played_index, thresholds),
               max_worlds=worlds * kit.worlds_factor(view.rules), keep=(played_index,),
               knows_all=kit.knows_all(view), racers=kit.racers(view.rules))
    rating = rating_from_values(kit, position, moves, valuation.values, valuation.exact,
                                thresholds, valuation.errors(keep=(played_index,)
                                                                 if played_index is not None
                                                                 else ()))
    return with_outcomes(kit, rating, worlds=worlds, seed=seed)


#: Mixed into a play's seed for the worlds of its outcomes (not the valuation's own).
OUTCOME_SALT = 0x5EED_0F_7EAC4


def with_outcomes(kit: AnalysisKit, rating: PlayRating, *, worlds: int, seed: int
                  ) -> PlayRating:
    """``rating`` with what its play and its better move come to (:func:`compare`), when
    there is a better move to explain."""
    if rating.better is None:
        return rating
    position = rating.position
    outcomes = compare(kit, position.view, position.played, rating.better,
                       worlds=worlds * WORLDS_FACTOR,
                       seed=position_seed(seed, position) ^ OUTCOME_SALT,
                       exact_plays=EXACT_PLAYS, known_plays=KNOWN_PLAYS, node_limit=NODE_LIMIT)
    return dataclasses.replace(rating, outcomes=outcomes)


def advise(kit: AnalysisKit, position: Position, *, worlds: int = DEFAULT_WORLDS,
           seed: int = 0) -> Any:
    """The move the analysis takes for the best at ``position`` (its ``played`` is not
    looked at): the best by value (the first of equals, in the legal-move order) in the
    position's valuation (:func:`evaluate`), which the analysis of any play there starts
    from. The hint is this: the hint and the analysis are one judge, and a hint followed is
    a play the analysis finds as good as the best (it draws no more worlds to doubt it)."""
    view = position.view
    fixed = kit.fixed_values(view)
    if fixed is not None:
        return max(fixed, key=lambda pair: pair[1])[0]  # the first of equals
    _adapter, moves, valuation, _rng = evaluate(kit, position, worlds=worlds, seed=seed)
    values = valuation.values
    return moves[max(range(len(moves)), key=lambda i: values[i])]


def rating_from_values(kit: AnalysisKit, position: Position, moves: Sequence[Any],
                       values: Sequence[float], exact: bool,
                       thresholds: tuple[float, float, float],
                       errors: Sequence[float] | None = None) -> PlayRating:
    """The rating of a play whose moves have these values (each estimate's sure half-width
    against the best in ``errors``): the best, the loss, the class (RECORDS.md), and what
    the player is shown of it.

    The verdict shown is the class of what is certain of the loss: the loss less its
    half-width (a play whose loss is within the noise is as good as the best); a play
    surely behind is called good only when its loss is also surely below a mistake's, an
    inaccuracy otherwise (so that no other seed can find it a mistake). The better
    move shown is the first, in the legal-move order, of the moves about as good as the best
    and surely better than the play, so that a near tie is not broken by the luck of the
    worlds."""
    rounded = [round(value, DECIMALS) + 0.0 for value in values]  # no -0.0
    spread = [round(e, DECIMALS) + 0.0 for e in errors] if errors else [0.0] * len(moves)
    best_index = max(range(len(moves)), key=lambda i: rounded[i])  # the first of equals
    played_index = next((i for i, move in enumerate(moves) if move == position.played), None)
    if played_index is None:
        raise ValueError(f"the play {position.played!r} is not among the legal moves")
    top = rounded[best_index]
    tied = [i for i in range(len(moves)) if top - rounded[i] <= spread[i]]
    loss = round(max(0.0, top - rounded[played_index]), DECIMALS) + 0.0
    if loss == 0:
        best_index = played_index  # the move played is as good as any
    error = spread[played_index]
    sure = round(loss - error, DECIMALS)
    if played_index in tied or sure <= 0:
        verdict, better = CLASSES[0], None
    else:  # the first move about as good as the best that is surely better than the play
        ahead = [i for i in tied if rounded[i] - rounded[played_index] > error]
        verdict, better = classify(sure, thresholds), moves[(ahead or [best_index])[0]]
        if verdict == CLASSES[1] and loss + error >= thresholds[1]:
            verdict = CLASSES[2]  # good only when surely no mistake: else an inaccuracy
    return PlayRating(position,
                      tuple(MoveValue(m, v) for m, v in zip(moves, rounded, strict=True)),
                      moves[best_index], loss, classify(loss, thresholds), exact, error,
                      tuple(moves[i] for i in tied if i not in (best_index, played_index)),
                      tuple(spread) if any(spread) else (), verdict, better)


def legal_moves(kit: AnalysisKit, view: Any) -> list[Any]:
    """The moves of a position in the analysis's order (the legal-move order)."""
    fixed = kit.fixed_values(view)
    if fixed is not None:
        return [move for move, _value in fixed]
    return adapter_moves(kit.adapter(view), view)


def saved_rating(rating: PlayRating) -> dict[str, Any]:
    """What is kept of a rated play with its match: the play, each move's value in the
    legal-move order, and whether they are exact (the rest follows from the record)."""
    saved: dict[str, Any] = {"play": rating.position.play,
                             "values": [m.value for m in rating.moves], "exact": rating.exact}
    if rating.errors:
        saved["errors"] = list(rating.errors)
    if rating.outcomes is not None:
        saved["outcomes"] = outcomes_json(rating.outcomes)
    return saved


def outcomes_json(outcomes: Outcomes) -> dict[str, Any]:
    """What a play and its better move come to, as kept and printed (rounded)."""
    return {"played": {k: round(v, DECIMALS) for k, v in outcomes.played.items()},
            "better": {k: round(v, DECIMALS) for k, v in outcomes.better.items()},
            "worlds": outcomes.worlds}


def _restored_outcomes(kit: AnalysisKit, entry: Mapping[str, Any]) -> Outcomes | None:
    """The outcomes kept with a rated play, when they are what :func:`outcomes_json` writes
    for the family, every measure it names there (else None: the reasons are then those of
    the position alone)."""
    kept = entry.get("outcomes")
    if not isinstance(kept, dict):
        return None
    played, better, worlds = kept.get("played"), kept.get("better"), kept.get("worlds")
    names = set(kit.outcome_names)
    if not (isinstance(played, dict) and isinstance(better, dict)
            and set(played) == set(better) == names
            and isinstance(worlds, int) and not isinstance(worlds, bool) and worlds > 0
            and all(isinstance(v, int | float) and not isinstance(v, bool)
                    and math.isfinite(v) for v in (*played.values(), *better.values()))):
        return None
    return Outcomes(dict(played), dict(better), worlds)


def restored_ratings(kit: AnalysisKit, positions: Sequence[Position],
                     saved: Sequence[Mapping[str, Any]]) -> list[PlayRating] | None:
    """The ratings kept with a match, made again from the record's positions; None when
    they do not fit the positions (then the hand is simply analysed again)."""
    if len(saved) != len(positions):
        return None
    ratings = []
    for position, entry in zip(positions, saved, strict=True):
        values, exact = entry.get("values"), entry.get("exact")
        errors = entry.get("errors", [0.0] * len(values) if isinstance(values, list) else None)
        moves = legal_moves(kit, position.view)
        bound = kit.value_bound(position.view.rules)
        if (entry.get("play") != position.play or not isinstance(exact, bool)
                or not isinstance(values, list) or len(values) != len(moves)
                or not isinstance(errors, list) or len(errors) != len(moves)
                or not all(isinstance(v, int | float) and not isinstance(v, bool)
                           and math.isfinite(v) and abs(v) <= bound for v in values)
                or not all(isinstance(e, int | float) and not isinstance(e, bool)
                           and math.isfinite(e) and 0 <= e <= 2 * bound for e in errors)):
            return None
        try:
            rating = rating_from_values(kit, position, moves, values, exact,
                                        kit.thresholds(position.view.rules), errors)
        except ValueError:
            return None
        if rating.better is not None:
            rating = dataclasses.replace(rating, outcomes=_restored_outcomes(kit, entry))
        ratings.append(rating)
    return ratings


def rating_json(kit: AnalysisKit, rating: PlayRating) -> dict[str, Any]:
    """One rated play as ``analyse`` prints it."""
    return {
        "play": rating.position.play,
        "played": kit.move_json(rating.position.played),
        "best": kit.move_json(rating.best),
        "loss": rating.loss,
        "class": rating.label,
        "exact": rating.exact,
        "moves": [{"move": kit.move_json(m.move), "value": m.value} for m in rating.moves],
        "error": rating.error,
        "about_as_good": [kit.move_json(move) for move in rating.about_as_good],
        "verdict": rating.verdict,
        "better": kit.move_json(rating.better) if rating.better is not None else None,
        "outcomes": (outcomes_json(rating.outcomes) if rating.outcomes is not None
                     else None),
    }


def analyse(kit: AnalysisKit, positions: Sequence[Position], *,
            worlds: int = DEFAULT_WORLDS, seed: int = 0,
            progress: Callable[[int, int], bool] | None = None,
            sequential: bool = True, workers: int = 1) -> list[PlayRating]:
    """Every position rated, in order. ``progress(done, total)`` is told after each; when it
    returns False the analysis stops there (cancelled) and what was rated is returned.
    ``sequential``: more worlds where the verdict is not yet settled (else ``worlds``
    exactly, as a reference does). ``workers`` processes rate the positions side by side
    (each position's worlds come from its own seed: the ratings are the same whatever the
    count)."""
    jobs = [(kit, position, worlds, seed, sequential) for position in positions]
    ratings: list[PlayRating] = []
    if workers <= 1 or len(jobs) <= 1:
        for job in jobs:
            ratings.append(_rate_job(job))
            if progress is not None and not progress(len(ratings), len(jobs)):
                break
        return ratings
    with command_pool(min(workers, len(jobs))) as pool:  # a worker lost: WorkerLost
        for rating in pool.map(_rate_job, jobs):
            ratings.append(rating)
            if progress is not None and not progress(len(ratings), len(jobs)):
                break  # the pool's end ends the workers still rating
    return ratings


def _rate_job(job: tuple[AnalysisKit, Position, int, int, bool]) -> PlayRating:
    kit, position, worlds, seed, sequential = job
    return rate_position(kit, position, worlds=worlds, seed=seed,
                         thresholds=kit.thresholds(position.view.rules), sequential=sequential)


def analysis_json(kit: AnalysisKit, seat: int, hands: Sequence[int],
                  ratings: Sequence[PlayRating]) -> dict[str, Any]:
    """The command's output: the seat, and each analysed hand with its rated plays."""
    by_hand: dict[int, list[dict[str, Any]]] = {hand: [] for hand in hands}
    for rating in ratings:
        by_hand.setdefault(rating.position.hand, []).append(rating_json(kit, rating))
    return {"seat": seat,
            "hands": [{"hand": hand, "plays": plays} for hand, plays in sorted(by_hand.items())]}
