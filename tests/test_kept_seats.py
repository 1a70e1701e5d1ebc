"""The seats kept at tables with friends (cicera_gui.storage.seats): written atomically,
read back, forgotten when the match ends; a damaged file is set aside, never lost, and the
program goes on without it."""

from __future__ import annotations

from pathlib import Path

import pytest

from cicera_gui.storage.seats import MOST_SEATS, KeptSeat, forget_seat, keep_seat, kept_seats

LINE = "cicera://192.0.2.2:7531/K3W3CZ3XG5WVMZP5QQQQ#" + "ab" * 32


def seat(line: str = LINE, token: str = "t0ken") -> KeptSeat:
    return KeptSeat(line, token, True, "pagat", 4)


def test_a_seat_kept_is_read_back_and_forgotten(tmp_path: Path) -> None:
    path = tmp_path / "seats.json"
    assert kept_seats(path) == ([], None)
    keep_seat(path, seat())
    keep_seat(path, seat(token="newer"))  # the same table: the latest token only
    assert kept_seats(path) == ([seat(token="newer")], None)
    forget_seat(path, LINE)
    assert kept_seats(path) == ([], None)


def test_at_most_the_latest_seats_are_kept(tmp_path: Path) -> None:
    path = tmp_path / "seats.json"
    for number in range(MOST_SEATS + 3):
        keep_seat(path, seat(line=f"{LINE}{number}"))
    seats, _problem = kept_seats(path)
    assert [s.line for s in seats] == [f"{LINE}{n}" for n in range(3, MOST_SEATS + 3)]


def test_a_damaged_file_is_set_aside_and_said(tmp_path: Path) -> None:
    path = tmp_path / "seats.json"
    path.write_bytes(b"{not json")
    seats, problem = kept_seats(path)
    assert seats == [] and problem is not None and "seats.json" in problem
    aside = [p for p in tmp_path.iterdir() if p.name.startswith("seats.json.")]
    assert len(aside) == 1 and aside[0].read_bytes() == b"{not json"  # nothing lost
    keep_seat(path, seat())  # and the program goes on
    assert kept_seats(path) == ([seat()], None)


def test_entries_that_are_not_seats_are_left_out(tmp_path: Path) -> None:
    path = tmp_path / "seats.json"
    path.write_text('{"seats": [{"line": "http://elsewhere", "token": "x", "variant": "pagat",'
                    ' "players": 4}, 7, {"line": "' + LINE + '", "token": "t0ken", '
                    '"hosted": true, "variant": "pagat", "players": 4}]}', encoding="utf-8")
    assert kept_seats(path) == ([seat()], None)


class Seated:
    """A connection that was welcomed (its token) and is gone now."""

    token = "t0ken"

    def close(self) -> None:
        pass


@pytest.mark.parametrize("variant", ["bresciana", "kifameno"])
def test_a_match_with_friends_goes_into_the_history_marked_and_from_its_seat(
        tmp_path: Path, variant: str) -> None:
    """A table with friends played to its end: the seat is forgotten, the match is in the
    history as played with friends from the seat the table gave, its record replays and
    counts this player's result."""
    import json
    import queue

    from cicera_gui.play.remote_match import RemoteMatch
    from cicera_gui.scenes.records import describe
    from cicera_gui.storage import Locations, Storage
    from cicera_gui.storage.statistics import summarize
    from cicera_net.table import Table
    from engine.families import load_variant

    rules = load_variant(variant)
    table = Table(rules, 2, seed=8, levels=("easy", "easy"))
    table.started = True
    welcome = {"type": "welcome", "seat": 1, "players": 2, "variant": variant,
               "seats": [{"seat": 0, "kind": "computer", "level": "easy"},
                         {"seat": 1, "kind": "person", "name": "Bepi"}]}
    inbox: queue.Queue[dict[str, object]] = queue.Queue()
    match = RemoteMatch(rules, welcome, None, inbox)
    match.line = LINE
    storage = Storage(Locations.under(tmp_path))
    keep_seat(storage.locations.seats, seat())
    while True:
        if table.game.has_hand:
            inbox.put(json.loads(json.dumps(table.state(1))))
            while match.arrived() is not None:
                pass
        if not table.advance():
            break
    assert match.game.is_terminal()
    match.connection = Seated()  # type: ignore[assignment]
    storage.keep_seat_of(match)
    storage.writer.flush()
    assert kept_seats(storage.locations.seats) == ([], None)  # the match is over
    files = list(storage.locations.history.glob("*.json"))
    assert len(files) == 1
    record = json.loads(files[0].read_text(encoding="utf-8"))
    assert record["gui"]["friends"] is True and record["gui"]["seat"] == 1
    summary = summarize(record)
    outcome = table.game.outcome()
    assert outcome is not None and summary["friends"] is True
    assert summary["won"] == (1 in outcome.winners)
    assert "with friends" in describe(record, in_progress=False)
    from engine.cli import main  # the usual record: python -m engine replay reads it

    assert main(["replay", str(files[0])]) == 0


@pytest.mark.parametrize(("variant", "plays"), [("bresciana", 24), ("kifameno", 20)])
def test_a_seat_at_a_table_with_friends_analyses_its_own_plays_of_a_hand_it_saw_whole(
        variant: str, plays: int) -> None:
    """Every card of a hand is seen by its end (Cicera: played or on the table; the Ciapanò
    family: played in a trick): the seat's copy holds the hand told again, and the analysis
    rates each of the seat's own plays of it, as at a table of its own."""
    import json
    import queue

    from cicera_gui.play import thinking
    from cicera_gui.play.analysis import Analysis
    from cicera_gui.play.remote_match import RemoteMatch
    from cicera_net.table import Table
    from engine.families import load_variant

    rules = load_variant(variant)
    table = Table(rules, 2, seed=12, levels=("easy", "easy"))
    table.started = True
    welcome = {"type": "welcome", "seat": 1, "players": 2, "variant": variant, "seats": []}
    inbox: queue.Queue[dict[str, object]] = queue.Queue()
    match = RemoteMatch(rules, welcome, None, inbox)
    match.thinker = thinking.Thinker("inline")
    while not (table.game.hand_log() and table.game.hand_log()[0].finished):
        table.advance()
        inbox.put(json.loads(json.dumps(table.state(1))))
        while match.arrived() is not None:
            pass
    assert match.hand_known(1)
    analysis = Analysis(match, 1, 1)
    for _ in range(1000):
        if not analysis.running:
            break
        analysis.poll()
    assert analysis.problem is None and analysis.done
    assert len(analysis.ratings) == plays  # two players: 24 plays each in bresciana, 20
    # in kifameno (ten cards and ten drawn)
