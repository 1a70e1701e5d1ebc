"""Every word a player sees exists in German, Italian, Japanese and English, and can be drawn."""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pygame
import pytest
from babel.messages.pofile import read_po
from fontTools.ttLib import TTFont

from cicera_gui.look.theme import CJK_ONLY, FONT_FILES, LATIN_ONLY, Fonts, fonts_folder, needs_cjk
from cicera_gui.words.i18n import (
    LANGUAGE_NAMES,
    LANGUAGES,
    Translator,
    detect_system_language,
    translator,
)
from tools.i18n import extract_messages, po_path

PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def catalog(language: str):  # type: ignore[no-untyped-def]
    with open(po_path(language), "rb") as handle:
        return read_po(handle, locale=language)


def strings(message_string: object) -> list[str]:
    if isinstance(message_string, tuple | list):
        return [str(s) for s in message_string]
    return [str(message_string or "")]


#: A count in a message: the placeholder ``{n}`` or ``{count}``, or any placeholder right
#: before a word it counts. Such a message needs plural forms ("1 punti", "altre 1").
COUNTED = re.compile(r"\{(?:n|count)\}|\{[a-z_]+\}\s+(?:points?|cards|players|hands|tricks|"
                     r"busche|matches|files|plays|earlier)\b")
#: Messages with a count that is never 1, or that counts nothing (a label's number): why.
NEVER_ONE = {
    "Play {n}": "a label: the play's number",
    "Play {n}: {move}": "a label: the play's number",
    "{n}. {move}": "a label: the play's number",
    "Hand {n}": "a label: the hand's number",
    "Hand {n} · deal {deal}": "a label: the hand's number",
    "play {n} of {total}": "a label: the play's number",
    "trick {n} of {total}": "a label: the trick's number",
    "{suit} ({n}): {ranks}": "the count stands alone, in brackets",
    "{n} face up to the table": "the cards laid to the table: four or more",
    "{n} to each player": "a hand: three cards or more",
    "{players} players: {n} cards each.": "two players or more, three cards or more each",
    "{players} players: {n} cards each; the other {m} are the talon, face down.":
        "two players or more, three cards or more each",
    "{players} players: {first}.": "two players or more",
    "With {players} players {cards} is taken out first (house rule).": "two players or more",
    "When fewer than {n} players are left to play on, those left win.": "two or more",
    "Dealt as {variant} for {players} players: a deal's number brings back the same cards "
    "with the same variant and number of players.": "two players or more",
    "{names}: tied for the most card points ({points}), {figure} × {count} = {n} busche each":
        "a tie: two players or more, a busca or more each",
    "When every hand is empty, {n} more to each player": "a hand: three cards or more",
    "{players} players: {each} cards to each player": "two players or more, three cards or more "
        "each",
    "{each} cards to each player": "three cards or more",
    "the cards left add up to {n}": "a sum of two cards' values or more: no word agrees with it",
    "the card left is worth {n}": "a card's value: no word agrees with it",
    "Only the first {shown} of your variant files (by name) are listed; files left out: "
    "{count}.": "the count stands alone after a colon; {shown} is two hundred",
}


def test_every_message_with_a_count_has_plural_forms() -> None:
    """A message with a number in it has plural forms (ngettext), so that every language
    agrees its words with the number ("1 punto", "altre 1" never): only a count that is
    never 1, or a label's number, is exempt, with the reason."""
    lacking = []
    for (message_id, _context), where in extract_messages():
        if isinstance(message_id, tuple) or not COUNTED.search(message_id):
            continue
        if not any(message_id.startswith(known) for known in NEVER_ONE):
            lacking.append((message_id, where[0]))
    assert not lacking, f"a count without plural forms: {lacking}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_in_the_source_has_a_translation(language: str) -> None:
    """Fails when a string is added to the GUI without translating it into every language."""
    translations = catalog(language)
    untranslated = []
    for (message_id, context), where in extract_messages():
        entry = translations.get(message_id, context=context)
        if entry is None or entry.fuzzy or not all(strings(entry.string)):
            untranslated.append((message_id, where[0]))
    assert not untranslated, f"{language}: untranslated: {untranslated}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_placeholders_survive_translation(language: str) -> None:
    for entry in catalog(language):
        if not entry.id:
            continue
        ids = entry.id if isinstance(entry.id, tuple) else (entry.id,)
        wanted = set(PLACEHOLDER.findall(ids[-1]))
        for text in strings(entry.string):
            assert set(PLACEHOLDER.findall(text)) == wanted, (language, entry.id, text)


def faces_for(language: str) -> list[str]:
    return ["jp-regular", "jp-bold"] if language == "ja" else ["regular", "bold", "title"]


@functools.cache
def font_characters(face: str) -> frozenset[int]:
    """The code points the face's file maps to a glyph (pygame's metrics cannot tell: it
    measures the blank box of a missing character like any other)."""
    folder = fonts_folder()
    assert folder is not None
    return frozenset(TTFont(str(folder / FONT_FILES[face])).getBestCmap())


