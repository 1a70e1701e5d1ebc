"""The teacher's reasons from the analysis's worlds (issue 30): what the play and the better
move came to, said in the game's own terms, only where the worlds show a difference, with the
right people in the sentence, in every language."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from cicera_gui.families.ciapano.outcomes_text import outcome_reasons as trick_outcomes
from cicera_gui.families.cicera.outcomes_text import outcome_reasons
from cicera_gui.words.i18n import translator
from engine.ai.outcomes import Outcomes
from engine.families import load_variant, new_match

NOTHING = {"napula": 0.0, "napula_points": 0.0, "mata": 0.0, "dieci_denari": 0.0,
           "fante_coppe": 0.0, "cards": 0.5, "spades": 0.5, "scua_ours": 0.0,
           "scua_theirs": 0.0, "picada_ours": 0.0, "picada_theirs": 0.0}


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    """Each test starts in English, whatever an earlier test left, and leaves English."""
    translator.set_language("en")
    yield
    translator.set_language("en")


def view_of(variant: str, players: int) -> Any:
    game = new_match(load_variant(variant), players, seed=1)
    game.deal_hand()
    return game.view(0)


def outcomes(played: dict[str, float], better: dict[str, float], worlds: int = 96) -> Outcomes:
    return Outcomes({**NOTHING, **played}, {**NOTHING, **better}, worlds)


def test_the_honour_a_play_gave_away_is_named_with_how_often() -> None:
    said = outcome_reasons(view_of("bresciana", 2), outcomes({"fante_coppe": 0.21},
                                                             {"fante_coppe": 0.83}), "bresciane")
    assert said == ["After your play the Fante di coppe goes to you 2 times in 10; after the "
                    "better move, 8 in 10"]


def test_what_the_worlds_do_not_show_is_not_said() -> None:
    # 0.21 and 0.24 are both "2 times in 10": no sentence would show a difference
    said = outcome_reasons(view_of("bresciana", 2), outcomes({"mata": 0.21}, {"mata": 0.24}),
                           "bresciane")
    assert said == []


def test_the_play_s_own_gain_follows_what_it_gave_away() -> None:
    said = outcome_reasons(view_of("bresciana", 2),
                           outcomes({"mata": 0.8, "scua_theirs": 1.2},
                                    {"mata": 0.3, "scua_theirs": 0.2}), "bresciane")
    assert said == ["Scùas in 10 hands: after your play 0 for you and 12 for Bepi; after the "
                    "better move, 0 and 2",
                    "After your play the Mata goes to you 8 times in 10; after the better move, "
                    "3 in 10"]


@pytest.mark.parametrize(("variant", "players", "who"),
                         [("bresciana", 2, "for Bepi"), ("pagat", 4, "for the other side"),
                          ("bresciana", 3, "for the others")])
def test_the_others_are_who_they_are(variant: str, players: int, who: str) -> None:
    said = outcome_reasons(view_of(variant, players),
                           outcomes({"picada_theirs": 0.9}, {"picada_theirs": 0.1}), "bresciane")
    assert len(said) == 1 and who in said[0]
    assert ("for your side" in said[0]) == (players == 4)


def test_in_the_one_solved_world_the_honour_simply_goes_to_someone() -> None:
    said = outcome_reasons(view_of("bresciana", 2),
                           outcomes({"napula": 0.0, "napula_points": -3.0},
                                    {"napula": 1.0, "napula_points": 3.0}, worlds=1),
                           "bresciane")
    assert said == ["After your play the Napula goes to Bepi; after the better move, to you"]


def test_a_trick_game_says_the_points_taken_with_the_trick_and_after_it() -> None:
    view = view_of("ciapano", 4)
    unit = view.rules.unit_size
    said = trick_outcomes(view, Outcomes(
        {"trick": 0.9, "trick_points": 4.0 * unit, "later_points": 1.0 * unit},
        {"trick": 0.1, "trick_points": 0.0, "later_points": 2.0 * unit}, 96), "bresciane")
    assert said == ["After your play you take 4 in card points with this trick on average; "
                    "after the better move, 0",
                    "After your play you take 1 in card points in the rest of the hand on "
                    "average; after the better move, 2"]


def test_a_trick_game_without_points_at_stake_says_who_takes_the_trick() -> None:
    view = view_of("kifameno", 2)
    same = {"trick_points": 0.0, "later_points": 3.0}
    said = trick_outcomes(view, Outcomes({"trick": 1.0, **same}, {"trick": 0.0, **same}, 1),
                          "bresciane")
    assert said == ["After your play you take this trick and lead the next; after the better "
                    "move, you do not"]


@pytest.mark.parametrize("language", ["de", "it", "ja"])
def test_every_reason_is_said_in_every_language(language: str) -> None:
    english: list[str] = []
    translated: list[str] = []
    for lang, found in (("en", english), (language, translated)):
        translator.set_language(lang)
        for variant, players in (("bresciana", 2), ("pagat", 4), ("bresciana", 3)):
            view = view_of(variant, players)
            for worlds in (1, 96):
                found.extend(outcome_reasons(view, outcomes(
                    {"mata": 0.0, "picada_theirs": 2.0, "scua_ours": 1.0, "spades": 0.0},
                    {"mata": 1.0, "picada_theirs": 0.0, "scua_ours": 0.0, "spades": 1.0},
                    worlds), "bresciane"))
        view = view_of("ciapano", 4)
        for worlds in (1, 96):
            found.extend(trick_outcomes(view, Outcomes(
                {"trick": 1.0, "trick_points": 6.0, "later_points": 3.0},
                {"trick": 0.0, "trick_points": 0.0, "later_points": 9.0}, worlds), "bresciane"))
            found.extend(trick_outcomes(view, Outcomes(
                {"trick": 0.3, "trick_points": 0.0, "later_points": 3.0},
                {"trick": 0.8, "trick_points": 0.0, "later_points": 3.0}, worlds), "bresciane"))
    translator.set_language("en")
    assert len(english) == len(translated) >= 12
    for source, text in zip(english, translated, strict=True):
        assert text != source, f"not translated: {source}"
        assert "{" not in text and "after your play" not in text.lower()
