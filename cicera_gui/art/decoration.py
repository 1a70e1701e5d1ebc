"""What a family draws on its card faces, as the art cache and the window ask for it."""

from __future__ import annotations

from typing import Protocol

import pygame


class Decoration(Protocol):
    """What a family draws on its card faces (Cicera's honour stars): a key for the art cache,
    which changes with the player's setting, and the decorated face."""

    def key(self, card: int) -> str:
        """The decoration's cache key for ``card`` ("" when ``card`` is drawn plain)."""
        ...

    def face(self, card: int, width: int, deck: str) -> pygame.Surface:
        """The face of ``card`` at ``width`` in ``deck``, decorated (asked only when
        :meth:`key` is not empty)."""
        ...
