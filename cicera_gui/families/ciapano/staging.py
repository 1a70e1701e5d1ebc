"""The Ciapanò family's own scenes for ``--screenshot``: the Traversone cappotto choice and
an opponent's Mattazza call (see :mod:`cicera_gui.scenes.screenshots`; every hand shown in a
trick's review is the trick review's, :func:`cicera_gui.kinds.trick.review.stage_all_hands`)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from cicera_gui.play.match import HUMAN
from cicera_gui.scenes.staging import settle, setup_of
from cicera_gui.scenes.table import open_table
from engine.ciapano.game import CiapanoGame
from engine.ciapano.positions import cappotto_deal, play_cappotto, play_to_a_call

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


def stage_cappotto(app: Host, seed: int) -> None:
    """A Traversone hand in which the player has taken every trick: the choice to make."""
    app.settings.variant = "traversone"
    controller = app.new_match(setup_of(app, seed))
    game = controller.game
    assert isinstance(game, CiapanoGame)
    rules = game.rules
    game.totals[HUMAN] = rules.total + 9  # enough to take
    game.start_hand(cappotto_deal(rules, game.players, leader=1, maker=HUMAN), dealer=0)
    play_cappotto(game, 1)
    app.stack.reset(open_table(app, controller, deal_next=False))
    settle(app)


def stage_call(app: Host, seed: int) -> None:
    """A Mattazza hand at the player's turn just after an opponent called: its bubble up,
    the player's call buttons offered."""
    app.settings.variant = "mattazza"
    app.settings.players = 4
    for attempt in range(200):
        rng = random.Random(seed * 7919 + attempt)
        controller = app.new_match(setup_of(app, rng.getrandbits(32)))
        assert isinstance(controller.game, CiapanoGame)
        said = play_to_a_call(controller.game, controller.calls, rng, HUMAN)
        if said is not None:
            table = open_table(app, controller)
            app.stack.reset(table)
            settle(app)
            table.calls.show(said)  # type: ignore[attr-defined]
            return
        controller.close()
    raise RuntimeError("no opponent called in the matches tried")
