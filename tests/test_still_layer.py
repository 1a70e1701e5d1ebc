"""The table's still layer: kept between frames and mended where cards come and go, it shows
exactly what painting everything again would (checked pixel for pixel over random changes),
and the tables draw through it."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable

import pygame
import pytest

from cicera_gui.table.still import Entry, StillLayer

SIZE = (320, 200)


def card_painter(rect: pygame.Rect, colour: tuple[int, int, int]
                 ) -> Callable[[pygame.Surface], None]:
    def paint(surface: pygame.Surface) -> None:
        shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 70))
        surface.blit(shadow, rect.move(2, 3))
        surface.fill(colour, rect)
        pygame.draw.rect(surface, (250, 210, 60), rect.inflate(6, 6), width=2)
    return paint


def paint_base(surface: pygame.Surface) -> None:
    surface.fill((20, 90, 40))
    pygame.draw.circle(surface, (30, 110, 50), (160, 100), 80)


def random_card(rng: random.Random, number: int) -> tuple[int, tuple[int, int, int, int],
                                                          tuple[int, int, int]]:
    x, y = rng.randrange(-20, SIZE[0]), rng.randrange(-20, SIZE[1])
    return number, (x, y, rng.randrange(20, 60), rng.randrange(30, 90)), \
        (rng.randrange(256), rng.randrange(256), rng.randrange(256))


def entries(cards: list[tuple[int, tuple[int, int, int, int], tuple[int, int, int]]]
            ) -> list[Entry]:
    return [((number, rect, colour), pygame.Rect(rect).inflate(16, 16),
             card_painter(pygame.Rect(rect), colour)) for number, rect, colour in cards]


@pytest.mark.parametrize("seed", range(12))
def test_a_mended_layer_is_the_layer_painted_whole(seed: int) -> None:
    rng = random.Random(seed)
    cards = [random_card(rng, n) for n in range(rng.randrange(0, 12))]
    kept, whole = StillLayer(), pygame.Surface(SIZE)
    shown = pygame.Surface(SIZE)
    for step in range(40):
        change = rng.randrange(6)
        if change == 0 and cards:      # a card lifts off
            cards.pop(rng.randrange(len(cards)))
        elif change == 1:              # a card comes to rest, somewhere in the drawing order
            cards.insert(rng.randrange(len(cards) + 1), random_card(rng, 100 + step))
        elif change == 2 and cards:    # a card is marked, or moves to another place
            i = rng.randrange(len(cards))
            cards[i] = random_card(rng, cards[i][0])
        elif change == 3 and len(cards) > 1:  # two cards change places in the order
            i, j = rng.sample(range(len(cards)), 2)
            cards[i], cards[j] = cards[j], cards[i]
        elif change == 4 and cards:    # a card takes another place in the order
            cards.insert(rng.randrange(len(cards)), cards.pop(rng.randrange(len(cards))))
        kept.draw(shown, "base", paint_base, entries(cards))
        StillLayer().draw(whole, "base", paint_base, entries(cards))
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(whole, "RGB"), \
            f"step {step}: the mended layer differs"


def test_a_new_base_paints_everything_again() -> None:
    layer, shown = StillLayer(), pygame.Surface(SIZE)
    cards = entries([(1, (10, 10, 40, 60), (200, 0, 0))])
    layer.draw(shown, "green", paint_base, cards)
    layer.draw(shown, "blue", lambda s: s.fill((0, 0, 200)) and None, cards)
    assert shown.get_at((300, 190))[:3] == (0, 0, 200)
    assert shown.get_at((30, 40))[:3] == (200, 0, 0)


@pytest.mark.parametrize(("variant", "players"), [("bresciana", 2), ("pagat", 4),
                                                   ("traversone", 4), ("traversone", 7)])
def test_a_table_drawn_through_its_kept_layer_is_the_table_drawn_afresh(
        variant: str, players: int) -> None:
    """Frame after frame of a deal and of plays, the picture the table draws through the
    layer it keeps is the one it draws with a new layer: nothing the layer shows is missing
    from what it checks."""
    from cicera_gui.play.match import MatchSetup
    from cicera_gui.scenes.table import TableScene
    from tests.gui_driver import make_app

    app = make_app(animation="normal")
    app.start_match(MatchSetup(variant, players, ["easy"] * (players - 1), 3))
    table = app.stack.top
    assert isinstance(table, TableScene)
    rng = random.Random(3)
    kept_picture, fresh_picture = pygame.Surface(app.size), pygame.Surface(app.size)
    compared = 0
    for frame in range(240):
        if table.accepting_input:
            table.play_human(rng.choice(table.controller.game.legal_moves()))
        app.step(1 / 30)
        if app.stack.top is not table:
            break
        table.draw(kept_picture)
        kept = table.still
        table.still = StillLayer()
        table.draw(fresh_picture)
        table.still = kept
        assert pygame.image.tobytes(kept_picture, "RGB") == pygame.image.tobytes(
            fresh_picture, "RGB"), f"frame {frame}: the kept layer shows something else"
        compared += 1
    table.controller.close()
    assert compared > 60


def test_areas_to_mend_that_overlap_much_are_painted_once() -> None:
    from cicera_gui.table.still import merged

    where_it_was, where_it_is = pygame.Rect(100, 100, 80, 120), pygame.Rect(110, 100, 80, 120)
    far = pygame.Rect(600, 300, 80, 120)
    corner = pygame.Rect(175, 215, 80, 120)  # touches the first by a corner only
    found = merged([where_it_was, far, where_it_is, corner])
    assert pygame.Rect(100, 100, 90, 120) in found and far in found and corner in found
    assert len(found) == 3


def test_a_card_that_takes_another_place_in_the_order_is_all_that_is_painted_again() -> None:
    """A card landing in the middle of a sorted hand puts the cards after it one place on;
    only it is painted again (and what reaches into its place), not the whole table."""
    painted: list[int] = []

    def row(order: list[int]) -> list[Entry]:
        def painter(number: int) -> Callable[[pygame.Surface], None]:
            def paint(surface: pygame.Surface) -> None:
                painted.append(number)
                surface.fill((number * 20, 80, 80), rect_of(number))
            return paint
        return [(number, rect_of(number).inflate(4, 4), painter(number)) for number in order]

    def rect_of(number: int) -> pygame.Rect:
        return pygame.Rect(number * 30, 20, 24, 40)

    layer, shown = StillLayer(), pygame.Surface(SIZE)
    layer.draw(shown, "base", paint_base, row(list(range(10))))
    painted.clear()
    layer.draw(shown, "base", paint_base, row([0, 1, 2, 7, 3, 4, 5, 6, 8, 9]))
    assert painted == [7]


@pytest.mark.parametrize(("values", "length"), [([], 0), ([3], 1), ([0, 1, 2, 7, 3, 4], 5),
                                                ([5, 4, 3], 1), ([2, 0, 3, 1, 4], 3)])
def test_the_longest_rising_run_is_found(values: list[int], length: int) -> None:
    from cicera_gui.table.still import longest_rising

    run = sorted(longest_rising(values))
    assert len(run) == length
    assert all(values[a] < values[b] for a, b in itertools.pairwise(run))
