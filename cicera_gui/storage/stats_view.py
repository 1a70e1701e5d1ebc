"""What Statistics shows, read from the store (:mod:`.stats_store`) with a few SQL sums: the
same numbers :class:`~cicera_gui.storage.statistics.Statistics` counts from summaries, at a
cost that does not grow with the number of matches (only the last match and the best hand
are read whole)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from cicera_gui.storage.statistics import Row, _level_rank, _well_formed
from cicera_gui.storage.stats_store import MAX_COUNT, StatsStore, StoreDamaged
from engine.bounds import MAX_NAME_CHARS, one_line


def _count(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_COUNT:
        raise StoreDamaged("not a statistics store of this program")
    return value


def _number(value: Any) -> float:
    if value is None:
        return 0.0
    if isinstance(value, bool) or not isinstance(value, int | float) or abs(value) > 1e15:
        raise StoreDamaged("not a statistics store of this program")
    return float(value)


def _text(value: Any, longest: int = MAX_NAME_CHARS * 8) -> str:
    if not (isinstance(value, str) and len(value) <= longest and value.isprintable()):
        raise StoreDamaged("not a statistics store of this program")
    return value


def _shown(value: Any) -> str:
    """A skipped file's name or reason as one printable line (a file may be named with any
    character: that is no sign of a damaged store)."""
    if not isinstance(value, str):
        raise StoreDamaged("not a statistics store of this program")
    return one_line(value, MAX_NAME_CHARS * 8)


#: Rows no match can make: a 0/1 column holding 2, text where a number is, counts below 0.
IMPOSSIBLE_MATCHES = """SELECT COUNT(*) FROM matches WHERE
    typeof(finished) != 'integer' OR finished NOT IN (0, 1)
    OR typeof(won) != 'integer' OR won NOT IN (0, 1)
    OR typeof(assisted) != 'integer' OR assisted NOT IN (0, 1)
    OR typeof(lower) != 'integer' OR lower NOT IN (0, 1)
    OR typeof(hands) != 'integer' OR hands < 0 OR hands > 1000000
    OR typeof(target) != 'integer' OR target < 0 OR target > 1000000
    OR typeof(mine) != 'integer' OR abs(mine) > 1000000000000
    OR typeof(theirs) NOT IN ('integer', 'real') OR abs(theirs) > 1000000000000
    OR typeof(game) != 'text' OR typeof(variant_name) != 'text' OR typeof(levels) != 'text'
    OR typeof(seq) != 'text'
    OR (best IS NOT NULL AND typeof(best) != 'integer')
    OR (best_number IS NOT NULL
        AND (typeof(best_number) != 'integer' OR best_number < 1 OR best_number > hands))"""
IMPOSSIBLE_EVENTS = """SELECT COUNT(*) FROM events WHERE
    typeof(finished) != 'integer' OR finished NOT IN (0, 1)
    OR typeof(mine) != 'integer' OR mine < 0 OR mine > 1000000000000
    OR typeof(theirs) NOT IN ('integer', 'real') OR theirs < 0 OR theirs > 1000000000000
    OR typeof(point) != 'text' OR typeof(game) != 'text' OR typeof(first) != 'text'"""


def _summary(text: Any) -> dict[str, Any]:
    try:
        summary = json.loads(_text(text, 10_000_000))
    except (ValueError, RecursionError) as exc:
        raise StoreDamaged("not a statistics store of this program") from exc
    if not _well_formed(summary):
        raise StoreDamaged("not a statistics store of this program")
    return summary  # type: ignore[no-any-return]


@dataclass
class StoredStatistics:
    """Every finished match summed up, as :class:`Statistics` says it; ``skipped`` lists the
    history files that could not be used, ``damaged`` why a store was put aside (and as what)
    when it had to be rebuilt."""

    store: StatsStore
    played: int = 0
    won: int = 0
    hands: int = 0
    assisted: int = 0
    unfinished: int = 0
    skipped: list[tuple[str, str]] = field(default_factory=list)
    last: dict[str, Any] | None = None
    damaged: tuple[str, str] | None = None
    _rows: list[Row] = field(default_factory=list)
    #: By family ("" for every family): hands, points per hand, events, the way points count.
    _hands: dict[str, int] = field(default_factory=dict)
    _points: dict[str, tuple[float, float]] = field(default_factory=dict)
    _events: dict[str, dict[str, tuple[int, float]]] = field(default_factory=dict)
    _lower: dict[str, bool] = field(default_factory=dict)
    _best: dict[tuple[bool, str], tuple[int, dict[str, Any], int]] = field(
        default_factory=dict)
    _games: list[str] = field(default_factory=list)

    @classmethod
    def read(cls, store: StatsStore) -> StoredStatistics:
        """Raises StoreDamaged (or sqlite3.Error) when the store is not what is written: a
        row whose value no match can have included (won 2, text in a number column)."""
        if store.query(IMPOSSIBLE_MATCHES) != [(0,)] or store.query(IMPOSSIBLE_EVENTS) != [(0,)]:
            raise StoreDamaged("not a statistics store of this program")
        stats = cls(store)
        ((played, won, hands, assisted, mine, theirs),) = store.query(
            "SELECT COUNT(*), TOTAL(won), TOTAL(hands), TOTAL(assisted), TOTAL(mine),"
            " TOTAL(theirs) FROM matches WHERE finished")
        stats.played = _count(played)
        stats.won, stats.hands, stats.assisted = (_count(int(_number(v)))
                                                  for v in (won, hands, assisted))
        stats._count_points("", stats.hands, mine, theirs)
        for game, lower, count, mine, theirs in store.query(
                "SELECT game, MAX(lower), TOTAL(hands), TOTAL(mine), TOTAL(theirs) FROM matches"
                " WHERE finished GROUP BY game ORDER BY MAX(seq) DESC"):
            name = _text(game, 40)
            stats._games.append(name)
            stats._lower[name] = bool(lower)
            stats._count_points(name, _count(int(_number(count))), mine, theirs)
        ((unfinished,),) = store.query("SELECT COUNT(*) FROM matches WHERE NOT finished")
        stats.unfinished = _count(unfinished)
        stats.skipped = [(_shown(name), _shown(why)) for name, why in store.query(
            "SELECT name, why FROM files WHERE why IS NOT NULL ORDER BY name")]
        rows = [Row(_text(variant), _text(levels), _count(target), _count(n),
                    _count(int(_number(w))), _count(int(_number(a))))
                for variant, levels, target, n, w, a in store.query(
                    "SELECT variant_name, levels, target, COUNT(*), TOTAL(won), TOTAL(assisted)"
                    " FROM matches WHERE finished GROUP BY variant_name, target, levels")]
        stats._rows = sorted(rows, key=lambda r: (r.variant, r.target, _level_rank(r.levels)))
        for game in ["", *stats._games]:
            stats._events[game] = stats._read_events(game)
        last = store.query("SELECT s.summary FROM summaries s WHERE s.name = (SELECT name"
                           " FROM matches WHERE finished ORDER BY seq DESC LIMIT 1)")
        stats.last = _summary(last[0][0]) if last else None
        for lower in (False, True):
            for game in ["", *stats._games]:
                found = stats._read_best(lower, game)
                if found is not None:
                    stats._best[lower, game] = found
        if store.damaged is not None:
            why, kept = store.damaged
            stats.damaged = (why, kept.name if kept is not None else "")
            store.damaged = None  # told once
        return stats

    def _count_points(self, game: str, hands: int, mine: Any, theirs: Any) -> None:
        self._hands[game] = hands
        if hands:
            self._points[game] = (_number(mine) / hands, _number(theirs) / hands)

    def _read_events(self, game: str) -> dict[str, tuple[int, float]]:
        """The events of ``game``'s matches ("": of every family), in the order the matches
        first name them."""
        where = "finished = 1" + (" AND game = ?" if game else "")
        params: tuple[Any, ...] = (game,) if game else ()
        events = {_text(point): (_count(int(_number(mine))), _number(theirs))
                  for point, mine, theirs in self.store.query(
                      f"SELECT point, TOTAL(mine), TOTAL(theirs) FROM events WHERE {where}"
                      " GROUP BY point", params)}
        first = {point: str(self.store.query(
            f"SELECT MIN(first) FROM events WHERE {where} AND point = ?",
            (*params, point))[0][0]) for point in events}
        return {point: events[point] for point in sorted(events, key=first.__getitem__)}

    def _read_best(self, lower: bool, game: str) -> tuple[int, dict[str, Any], int] | None:
        """The best hand of the matches counted that way round (of ``game`` when named)."""
        where = "finished AND lower = ? AND best IS NOT NULL" + (" AND game = ?" if game else "")
        params: tuple[Any, ...] = (lower, game) if game else (lower,)
        best = self.store.query(
            "SELECT m.best, m.best_number, s.summary FROM summaries s JOIN (SELECT name,"
            f" best, best_number FROM matches WHERE {where}"
            f" ORDER BY best {'ASC' if lower else 'DESC'}, seq LIMIT 1) m"
            " ON s.name = m.name", params)
        if not best:
            return None
        points, number, summary = best[0]
        return int(_number(points)), _summary(summary), _count(number)

    @property
    def matches(self) -> list[dict[str, Any]]:
        """Every finished match's summary, in order (read whole: not for drawing)."""
        return [_summary(text) for (text,) in self.store.query(
            "SELECT s.summary FROM matches m JOIN summaries s ON s.name = m.name"
            " WHERE m.finished ORDER BY m.seq")]

    def rows(self) -> list[Row]:
        return list(self._rows)

    def games(self) -> list[str]:
        """The families played, the last match's first."""
        return list(self._games)

    def hands_of(self, game: str | None = None) -> int:
        return self._hands.get(game or "", 0)

    def points_per_hand(self, game: str | None = None) -> tuple[float, float]:
        return self._points.get(game or "", (0.0, 0.0))

    def event_counts(self, game: str | None = None) -> dict[str, tuple[int, float]]:
        return dict(self._events.get(game or "", {}))

    def best_hand(self, lower_is_better: bool = False, game: str | None = None
                  ) -> tuple[int, dict[str, Any], int] | None:
        return self._best.get((lower_is_better, game or ""))

    def lower_is_better(self, game: str) -> bool:
        return self._lower.get(game, False)
