"""The seam between families: one game interface, a registry, one match driver."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine.cicera.events import HandDealt, HandScored
from engine.cicera.game import CiceraGame
from engine.cli import main
from engine.errors import RecordError, VariantError
from engine.families import (
    family,
    family_ids,
    family_of_record,
    load_variant,
    new_match,
    variant_ids,
)
from engine.game import AnyGame, better
from engine.match import play_match, step
from engine.players import RandomPlayer


def as_game_state(game: CiceraGame) -> AnyGame:
    """Cicera's match offers the shared interface (mypy checks this assignment)."""
    return game


def bots(count: int, seed: int) -> list[RandomPlayer]:
    return [RandomPlayer(random.Random(seed + seat)) for seat in range(count)]


def test_a_variant_names_its_family_and_a_user_file_inherits_it(tmp_path: Path) -> None:
    assert load_variant("pagat").game == "cicera"
    mine = tmp_path / "mine.yaml"
    mine.write_text("extends: pagat\nname: Pagat to 31\ntarget: 31\n", encoding="utf-8")
    rules = load_variant(mine)
    assert rules.game == "cicera" and rules.target == 31


def test_an_unknown_family_is_one_clear_error(tmp_path: Path) -> None:
    odd = tmp_path / "odd.yaml"
    odd.write_text("extends: pagat\ngame: chess\n", encoding="utf-8")
    with pytest.raises(VariantError) as caught:
        load_variant(odd)
    message = str(caught.value)
    assert message.startswith(f"{odd}: key 'game': expected 'cicera'")
    assert "\n" not in message


def test_every_shipped_variant_belongs_to_exactly_one_family() -> None:
    every = variant_ids()
    by_family = [v for game in family_ids() for v in variant_ids(game)]
    assert sorted(by_family) == every
    assert {"pagat", "pagat-sei", "bresciana", "bresciana-corta"} <= set(variant_ids("cicera"))
    for variant in every:
        assert family(load_variant(variant).game).id == load_variant(variant).game


def test_a_record_of_an_unknown_game_is_refused_in_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    known = ", ".join(repr(game) for game in family_ids())
    with pytest.raises(RecordError, match=f"game: expected one of {known}"):
        family_of_record({"game": "chess"})
    path = tmp_path / "chess.json"
    path.write_text(json.dumps({"format": "chess/1", "game": "chess", "hands": []}),
                    encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "game: expected one of" in err


def test_the_match_driver_deals_at_chance_nodes_and_passes_every_event() -> None:
    game = new_match(load_variant("bresciana"), 2, seed=4)
    assert game.is_chance_node() and game.current_player() is None
    seen: list[object] = []
    play_match(game, bots(2, 1), seen.extend, stop_after_hand=True)
    assert isinstance(seen[0], HandDealt)
    assert sum(isinstance(e, HandScored) for e in seen) == 1
    assert game.is_chance_node() or game.is_terminal()
    assert game.last_hand_points() is not None


def test_a_match_played_step_by_step_is_the_match_played_whole() -> None:
    rules = load_variant("bresciana-corta")
    whole = play_match(new_match(rules, 3, seed=9), bots(3, 5))
    stepped = new_match(rules, 3, seed=9)
    players = bots(3, 5)
    while not stepped.is_terminal():
        step(stepped, players)
    assert whole.side_totals() == stepped.side_totals()
    assert whole.outcome() == stepped.outcome()


def test_the_outcome_names_the_winning_side_s_seats() -> None:
    game = play_match(new_match(load_variant("pagat"), 4, seed=2), bots(4, 3))
    outcome = game.outcome()
    assert outcome is not None and not outcome.lower_is_better
    assert isinstance(game, CiceraGame)
    winner = game.winner
    assert outcome.winners == tuple(s for s in range(4) if s % 2 == winner)
    assert outcome.totals == tuple(game.totals[s % 2] for s in range(4))


def test_better_counts_the_right_way_round() -> None:
    assert better(30, 20, lower_is_better=False) == 10
    assert better(3, 7, lower_is_better=True) == 4


def test_a_view_knows_the_deck_it_is_played_with() -> None:
    game = as_game_state(CiceraGame.new("bresciana", players=2, seed=3))
    view = game.view(0)
    seen = len(view.hand) + len(view.table)
    assert len(view.unseen()) == 52 - seen
