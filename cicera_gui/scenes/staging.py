"""Helpers that stage a seeded match on the screen, for ``--screenshot`` (:mod:`cicera_gui.
screenshots`, the shared scenes) and for the families' own scenes, which their plug-ins
stage with these (below the families, so nothing there imports upward)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from cicera_gui.play.match import FRIEND, MatchSetup
from cicera_gui.scenes.table import TableScene, open_table
from cicera_gui.words.names import viewer
from engine.families import load_variant
from engine.game import AnyGame
from engine.players import RandomPlayer

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host

SETTLE_STEPS = 2000
STEP = 1 / 30


def settle(app: Host) -> None:
    """Run the scenes until every animation has finished (opponents' turns included
    only as far as they already were)."""
    for _ in range(SETTLE_STEPS):
        app.stack.update(STEP)
        table = staged_table(app)
        if table is None or not table.busy:
            break


def staged_table(app: Host) -> TableScene | None:
    """The table among the scenes on the stack; None when there is none."""
    for scene in app.stack.scenes:
        if isinstance(scene, TableScene):
            return scene
    return None


def setup_of(app: Host, seed: int) -> MatchSetup:
    """The seeded match of the settings' variant and players (the variant's own count when it
    does not allow those)."""
    settings = app.settings
    rules = load_variant(settings.variant)
    players = settings.players if settings.players in rules.players else rules.default_players
    return MatchSetup(settings.variant, players, [], seed)  # the family's default level


def advance(app: Host, seed: int, plays: int,
             stop: Callable[[AnyGame], bool] | None = None) -> None:
    """Start a seeded match and play on (randomly, every seat) until the player's turn after
    at least ``plays`` plays (and, with ``stop``, once it holds)."""
    rng = random.Random(seed)
    controller = app.new_match(setup_of(app, seed))
    game = controller.game
    game.deal_hand()
    bots = [RandomPlayer(random.Random(rng.getrandbits(32))) for _ in range(game.players)]
    made = 0
    while not game.is_chance_node() and not game.is_terminal():
        seat = game.current_player()
        assert seat is not None
        if seat == viewer() and made >= plays and (stop is None or stop(game)):
            break
        game.apply(bots[seat].choose(game.view(seat)))
        made += 1
    app.stack.reset(open_table(app, controller))


def at_one_screen(app: Host, seed: int, plays: int, *, passed: bool) -> None:
    """A seeded match with a friend at this screen in the seat at your right, played on
    (randomly) until the friend's turn after at least ``plays`` plays: the curtain up, or
    (``passed``) the table shown from the friend's seat."""
    from cicera_gui.scenes.curtain import Curtain

    rng = random.Random(seed)
    setup = setup_of(app, seed)
    rules = load_variant(setup.variant)
    levels = [FRIEND] + [""] * (setup.players - 2)  # "": the family's default level
    controller = app.new_match(MatchSetup(setup.variant, setup.players, levels, seed))
    game = controller.game
    game.deal_hand()
    bots = [RandomPlayer(random.Random(rng.getrandbits(32))) for _ in range(rules.players[-1])]
    made = 0
    while not game.is_chance_node() and not game.is_terminal():
        seat = game.current_player()
        assert seat is not None
        if seat == 1 and made >= plays:
            break
        game.apply(bots[seat].choose(game.view(seat)))
        made += 1
    app.stack.reset(open_table(app, controller))
    settle(app)
    app.stack.update(STEP)  # the table sees the friend's turn: the curtain comes up
    curtain = app.stack.top
    if passed and isinstance(curtain, Curtain):
        curtain.pass_screen()
        settle(app)
