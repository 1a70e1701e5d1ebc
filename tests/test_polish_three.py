"""Polish, third round: the table says what happens as it happens (Cicera's event points
count in the score box from the moment of their capture, a side's pile says whose it is, a
crowded trick stays on the cloth and names each card's player), and the dialogs hold their
buttons."""

from __future__ import annotations

import pytest

from cicera_gui.families.ciapano.table import CiapanoTable
from cicera_gui.look import boxes
from cicera_gui.play.match import HUMAN
from cicera_gui.program.app import App
from cicera_gui.scenes.table import TableScene
from tests.gui_driver import frames, make_app, start, top
from tests.typed_games import ciapano, cicera

pytestmark = pytest.mark.usefixtures("closed_window")


def score_box(app: App) -> list[str]:
    """The numbers the score box shows now, a side's per row."""
    with boxes.recording(app.size) as recorder:
        app.draw()
    return [box.text for box in recorder.texts() if box.group == "score totals"]


def test_event_points_count_in_the_score_box_at_the_moment_of_the_capture() -> None:
    app = make_app((960, 600), animation="off")
    table = start(app, "bresciana", 2, seed=4)
    controller = table.controller
    game = controller.game
    counted_early = 0
    for _ in range(4000):
        if top(app) is not table:  # the hand is over: its summary is up
            break
        if controller.human_to_play() and table.accepting_input:
            view = game.view(HUMAN)
            moves = game.legal_moves()
            table.play_human(max(moves, key=lambda m: len(view.points_of(m))))  # points first
        frames(app)
        if not table.busy and game.has_hand and not game.is_chance_node():
            made = [sum(counts) for counts in game.hand.events]
            shown = [str(total + points) for total, points in zip(game.totals, made, strict=True)]
            assert score_box(app) == shown
            counted_early += sum(made) > 0
    assert counted_early, "no event point was made in the hand: choose another seed"
    assert not isinstance(top(app), TableScene)
    # under the summary the box shows the match's totals, the hand's points counted once
    assert score_box(app)[: len(game.totals)] == [str(total) for total in game.totals]
    if app.match is not None:
        app.match.close()


def test_a_match_continued_between_hands_counts_the_last_hands_points_once() -> None:
    """The table opened on a match between hands (a continued match) shows its totals: the
    last hand's event points are in them already, not added again."""
    import random

    from cicera_gui.play.match import MatchController, MatchSetup
    from cicera_gui.scenes.table import open_table

    app = make_app((960, 600), animation="off")
    controller = MatchController(MatchSetup("bresciana", 2, [], 4))
    try:
        game = cicera(controller.game)
        rng = random.Random(1)
        game.deal_hand()
        while not game.is_chance_node():
            game.apply(rng.choice(list(game.legal_moves())))
        assert any(sum(counts) for counts in game.hand.events), "choose another seed"
        table = open_table(app, controller, deal_next=False)
        app.stack.reset(table)
        assert score_box(app) == [str(total) for total in game.totals]
    finally:
        controller.close()


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "ja"])
def test_a_sides_pile_says_whose_it_is(size: tuple[int, int], language: str,
                                       large: bool) -> None:
    """In partnerships one pile holds a side's cards, whichever partner took them: its label
    names the side (the pile lies by one of its seats). With larger cards the player's own
    pile, between the hand and the buttons, may say its count alone."""
    from cicera_gui.words.i18n import translator
    from cicera_gui.words.names import side_name

    app = make_app(size, animation="off", language=language, large_cards=large)
    translator.set_language(language)
    table = start(app, "pagat", 4, seed=2)
    frames(app, 3)
    with boxes.recording(app.size) as recorder:
        app.draw()
    labels = [box.text for box in recorder.texts() if box.group == "table labels"]
    for side in (1,) if large else (0, 1):
        assert side_name(side, 4, True) in labels
    assert not boxes.problems(recorder)
    table.controller.close()


def test_a_pile_of_ones_own_says_only_how_many() -> None:
    from cicera_gui.words.names import side_name

    app = make_app((960, 600), animation="off")
    table = start(app, "bresciana", 2, seed=2)
    frames(app, 3)
    with boxes.recording(app.size) as recorder:
        app.draw()
    labels = [box.text for box in recorder.texts() if box.group == "table labels"]
    assert "0 taken" in labels and side_name(1, 2, False) not in labels
    table.controller.close()


