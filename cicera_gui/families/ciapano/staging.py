"""The Ciapanò family's own scene for ``--screenshot``: the Traversone cappotto choice (see
:mod:`cicera_gui.screenshots`)."""

from __future__ import annotations

from cicera_gui.app import App
from cicera_gui.families import open_table
from cicera_gui.match import HUMAN
from cicera_gui.screenshots import settle, setup_of
from engine.ciapano.positions import cappotto_deal, play_cappotto


def stage_cappotto(app: App, seed: int) -> None:
    """A Traversone hand in which the player has taken every trick: the choice to make."""
    app.settings.variant = "traversone"
    controller = app.new_match(setup_of(app, seed))
    game = controller.game
    rules = game.rules
    game.totals[HUMAN] = rules.total + 9  # enough to take
    game.start_hand(cappotto_deal(rules, game.players, leader=1, maker=HUMAN), dealer=0)
    play_cappotto(game, 1)
    app.stack.reset(open_table(app, controller, deal_next=False))
    settle(app)
