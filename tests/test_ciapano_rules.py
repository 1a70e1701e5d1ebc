"""Ciapanò-family variants are YAML data: the five shipped ones match RULES.md, user files
extend them, and bad files get one-line errors naming the file, the key and the expectation."""

from pathlib import Path

import pytest

from engine.cards import Card
from engine.ciapano.rules import CiapanoRules, load_rules
from engine.errors import VariantError
from engine.families import load_variant, variant_ids
from tests.ciapano_positions import user_variant


def test_the_family_ships_five_variants_beside_ciceras() -> None:
    assert variant_ids("ciapano") == ["busca", "ciapano", "kifameno", "mattazza", "traversone"]
    assert "ciapano" not in variant_ids("cicera")
    rules = load_variant("busca")
    assert isinstance(rules, CiapanoRules) and rules.game == "ciapano"


def test_the_players_and_deals_match_the_rules_table() -> None:
    table = {
        "ciapano": {3: (13, 1), 4: (10, 0), 5: (8, 0)},
        "traversone": {3: (13, 1), 4: (10, 0), 5: (8, 0), 6: (6, 4), 7: (5, 5), 8: (5, 0)},
        "kifameno": {2: (10, 20), 3: (10, 9), 4: (10, 0)},
        "mattazza": {4: (10, 0)},
        "busca": {4: (10, 0)},
    }
    for variant, deals in table.items():
        rules = load_rules(variant)
        assert rules.players == tuple(deals), variant
        for players, (each, rest) in deals.items():
            assert (rules.hand_size(players), rules.rest_size(players)) == (each, rest)


def test_card_points_in_thirds_or_whole_points() -> None:
    ciapano = load_rules("ciapano")
    assert ciapano.unit_size == 3
    assert ciapano.values[Card.parse("Ab")] == 3
    assert [ciapano.values[Card.parse(c)] for c in "3s 2s Rs Cs Fs".split()] == [1] * 5
    assert [ciapano.values[Card.parse(c)] for c in "7s 6s 5s 4s".split()] == [0] * 4
    assert sum(ciapano.values) == 32  # 10⅔, counted as 11
    assert ciapano.total == 11
    traversone = load_rules("traversone")
    assert traversone.values[Card.parse("Ab")] == 33  # 11 points
    assert sum(traversone.values) == 62 and traversone.total == 21
    mattazza = load_rules("mattazza")
    assert mattazza.unit_size == 1
    assert sum(mattazza.values) + mattazza.last_trick_bonus == 35
    busca = load_rules("busca")
    assert busca.values[Card.parse("Ad")] == 8  # Pita
    assert sum(busca.values) + busca.last_trick_bonus == 40


def test_each_variant_has_its_rules_as_named_parameters() -> None:
    ciapano = load_rules("ciapano")
    assert (ciapano.end, ciapano.target, ciapano.survivors, ciapano.rest) == (
        "survivors", 31, 1, "aside")
    traversone = load_rules("traversone")
    assert (traversone.rest, traversone.cappotto, traversone.target) == ("monte", "choose", 41)
    kifameno = load_rules("kifameno")
    assert kifameno.rest == "talon" and not kifameno.follow_while_talon
    assert kifameno.removed == {3: (Card.parse("4d"),)}
    assert len(kifameno.deck_for(3)) == 39 and len(kifameno.deck_for(2)) == 40
    mattazza = load_rules("mattazza")
    assert (mattazza.scoring, mattazza.end, mattazza.target) == ("mattazza", "first_to_target", 5)
    busca = load_rules("busca")
    assert (busca.scoring, busca.target) == ("busche", 10)
    assert busca.first_trick_no_lead == (0,)
    assert busca.first_trick_no_discard == (Card.parse("Ad"),)


def test_every_choice_is_said_in_the_description() -> None:
    for variant in ("ciapano", "traversone", "kifameno", "mattazza", "busca"):
        assert "(choice" in load_rules(variant).description, variant


def test_a_user_file_extends_ciapano_and_changes_the_match(tmp_path: Path) -> None:
    rules = user_variant(tmp_path, "extends: ciapano\ntarget: 21\nsurvivors: 2\n")
    assert (rules.id, rules.target, rules.survivors, rules.end) == ("mine", 21, 2, "survivors")
    assert rules.game == "ciapano" and rules.players == (3, 4, 5)
    quick = user_variant(tmp_path, "extends: ciapano\nend: first_to_target\n", "quick.yaml")
    assert quick.end == "first_to_target"
    assert load_variant(tmp_path / "quick.yaml") == quick


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("extends: ciapano\ntarget: many\n",
         "mine.yaml: key 'target': expected a whole number, got 'many'"),
        ("extends: ciapano\nsurvivors: 4\n",
         "mine.yaml: key 'survivors': expected a whole number from 1 to 3, got 4"),
        ("extends: ciapano\nend: never\n",
         "mine.yaml: key 'end': expected 'survivors' or 'first_to_target' or 'deals', "
         "got 'never'"),
        ("extends: ciapano\ntrumps: true\n", "mine.yaml: key 'trumps': unknown key; known keys"),
        ("extends: ciapano\ndeal: {3: 14, 4: 10, 5: 8}\n",
         "mine.yaml: key 'deal.3': 14 each to 3 players is 42 cards, but the deck has only 40"),
        ("extends: ciapano\ndeal: {4: 10, 5: 8}\n",
         "mine.yaml: key 'deal.3': expected how many cards each of 3 players gets"),
        ("extends: kifameno\nremoved: {3: [8d]}\n",
         "mine.yaml: key 'removed.3': 8d is not one of the 40 cards (no 8, 9, 10)"),
        ("extends: ciapano\ncard_points: {X: 3}\n",
         "mine.yaml: key 'card_points.X': expected a rank: A 2 3 4 5 6 7 F C R"),
        ("extends: busca\nfirst_trick_no_lead: [z]\n",
         "mine.yaml: key 'first_trick_no_lead': expected suits d c s b, got 'z'"),
        ("extends: ciapano\nplayers: [3, 5]\ndefault_players: 3\ndeal: {3: 13, 5: 8}\n",
         "mine.yaml: key 'players': with end 'survivors' players go out one by one"),
        ("extends: ciapano\nend: deals\n",
         "mine.yaml: key 'deals': missing; expected how many deals the match lasts"),
        ("extends: ciapano\ngame: cicera\n", "mine.yaml: key 'game': expected 'ciapano'"),
        ("extends: ciapano\nplayers: [9]\n",
         "mine.yaml: key 'players': expected a whole number from 2 to 8, got 9"),
    ],
)
def test_a_bad_file_gets_one_line_naming_the_file_and_key(tmp_path: Path, text: str,
                                                          message: str) -> None:
    with pytest.raises(VariantError) as err:
        user_variant(tmp_path, text)
    assert str(err.value).startswith(str(tmp_path / message.split(":", maxsplit=1)[0]) + ":")
    assert message.split(": ", 1)[1] in str(err.value)
    assert "\n" not in str(err.value)


def test_an_inherited_bad_key_names_the_file_it_comes_from(tmp_path: Path) -> None:
    (tmp_path / "base.yaml").write_text("extends: ciapano\nsurvivors: 0\n")
    with pytest.raises(VariantError) as err:
        user_variant(tmp_path, "extends: base.yaml\n")
    assert "key 'survivors'" in str(err.value)
    assert "(the key comes from" in str(err.value) and "base.yaml" in str(err.value)


def test_a_player_count_the_variant_lacks_is_refused() -> None:
    with pytest.raises(VariantError, match="variant 'mattazza' is played by 4 players, not 3"):
        load_rules("mattazza").check_players(3)
