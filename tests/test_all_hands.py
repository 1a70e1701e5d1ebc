"""A finished hand shows what was secret: in the trick review All hands (A) lists what every
player held before the trick shown, and the cards the deal left over (the monte, the card put
aside, the talon) are named in the review and the summary."""

from __future__ import annotations

import pygame
import pytest

from cicera_gui.families.ciapano.scenes import HandSummary, TrickReview
from cicera_gui.look import boxes
from cicera_gui.program.app import App
from cicera_gui.storage.settings import Settings
from engine.ciapano.game import CiapanoGame
from tests.gui_driver import key

pytestmark = pytest.mark.usefixtures("closed_window")


def staged(scene: str, variant: str, players: int) -> App:
    from cicera_gui.scenes.screenshots import stage

    app = App((960, 600), settings=Settings(language="en", variant=variant, players=players,
                                            animation="off"))
    stage(app, scene, 3)
    return app


@pytest.mark.parametrize("variant, players", [("traversone", 3), ("kifameno", 2),
                                              ("kifameno", 3), ("ciapano", 3)])
def test_all_hands_lists_every_players_cards_before_the_trick(variant: str,
                                                              players: int) -> None:
    app = staged("review", variant, players)
    review = app.stack.top
    assert isinstance(review, TrickReview)
    key(app, pygame.K_a)
    assert review.show_all
    with boxes.recording(app.size) as recorder:
        app.draw()
    assert not boxes.problems(recorder)
    game = app.match.game if app.match is not None else None
    assert isinstance(game, CiapanoGame)
    log = review.log
    held = log.hands_before(game.rules, game.players, review.index)
    played = {int(c) for trick in log.tricks[:review.index] for c in trick.cards}
    later = {int(c) for trick in log.tricks[review.index:] for c in trick.cards}
    in_hands = {c for cards in held.values() for c in cards}
    assert in_hands.isdisjoint(played) and later <= in_hands | {int(c) for c in log.deal.rest}
    for seat, cards in held.items():
        if game.rules.rest == "talon":  # they draw on: a full hand while the talon lasts
            assert len(cards) == len(log.deal.hands[0])
            continue
        assert len(cards) == len([c for t in log.tricks[review.index:] for s, c in
                                  zip(_order(log.seats, t.leader), t.cards, strict=False)
                                  if s == seat])
    said = " ".join(recorder.said)
    assert "You: " in said
    if log.deal.rest:
        assert ("with the last trick:" in said or "Put aside, out of play:" in said
                or "The talon, in drawing order:" in said)
    removed = game.rules.removed.get(game.players, ())
    assert ("Taken out before the deal: four of coins" in said) == bool(removed)
    key(app, pygame.K_a)
    assert not review.show_all


def _order(seats: tuple[int, ...], leader: int) -> tuple[int, ...]:
    start = seats.index(leader)
    return seats[start:] + seats[:start]


def test_the_summary_names_the_monte() -> None:
    app = staged("summary", "traversone", 3)
    summary = app.stack.top
    assert isinstance(summary, HandSummary)
    # the hand is over: who took the monte with the last trick is said too
    assert any(note.startswith("The monte, taken by ") and " with the last trick: " in note
               for note in summary.notes())
