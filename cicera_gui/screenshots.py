"""Setting up each scene from a seeded game, for ``--screenshot`` and for tests."""

from __future__ import annotations

import random

from cicera_gui.app import App
from cicera_gui.families import open_table
from cicera_gui.families.cicera.table import CiceraTable
from cicera_gui.match import HUMAN, MatchSetup
from cicera_gui.scenes.menu import MenuScene
from cicera_gui.scenes.table import TableScene
from engine.cicera import Event, Phase
from engine.match import play_match
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
    from engine.cicera import load_rules

    rules = load_rules(settings.variant)
    players = settings.players if settings.players in rules.players else rules.default_players
    return MatchSetup(settings.variant, players, ["normal"] * (players - 1), seed)


def _advance(app: App, seed: int, plays: int, want_capture_choice: bool = False) -> None:
    """Start a seeded match and play on (randomly, every seat) until the player's turn."""
    rng = random.Random(seed)
    controller = app.new_match(_setup(app, seed))
    game = controller.game
    game.start_hand()
    bots = [RandomPlayer(random.Random(rng.getrandbits(32))) for _ in range(game.players)]
    made = 0
    while game.phase is Phase.PLAY:
        seat = game.current_player()
        assert seat is not None
        if seat == HUMAN and made >= plays:
            if not want_capture_choice:
                break
            table = [int(c) for c in game.hand.table]
            from engine.cicera import capture_options

            if any(len(capture_options(int(c), table)) >= 2 for c in game.hand.hands[HUMAN]):
                break
        game.apply(bots[seat].choose(game.view(seat)))
        made += 1
    app.stack.reset(open_table(app, controller))


def stage(app: App, scene: str, seed: int) -> None:
    """Put ``scene`` on the screen as a player would see it."""
    from cicera_gui.scenes.newgame import NewGameScene
    from cicera_gui.scenes.rules import RulesScene
    from cicera_gui.scenes.settings import SettingsScene
    from cicera_gui.scenes.summary import MatchEndScene, SummaryScene

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
    elif scene == "capture":
        _advance(app, seed, plays=5, want_capture_choice=True)
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
        _play_to_end(app, seed, whole_match=scene == "matchend")
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
    elif scene == "matchend":
        assert isinstance(app.stack.top, MatchEndScene)


def _play_to_end(app: App, seed: int, whole_match: bool) -> None:
    """Play a hand (or the match) with random players and show what comes after it."""
    from cicera_gui.scenes.summary import MatchEndScene, SummaryScene

    rng = random.Random(seed)
    controller = app.new_match(_setup(app, seed))
    game = controller.game
    bots = [RandomPlayer(random.Random(rng.getrandbits(32))) for _ in range(game.players)]
    last: list[Event] = []

    def keep(events: list[Event]) -> None:
        last[:] = events

    play_match(game, bots, keep, stop_after_hand=not whole_match)
    from engine.cicera import HandScored, MatchWon

    scored = next(e for e in last if isinstance(e, HandScored))
    won = next((e for e in last if isinstance(e, MatchWon)), None)
    table = open_table(app, controller, deal_next=False)
    app.stack.reset(table)
    if whole_match and won is not None:
        app.stack.push(MatchEndScene(app, controller, won))
    else:
        app.stack.push(SummaryScene(app, controller, scored, won, lambda: None))
