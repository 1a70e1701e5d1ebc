"""Card faces, backs, the table cloth and the icon as pygame surfaces, cached per size."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path

import pygame

from cicera_gui.words.resources import assets_dir

from .decks import DECKS, check_deck
from .errors import CardArtError
from .kept import KeptArt
from .notation import ALL_CARDS, HONOUR_CARDS, split_card
from .raster import cover, render_svg

#: Width over height of every card, in every deck, so the table layout never depends on the deck.
CARD_ASPECT = 0.64
HONOUR_OVERLAY = "honour.svg"
#: Beyond this many pixels the (soft) table cloth is drawn smaller and smoothly enlarged.
CLOTH_DETAIL = 1280

Key = tuple[str, ...] | tuple[object, ...]


def card_size(width: int) -> tuple[int, int]:
    """The pixel size of a card ``width`` pixels wide."""
    if width < 1:
        raise ValueError(f"a card must be at least 1 pixel wide, not {width}")
    return width, max(1, round(width / CARD_ASPECT))


class CardArt:
    """Draws the art for one assets folder and remembers recent results.

    Surfaces are cached by (what, deck, card, size, options); the cache holds ``capacity``
    surfaces and forgets the least recently used. The surfaces are shared: copy one before
    drawing on it.
    """

    def __init__(self, assets: Path | None = None, capacity: int = 512, *,
                 kept: KeptArt | None = None) -> None:
        self._assets = assets
        self._capacity = capacity
        #: Drawings kept between runs (the program's cache folder), if any.
        self.kept = kept
        self._cache: OrderedDict[Key, pygame.Surface] = OrderedDict()

    @property
    def assets(self) -> Path:
        if self._assets is None:
            self._assets = assets_dir()
        return self._assets

    def card_path(self, card: str, deck: str) -> Path:
        """The SVG file of ``card`` in ``deck``."""
        split_card(card)
        return self.assets / "cards" / check_deck(deck) / f"{card}.svg"

    def face(self, card: str, width: int, *, deck: str, honours: bool = False) -> pygame.Surface:
        """``card`` (e.g. ``"10d"``) of ``deck``, ``width`` pixels wide (see :func:`card_size`).

        With ``honours``, the honour cards (2 of swords, 10 of coins, Fante di coppe) carry a
        small gold star; other cards are unchanged.
        """
        path = self.card_path(card, deck)
        size = card_size(width)
        marked = honours and card in HONOUR_CARDS
        if not marked:
            return self._cached(("face", deck, card, size), lambda: self._render(path, size))

        def draw_marked() -> pygame.Surface:
            image = self.face(card, width, deck=deck).copy()
            marker = self._render(self.assets / "cards" / HONOUR_OVERLAY, size)
            # the marker lives in the top right corner; leave every other pixel untouched
            corner = pygame.Rect(0, 0, size[0] // 3 + 1, size[1] // 4)
            corner.right = size[0]
            image.blit(marker, corner.topleft, corner)
            return image

        return self._cached(("face", deck, card, size, "honours"), draw_marked)

    def back(self, width: int, *, deck: str) -> pygame.Surface:
        """The back of ``deck``'s cards, ``width`` pixels wide."""
        path = self.assets / "cards" / check_deck(deck) / "back.svg"
        size = card_size(width)
        return self._cached(("back", deck, size), lambda: self._render(path, size))

    def cloth(self, size: tuple[int, int], name: str = "felt", detail: int = CLOTH_DETAIL
              ) -> pygame.Surface:
        """The table cloth covering ``size`` pixels (cropped evenly, never stretched).

        The cloth is soft, so beyond ``detail`` pixels (:data:`CLOTH_DETAIL`) it is drawn
        smaller and smoothly enlarged: a 4K backdrop then costs what a small one does.
        """
        path = self.assets / "cloth" / f"{name}.svg"

        def draw() -> pygame.Surface:
            width, height = size
            if width < 1 or height < 1:
                raise ValueError(f"cannot draw the cloth at {width}x{height} pixels")
            longest = max(width, height)
            if longest <= detail:
                return cover(path, size, self._render)
            scale = detail / longest
            small = cover(path, (max(1, round(width * scale)), max(1, round(height * scale))),
                          self._render)
            return pygame.transform.smoothscale(small, size)

        return self._cached(("cloth", name, size, detail), draw)

    def icon(self, size: int) -> pygame.Surface:
        """The application icon, ``size`` pixels square."""
        path = self.assets / "icon" / "cicera.svg"
        return self._cached(("icon", size), lambda: self._render(path, (size, size)))

    def preload(self, width: int, *, deck: str, honours: bool = False) -> None:
        """Draw every face and the back of ``deck`` at ``width`` now, e.g. before a deck switch
        or after a resize, so that the next frames do not stall."""
        for card in ALL_CARDS:
            self.face(card, width, deck=deck, honours=honours)
        self.back(width, deck=deck)

    def clear(self) -> None:
        """Forget every cached surface (e.g. after the window changed size a lot)."""
        self._cache.clear()

    def _render(self, path: Path, size: tuple[int, int]) -> pygame.Surface:
        """``path`` drawn at ``size``: read back when an earlier run kept it, else drawn (and
        kept for the next run)."""
        if self.kept is None:
            return render_svg(path, size)
        found = self.kept.load(path, size)
        if found is None:
            found = render_svg(path, size)
            self.kept.keep(path, size, found)
        return found

    def _cached(self, key: Key, draw: Callable[[], pygame.Surface]) -> pygame.Surface:
        found = self._cache.get(key)
        if found is not None:
            self._cache.move_to_end(key)
            return found
        image = draw()
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            image = image.convert_alpha()  # the display's pixel format blits several times faster
        self._cache[key] = image
        while len(self._cache) > self._capacity:
            self._cache.popitem(last=False)
        return image


def missing_files(assets: Path) -> list[Path]:
    """Art files that the API can ask for but that are not in ``assets``."""
    wanted = [assets / "cards" / HONOUR_OVERLAY, assets / "cloth" / "felt.svg",
              assets / "icon" / "cicera.svg"]
    for deck in DECKS:
        wanted += [assets / "cards" / deck / f"{card}.svg" for card in ALL_CARDS]
        wanted.append(assets / "cards" / deck / "back.svg")
    return [path for path in wanted if not path.is_file()]


__all__ = ["CARD_ASPECT", "CardArt", "CardArtError", "card_size", "missing_files"]
