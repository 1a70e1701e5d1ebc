"""What is wrong is refused, not guessed: a key given twice in a variant file, a record's play
that holds both a card and a choice, a variant that extends one of the other family."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.ciapano.game import CiapanoGame
from engine.ciapano.record import game_to_record
from engine.errors import RecordError, VariantError
from engine.families import load_variant
from engine.record_files import replay


@pytest.mark.parametrize(("text", "key", "second", "first"), [
    ("extends: ciapano\nid: mine\ntarget: 31\nname: Mine\ntarget: 5\n", "'target'",
     "line 5, column 1", "line 3, column 1"),
    ("extends: ciapano\nid: mine\ndeal: {3: 13, 4: 10, 5: 8, 4: 9}\n", "4",
     "line 3, column 28", "line 3, column 15"),
    ("id: mine\nplayers: [4]\ndeal:\n  4:\n    first: [{hands: 4}]\n    later: 4\n"
     "    later: 2\ntarget: 51\n", "'later'", "line 7, column 5", "line 6, column 5"),
])
def test_a_key_given_twice_is_refused_naming_the_key_and_both_lines(
        tmp_path: Path, text: str, key: str, second: str, first: str) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text(text, "utf-8")
    with pytest.raises(VariantError) as caught:
        load_variant(path)
    assert str(caught.value) == (f"{path}: YAML error at {second}: the key {key} is given twice "
                                 f"(first at {first}); give each key once")


def test_the_same_key_in_different_mappings_is_fine(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text("extends: kifameno\nid: mine\ndeal: {2: 10, 3: 10, 4: 9}\n"
                    "removed: {3: [4d], 4: [4d, 4c, 4s, 4b]}\n", "utf-8")
    assert load_variant(path).hand_size(4) == 9  # type: ignore[attr-defined]


def test_a_play_with_both_a_card_and_a_choice_is_refused_naming_the_play() -> None:
    game = CiapanoGame.new("traversone", 4, seed=3)
    if game.is_chance_node():
        game.deal_hand()
    game.apply(game.legal_moves()[0])
    record = game_to_record(game)
    play = record["hands"][0]["plays"][0]
    play["choice"] = "take"
    with pytest.raises(RecordError) as caught:
        replay(record)
    assert str(caught.value).startswith("hand 1, play 1: a play is a card or a choice, "
                                        "not both, got {")
    del play["card"]
    with pytest.raises(RecordError, match="hand 1, play 1"):  # a choice alone: not its turn
        replay(record)


@pytest.mark.parametrize(("text", "game", "parent", "other"), [
    ("extends: pagat\ngame: ciapano\nid: mix\n", "ciapano", "pagat", "cicera"),
    ("extends: kifameno\ngame: cicera\nid: mix\n", "cicera", "kifameno", "ciapano"),
])
def test_a_variant_extending_one_of_the_other_family_names_the_players_file(
        tmp_path: Path, text: str, game: str, parent: str, other: str) -> None:
    path = tmp_path / "mix.yaml"
    path.write_text(text, "utf-8")
    with pytest.raises(VariantError) as caught:
        load_variant(path)
    assert caught.value.source == str(path) and caught.value.key == "extends"
    assert caught.value.problem == (
        f"a variant of the '{game}' family cannot extend {parent}, a variant of the "
        f"'{other}' family: the two families do not mix; extend a '{game}' variant instead")


def test_a_family_mixed_further_up_is_told_through_which_file(tmp_path: Path) -> None:
    (tmp_path / "middle.yaml").write_text("extends: pagat\ngame: ciapano\n", "utf-8")
    path = tmp_path / "mine.yaml"
    path.write_text("extends: middle.yaml\nid: mine\n", "utf-8")
    with pytest.raises(VariantError) as caught:
        load_variant(path)
    assert caught.value.source == str(path)
    assert caught.value.problem.endswith(f"(through {tmp_path / 'middle.yaml'})")
