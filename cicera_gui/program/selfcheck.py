"""``cicera --self-check``: are the fonts, the catalogs, both decks and the variants there?

Prints JSON (one entry per resource, with what was found or what is wrong) and exits 1 when
something is missing: for the packaged app's test, and for a player's bug report.
"""

from __future__ import annotations

from typing import Any


def self_check() -> dict[str, Any]:
    import pygame

    from cicera_gui.art import ALL_CARDS, DECKS, CardArt
    from cicera_gui.look.theme import FONT_FILES, fonts_folder
    from cicera_gui.words.i18n import LANGUAGES, Translator
    from cicera_gui.words.resources import data_dir
    from engine.families import load_variant, variant_ids

    report: dict[str, Any] = {"ok": True}

    def fail(section: str, problem: str) -> None:
        report["ok"] = False
        report.setdefault("problems", []).append(f"{section}: {problem}")

    pygame.font.init()
    fonts: dict[str, str] = {}
    folder = fonts_folder()
    for style, name in FONT_FILES.items():
        path = folder / name if folder else None
        if path is None or not path.is_file():
            fail("fonts", f"{name} is missing")
            continue
        font = pygame.font.Font(str(path), 16)
        sample = "新しいゲーム" if style.startswith("jp") else "Scùa Ähnlichkeit"
        if any(m is None for m in font.metrics(sample)):
            fail("fonts", f"{name} cannot draw {sample!r}")
        fonts[style] = str(path)
    report["fonts"] = fonts

    catalogs: dict[str, str] = {}
    for language in LANGUAGES:
        translator = Translator(language)
        translated = translator.gettext("New game")
        if translator.problem is not None:
            fail("catalogs", f"the {language} catalog cannot be read: {translator.problem}")
        elif language != "en" and translated == "New game":
            fail("catalogs", f"no {language} catalog under {data_dir('locales')}")
        catalogs[language] = translated
    report["catalogs"] = catalogs

    art = CardArt()
    decks: dict[str, int] = {}
    for deck in DECKS:
        found = sum(art.card_path(card, deck).is_file() for card in ALL_CARDS)
        if found != len(ALL_CARDS):
            fail("decks", f"{deck} has {found} of {len(ALL_CARDS)} cards")
        decks[deck] = found
    report["decks"] = decks

    variants = {}
    for variant in variant_ids():  # every family's
        variants[variant] = load_variant(variant).name
    if not variants:
        fail("variants", "no shipped variants")
    report["variants"] = variants
    return report
