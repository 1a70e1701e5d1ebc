"""The hint box never covers a card it names, and the words beside the piles never cover
the hand (issue 51: larger cards, 960×600, German, where both happened)."""

from __future__ import annotations

import pytest

from cicera_gui.look import boxes
from tests.gui_layout import record, show_hint, staged, table_of


@pytest.mark.usefixtures("closed_window")
@pytest.mark.parametrize("language", ["de", "it"])
def test_the_hint_never_covers_a_card_it_names(language: str) -> None:
    seen = 0
    for seed in range(1, 9):
        for players in (2, 4):
            variant = "pagat" if players == 4 else "bresciana"
            with staged("table", (960, 600), language, variant=variant, players=players,
                        seed=seed, large_cards=True) as app:
                table = table_of(app)
                show_hint(app)
                with boxes.recording(app.size) as recorder:
                    app.draw()
                hint = next(box for box in recorder.boxes if box.kind == "hint")
                named = [table.card_sprites[card].rect() for card in table.hinted_cards()]
                assert named and not [rect for rect in named if rect.colliderect(hint.rect)], (
                    seed, players, hint.rect, named)
                seen += 1
    assert seen == 16


@pytest.mark.usefixtures("closed_window")
def test_the_event_points_beside_a_pile_never_cover_the_hand() -> None:
    """Every event point's count is drawn clear of every card, with larger cards and four
    players in the smallest window."""
    shown = 0
    for seed in range(1, 7):
        with staged("table", (960, 600), "de", variant="pagat", players=4, seed=seed,
                    large_cards=True) as app:
            table = table_of(app)
            board = table.board
            for side in range(len(board.events)):
                board.events[side][3] = 1  # a Simili each, to be written beside each pile
            shown += 1
            problems = [p for p in boxes.problems(record(app)) if "Simili" in p]
            assert not problems, (seed, problems)
    assert shown == 6
