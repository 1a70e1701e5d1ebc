"""The tournament command: duplicate deals, the summary's keys, the same result on any
number of workers."""

import json
from pathlib import Path

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


def test_three_sides_play_each_deal_three_times() -> None:
    summary = run_tournament(Settings("bresciana", 3, "normal", "easy", 2, seed=1))
    assert summary["deals"] == 2 and summary["games"] == 6
    assert summary["moves"]["normal"] * 2 == summary["moves"]["easy"]  # A holds one seat of 3


def test_hard_against_hard_with_more_worlds(capsys: pytest.CaptureFixture[str]) -> None:
    """B may draw its own number of worlds: the same level twice, told apart as hard@N."""
    assert main(["tournament", "--variant", "bresciana", "--players", "2", "--a", "hard",
                 "--b", "hard", "--hands", "1", "--iterations", "2", "--b-iterations", "8",
                 "--seed", "4"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["b_iterations"] == 8
    assert set(summary["moves"]) == {"hard", "hard@8"}
    assert summary["moves"]["hard"] == summary["moves"]["hard@8"]  # two seats, each side once


def test_bad_requests_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--variant", "bresciana", "--players", "5"]) == 2
    assert main(["tournament", "--a", "grandmaster"]) == 2
    assert "unknown level" in capsys.readouterr().err


def test_the_intervals() -> None:
    mean, low, high = mean_interval([1.0, 3.0])
    assert mean == 2 and low < 2 < high
    w_low, w_high = wilson(5, 10)
    assert w_low < 0.5 < w_high


def test_the_report_tabulates_summaries_and_the_gap_hard_closes(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]
                                                                 ) -> None:
    from tools.ai_report import main as report

    files = []
    for a, diff in (("normal", -4.0), ("hard", -1.0)):
        summary = run_tournament(Settings("pagat", 4, a, "seer", 1, seed=2, iterations=1))
        summary["diff_per_hand"] = diff  # the gap arithmetic on round numbers
        files.append(tmp_path / f"{a}.json")
        files[-1].write_text(json.dumps(summary), encoding="utf-8")
    assert report([str(f) for f in files]) == 0
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if line.startswith("| `pagat`")]
    assert len(rows) == 2 and "Normal" in rows[0] and "seer (1 worlds)" in rows[0]
    assert "**-4.00**" in rows[0] and "**-1.00**" in rows[1]
    assert "Hard closes 75% of the gap" in out
    (tmp_path / "broken.json").write_text("{", encoding="utf-8")
    assert report([str(tmp_path / "broken.json")]) == 2
    assert "broken.json" in capsys.readouterr().err


@pytest.mark.parametrize(("variant", "players"), [("bresciana", 2), ("ciapano", 4)])
def test_the_summary_gives_what_each_side_wrote_and_the_difference_is_theirs(
        variant: str, players: int) -> None:
    """A's and B's points a hand are the scale of the difference: in Cicera A's points less
    B's, in the Ciapanò family (penalties) B's less A's."""
    summary = run_tournament(Settings(variant, players, "normal", "easy", 4, seed=2))
    a, b = summary["a_points_per_hand"], summary["b_points_per_hand"]
    assert a >= 0 and b >= 0 and a + b > 0
    lower_is_better = variant == "ciapano"
    assert summary["diff_per_hand"] == pytest.approx(b - a if lower_is_better else a - b,
                                                     abs=2e-4)
