"""The command line for the Ciapanò family: simulate every variant and player count (with
records that replay), and the bench against the plain implementation."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.ciapano.rules import load_rules
from engine.cli import main
from engine.families import variant_ids


@pytest.mark.parametrize("variant", variant_ids("ciapano"))
def test_simulate_plays_every_variant_and_player_count(
        variant: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for players in load_rules(variant).players:
        folder = tmp_path / f"{variant}-{players}"
        assert main(["simulate", "--variant", variant, "--players", str(players),
                     "--matches", "2", "--seed", "5", "--record-dir", str(folder)]) == 0
        summary = json.loads(capsys.readouterr().out)
        assert summary["variant"] == variant and summary["players"] == players
        assert summary["matches"] == 2 and summary["hands"] >= 2
        assert sum(summary["wins_by_seat"].values()) >= 2
        assert len(list(folder.glob("match-*.json"))) == 2
        assert main(["replay", str(folder / "match-0002.json")]) == 0
        assert json.loads(capsys.readouterr().out)["winners"]


def test_simulate_is_seeded(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--variant", "ciapano", "--players", "3", "--matches", "3",
            "--seed", "9"]
    main(args)
    first = capsys.readouterr().out
    main(args)
    assert capsys.readouterr().out == first


def test_simulate_refuses_a_player_count_the_variant_lacks(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--variant", "busca", "--players", "5"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "variant 'busca' is played by 4 players, not 5" in captured.err


def test_bench_measures_the_core_against_the_plain_implementation() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "engine", "bench", "--variant", "ciapano", "--players", "4",
         "--seconds", "0.3"],
        capture_output=True, text=True, check=True, timeout=60,
    )
    data = json.loads(result.stdout)
    assert data["variant"] == "ciapano" and data["players"] == 4
    assert data["random_hands_per_s"] > 0 and data["plain_random_hands_per_s"] > 0
    assert data["speedup"] == pytest.approx(
        data["random_hands_per_s"] / data["plain_random_hands_per_s"], rel=0.01)
    assert data["speedup"] > 1.5  # the gate (4x) is measured over seconds, not in a test


def test_bench_without_a_variant_stays_ciceras(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--seconds", "0.05"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["variant"] == "pagat" and "crowded_table_captures_per_s" in data
    assert data["plain_random_hands_per_s"] > 0 and data["speedup"] > 0  # measured side by side
