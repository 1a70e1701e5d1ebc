"""Card faces ready at any width without an animation waiting for the art
(:mod:`cicera_gui.art.ready`): a face not drawn yet is scaled from one held, and drawn
exactly at rest."""

from __future__ import annotations

import pygame

from cicera_gui.art.card_art import card_size
from cicera_gui.art.ready import ReadyCards


class CountingArt:
    """Art that paints a face in one colour (a marked one in another) and counts each
    drawing from the vector art."""

    def __init__(self) -> None:
        self.drawn: list[tuple[str, int, bool]] = []

    def face(self, name: str, width: int, *, deck: str = "bresciane",
             honours: bool = False) -> pygame.Surface:
        self.drawn.append((name, width, honours))
        face = pygame.Surface(card_size(width))
        face.fill((200, 0, 0) if honours else (0, 0, 200))
        return face

    def back(self, width: int, *, deck: str = "bresciane") -> pygame.Surface:
        return pygame.Surface(card_size(width))


class Stars:
    """A family's mark on card 0 only."""

    def __init__(self, art: CountingArt) -> None:
        self.art = art

    def key(self, card: int) -> str:
        return "star" if card == 0 else ""

    def face(self, card: int, width: int, deck: str) -> pygame.Surface:
        return self.art.face("marked", width, deck=deck, honours=True)


def test_a_face_at_a_new_width_is_scaled_at_once_and_drawn_exactly_at_rest() -> None:
    art = CountingArt()
    cards = ReadyCards(art)  # type: ignore[arg-type]
    cards.face("bresciane", 5, 200)
    assert len(art.drawn) == 1  # nothing held: drawn
    smaller = cards.face("bresciane", 5, 120)
    assert len(art.drawn) == 1 and smaller.get_size() == card_size(120)  # scaled
    assert cards.pending
    assert cards.refine_one()  # at rest: drawn exactly, and the screen shows it better
    assert art.drawn[-1][1] == 120 and not cards.pending


def test_a_marked_face_never_drawn_with_its_mark_shows_the_plain_face_until_rest() -> None:
    art = CountingArt()
    stars = Stars(art)
    cards = ReadyCards(art)  # type: ignore[arg-type]
    cards.face("bresciane", 0, 200)  # the deck drawn plain (at the menu)
    drawn = len(art.drawn)
    marked = cards.face("bresciane", 0, 150, stars)  # asked for in an animation
    assert len(art.drawn) == drawn, "no face drawn from the vector art mid-animation"
    red, _green, blue, _alpha = marked.get_at((10, 10))
    assert red < 20 and blue > 180  # the plain face, scaled
    cards.refine_one()
    assert art.drawn[-1] == ("marked", 150, True)
    red, _green, blue, _alpha = cards.face("bresciane", 0, 150, stars).get_at((10, 10))
    assert blue < 20 and red > 180  # now with its mark