def full_trick(app: App, variant: str, players: int) -> CiapanoTable:
    """A hand of ``variant`` at the player's turn as the last of the trick: every other card
    of it down (random plays from seeded deals), at the table, come to rest."""
    import random

    from cicera_gui.scenes.staging import settle, setup_of
    from cicera_gui.scenes.table import open_table

    app.settings.variant, app.settings.players = variant, players
    for attempt in range(50):
        controller = app.new_match(setup_of(app, 100 + attempt))
        game = ciapano(controller.game)
        rng = random.Random(attempt)
        game.deal_hand()
        while not game.is_chance_node() and not game.is_terminal():
            seat = game.current_player()
            if seat == HUMAN and len(game.view(HUMAN).trick) == players - 1:
                table = open_table(app, controller, deal_next=False)
                assert isinstance(table, CiapanoTable)
                app.stack.reset(table)
                settle(app)
                return table
            game.apply(rng.choice(game.legal_moves()))
        controller.close()
    raise AssertionError("no deal came to a full trick")


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize(("variant", "players"), [("traversone", 8), ("traversone", 7)])
def test_a_crowded_trick_stays_on_the_cloth_and_each_card_says_whose_it_is(
        variant: str, players: int, size: tuple[int, int], large: bool) -> None:
    from cicera_gui.words.i18n import translator
    from cicera_gui.words.names import seat_name

    for language in ("en", "de", "it", "ja"):
        app = make_app(size, animation="off", language=language, large_cards=large)
        translator.set_language(language)
        table = full_trick(app, variant, players)
        trick = table.shown.trick
        assert len(trick) == players - 1
        with boxes.recording(app.size) as recorder:
            app.draw()
        assert not boxes.problems(recorder), language
        cloth = table.cloth_rect()
        cards = [table.card_sprites[card].rect() for _seat, card in trick]
        assert all(cloth.contains(rect) for rect in cards), language
        tags = [box for box in recorder.boxes if box.kind == "trick name"]
        names = [box.text for box in recorder.texts() if box.group == "trick names"]
        assert sorted(names) == sorted(seat_name(seat) for seat, _card in trick)
        for tag, rect in zip(tags, cards, strict=True):  # each on its own card
            assert rect.contains(tag.rect)
        # cards as large as a player can read: at least half the width of the hand's
        assert cards[0].width >= table.layout_info.card_width * 0.5
        assert table.controller.game.current_player() == HUMAN
        table.controller.close()
    translator.set_language("en")


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "ja"])
def test_the_match_end_holds_its_buttons_inside_its_frame(size: tuple[int, int],
                                                          language: str) -> None:
    from cicera_gui.families.cicera.summary import SummaryScene
    from cicera_gui.scenes.screenshots import stage
    from cicera_gui.words.i18n import translator

    app = make_app(size, animation="off", language=language, variant="bresciana-corta",
                   players=4)
    translator.set_language(language)
    stage(app, "matchend", 3)
    scene = top(app)
    assert isinstance(scene, SummaryScene) and scene.ended
    with boxes.recording(app.size) as recorder:
        app.draw()
    assert not boxes.problems(recorder), boxes.problems(recorder)
    frame = next(box for box in recorder.boxes if box.kind == "summary")
    buttons = [box for box in recorder.boxes if box.kind == "button"]
    assert len(buttons) == 3
    assert all(frame.rect.contains(button.rect.inflate(4, 4)) for button in buttons)
    if app.match is not None:
        app.match.close()
    translator.set_language("en")


def test_with_larger_cards_no_opponents_hand_reaches_into_a_panel_or_the_deck() -> None:
    """The partner's twelve backs at the top reached into her seat's panel with larger
    cards: every opponent's hand, at its fullest, stays clear of every seat panel and of the
    deck, at every window size from the smallest up, either card size."""
    from cicera_gui.kinds.capture.layout import CaptureLayout
    from cicera_gui.table.ring import LARGER_CARDS

    for width in range(960, 2600, 160):
        for height in range(600, 1500, 150):
            for players, fullest in ((2, 8), (3, 8), (4, 12)):
                for scale in (1.0, LARGER_CARDS):
                    layout = CaptureLayout((width, height), players, card_scale=scale)
                    keep_clear = [layout.seat_anchor(seat) for seat in range(players)]
                    keep_clear.append(layout.deck_rect())
                    for seat in range(1, players):
                        for card in layout.hand_slots(seat, fullest):
                            assert card.collidelist(keep_clear) < 0, (width, height, players,
                                                                       scale, seat)
