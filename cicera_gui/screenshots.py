"""Setting up each scene from a seeded game, for ``--screenshot`` and for tests."""

from __future__ import annotations

import random
from collections.abc import Callable

from cicera_gui.app import App
from cicera_gui.families import open_table
from cicera_gui.families.cicera.table import CiceraTable
from cicera_gui.match import HUMAN, MatchSetup
from cicera_gui.scenes.base import SEE_THE_RESULT
from cicera_gui.scenes.menu import MenuScene
from cicera_gui.scenes.table import TableScene
from cicera_gui.widgets import Button
from engine.families import load_variant
from engine.game import GameState
from engine.players import RandomPlayer

SETTLE_STEPS = 2000
STEP = 1 / 30


def settle(app: App) -> None:
    """Run the scenes until every animation has finished (opponents' turns included
    only as far as they already were)."""
    for _ in range(SETTLE_STEPS):
        app.stack.update(STEP)
        table = _table(app)
        if table is None or not table.busy:
            break


def _table(app: App) -> TableScene | None:
    for scene in app.stack.scenes:
        if isinstance(scene, TableScene):
            return scene
    return None


def _setup(app: App, seed: int) -> MatchSetup:
    settings = app.settings
    rules = load_variant(settings.variant)
    players = settings.players if settings.players in rules.players else rules.default_players
    return MatchSetup(settings.variant, players, ["normal"] * (players - 1), seed)


def _advance(app: App, seed: int, plays: int,
             stop: Callable[[GameState], bool] | None = None) -> None:
    """Start a seeded match and play on (randomly, every seat) until the player's turn after
    at least ``plays`` plays (and, with ``stop``, once it holds)."""
    rng = random.Random(seed)
    controller = app.new_match(_setup(app, seed))
    game = controller.game
    game.deal_hand()
    bots = [RandomPlayer(random.Random(rng.getrandbits(32))) for _ in range(game.players)]
    made = 0
    while not game.is_chance_node() and not game.is_terminal():
        seat = game.current_player()
        assert seat is not None
        if seat == HUMAN and made >= plays and (stop is None or stop(game)):
            break
        game.apply(bots[seat].choose(game.view(seat)))
        made += 1
    app.stack.reset(open_table(app, controller))


def _cicera_capture_choice(game: GameState) -> bool:
    """The player holds a card that can take in two or more ways (the capture scene)."""
    from engine.cicera import CiceraGame, capture_options

    assert isinstance(game, CiceraGame)
    table = [int(c) for c in game.hand.table]
    return any(len(capture_options(int(c), table)) >= 2 for c in game.hand.hands[HUMAN])


def _half_trick(game: GameState) -> bool:
    """Some cards of the trick in play are down (the trick scene)."""
    return bool(getattr(game.view(HUMAN), "trick", ()))


def stage(app: App, scene: str, seed: int) -> None:
    """Put ``scene`` on the screen as a player would see it."""
    from cicera_gui.scenes.newgame import NewGameScene
    from cicera_gui.scenes.rules import RulesScene
    from cicera_gui.scenes.settings import SettingsScene
    from cicera_gui.scenes.summary import SummaryScene

    app.stack.reset(MenuScene(app))
    if scene == "menu":
        return
    if scene == "newgame":
        app.stack.push(NewGameScene(app))
    elif scene == "settings":
        app.stack.push(SettingsScene(app))
    elif scene == "rules":
        app.stack.push(RulesScene(app))
    elif scene == "table":
        _advance(app, seed, plays=9)
        settle(app)
    elif scene == "trick":
        _advance(app, seed, plays=9, stop=_half_trick)
        settle(app)
    elif scene == "cappotto":
        _cappotto(app, seed)
        settle(app)
    elif scene == "capture":
        _advance(app, seed, plays=5, stop=_cicera_capture_choice)
        settle(app)
        table = _table(app)
        assert isinstance(table, CiceraTable)
        for card in table.board.hands[HUMAN]:
            choices = table.choices_for(card)
            if len(choices) >= 2:
                table.selected = card
                table.offer(card, choices)
                break
    elif scene in ("summary", "matchend"):
        _play_last_action(app, seed, whole_match=scene == "matchend")
    elif scene in ("statistics", "export"):  # over seeded sample matches in the app's folders
        from cicera_gui.scenes.records import RecordsScene
        from cicera_gui.scenes.statistics import StatisticsScene
        from cicera_gui.storage.samples import play_sample_matches

        play_sample_matches(app.storage, seed)
        app.stack.push(StatisticsScene(app) if scene == "statistics"
                       else RecordsScene(app, "export"))
    if scene == "summary":
        top = app.stack.top
        if isinstance(top, SummaryScene):
            top.elapsed = top.reveal_time + 5


def _play_last_action(app: App, seed: int, whole_match: bool) -> None:
    """Play a hand (or the match) with random players, the last action on the table, so
    that the table shows what comes after it as in play: the family's own summary (and, for
    the match, its end)."""
    rng = random.Random(seed)
    controller = app.new_match(_setup(app, seed))
    game = controller.game
    bots = [RandomPlayer(random.Random(rng.getrandbits(32))) for _ in range(game.players)]
    while True:
        if game.is_chance_node():
            game.deal_hand()
            continue
        seat = game.current_player()
        assert seat is not None
        move = bots[seat].choose(game.view(seat))
        trial = game.clone()
        trial.apply(move)
        if trial.is_terminal() or (trial.is_chance_node() and not whole_match):
            break
        game.apply(move)
    table = open_table(app, controller, deal_next=False)
    app.stack.reset(table)
    table.animate(game.apply(move))
    settle(app)
    if whole_match:
        for _ in range(3):  # "See the result", as the player presses it, to the match's end
            first = next(iter(getattr(app.stack.top, "widgets", [])), None)
            if not (isinstance(first, Button) and first.label == SEE_THE_RESULT):
                break
            first.action()


def _cappotto(app: App, seed: int) -> None:
    """A Traversone hand in which the player has taken every trick: the choice to make."""
    from engine.ciapano.positions import cappotto_deal, play_cappotto

    app.settings.variant = "traversone"
    setup = _setup(app, seed)
    controller = app.new_match(setup)
    game = controller.game
    rules = game.rules
    game.totals[HUMAN] = rules.total + 9  # enough to take
    game.start_hand(cappotto_deal(rules, game.players, leader=1, maker=HUMAN), dealer=0)
    play_cappotto(game, 1)
    app.stack.reset(open_table(app, controller, deal_next=False))
