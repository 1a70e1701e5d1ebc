"""The tournament command: duplicate deals, the summary's keys, the same result on any
number of workers."""

import json

import pytest

from engine.cli import main
from engine.tournament import Settings, mean_interval, run_tournament, wilson


def test_the_command_prints_the_summary(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["tournament", "--variant", "bresciana", "--players", "2", "--a", "hard",
                 "--b", "easy", "--hands", "2", "--matches", "1", "--seed", "3",
                 "--iterations", "2"])
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    for key in ("diff_per_hand", "ci95", "think_ms_mean", "think_ms_p95", "match_win_rate",
                "match_ci95"):
        assert key in summary
    assert set(summary["think_ms_p95"]) == {"hard", "easy"}
    assert summary["deals"] == 2 and summary["games"] == 4
    low, high = summary["ci95"]
    assert low <= summary["diff_per_hand"] <= high
    assert 0 <= summary["match_win_rate"] <= 1


def test_the_seer_can_take_a_seat(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--a", "seer", "--b", "normal", "--hands", "1",
                 "--iterations", "1"]) == 0
    assert "seer" in json.loads(capsys.readouterr().out)["think_ms_mean"]


def test_the_result_does_not_depend_on_the_number_of_workers() -> None:
    one = run_tournament(Settings("pagat", 4, "normal", "easy", 6, seed=5, workers=1))
    two = run_tournament(Settings("pagat", 4, "normal", "easy", 6, seed=5, workers=2))
    assert one["diff_per_hand"] == two["diff_per_hand"] and one["ci95"] == two["ci95"]


def test_a_level_against_itself_comes_out_even_on_duplicate_deals() -> None:
    summary = run_tournament(Settings("bresciana", 2, "normal", "normal", 5, seed=1))
    assert summary["diff_per_hand"] == 0


def test_bad_requests_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--variant", "bresciana", "--players", "3"]) == 2
    assert main(["tournament", "--a", "grandmaster"]) == 2
    assert "unknown level" in capsys.readouterr().err


def test_the_intervals() -> None:
    mean, low, high = mean_interval([1.0, 3.0])
    assert mean == 2 and low < 2 < high
    w_low, w_high = wilson(5, 10)
    assert w_low < 0.5 < w_high
