"""``python -m engine analyse``: a record's plays by one seat rated (``../shared/RECORDS.md``,
"Analysing a hand"). The record names its family; the family gives its part
(:attr:`engine.families.Family.analysis`), the game-neutral analyser
(:mod:`engine.ai.analyse`) does the rest.

A play's class by the points it lost (``loss``), by family, in the hand's points:

========================  ===========  ========  =========
game (scoring)            inaccuracy   mistake   blunder
========================  ===========  ========  =========
Cicera                    0.3          0.9       1.8
Ciapanò (balance of 11)   0.4          1.2       2.5
Traversone (21)           0.76         2.29      4.77
Mattazza                  0.1          0.3       0.6
Busca                     0.15         0.45      0.9
========================  ===========  ========  =========

A loss above 0 and under the first figure is ``good``; ``best`` is a loss of 0.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from engine.ai.analyse import DEFAULT_WORLDS, PlayRating, analyse, analysis_json
from engine.bounds import quote
from engine.errors import RecordError
from engine.families import Family, family_of_record


def analyse_record(record: Mapping[str, Any], seat: int, *, hand: int | None = None,
                   worlds: int = DEFAULT_WORLDS, seed: int = 0, base_dir: Path | None = None,
                   progress: Callable[[int, int], bool] | None = None, workers: int = 1
                   ) -> tuple[Family, list[int], list[PlayRating]]:
    """The record checked, and ``seat``'s plays in it rated (in hand ``hand`` only, when
    given): the family, the hands analysed and the ratings. RecordError for a bad record, a
    seat or hand it does not have. ``workers`` processes rate the plays side by side (the
    same ratings whatever the count)."""
    found = family_of_record(record)
    kit = found.analysis
    positions = kit.positions(record, base_dir, seat, hand)  # the whole record checked
    players = record.get("players")
    if not isinstance(players, int) or not 0 <= seat < players:
        raise RecordError(f"there is no seat {quote(seat)} in a game of {quote(players)}")
    hands_data = record.get("hands")
    count = len(hands_data) if isinstance(hands_data, list) else 0
    if hand is not None and not 1 <= hand <= count:
        raise RecordError(f"there is no hand {hand}: the record has {count}")
    hands = [hand] if hand is not None else list(range(1, count + 1))
    return found, hands, analyse(kit, positions, worlds=worlds, seed=seed, progress=progress,
                                 workers=workers)


def analysis_output(record: Mapping[str, Any], seat: int, *, hand: int | None = None,
                    worlds: int = DEFAULT_WORLDS, seed: int = 0,
                    base_dir: Path | None = None, workers: int = 1) -> dict[str, Any]:
    """What ``python -m engine analyse`` prints."""
    found, hands, ratings = analyse_record(record, seat, hand=hand, worlds=worlds, seed=seed,
                                           base_dir=base_dir, workers=workers)
    return analysis_json(found.analysis, seat, hands, ratings)
