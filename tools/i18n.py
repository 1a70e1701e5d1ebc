"""Translation upkeep: extract the UI's strings, update the catalogs, compile them, and build
the Japanese font subset. Babel and fontTools are needed here only, never at run time.

    python tools/i18n.py update     # extract strings from cicera_gui, merge into every .po
    python tools/i18n.py compile    # .po -> .mo beside them (the build does this too)
    python tools/i18n.py font       # subset Noto Sans CJK JP to what the UI can show
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"
DOMAIN = "cicera"
LANGUAGES = ("en", "de", "it", "ja")
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "N_plural": (1, 2),
            "pgettext": ((1, "c"), 2), "NC_": ((1, "c"), 2)}
CJK_SOURCE = Path("/usr/share/fonts/opentype/noto")
FONT_OUT = ROOT / "assets" / "fonts"


def po_path(language: str) -> Path:
    return LOCALES / language / "LC_MESSAGES" / f"{DOMAIN}.po"


Message = tuple[str | tuple[str, ...], str | None]  # the string(s), and its context


def extract_messages() -> Iterator[tuple[Message, list[tuple[str, int]]]]:
    """Every translatable string in the GUI's source with its context (``pgettext``), and
    where it is used."""
    from babel.messages.extract import extract_from_dir

    found: dict[Message, list[tuple[str, int]]] = {}
    for filename, lineno, message, _comments, context in extract_from_dir(
        str(ROOT / "cicera_gui"), method_map=[("**.py", "python")], keywords=KEYWORDS
    ):
        found.setdefault((message, context), []).append((f"cicera_gui/{filename}", lineno))
    for (message, context), places in lesson_messages():
        found.setdefault((message, context), []).extend(places)
    yield from found.items()


def lesson_messages() -> Iterator[tuple[Message, list[tuple[str, int]]]]:
    """The lessons' words (engine/variants/lessons/*.yaml): each lesson's title and summary,
    each step's prompt and what is said after a right and a wrong move."""
    sys.path.insert(0, str(ROOT))
    from engine.lessons.model import read_lessons

    for path in sorted((ROOT / "engine" / "variants" / "lessons").glob("*.yaml")):
        where = f"engine/variants/lessons/{path.name}"
        for number, lesson in enumerate(read_lessons(path.read_text("utf-8"), where), 1):
            texts = [lesson.game, lesson.title, lesson.summary]
            for step in lesson.steps:
                texts += [step.prompt, step.right, *([step.wrong] if step.wrong else [])]
            for text in texts:
                yield (text, None), [(where, number)]


def template() -> Any:
    """The catalog template (a babel ``Catalog``) of every string in the source."""
    from babel.messages.catalog import Catalog

    catalog = Catalog(project="Cicera", domain=DOMAIN, charset="utf-8",
                      creation_date=datetime(2026, 1, 1, tzinfo=UTC))
    for (message, context), locations in extract_messages():
        catalog.add(message, locations=locations, flags=("python-brace-format",),
                    context=context)
    return catalog


def update() -> None:
    """Merge the source's strings into every language's catalog (keeping translations)."""
    from babel.messages.pofile import read_po, write_po

    pot = template()
    LOCALES.mkdir(exist_ok=True)
    with open(LOCALES / f"{DOMAIN}.pot", "wb") as handle:
        write_po(handle, pot, width=100, omit_header=False, sort_output=False)
    for language in LANGUAGES:
        path = po_path(language)
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            with open(path, "rb") as handle:
                catalog = read_po(handle, locale=language)
        else:
            from babel.messages.catalog import Catalog

            catalog = Catalog(locale=language, domain=DOMAIN, project="Cicera")
        catalog.update(pot, no_fuzzy_matching=True)
        with open(path, "wb") as handle:
            write_po(handle, catalog, width=100, ignore_obsolete=True, sort_output=False)
        print(f"updated {path.relative_to(ROOT)}")


def compile_catalogs(out_root: Path = LOCALES) -> list[Path]:
    """Compile every .po into ``out_root/<lang>/LC_MESSAGES/cicera.mo``."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    written = []
    for language in LANGUAGES:
        source = po_path(language)
        if not source.exists():
            continue
        with open(source, "rb") as handle:
            catalog = read_po(handle, locale=language)
        target = out_root / language / "LC_MESSAGES" / f"{DOMAIN}.mo"
        target.parent.mkdir(parents=True, exist_ok=True)
        with open(target, "wb") as handle:
            write_mo(handle, catalog, use_fuzzy=False)
        written.append(target)
    return written


def _jis_level1_kanji() -> str:
    """The 2,965 kanji of JIS X 0208 level 1: the everyday ones, for names in user files."""
    chars = []
    for first in range(0xB0, 0xD0):
        for second in range(0xA1, 0xFF):
            try:
                chars.append(bytes([first, second]).decode("euc_jp"))
            except UnicodeDecodeError:
                continue
    return "".join(chars)


def font_text() -> str:
    """Every character the Japanese font must hold."""
    from babel.messages.pofile import read_po

    text = "".join(chr(c) for c in range(0x20, 0x7F))  # ASCII
    text += "".join(chr(c) for c in range(0xA0, 0x180))  # Latin-1 and Latin Extended-A
    text += "".join(chr(c) for c in range(0x2010, 0x2070))  # punctuation
    text += "←↑→↓●◀▶★☆♠♣♥♦"
    text += "".join(chr(c) for c in range(0x3000, 0x3100))  # CJK symbols, hiragana, katakana
    text += "".join(chr(c) for c in range(0xFF01, 0xFF5F))  # full-width forms
    text += _jis_level1_kanji()
    for language in LANGUAGES:
        with open(po_path(language), "rb") as handle:
            for message in read_po(handle):
                strings = message.string if isinstance(message.string, tuple) else (
                    message.string,)
                text += "".join(str(s) for s in strings if s)
    return "".join(sorted(set(text)))


def subset_font() -> None:
    """Noto Sans CJK JP (Regular, Bold) cut down to :func:`font_text`, as OpenType files."""
    from fontTools import subset

    text = font_text()
    for weight in ("Regular", "Bold"):
        source = CJK_SOURCE / f"NotoSansCJK-{weight}.ttc"
        if not source.exists():
            sys.exit(f"{source} is missing: apt-get install fonts-noto-cjk")
        target = FONT_OUT / f"NotoSansJP-{weight}-subset.otf"
        options = subset.Options()
        options.font_number = 0  # Noto Sans CJK JP in the collection
        options.layout_features = ["*"]
        options.name_IDs = ["*"]
        options.notdef_outline = True
        font = subset.load_font(str(source), options)
        subsetter = subset.Subsetter(options)
        subsetter.populate(text=text)
        subsetter.subset(font)
        subset.save_font(font, str(target), options)
        print(f"wrote {target.relative_to(ROOT)}: {target.stat().st_size // 1024} KiB, "
              f"{len(text)} characters")


def main(argv: list[str]) -> int:
    command = argv[1] if len(argv) > 1 else ""
    if command == "update":
        update()
    elif command == "compile":
        for path in compile_catalogs():
            print(f"compiled {path.relative_to(ROOT)}")
    elif command == "font":
        subset_font()
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