def missing_glyphs(face: str, text: str) -> list[str]:
    return [ch for ch in text if ord(ch) not in font_characters(face) and not ch.isspace()]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_character_of_every_translation_is_in_its_font(language: str) -> None:
    pygame.font.init()
    problems = []
    for entry in catalog(language):
        for text in strings(entry.string):
            faces = ["jp-regular", "jp-bold"] if needs_cjk(text) else faces_for(language)
            for face in faces:
                missing = missing_glyphs(face, text)
                if face.startswith("jp-"):  # these come from the Latin face of its weight
                    latin = "bold" if face == "jp-bold" else "regular"
                    missing = [ch for ch in missing if ch not in LATIN_ONLY
                               or missing_glyphs(latin, ch)]
                else:  # arrows come from the Japanese face of its weight
                    cjk = "jp-regular" if face == "regular" else "jp-bold"
                    missing = [ch for ch in missing if ch not in CJK_ONLY
                               or missing_glyphs(cjk, ch)]
                if missing:
                    problems.append((face, "".join(sorted(set(missing))), text[:40]))
    assert not problems, problems


def test_the_language_names_are_drawable() -> None:
    pygame.font.init()
    for name in LANGUAGE_NAMES.values():
        face = "jp-regular" if needs_cjk(name) else "regular"
        assert not missing_glyphs(face, name), name


def test_thirds_of_a_point_are_drawn_in_japanese_text() -> None:
    """The Japanese font has no ⅓ ⅔: inside Japanese text they come from the Latin face."""
    pygame.font.init()
    assert missing_glyphs("jp-regular", "⅓")  # why the Latin face is needed at all
    folder = fonts_folder()
    assert folder is not None
    fonts = Fonts(folder)
    translator.set_language("ja")
    try:
        for face in ("jp-regular", "jp-bold"):
            runs = fonts._runs("合計1⅔点", face)
            assert [part for part, _ in runs] == ["合計1", "⅔", "点"]
            for part, run_face in runs:
                assert not missing_glyphs(run_face, part), (run_face, part)
        # a cell holding only "⅓", in the Japanese UI, is the Latin glyph itself
        latin = pygame.font.Font(str(folder / FONT_FILES["regular"]), 20)
        drawn = fonts.text("⅓", 20, (255, 255, 255))
        expected = latin.render("⅓", True, (255, 255, 255))
        assert drawn.get_size() == expected.get_size()
        assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(expected, "RGBA")
        assert fonts.width("1⅓点", 20) == (
            fonts._load(20, "jp-regular").size("1")[0] + latin.size("⅓")[0]
            + fonts._load(20, "jp-regular").size("点")[0])
    finally:
        translator.set_language("en")


def test_switching_language_takes_effect_at_once() -> None:
    translator = Translator("en")
    assert translator.gettext("New game") == "New game"
    for language, expected in (("de", "Neue Partie"), ("it", "Nuova partita"),
                               ("ja", "新しいゲーム"), ("en", "New game")):
        translator.set_language(language)
        assert translator.gettext("New game") == expected
    translator.set_language("de")
    assert translator.ngettext("{n} card", "{n} cards", 1) == "{n} Karte"
    assert translator.ngettext("{n} card", "{n} cards", 5) == "{n} Karten"


def test_an_unknown_language_falls_back_to_english() -> None:
    assert Translator("fr").language == "en"


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "it_IT.UTF-8"}, "it"),
        ({"LANG": "de_AT.UTF-8"}, "de"),
        ({"LANGUAGE": "ja:en", "LANG": "ja_JP.UTF-8"}, "ja"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, "de"),
        ({}, "en"),
    ],
)
def test_the_first_start_follows_the_system_language(environ: dict[str, str],
                                                     expected: str) -> None:
    assert detect_system_language(environ) == expected


def test_the_catalogs_are_compiled_where_the_program_looks() -> None:
    from cicera_gui.words.i18n import locales_dir

    for language in LANGUAGES:
        assert (Path(locales_dir()) / language / "LC_MESSAGES" / "cicera.mo").is_file()


@pytest.mark.parametrize("language", LANGUAGES)
def test_buttons_side_by_side_say_different_things(language: str) -> None:
    """A review's Previous, Next and Back sit in one row: "Indietro" twice told nothing."""
    translator = Translator(language)
    rows = [("Previous", "Next", "Back"), ("Next hand", "Review the hand"),
            ("Play again", "Main menu")]
    for row in rows:
        labels = [translator.gettext(label) for label in row]
        assert len(set(labels)) == len(labels), (language, labels)


def test_the_mattazza_calls_are_quoted_and_listed_as_each_language_writes_them() -> None:
    """German „…“ and "und", Italian «…» and "e", Japanese 「…」 in katakana as the terms
    write them, English “…” and "and"."""
    from cicera_gui.families.ciapano.variant_text import play_text
    from engine.ciapano.rules import load_rules

    rules = load_rules("mattazza")
    expected = {"en": "“andare a duro” and “tirare la mattazza”",
                "de": "„andare a duro“ und „tirare la mattazza“",
                "it": "«andare a duro» e «tirare la mattazza»",
                "ja": "「アンダーレ・ア・ドゥーロ」、「ティラーレ・ラ・マッタッツァ」"}
    try:
        for language, calls in expected.items():
            translator.set_language(language)
            assert calls in play_text(rules, "bresciane"), language
    finally:
        translator.set_language("en")


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_translation_holds_a_reviewers_note(language: str) -> None:
    """A review's proposal ended in its note "(both forms)", and the German analysis said it
    on screen ("… nach dem besseren Zug in 8 von 10 (both forms)")."""
    from tools.apply_review import REVIEW_NOTE

    noted = [message.id for message in catalog(language) if message.id and any(
        REVIEW_NOTE.search(text) for text in strings(message.string))]
    assert not noted, noted
