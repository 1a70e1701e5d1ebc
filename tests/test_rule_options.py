"""A family's own New game choices, declared as rule options: New game offers a row for each
that the variant has, remembers what was chosen as far as the variant still allows it, and
starts the match with what differs from the variant's own."""

from __future__ import annotations

from cicera_gui.families.ciapano.newgame import PenaltyChoices
from cicera_gui.look.widgets import Choice
from engine.ciapano.rules import CiapanoRules
from engine.families import load_variant


def variant(name: str) -> CiapanoRules:
    rules = load_variant(name)
    assert isinstance(rules, CiapanoRules)
    return rules


def labels(choices: PenaltyChoices, name: str, players: int) -> list[str]:
    return [w.label for w in choices.widgets(variant(name), players)
            if isinstance(w, Choice)]


def test_rows_follow_the_variant_and_the_choices_made() -> None:
    rules = variant("traversone")
    choices = PenaltyChoices(rules, lambda: None)
    assert labels(choices, "traversone", 5) == ["Target", "End", "Survivors"]
    assert labels(choices, "traversone", 2) == ["Target", "End"]  # one survivor of two
    choices.chosen["end"] = "first_to_target"
    assert labels(choices, "traversone", 5) == ["Target", "End"]
    assert choices.changes(rules, 5) == {"end": "first_to_target"}


def test_a_choice_the_players_do_not_allow_falls_to_the_nearest_they_do() -> None:
    rules = variant("traversone")
    changed: list[bool] = []
    choices = PenaltyChoices(rules, lambda: changed.append(True),
                             {"survivors": 3, "target": 51})
    assert choices.changes(rules, 8) == {"survivors": 3, "target": 51}
    assert choices.changes(rules, 3) == {"survivors": 2, "target": 51}
    assert choices.changes(rules, 2) == {"target": 51}  # one survives: the variant's own
    survivors = next(w for w in choices.widgets(rules, 3)
                     if isinstance(w, Choice) and w.label == "Survivors")
    assert survivors.value == "2"
    survivors.step(-1)
    assert changed and choices.chosen["survivors"] == 1


def test_remembered_values_the_variant_does_not_offer_are_dropped() -> None:
    rules = variant("traversone")
    choices = PenaltyChoices(rules, lambda: None,
                             {"target": 999, "end": "deals", "survivors": "two"})
    assert choices.kept() == {"target": rules.target, "end": rules.end,
                              "survivors": rules.survivors}
    assert choices.changes(rules, 5) == {}
