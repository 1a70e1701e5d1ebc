"""Statistics over the finished matches in ``history/``: what one match comes to
(:func:`summarize`: who won, the points of every hand, how often each event point was made),
and those summaries summed up (:class:`Statistics`). The summaries are kept and summed up in
an SQLite store (:mod:`.stats_store`, :mod:`.stats_keeper`, :mod:`.stats_view`), so the
program opens Statistics fast with years of history.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cicera_gui.play.families import plugin
from cicera_gui.storage.matches import MatchInfo, _parse_time
from engine.bounds import MAX_NAME_CHARS, MAX_PATH_CHARS
from engine.families import family, family_ids, family_of_record
from engine.game import MAX_SEATS

#: No score, target or count in a summary is larger (a target is at most 10,000).
MAX_POINTS = 1_000_000
#: No name of a level or event is longer (no match has more seats than MAX_SEATS).
MAX_KEY_CHARS = 40
SUMMARY_KEYS = {"variant": str, "variant_name": str, "players": int, "levels": list,
                "started": str, "finished": bool, "won": bool, "target": int, "totals": list,
                "hands": list, "events": dict, "assisted": bool, "lower_is_better": bool,
                "game": str}


def summarize(record: dict[str, Any], base_dir: Path | None = None) -> dict[str, Any]:
    """One match in numbers (JSON-ready). Raises EngineError when the record does not replay.

    ``hands[i][side]`` are the points of finished hand i (in a penalty game, what each side
    wrote); ``events[point][side]`` how many times the side made the family's named event.
    The player is seat 0 (at a table with friends, the seat the table gave them: the
    record's ``gui`` says); ``won`` means the player's side is among the winners.
    """
    family = family_of_record(record)
    replay = family.replay(record, base_dir)
    game = replay.game
    info = MatchInfo.from_record(record)
    own = plugin(family.id)
    outcome = game.outcome()
    winners = list(outcome.winners) if outcome is not None else []
    return {
        "game": family.id,
        "lower_is_better": bool(game.lower_is_better),
        "variant": str(record.get("variant")),
        "variant_name": game.rules.name,
        "players": game.players,
        "levels": info.levels,
        "started": info.started,
        "finished": game.is_terminal(),
        "won": game.side_of(info.seat) in winners,
        "friends": info.friends,
        "winners": winners,
        "target": game.rules.target,
        "totals": list(game.side_totals()),
        "hands": [list(hand.written) for hand in game.hand_log() if hand.written is not None],
        "events": own.event_counts(replay),
        "assisted": info.assisted,
        "partnerships": game.sides < game.players,
    }


def _whole(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _points(value: Any, sides: int) -> bool:
    """A list of one whole number per side, each of a size a match can reach."""
    return (isinstance(value, list) and len(value) == sides
            and all(_whole(v, -MAX_POINTS, MAX_POINTS) for v in value))


def _text(value: Any, longest: int) -> bool:
    return isinstance(value, str) and len(value) <= longest and value.isprintable()


def _well_formed(summary: Any) -> bool:
    """Whether ``summary`` is what :func:`summarize` makes, all the way down: every key of
    its type, every number in range, every list of the right length (a cache is a file
    like any other, and the Statistics screen must never stumble on what it holds)."""
    if not (isinstance(summary, dict) and all(
            isinstance(summary.get(key), kind) for key, kind in SUMMARY_KEYS.items())):
        return False
    totals = summary["totals"]
    sides = len(totals)
    players = summary["players"]
    winners = summary.get("winners", [])
    levels = summary["levels"]
    events = summary["events"]
    return (summary["game"] in family_ids()
            and 2 <= sides <= MAX_SEATS and _points(totals, sides)
            and _whole(players, 2, MAX_SEATS) and _whole(summary["target"], 1, MAX_POINTS)
            and isinstance(winners, list) and len(winners) <= players
            and all(_whole(seat, 0, players - 1) for seat in winners)
            and isinstance(summary.get("partnerships", False), bool)
            and isinstance(summary.get("friends", False), bool)
            and isinstance(summary["variant"], str) and len(summary["variant"]) <= MAX_PATH_CHARS
            and _text(summary["variant_name"], MAX_NAME_CHARS)
            and _text(summary["started"], 40) and _parse_time(summary["started"]) is not None
            and len(levels) < MAX_SEATS and all(_text(v, MAX_KEY_CHARS) for v in levels)
            and len(summary["hands"]) <= MAX_POINTS
            and all(_points(hand, sides) for hand in summary["hands"])
            and all(_text(key, MAX_KEY_CHARS) for key in events)
            and all(_points(counts, sides) for counts in events.values()))


@dataclass
class Row:
    """Matches played and won in one variant against one level of opponents."""

    variant: str
    levels: str  # one level, or "a+b" for mixed opponents, "" when unknown
    target: int = 0  # the variant's target as chosen (0 when unknown)
    played: int = 0
    won: int = 0
    assisted: int = 0


@dataclass
class Statistics:
    """Every finished match summed up; ``skipped`` lists files that could not be used."""

    matches: list[dict[str, Any]] = field(default_factory=list)
    unfinished: int = 0
    skipped: list[tuple[str, str]] = field(default_factory=list)
    damaged: tuple[str, str] | None = None  # never: these are counted from summaries

    @classmethod
    def of(cls, summaries: Iterable[dict[str, Any]], skipped: list[tuple[str, str]]
           ) -> Statistics:
        stats = cls(skipped=skipped)
        for summary in summaries:
            if summary["finished"]:
                stats.matches.append(summary)
            else:
                stats.unfinished += 1
        stats.matches.sort(key=lambda s: s["started"])  # stable: ties stay in order given
        return stats

    @property
    def played(self) -> int:
        return len(self.matches)

    @property
    def won(self) -> int:
        return sum(1 for m in self.matches if m["won"])

    def rows(self) -> list[Row]:
        """Played and won by variant, then by the opponents' level."""
        rows: dict[tuple[str, str, int], Row] = {}
        for match in self.matches:
            levels = sorted(set(match["levels"]))
            key = (match["variant_name"], "+".join(levels), match["target"])
            row = rows.setdefault(key, Row(*key))
            row.played += 1
            row.won += match["won"]
            row.assisted += match["assisted"]
        return sorted(rows.values(),
                      key=lambda r: (r.variant, r.target, _level_rank(r.levels)))

    @property
    def assisted(self) -> int:
        return sum(1 for m in self.matches if m["assisted"])

    @property
    def hands(self) -> int:
        return sum(len(m["hands"]) for m in self.matches)

    def games(self) -> list[str]:
        """The families played, the last match's first."""
        return list(dict.fromkeys(m["game"] for m in reversed(self.matches)))

    def _of(self, game: str | None) -> list[dict[str, Any]]:
        return [m for m in self.matches if game is None or m["game"] == game]

    def hands_of(self, game: str | None = None) -> int:
        return sum(len(m["hands"]) for m in self._of(game))

    def points_per_hand(self, game: str | None = None) -> tuple[float, float]:
        """The player's side's average points per hand, and the opponents' (per side), in
        the matches of ``game`` (of every family when None)."""
        matches = self._of(game)
        hands = sum(len(m["hands"]) for m in matches)
        if not hands:
            return 0.0, 0.0
        mine = sum(h[0] for m in matches for h in m["hands"])
        theirs = sum(sum(h[1:]) / max(1, len(h) - 1) for m in matches for h in m["hands"])
        return mine / hands, theirs / hands

    def event_counts(self, game: str | None = None) -> dict[str, tuple[int, float]]:
        """For each named event of the families played (of ``game``): how many times the
        player's side made it, and the opponents' average per side."""
        matches = self._of(game)
        counts: dict[str, tuple[int, float]] = {}
        names = dict.fromkeys(name for match in matches for name in match["events"])
        for point in names:
            mine = 0
            theirs = 0.0
            for match in matches:
                per_side = match["events"].get(point) or [0]
                mine += per_side[0]
                theirs += sum(per_side[1:]) / max(1, len(per_side) - 1)
            counts[point] = (mine, theirs)
        return counts

    def best_hand(self, lower_is_better: bool = False, game: str | None = None
                  ) -> tuple[int, dict[str, Any], int] | None:
        """The player's side's best hand among the matches counted that way round (in a
        penalty game the lowest), of ``game`` when named: its points, its match and its
        number (from 1)."""
        best: tuple[int, dict[str, Any], int] | None = None
        for match in self._of(game):
            if match["lower_is_better"] != lower_is_better:
                continue
            for number, hand in enumerate(match["hands"], start=1):
                if best is None or (hand[0] < best[0] if lower_is_better else hand[0] > best[0]):
                    best = (hand[0], match, number)
        return best

    def lower_is_better(self, game: str) -> bool:
        """Whether the family counts penalty points (its matches say)."""
        return any(m["lower_is_better"] for m in self._of(game))

    @property
    def last(self) -> dict[str, Any] | None:
        return self.matches[-1] if self.matches else None


def _level_rank(levels: str) -> int:
    """Where a row of opponents' levels goes: in the order the families offer levels."""
    order = [level for game in family_ids() for level in family(game).player_levels]
    first = levels.split("+", maxsplit=1)[0]
    return order.index(first) if first in order else len(order)


def running_totals(summary: dict[str, Any]) -> list[list[int]]:
    """Each side's match score after 0, 1, 2 ... hands: one list per side."""
    sides = len(summary["totals"])
    totals = [[0] for _ in range(sides)]
    for hand in summary["hands"]:
        for side in range(sides):
            totals[side].append(totals[side][-1] + hand[side])
    return totals


