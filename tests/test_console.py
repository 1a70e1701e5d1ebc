"""The command lines on any console: a message quotes at most 40 characters of a bad value
(README), and nothing printed fails on the console's encoding (a Western Windows console is
cp1252: no Japanese)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from cicera_gui.program import cli as gui_cli
from engine import cli
from engine.ciapano.game import CiapanoGame
from engine.ciapano.record import game_to_record

LONG = "x" * 500
DIGITS = "9" * 500


def ciapano_record() -> dict[str, Any]:
    game = CiapanoGame.new("traversone", 4, seed=3)
    if game.is_chance_node():
        game.deal_hand()
    for _ in range(5):
        game.apply(game.legal_moves()[0])
    return game_to_record(game)


def with_choice(record: dict[str, Any]) -> None:
    record["hands"][0]["plays"][0] = {"choice": LONG}


def with_dealer(record: dict[str, Any]) -> None:
    record["hands"][0]["dealer"] = int(DIGITS)


def with_seats(record: dict[str, Any]) -> None:
    record["hands"][0]["seats"] = [0] * 500 + [int(DIGITS)]


def with_game(record: dict[str, Any]) -> None:
    record["game"] = LONG


def with_variant_key(record: dict[str, Any], folder: Path) -> None:
    (folder / "mine.yaml").write_text(f"extends: traversone\n{LONG}: 1\n", "utf-8")
    record["variant"] = "mine.yaml"


@pytest.mark.parametrize("change", [with_choice, with_dealer, with_seats, with_game,
                                    with_variant_key])
def test_a_replay_error_quotes_at_most_40_characters_of_a_bad_value(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        change: Callable[..., None]) -> None:
    record = ciapano_record()
    if change is with_variant_key:
        change(record, tmp_path)
    else:
        change(record)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record), "utf-8")
    assert cli.main(["replay", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith(f"{path}: ")
    assert "x" * 41 not in err and "9" * 41 not in err and "0, " * 41 not in err


def test_the_command_lines_quote_at_most_40_characters_of_a_bad_argument(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["tournament", "--a", LONG, "--hands", "1"]) == 2
    for engine_argv in (["replay", "a.json", LONG], ["simulate", "--players", DIGITS]):
        with pytest.raises(SystemExit):
            cli.main(engine_argv)
    for argv in (["--lang", LONG], ["--deck", LONG], ["--scene", LONG],
                 ["--size", DIGITS + "x600"], ["--players", LONG], [LONG]):
        with pytest.raises(SystemExit):
            gui_cli.main(argv)
    _, err = capsys.readouterr()
    assert "unknown level 'xxx" in err and "expected one of de, it, ja, en, got 'xxx" in err
    assert "x" * 41 not in err and "9" * 41 not in err


def run_on_cp1252(*args: str) -> subprocess.CompletedProcess[bytes]:
    env = dict(os.environ, PYTHONIOENCODING="cp1252", PYTHONUTF8="0")
    return subprocess.run([sys.executable, *args], capture_output=True, env=env, check=False)


def test_the_engine_prints_japanese_on_a_cp1252_console(tmp_path: Path) -> None:
    variant = tmp_path / "チチェラ.yaml"
    variant.write_text("extends: bresciana-corta\nid: チチェラù\n", "utf-8")
    result = run_on_cp1252("-m", "engine", "simulate", "--variant", str(variant),
                           "--matches", "1")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout.decode("cp1252"))["variant"] == "チチェラù"
    missing = tmp_path / "記録ù.json"
    result = run_on_cp1252("-m", "engine", "replay", str(missing))
    assert result.returncode == 2 and result.stdout == b""
    err = result.stderr.decode("cp1252")
    assert "no such file" in err and "Traceback" not in err and "ù" in err


def test_the_games_command_line_prints_on_a_cp1252_console(tmp_path: Path) -> None:
    """The self-check's report names the languages' own names (日本語, Italiano…)."""
    env_home = dict(CICERA_HOME=str(tmp_path))
    result = subprocess.run([sys.executable, "-m", "cicera_gui", "--self-check"],
                            capture_output=True, check=False,
                            env=dict(os.environ, PYTHONIOENCODING="cp1252", PYTHONUTF8="0",
                                     **env_home))
    assert b"Traceback" not in result.stderr, result.stderr
    report = json.loads(result.stdout.decode("cp1252"))
    assert "ok" in report
