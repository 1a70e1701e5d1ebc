"""The engine's command line contracts: replay, simulate, bench."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_records import _full_deal_record


def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        check=False,
    )


def test_replay_prints_the_replay_as_json(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(_full_deal_record()))
    result = run("replay", str(path))
    assert result.returncode == 0, result.stderr
    output = json.loads(result.stdout)
    assert list(output) == ["hands", "totals", "winner"]
    assert output["hands"][0]["plays"][0]["events"] == ["simili", "quadriglia"]
    assert result.stderr == ""


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "no such file"),
        ("{not json", "not valid JSON (line 1"),
        ("[1, 2]", "a record is a JSON object"),
        ("ILLEGAL", "hand 1, play 2: As is not in the hand of seat 1"),
    ],
)
def test_replay_errors_are_one_line_on_stderr_exit_2_nothing_on_stdout(
    tmp_path: Path, content: str | None, message: str
) -> None:
    path = tmp_path / "bad.json"
    if content == "ILLEGAL":
        record = _full_deal_record()
        record["hands"][0]["plays"][1]["card"] = "As"
        content = json.dumps(record)
    if content is not None:
        path.write_text(content)
    result = run("replay", str(path))
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and message in lines[0] and str(path) in lines[0]
    assert "Traceback" not in result.stderr


def test_simulate_plays_matches_and_writes_records_that_replay(tmp_path: Path) -> None:
    result = run("simulate", "--variant", "bresciana", "--players", "3", "--matches", "3",
                 "--seed", "9", "--record-dir", str(tmp_path))
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["matches"] == 3 and sum(summary["wins_by_side"].values()) == 3
    records = sorted(tmp_path.glob("*.json"))
    assert len(records) == 3
    replayed = run("replay", str(records[0]))
    assert replayed.returncode == 0 and json.loads(replayed.stdout)["winner"] is not None
    again = run("simulate", "--variant", "bresciana", "--players", "3", "--matches", "3",
                "--seed", "9")
    assert json.loads(again.stdout) == summary


def test_simulate_refuses_a_player_count_the_variant_does_not_have() -> None:
    result = run("simulate", "--variant", "pagat", "--players", "3", "--matches", "1")
    assert result.returncode == 2 and "played by 4 players, not 3" in result.stderr


def test_bench_prints_hands_per_second_as_json() -> None:
    result = run("bench", "--seconds", "0.2")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["random_hands_per_s"] > 0 and data["players"] == 4


@pytest.mark.parametrize(("command", "flag", "value", "bound"), [
    ("analyse", "--worlds", "1000000000", "10000"), ("analyse", "--hand", "100001", "100000"),
    ("analyse", "--seat", "8", "7"), ("analyse", "--seed", str(2**63), "2**63 - 1"),
    ("simulate", "--matches", "100001", "100000"), ("simulate", "--players", "9", "8"),
    ("bench", "--seconds", "1e9", "3600"), ("bench", "--hands", "1001", "1000"),
    ("tournament", "--hands", "1000001", "1000000"), ("tournament", "--workers", "65", "64"),
    ("tournament", "--iterations", "1000001", "1000000"),
    ("tournament", "--budget-ms", "1e12", "60000"),
])
def test_every_number_a_command_takes_has_an_upper_bound_said_in_help(
        command: str, flag: str, value: str, bound: str, tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    record.write_text(json.dumps(_full_deal_record()))
    before = [str(record)] if command == "analyse" else []
    seat = ["--seat", "0"] if command == "analyse" and flag != "--seat" else []
    result = run(command, *before, *seat, flag, value)
    assert result.returncode == 2 and result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and flag in lines[0] and bound in lines[0], lines
    helped = " ".join(run(command, "--help").stdout.split())
    said = helped.split("options:", 1)[1].split(flag, 1)[1][:120]
    assert bound in said, said


def test_simulate_never_writes_a_record_that_replay_would_refuse(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A match whose record is larger than a record may be is said, and not written; what
    is written replays (here with the limit made small, so that a short match passes it)."""
    from engine import record_files, safe_io
    from engine.families import load_variant
    from engine.simulate import simulate

    limit = 4_000
    monkeypatch.setattr(record_files, "MAX_JSON_BYTES", limit)
    told: list[str] = []
    summary = simulate(load_variant("ciapano"), 4, 6, 3, tmp_path, warn=told.append)
    skipped = summary["records_not_written"]
    written = sorted(tmp_path.glob("*.json"))
    assert skipped and len(written) == 6 - len(skipped)
    assert len(told) == len(skipped) and all("not written" in line and "MB" in line
                                             for line in told)
    for path in written:
        assert path.stat().st_size <= limit
        record_files.replay(safe_io.read_json(path, limit), tmp_path)


@pytest.mark.parametrize(("module", "flag", "value", "bound"), [
    ("cicera_gui", "--seed", str(2**63), "2**63 - 1"), ("cicera_gui", "--players", "9", "8"),
    ("cicera_gui.bench", "--hands", "101", "100"),
    ("cicera_gui.bench", "--idle-seconds", "1e9", "600"),
])
def test_the_programs_numbers_are_bounded_too(module: str, flag: str, value: str,
                                              bound: str) -> None:
    done = subprocess.run([sys.executable, "-m", module, flag, value], capture_output=True,
                          text=True, check=False, timeout=120,
                          env={**os.environ, "SDL_VIDEODRIVER": "dummy"})
    assert done.returncode == 2 and bound in done.stderr and "Traceback" not in done.stderr


def test_bench_coach_prints_the_answers_time_and_steadiness() -> None:
    """``bench --coach`` (issue 54's measure): each of seat 0's plays with a choice rated
    alone, twice; the answers' p95 and whether the verdict shown is the same."""
    result = run("bench", "--coach", "--hands", "1", "--variant", "scopa", "--players", "2")
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    (row,) = out["variants"]
    assert row["variant"] == "scopa" and row["players"] == 2 and row["plays"] >= 1
    assert out["plays"] == row["plays"] and out["processes"] == 1
    assert 0 < out["p95_ms"] <= out["max_ms"]
    assert 0 <= out["verdict_same"] <= 1
    assert out["verdict_same_ci95"][0] <= out["verdict_same"] <= out["verdict_same_ci95"][1]


def test_bench_steadiness_prints_the_agreement_of_two_seeds() -> None:
    result = run("bench", "--steadiness", "--hands", "1", "--variant", "traversone",
                 "--players", "4", "--no-reference")
    assert result.returncode == 0, result.stderr
    (row,) = json.loads(result.stdout)["steadiness"]
    assert row["variant"] == "traversone" and row["decisions"] >= 1
    assert 0 <= row["class_same"] <= 1 and 0 <= row["better_move_same"] <= 1
    assert row["class_same_ci95"][0] <= row["class_same"] <= row["class_same_ci95"][1]
    assert row["flips"] >= 0 and "better_move_same_as_reference" not in row
