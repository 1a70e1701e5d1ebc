"""Scopa and Scopone in the window, played headlessly with posted mouse and keyboard events:
a whole hand by drags, the duty to take at the table and in the capture dialog, each
scopa's card turned across its pile, the summary's primiera."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest

from cicera_gui.families.scopa.board import sweeps
from cicera_gui.families.scopa.summary import SummaryScene
from cicera_gui.families.scopa.table import ScopaTable
from cicera_gui.kinds.capture.dialog import CaptureDialog
from cicera_gui.play.match import HUMAN, MatchSetup
from cicera_gui.program.app import App
from engine.cards import RANK_OF, SUIT_OF
from engine.scopa.scoring import PRIMIERA_OF_RANK, primiera_cards
from tests.gui_driver import (
    card_center,
    drag,
    free_table_point,
    key,
    make_app,
    play_by_drag,
    run_until,
    wait_for_turn,
)


@pytest.fixture
def app() -> Iterator[App]:
    made = make_app()
    yield made
    if made.match is not None:
        made.match.close()
    pygame.quit()


def start(app: App, variant: str = "scopa", players: int = 2, seed: int = 1) -> ScopaTable:
    app.start_match(MatchSetup(variant, players, ["easy"] * (players - 1), seed))
    table = app.stack.top
    assert isinstance(table, ScopaTable)
    return table


def across_shown(table: ScopaTable) -> dict[int, list[int]]:
    """The cards shown face up across each side's pile."""
    return {side: [card for card in table.board.piles[side]
                   if table.card_sprites[card].face_up and table.card_sprites[card].sideways]
            for side in range(table.controller.game.sides)}


@pytest.mark.parametrize(("variant", "players"), [("scopa", 2), ("scopone", 4)])
def test_a_hand_played_by_drags_to_its_summary(app: App, variant: str, players: int) -> None:
    """Every play of the player's is a drag of a legal move; the table shows each scopa's
    card across its side's pile; the summary shows the hand's points and each side's
    primiera with its four cards."""
    table = start(app, variant, players, seed=3)
    game = table.controller.game
    rng = random.Random(3)
    played = 0
    while wait_for_turn(app, table):
        play_by_drag(app, table, rng.choice(game.legal_moves()))
        played += 1
        across = across_shown(table)
        assert sum(map(len, across.values())) == sum(map(len, table.board.events)) or \
            table.director.busy
    summary = app.stack.top
    assert isinstance(summary, SummaryScene)
    on_table = sum(p.count for p in game.rules.deal_for(players).first if p.to != "hands")
    assert played == (40 - on_table) // players
    log = game.log[-1]
    scores = log.scores
    assert scores is not None
    for side, pile in enumerate(log.piles(game.rules)):
        cards = primiera_cards(pile)
        assert len({SUIT_OF[card] for card in cards}) == len(cards)
        if scores[side].primiera_sum is not None:
            assert sum(PRIMIERA_OF_RANK[RANK_OF[c]] for c in cards) == scores[side].primiera_sum
    notes = summary.notes()
    assert len(notes) == game.sides and all("primiera" in note for note in notes)
    cells = {row.key: row.cells for row in summary.table().rows if row.key}
    assert cells["scope"] == tuple(str(score.scope) for score in scores)
    scope = sum(score.scope for score in scores)
    shown = sum(map(len, across_shown(table).values()))
    assert shown == scope  # every scopa's card lies across its pile at the hand's end


def _position(app: App, want: str) -> tuple[ScopaTable, int]:
    """A player's turn where a card can take in two ways (``two``) or must take one way
    only (``one``)."""
    for seed in range(1, 80):
        table = start(app, seed=seed)
        while wait_for_turn(app, table):
            for card in table.hand_cards():
                ways = len(table.captures_of(card))
                if (want == "two" and ways >= 2) or (want == "one" and ways == 1):
                    return table, card
            move = table.controller.game.legal_moves()[0]
            play_by_drag(app, table, move)
    raise AssertionError(f"no seed gave a card that takes {want} way(s)")


def test_a_card_that_must_take_dropped_on_free_table_takes(app: App) -> None:
    table, card = _position(app, "one")
    assert not table.can_lay(card)
    (capture,) = table.captures_of(card)
    drag(app, card_center(table, card), free_table_point(table))
    last = table.controller.game.log[-1].plays[-1]
    assert int(last.card) == card and tuple(int(c) for c in last.capture) == capture


def test_the_dialog_offers_only_the_ways_to_take(app: App) -> None:
    """A card that can take two ways: the dialog lists them and never laying the card."""
    table, card = _position(app, "two")
    choices = table.choices_for(card)
    hand = table.board.hands[HUMAN]
    key(app, pygame.K_1 + hand.index(card))
    key(app, pygame.K_RETURN)
    dialog = app.stack.top
    assert isinstance(dialog, CaptureDialog)
    assert dialog.count == len(choices) >= 2 and not dialog.can_lay
    key(app, pygame.K_1 + len(choices))  # a number past the ways does nothing
    assert app.stack.top is dialog
    key(app, pygame.K_2)
    last = table.controller.game.log[-1].plays[-1]
    assert int(last.card) == card and tuple(int(c) for c in last.capture) == choices[1].capture


def test_a_restored_hand_turns_the_scope_across_their_piles(app: App) -> None:
    """A match taken up again shows each scopa's card where the animation left it."""
    for seed in range(1, 60):
        table = start(app, seed=seed)
        game = table.controller.game
        while wait_for_turn(app, table) and not any(game.hand.scope):
            play_by_drag(app, table, game.legal_moves()[0])
        if game.has_hand and any(game.hand.scope) and not game.is_chance_node():
            break
    else:
        raise AssertionError("no seed gave a scopa")
    assert run_until(app, lambda: not table.director.busy)
    before = across_shown(table)
    table.show_position()
    assert across_shown(table) == before
    assert sorted(sweeps(game.view(HUMAN))) == sorted(c for cs in before.values() for c in cs)
