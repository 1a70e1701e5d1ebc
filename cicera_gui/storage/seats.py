"""The seats this player holds at tables with friends, kept in ``seats.json`` in the data
folder: each table's invitation line, the private token that gives the seat back, and
whether this program hosts the table. After a restart the main menu offers the table again
(the host's own tables are brought back by its table server, under the same invitation).

A seat is forgotten once its match is over, or when its table no longer knows it. The file
is written atomically; a file that cannot be read is set aside with a notice, and the
program goes on without it.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from cicera_gui.storage.files import Unreadable, move_aside, read_json, write_json

#: The most seats kept (the latest last).
MOST_SEATS = 8


@dataclass(frozen=True)
class KeptSeat:
    """A seat at a table with friends (see the module's docstring)."""

    line: str
    token: str
    hosted: bool
    variant: str
    players: int


def _seat(entry: Any) -> KeptSeat | None:
    if not isinstance(entry, dict):
        return None
    line, token = entry.get("line"), entry.get("token")
    variant, players = entry.get("variant"), entry.get("players")
    if not (isinstance(line, str) and line.startswith("cicera://") and len(line) < 300
            and isinstance(token, str) and 0 < len(token) < 100
            and isinstance(variant, str) and len(variant) < 100
            and isinstance(players, int) and not isinstance(players, bool)):
        return None
    return KeptSeat(line, token, bool(entry.get("hosted")), variant, players)


def kept_seats(path: Path) -> tuple[list[KeptSeat], str | None]:
    """The seats kept in ``path`` (entries that are not one left out), and the problem
    with a file that could not be read (then set aside: nothing is lost)."""
    try:
        data = read_json(path)
    except Unreadable as problem:
        kept = move_aside(path)
        return [], f"{path} ({problem}): kept as {kept or path}"
    entries = data.get("seats") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        return [], None
    return [seat for seat in map(_seat, entries[-MOST_SEATS:]) if seat is not None], None


def keep_seat(path: Path, seat: KeptSeat) -> None:
    """Keep ``seat`` (in place of one at the same table)."""
    seats, _problem = kept_seats(path)
    seats = [kept for kept in seats if kept.line != seat.line] + [seat]
    write_json(path, {"seats": [asdict(kept) for kept in seats[-MOST_SEATS:]]})


def forget_seat(path: Path, line: str) -> None:
    """Forget the seat at the table of invitation ``line`` (its match is over, or the table
    no longer knows it)."""
    seats, _problem = kept_seats(path)
    if any(kept.line == line for kept in seats):
        write_json(path, {"seats": [asdict(kept) for kept in seats if kept.line != line]})
