"""Cicera's own mark on its card faces: a small gold star on the honours (the 2 of swords, the
10 of coins, the jack of cups), when the player wants them marked (Settings)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from cicera_gui.art import HONOUR_CARDS, CardArt
from engine.cards import CARDS

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


class HonourStars:
    """The :class:`cicera_gui.art.decoration.Decoration` of Cicera's tables and dialogs."""

    def __init__(self, art: CardArt, wanted: Callable[[], bool]) -> None:
        self.art = art
        self.wanted = wanted  # the player's setting, read at each draw

    def key(self, card: int) -> str:
        return "honours" if self.wanted() and str(CARDS[card]) in HONOUR_CARDS else ""

    def face(self, card: int, width: int, deck: str) -> pygame.Surface:
        return self.art.face(str(CARDS[card]), width, deck=deck, honours=True)


def honour_stars(app: Host) -> HonourStars:
    """Cicera's decoration over ``app``'s art, following the player's setting."""
    return HonourStars(app.art, lambda: app.settings.honours_marked)
