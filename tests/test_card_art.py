"""The card art: every face, back, cloth and icon draws headless, sharp and at the right size."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import re
from pathlib import Path

import pygame
import pytest

from cicera_gui.art import (
    ALL_CARDS,
    CARD_ASPECT,
    DECKS,
    HONOUR_CARDS,
    CardArt,
    CardArtError,
    card_size,
    missing_files,
    rank_label,
    suit_name,
    suit_name_key,
)
from cicera_gui.art.design.build import ICON_SIZES, generate, svg_files
from cicera_gui.words.resources import assets_dir

SMALL = 60


@pytest.fixture(scope="module")
def art() -> CardArt:
    pygame.init()
    return CardArt()


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def _dark_ink(surface: pygame.Surface, box: pygame.Rect) -> int:
    """How many pixels in ``box`` are dark and opaque (index ink)."""
    count = 0
    for x in range(box.left, box.right):
        for y in range(box.top, box.bottom):
            r, g, b, a = surface.get_at((x, y))
            if a > 200 and 0.299 * r + 0.587 * g + 0.114 * b < 110:
                count += 1
    return count


def test_all_art_files_are_present() -> None:
    assert missing_files(assets_dir()) == []


def test_card_aspect_matches_every_card_svg() -> None:
    for relative, text in svg_files().items():
        if relative.startswith("cards/"):
            box = re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', text)
            assert box is not None, relative
            assert float(box.group(1)) / float(box.group(2)) == pytest.approx(CARD_ASPECT)


@pytest.mark.parametrize("deck", DECKS)
def test_every_face_draws_at_the_requested_size_with_an_index(art: CardArt, deck: str) -> None:
    seen: set[bytes] = set()
    for card in ALL_CARDS:
        image = art.face(card, SMALL, deck=deck)
        assert image.get_size() == card_size(SMALL), card
        pixels = _pixels(image)
        assert pixels not in seen, f"{card} looks exactly like another card of {deck}"
        seen.add(pixels)
        colours = {tuple(image.get_at((x, y))) for x in range(0, SMALL, 3)
                   for y in range(0, image.get_height(), 3)}
        assert len(colours) > 12, f"{deck}/{card} is (nearly) blank"
        w, h = image.get_size()
        top_left = pygame.Rect(round(w * 0.03), round(h * 0.03), round(w * 0.15), round(h * 0.12))
        bottom_right = pygame.Rect(w - top_left.right, h - top_left.bottom,
                                   top_left.width, top_left.height)
        assert _dark_ink(image, top_left) >= 6, f"{deck}/{card}: no index top left"
        assert _dark_ink(image, bottom_right) >= 6, f"{deck}/{card}: no index bottom right"
        # rounded corners: the very corner pixel is transparent, the centre is opaque
        assert image.get_at((0, 0)).a == 0
        assert image.get_at((w // 2, h // 2)).a == 255


@pytest.mark.parametrize("width", [37, 121, 333])
def test_faces_and_backs_are_exactly_the_requested_size(art: CardArt, width: int) -> None:
    for deck in DECKS:
        assert art.face("Rb", width, deck=deck).get_size() == card_size(width)
        assert art.back(width, deck=deck).get_size() == card_size(width)
    assert card_size(width)[1] == round(width / CARD_ASPECT)


def test_decks_differ_and_share_one_shape(art: CardArt) -> None:
    faces = [_pixels(art.face("Fd", SMALL, deck=deck)) for deck in DECKS]
    assert len(set(faces)) == len(DECKS)
    backs = [art.back(SMALL, deck=deck) for deck in DECKS]
    assert {back.get_size() for back in backs} == {card_size(SMALL)}


def test_bresciane_figures_wear_the_traditional_palette(art: CardArt) -> None:
    def hue_family(colour: pygame.Color) -> str | None:
        h, s, v, _ = colour.hsva
        if s < 45 or v < 35:
            return None
        for name, low, high in (("red", 345, 360), ("red", 0, 12), ("gold", 35, 60),
                                ("green", 90, 160), ("blue", 200, 240)):
            if low <= h <= high:
                return name
        return None

    for card in ("Fd", "Fc", "Fs", "Fb", "Cd", "Cc", "Cs", "Cb", "Rd", "Rc", "Rs", "Rb"):
        image = art.face(card, 120, deck="bresciane")
        families = {hue_family(image.get_at((x, y))) for x in range(0, 120, 2)
                    for y in range(0, image.get_height(), 2)}
        assert {"red", "gold", "blue", "green"} <= families, card


def test_honour_marker_changes_exactly_the_honour_cards(art: CardArt) -> None:
    assert frozenset({"2s", "10d", "Fc"}) == HONOUR_CARDS
    for deck in DECKS:
        for card in ALL_CARDS:
            plain = art.face(card, SMALL, deck=deck)
            marked = art.face(card, SMALL, deck=deck, honours=True)
            if card in HONOUR_CARDS:
                assert _pixels(plain) != _pixels(marked), f"{deck}/{card} is not marked"
                # the marker sits in the top right corner and nowhere else
                w, h = plain.get_size()
                lower = pygame.Rect(0, h // 4, w, h - h // 4)
                assert _pixels(plain.subsurface(lower)) == _pixels(marked.subsurface(lower))
            else:
                assert _pixels(plain) == _pixels(marked), f"{deck}/{card} changed"


def test_cache_returns_the_same_surface_per_key(art: CardArt) -> None:
    first = art.face("As", 90, deck="bresciane")
    assert art.face("As", 90, deck="bresciane") is first
    assert art.face("As", 91, deck="bresciane") is not first
    assert art.face("As", 90, deck="romme") is not first
    assert art.face("As", 90, deck="bresciane", honours=True) is first  # not an honour card
    assert art.face("2s", 90, deck="bresciane", honours=True) is not art.face(
        "2s", 90, deck="bresciane")
    assert art.back(90, deck="romme") is art.back(90, deck="romme")


def test_preload_fills_the_cache_for_a_deck() -> None:
    fresh = CardArt()
    fresh.preload(50, deck="romme4")
    face = fresh.face("7b", 50, deck="romme4")
    fresh.preload(50, deck="romme4")
    assert fresh.face("7b", 50, deck="romme4") is face


def test_cache_forgets_the_least_recently_used() -> None:
    small = CardArt(capacity=2)
    a = small.face("As", 40, deck="romme")
    small.face("2s", 40, deck="romme")
    assert small.face("As", 40, deck="romme") is a  # refreshed
    small.face("3s", 40, deck="romme")  # evicts 2s
    assert small.face("As", 40, deck="romme") is a


def test_missing_svg_raises_the_art_error_naming_the_file(tmp_path: Path) -> None:
    empty = CardArt(assets=tmp_path)
    with pytest.raises(CardArtError) as caught:
        empty.face("As", SMALL, deck="bresciane")
    expected = tmp_path / "cards" / "bresciane" / "As.svg"
    assert caught.value.path == expected
    assert str(expected) in str(caught.value)


def test_unreadable_svg_raises_the_art_error_naming_the_file(tmp_path: Path) -> None:
    broken = tmp_path / "cards" / "romme" / "back.svg"
    broken.parent.mkdir(parents=True)
    broken.write_text("this is not an SVG", encoding="utf-8")
    with pytest.raises(CardArtError) as caught:
        CardArt(assets=tmp_path).back(SMALL, deck="romme")
    assert caught.value.path == broken
    assert str(broken) in str(caught.value)


def test_bad_requests_are_value_errors(art: CardArt) -> None:
    with pytest.raises(ValueError, match="not a card"):
        art.face("11d", SMALL, deck="romme")
    with pytest.raises(ValueError, match="unknown deck"):
        art.face("As", SMALL, deck="tarocchi")
    with pytest.raises(ValueError):
        art.face("As", 0, deck="romme")


def test_cloth_covers_any_window_and_icon_is_square(art: CardArt) -> None:
    for size in ((800, 600), (600, 900), (1920, 1080)):
        cloth = art.cloth(size)
        assert cloth.get_size() == size
        corner, centre = cloth.get_at((2, 2)), cloth.get_at((size[0] // 2, size[1] // 2))
        assert corner.a == centre.a == 255
        assert centre.g > centre.r and centre.g > centre.b  # green baize
        assert sum(centre[:3]) > sum(corner[:3])  # lighter in the middle
    for side in (16, 48):
        assert art.icon(side).get_size() == (side, side)


def test_icon_pngs_are_written_at_every_size() -> None:
    for size in ICON_SIZES:
        image = pygame.image.load(str(assets_dir() / "icon" / f"cicera-{size}.png"))
        assert image.get_size() == (size, size)
        assert image.get_at((size // 2, size // 2)).a == 255


def test_generator_is_deterministic_and_matches_the_committed_files(tmp_path: Path) -> None:
    assert svg_files() == svg_files()
    written = generate(tmp_path, icons=False)
    assert len(written) == len(DECKS) * (len(ALL_CARDS) + 1) + 3
    for path in written:
        relative = path.relative_to(tmp_path)
        committed = assets_dir() / relative
        assert committed.read_bytes() == path.read_bytes(), (
            f"{relative} is stale: run tools/make_card_art.py"
        )


def test_nothing_is_drawn_where_the_indices_go(tmp_path: Path) -> None:
    """The corner boxes of the indices stay bare paper under every number card's signs.

    (Bresciane figures are full-card pictures and put their index on a plate instead.)
    """
    from cicera_gui.art.design.decks import DECK_STYLES
    from cicera_gui.art.design.faces import face_svg

    width = 128
    size = card_size(width)
    unit = width / 640
    box = pygame.Rect(round(14 * unit), round(20 * unit), round(98 * unit), round(218 * unit))
    turned = pygame.Rect(size[0] - box.right, size[1] - box.bottom, box.width, box.height)
    for style in DECK_STYLES:
        paper = pygame.Color(style.paper)
        for card in ALL_CARDS:
            if style.italian and card[:-1] in ("F", "C", "R"):
                continue
            source = tmp_path / f"{style.deck_id}-{card}.svg"
            source.write_text(face_svg(card, style, indices=False), encoding="utf-8")
            image = pygame.image.load_sized_svg(str(source), size)
            for corner in (box, turned):
                for x in range(corner.left, corner.right):
                    for y in range(corner.top, corner.bottom):
                        found = image.get_at((x, y))
                        assert max(abs(found[i] - paper[i]) for i in range(3)) < 40, (
                            f"{style.deck_id}/{card} draws into its index corner at {x},{y}"
                        )


def test_svgs_are_well_formed_with_valid_paint() -> None:
    """Every file parses as XML; every fill and stroke is a colour, none, or a defined gradient."""
    import xml.etree.ElementTree as ET

    paint = re.compile(r"^(none|#[0-9a-f]{6}|url\(#([A-Za-z]+)\))$")
    for relative, text in svg_files().items():
        root = ET.fromstring(text)
        ids = {node.get("id") for node in root.iter() if node.get("id")}
        for node in root.iter():
            for name in ("fill", "stroke"):
                value = node.get(name)
                if value is None:
                    continue
                match = paint.match(value)
                assert match, f"{relative}: {name}={value!r}"
                assert match.group(2) is None or match.group(2) in ids, f"{relative}: {value}"


def test_svgs_use_only_what_nanosvg_renders() -> None:
    for relative, text in svg_files().items():
        for tag in ("<text", "<use", "<symbol", "<clipPath", "<mask", "<filter", "<pattern",
                    "<style", "<image"):
            assert tag not in text, f"{relative} uses {tag}>"


def test_suit_and_rank_names_follow_the_deck() -> None:
    assert suit_name_key("d", deck="bresciane") == "suit.coins"
    assert suit_name_key("d", deck="romme") == "suit.diamonds"
    assert suit_name_key("c", deck="romme4") == "suit.hearts"
    assert [suit_name(s, deck="bresciane") for s in "dcsb"] == [
        "Coins", "Cups", "Swords", "Batons"]
    assert [suit_name(s, deck="romme") for s in "dcsb"] == [
        "Diamonds", "Hearts", "Spades", "Clubs"]
    assert [rank_label(r, deck="romme") for r in ("F", "C", "R", "10")] == ["J", "Q", "K", "10"]
    assert rank_label("F", deck="bresciane") == "F"


def test_make_card_art_script_writes_everything(tmp_path: Path) -> None:
    from tools.make_card_art import main

    assert main(["--assets", str(tmp_path)]) == 0
    assert missing_files(tmp_path) == []
    for size in ICON_SIZES:
        made = pygame.image.load(str(tmp_path / "icon" / f"cicera-{size}.png"))
        committed = pygame.image.load(str(assets_dir() / "icon" / f"cicera-{size}.png"))
        assert _pixels(made) == _pixels(committed), f"cicera-{size}.png is stale"
