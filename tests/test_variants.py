"""Variants are YAML data: shipped ids, user files that extend them, and clear errors."""

from pathlib import Path

import pytest

from engine.cicera.rules import load_rules
from engine.errors import VariantError
from engine.families import variant_ids


def test_the_four_shipped_variants_match_the_rules_table() -> None:
    assert variant_ids("cicera") == ["bresciana", "bresciana-corta", "pagat", "pagat-sei"]
    table = {
        # id: players, target, cards tie, cinquina, napoleone, forced points void
        "pagat": ((4,), 51, "nobody", False, False, False),
        "pagat-sei": ((4,), 51, "nobody", False, False, False),
        "bresciana": ((2, 3, 4), 21, "one_each", True, True, True),
        "bresciana-corta": ((2, 3, 4), 11, "one_each", True, True, True),
    }
    for variant, expected in table.items():
        rules = load_rules(variant)
        assert rules.id == variant
        got = (rules.players, rules.target, rules.cards_tie, rules.cinquina, rules.napoleone,
               rules.forced_points_void)
        assert got == expected, variant
        assert rules.napula_into_figures


def test_four_players_play_as_partners_opposite() -> None:
    rules = load_rules("bresciana")
    assert [rules.side_of(seat, 4) for seat in range(4)] == [0, 1, 0, 1]
    assert [rules.side_of(seat, 3) for seat in range(3)] == [0, 1, 2]
    assert rules.sides(4) == 2 and rules.sides(2) == 2 and rules.sides(3) == 3


def write(tmp_path: Path, text: str, name: str = "mine.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_user_file_extends_a_shipped_variant_and_changes_only_the_target(tmp_path: Path) -> None:
    rules = load_rules(write(tmp_path, "extends: pagat\nname: Quick\ntarget: 31\n"))
    assert (rules.id, rules.name, rules.target) == ("mine", "Quick", 31)
    base = load_rules("pagat")
    assert rules.deals == base.deals and rules.players == base.players


def test_a_file_extends_another_file_by_relative_path(tmp_path: Path) -> None:
    write(tmp_path, "extends: bresciana\ntarget: 15\n", "base.yaml")
    rules = load_rules(write(tmp_path, "extends: base.yaml\ncinquina: false\n"))
    assert (rules.target, rules.cinquina, rules.napoleone) == (15, False, True)


def error(tmp_path: Path, text: str) -> VariantError:
    path = write(tmp_path, text)
    with pytest.raises(VariantError) as caught:
        load_rules(path)
    message = str(caught.value)
    assert str(path) in message, "the message names the file"
    return caught.value


def test_yaml_syntax_error_names_file_and_line(tmp_path: Path) -> None:
    err = error(tmp_path, "extends: pagat\ntarget: [51\n")
    assert "YAML syntax error at line" in str(err)


def test_unknown_key_is_named(tmp_path: Path) -> None:
    err = error(tmp_path, "extends: pagat\ntargte: 31\n")
    assert err.key == "targte" and "unknown key" in str(err)


def test_wrong_type_names_the_key_and_what_was_expected(tmp_path: Path) -> None:
    err = error(tmp_path, "extends: pagat\ntarget: lots\n")
    assert err.key == "target" and "expected a whole number" in str(err)
    err = error(tmp_path, "extends: pagat\ncinquina: 'yes'\n")
    assert err.key == "cinquina" and "true or false" in str(err)
    err = error(tmp_path, "extends: pagat\ncards_tie: split\n")
    assert err.key == "cards_tie" and "'nobody' or 'one_each'" in str(err)


def test_five_players_is_impossible(tmp_path: Path) -> None:
    err = error(tmp_path, "extends: bresciana\nplayers: [2, 5]\n")
    assert err.key == "players" and "from 2 to 4" in str(err)


def test_a_deal_that_does_not_use_the_whole_deck(tmp_path: Path) -> None:
    err = error(tmp_path, "extends: pagat\ndeal:\n  4:\n    first: [{hands: 10}, {table: 4}]\n")
    assert err.key == "deal.4.later" and "leaves 8 of 52 cards" in str(err)
    err = error(tmp_path, "extends: pagat\ndeal:\n  4:\n    first: [{hands: 13}, {table: 4}]\n")
    assert "deals 56 cards" in str(err)
    err = error(
        tmp_path, "extends: pagat\ndeal:\n  4:\n    first: [{hands: 5}, {table: 4}]\n    later: 3\n"
    )
    assert "do not use the 28 cards" in str(err)


def test_a_player_count_without_its_deal(tmp_path: Path) -> None:
    err = error(tmp_path, "extends: pagat\nplayers: [2, 4]\n")
    assert err.key == "deal.2"


def test_missing_and_circular_extends(tmp_path: Path) -> None:
    err = error(tmp_path, "extends: nosuch\n")
    assert "not a shipped variant id" in str(err)
    write(tmp_path, "extends: b.yaml\n", "a.yaml")
    write(tmp_path, "extends: a.yaml\n", "b.yaml")
    with pytest.raises(VariantError, match="extends itself"):
        load_rules(tmp_path / "a.yaml")


def test_empty_file_and_non_mapping(tmp_path: Path) -> None:
    assert "empty" in str(error(tmp_path, ""))
    assert "mapping" in str(error(tmp_path, "- 1\n- 2\n"))


def test_unsafe_yaml_tags_are_refused(tmp_path: Path) -> None:
    err = error(tmp_path, "target: !!python/object/apply:os.system ['true']\n")
    assert "YAML" in str(err)
