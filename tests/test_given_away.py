"""The analysis of a Cicera play says what the play gave away (issue 51): a play that left
the next player the table to sweep, an honour to take or a card to snap up says so, naming
the player, where the better move did not leave it and the analysis's worlds show it cost."""

from __future__ import annotations

from typing import Any

import pytest

from cicera_gui.families.cicera.giveaway import given_away_reasons
from cicera_gui.words.i18n import translator
from engine.ai.outcomes import Outcomes
from engine.cards import Card
from engine.cicera.exposure import exposure, given_away
from engine.cicera.rules import CiceraRules
from engine.cicera.view import SeatView
from engine.families import load_variant
from engine.kinds.capture.moves import Move
from tests.test_reasons_true import decisions


def view_of(table: str, hand: str, seen: str = "", players: int = 2) -> SeatView:
    """Seat 0 to play in a first hand: ``hand`` held, ``table`` on the table, ``seen`` in
    its own pile; every other card unseen, the next player holding some."""
    rules = load_variant("bresciana")
    assert isinstance(rules, CiceraRules)
    cards = [Card.parse(text) for text in hand.split()]
    on_table = [Card.parse(text) for text in table.split()]
    pile = frozenset(Card.parse(text) for text in seen.split())
    return SeatView(rules=rules, players=players, seat=0, hand_number=1, dealer=1, turn=0,
                    hand=tuple(cards), table=tuple(on_table),
                    hand_sizes=(len(cards),) + (3,) * (players - 1), stock=10,
                    captured=(pile,) + (frozenset(),) * (players - 1),
                    events=((),) * players, plays=(), laid=None, last_capturer=None,
                    plays_left=20, totals=(0,) * players)


def move(text: str) -> Move:
    return Move.parse(text)


def outcomes(played: dict[str, float], better: dict[str, float]) -> Outcomes:
    names = ("napula_points", "mata", "dieci_denari", "fante_coppe", "spades",
             "scua_theirs", "picada_theirs")
    return Outcomes({n: played.get(n, 0.0) for n in names},
                    {n: better.get(n, 0.0) for n in names}, worlds=96)


def test_laying_a_card_that_leaves_a_sum_open_is_a_sweep_left_to_the_next_player() -> None:
    # 3 and 4 on the table: laying the ace leaves 8 in all, which an unseen eight sweeps;
    # the seven takes both and leaves nothing
    view = view_of("3d 4c", "Ab 7b")
    assert exposure(view, move("Ab")).sweep
    assert not exposure(view, move("7b:3d+4c")).table
    gave = given_away(view, move("Ab"), move("7b:3d+4c"))
    assert gave.sweep and gave.snap == int(Card.parse("Ab"))


def test_a_card_laid_whose_rank_is_all_seen_cannot_be_snapped_up() -> None:
    view = view_of("", "5d", seen="5c 5s 5b")
    assert exposure(view, move("5d")).snap is None
    assert exposure(view_of("", "5d"), move("5d")).snap == int(Card.parse("5d"))


def test_the_mata_left_on_the_table_is_an_honour_open_to_the_next_player() -> None:
    # the ten takes the three and the seven, or the Mata and the eight: only the second
    # leaves the Mata behind
    view = view_of("2s 8d 3c 7c", "10b")
    gave = given_away(view, move("10b:3c+7c"), move("10b:2s+8d"))
    assert gave.honours == (int(Card.parse("2s")),)
    assert not given_away(view, move("10b:2s+8d"), move("10b:3c+7c")).honours


@pytest.mark.parametrize("language, words", [
    ("en", "Your play left the table open to a Scùa for Bepi"),
    ("de", "Bepi"), ("it", "Bepi"), ("ja", "Bepi")])
def test_a_play_that_let_the_next_player_sweep_says_so_where_the_worlds_show_it(
        language: str, words: str) -> None:
    view = view_of("3d 4c", "Ab 7b")
    translator.set_language(language)
    try:
        cost = outcomes({"scua_theirs": 0.4}, {"scua_theirs": 0.05})
        said = given_away_reasons(view, move("Ab"), move("7b:3d+4c"), cost, "bresciane")
        assert said and words in said[0]
        assert "scùa" in said[0].lower() or "スクア" in said[0]
        # the worlds show no Scùa for the others either way: the sweep is not blamed
        free = outcomes({"scua_theirs": 0.02}, {"scua_theirs": 0.0})
        kept = given_away_reasons(view, move("Ab"), move("7b:3d+4c"), free, "bresciane")
        assert not [sentence for sentence in kept if sentence == said[0]]
    finally:
        translator.set_language("en")


def test_the_honour_left_is_named_as_players_name_it() -> None:
    view = view_of("2s 8d 3c 7c", "10b")
    cost = outcomes({"mata": 0.2}, {"mata": 0.9})
    said = given_away_reasons(view, move("10b:3c+7c"), move("10b:2s+8d"), cost, "bresciane")
    assert said == ["Your play left the Mata on the table for Bepi to take"]


def test_over_random_hands_every_sentence_is_true_of_the_position() -> None:
    """Whatever two moves are compared, a Scùa is blamed only where an unseen card could
    sweep the table the play left and not the table the other move left."""
    blamed = 0
    every: Any = outcomes({"scua_theirs": 1.0, "picada_theirs": 1.0},
                          {"scua_theirs": 0.0, "picada_theirs": 0.0})
    for view, moves in decisions("bresciana", 2, 12, seed=3):
        for played in moves[:4]:
            for better in moves[-3:]:
                said = given_away_reasons(view, played, better, every, "bresciane")
                sweep = any("Scùa" in sentence for sentence in said)
                assert sweep == (exposure(view, played).sweep
                                 and not exposure(view, better).sweep)
                blamed += sweep
    assert blamed > 10


@pytest.mark.usefixtures("closed_window")
def test_the_analysis_shows_what_each_play_gave_away_above_its_reasons() -> None:
    """The chosen play's panel says first what the play left open, whole, in every language
    at the smallest window."""
    from cicera_gui.scenes.analysis import AnalysisScene
    from cicera_gui.scenes.families import given_away as family_given_away
    from tests.gui_layout import LANGUAGES, record, staged
    from tests.test_analysis_window import on_top

    shown = 0
    with staged("analysis", (960, 600), "en", variant="bresciana", players=2, seed=5) as app:
        scene = on_top(app)
        assert isinstance(scene, AnalysisScene) and scene.analysis.done
        try:
            for language in LANGUAGES:
                translator.set_language(language)
                for index, rating in enumerate(scene.analysis.ratings):
                    if rating.better is None:
                        continue
                    said = family_given_away("cicera", rating.position.view,
                                             rating.position.played, rating.better,
                                             rating.outcomes, "bresciane")
                    if not said:
                        continue
                    scene.selected = index
                    panel = [box.text for box in record(app).texts()
                             if box.panel and box.panel.kind == "analysis detail"]
                    joined = " ".join(panel)
                    words = said[0].split()
                    assert " ".join(words) in joined or said[0] in "".join(panel), (
                        language, said[0], panel)
                    shown += 1
        finally:
            translator.set_language("en")
    assert shown >= 8
