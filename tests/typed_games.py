"""A match's game as its family's own type, for tests that look inside it (the shared code
holds any family's game through :data:`engine.game.AnyGame`)."""

from __future__ import annotations

from engine.ciapano.game import CiapanoGame
from engine.cicera.game import CiceraGame
from engine.game import AnyGame


def cicera(game: AnyGame) -> CiceraGame:
    assert isinstance(game, CiceraGame), type(game)
    return game


def ciapano(game: AnyGame) -> CiapanoGame:
    assert isinstance(game, CiapanoGame), type(game)
    return game
