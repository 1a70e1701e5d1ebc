"""Render contact sheets of all card art to ``out/`` for looking at it.

Usage: ``python tools/contact_sheet.py [--out DIR] [--sizes 60,120,260] [--honours]``.
Writes ``<deck>-<width>.png`` (every card of the deck plus its back) for each deck and width,
``<deck>-260-<suit>.png`` halves of the large sheets, and ``extras.png`` (backs, cloth, icon).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from cicera_gui.art import DECKS, CardArt, card_size  # noqa: E402
from cicera_gui.art.notation import HONOUR_CARDS, RANKS, SUITS  # noqa: E402

GAP = 8


def sheet(art: CardArt, deck: str, width: int, suits: str, honours: bool) -> pygame.Surface:
    """One row per suit, thirteen cards each; the back ends the first row."""
    cw, ch = card_size(width)
    gap = max(GAP, width // 12)
    surface = pygame.Surface(((cw + gap) * 14 + gap, (ch + gap) * len(suits) + gap))
    surface.blit(art.cloth(surface.get_size()), (0, 0))
    for row, suit in enumerate(suits):
        for column, rank in enumerate(RANKS):
            image = art.face(rank + suit, width, deck=deck, honours=honours)
            surface.blit(image, (gap + column * (cw + gap), gap + row * (ch + gap)))
    surface.blit(art.back(width, deck=deck), (gap + 13 * (cw + gap), gap))
    return surface


def extras(art: CardArt) -> pygame.Surface:
    """The backs, the honour cards plain and marked, the icon sizes and a swatch of cloth."""
    surface = pygame.Surface((1640, 1000))
    surface.blit(art.cloth(surface.get_size()), (0, 0))
    x = 20
    for deck in DECKS:
        surface.blit(art.back(200, deck=deck), (x, 20))
        x += 220
    x = 20
    for deck in DECKS:
        for card in sorted(HONOUR_CARDS):
            surface.blit(art.face(card, 80, deck=deck), (x, 360))
            surface.blit(art.face(card, 80, deck=deck, honours=True), (x, 500))
            x += 90
        x += 20
    x = 20
    for size in (16, 32, 48, 64, 128, 256):
        surface.blit(art.icon(size), (x, 660))
        x += size + 20
    surface.blit(art.cloth((300, 200)), (x + 20, 660))
    return surface


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Render card-art contact sheets.")
    parser.add_argument("--out", type=Path, default=ROOT / "out")
    parser.add_argument("--sizes", default="60,120,260")
    parser.add_argument("--decks", default=",".join(DECKS))
    parser.add_argument("--honours", action="store_true", help="mark the honour cards")
    args = parser.parse_args(argv)
    pygame.init()
    art = CardArt()
    args.out.mkdir(parents=True, exist_ok=True)
    written = []
    for deck in args.decks.split(","):
        for width in (int(size) for size in args.sizes.split(",")):
            target = args.out / f"{deck}-{width}.png"
            pygame.image.save(sheet(art, deck, width, "".join(SUITS), args.honours), str(target))
            written.append(target)
            if width >= 200:
                for part in ("dc", "sb"):
                    target = args.out / f"{deck}-{width}-{part}.png"
                    pygame.image.save(sheet(art, deck, width, part, args.honours), str(target))
                    written.append(target)
    target = args.out / "extras.png"
    pygame.image.save(extras(art), str(target))
    written.append(target)
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
