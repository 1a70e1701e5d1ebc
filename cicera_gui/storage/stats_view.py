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
from engine.bounds import MAX_NAME_CHARS


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
    _points: tuple[float, float] = (0.0, 0.0)
    _events: dict[str, tuple[int, float]] = field(default_factory=dict)
    _best: dict[bool, tuple[int, dict[str, Any], int] | None] = field(default_factory=dict)

    @classmethod
    def read(cls, store: StatsStore) -> StoredStatistics:
        """Raises StoreDamaged (or sqlite3.Error) when the store is not what is written."""
        stats = cls(store)
        ((played, won, hands, assisted, mine, theirs),) = store.query(
            "SELECT COUNT(*), TOTAL(won), TOTAL(hands), TOTAL(assisted), TOTAL(mine),"
            " TOTAL(theirs) FROM matches WHERE finished")
        stats.played = _count(played)
        stats.won, stats.hands, stats.assisted = (_count(int(_number(v)))
                                                  for v in (won, hands, assisted))
        if stats.hands:
            stats._points = (_number(mine) / stats.hands, _number(theirs) / stats.hands)
        ((unfinished,),) = store.query("SELECT COUNT(*) FROM matches WHERE NOT finished")
        stats.unfinished = _count(unfinished)
        stats.skipped = [(_text(name), _text(why)) for name, why in store.query(
            "SELECT name, why FROM files WHERE why IS NOT NULL ORDER BY name")]
        rows = [Row(_text(variant), _text(levels), _count(n), _count(int(_number(w))),
                    _count(int(_number(a))))
                for variant, levels, n, w, a in store.query(
                    "SELECT variant_name, levels, COUNT(*), TOTAL(won), TOTAL(assisted)"
                    " FROM matches WHERE finished GROUP BY variant_name, levels")]
        stats._rows = sorted(rows, key=lambda r: (r.variant, _level_rank(r.levels)))
        events = {_text(point): (_count(int(_number(mine))), _number(theirs))
                  for point, mine, theirs in store.query(
                      "SELECT point, TOTAL(mine), TOTAL(theirs) FROM events WHERE finished = 1"
                      " GROUP BY point")}
        first = {point: str(store.query(  # in the order the matches first name them
            "SELECT MIN(first) FROM events WHERE finished = 1 AND point = ?", (point,))[0][0])
            for point in events}
        stats._events = {point: events[point] for point in sorted(events, key=first.__getitem__)}
        last = store.query("SELECT s.summary FROM summaries s WHERE s.name = (SELECT name"
                           " FROM matches WHERE finished ORDER BY seq DESC LIMIT 1)")
        stats.last = _summary(last[0][0]) if last else None
        for lower in (False, True):
            best = store.query(
                "SELECT m.best, m.best_number, s.summary FROM summaries s JOIN (SELECT name,"
                " best, best_number FROM matches WHERE finished AND lower = ? AND best IS NOT"
                f" NULL ORDER BY best {'ASC' if lower else 'DESC'}, seq LIMIT 1) m"
                " ON s.name = m.name", (lower,))
            if best:
                points, number, summary = best[0]
                stats._best[lower] = (int(_number(points)), _summary(summary),
                                      _count(number))
        if store.damaged is not None:
            why, kept = store.damaged
            stats.damaged = (why, kept.name if kept is not None else "")
            store.damaged = None  # told once
        return stats

    @property
    def matches(self) -> list[dict[str, Any]]:
        """Every finished match's summary, in order (read whole: not for drawing)."""
        return [_summary(text) for (text,) in self.store.query(
            "SELECT s.summary FROM matches m JOIN summaries s ON s.name = m.name"
            " WHERE m.finished ORDER BY m.seq")]

    def rows(self) -> list[Row]:
        return list(self._rows)

    def points_per_hand(self) -> tuple[float, float]:
        return self._points

    def event_counts(self) -> dict[str, tuple[int, float]]:
        return dict(self._events)

    def best_hand(self, lower_is_better: bool = False
                  ) -> tuple[int, dict[str, Any], int] | None:
        return self._best.get(lower_is_better)
