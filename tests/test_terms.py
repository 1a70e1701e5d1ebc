"""The term base (``locales/<lang>/terms.yaml``): one word for one thing in every catalog.

Each entry names a concept, the word the catalog uses for it (``use_pattern`` must be found
in some translation: the term is really in use) and the words not to use (``avoid``: none
may be found in any translation, every plural form included; only in the translations of
the messages ``where`` matches, when an entry has it)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from babel.messages.pofile import read_po

LOCALES = Path(__file__).resolve().parent.parent / "locales"
LANGUAGES = ("de", "it", "ja", "en")


def translations(language: str) -> list[tuple[str, str]]:
    """Every (msgid, translation) of the language's catalog, each plural form on its own."""
    with (LOCALES / language / "LC_MESSAGES" / "cicera.po").open("rb") as file:
        catalog = read_po(file)
    found = []
    for message in catalog:
        if not message.id:
            continue
        msgid = message.id if isinstance(message.id, str) else message.id[0]
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        found += [(msgid, str(form)) for form in forms if form]
    return found


def terms(language: str) -> list[dict[str, Any]]:
    loaded = yaml.safe_load((LOCALES / language / "terms.yaml").read_text("utf-8"))
    assert isinstance(loaded, list) and loaded
    for entry in loaded:
        assert {"concept", "use", "use_pattern", "avoid"} <= set(entry), entry
    return loaded


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_catalog_follows_its_term_base(language: str) -> None:
    said = translations(language)
    wrong = []
    for entry in terms(language):
        used = re.compile(entry["use_pattern"])
        assert any(used.search(text) for _msgid, text in said), (
            f"{language}: the term for {entry['concept']!r} ({entry['use']}) is used nowhere")
        where = re.compile(entry.get("where", ""))
        for pattern in entry["avoid"]:
            avoid = re.compile(pattern)
            wrong += [f"{entry['concept']}: {pattern!r} in {text!r} ({msgid!r})"
                      for msgid, text in said if where.search(msgid) and avoid.search(text)]
    assert not wrong, "\n".join(wrong)


def test_a_word_to_avoid_is_found_where_it_stands() -> None:
    """The check itself: a translation with an avoided word is caught."""
    entry = next(e for e in terms("de") if e["use"] == "Partie")
    assert any(re.search(pattern, "Die Match ist vorbei") for pattern in entry["avoid"])
