"""Cicera's own scene for ``--screenshot``: the capture choice (see
:mod:`cicera_gui.scenes.screenshots`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cicera_gui.families.cicera.table import CiceraTable
from cicera_gui.play.match import HUMAN
from cicera_gui.scenes.staging import advance, settle, staged_table
from engine.cicera.game import CiceraGame
from engine.cicera.moves import capture_options
from engine.cicera.rules import GAME
from engine.families import family, family_of_rules, load_variant
from engine.game import AnyGame

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


def _capture_choice(game: AnyGame) -> bool:
    """The player holds a card that can take in two or more ways."""
    assert isinstance(game, CiceraGame)
    view = game.view(HUMAN)
    table = [int(c) for c in view.table]
    return any(len(capture_options(int(c), table)) >= 2 for c in view.hand)


def stage_capture(app: Host, seed: int) -> None:
    """A card that can take in two or more ways, chosen: the capture dialog open (in the
    family's default variant when the one chosen is another family's)."""
    if family_of_rules(load_variant(app.settings.variant)).id != GAME:
        app.settings.variant = family(GAME).default_variant
    advance(app, seed, plays=5, stop=_capture_choice)
    settle(app)
    table = staged_table(app)
    assert isinstance(table, CiceraTable)
    for card in table.board.hands[HUMAN]:
        captures = table.captures_of(card)
        if len(captures) >= 2:
            table.selected = card
            table.ask(card, captures)
            break
