"""Numbers and dates in the player's language (issue 31): decimal commas in German and
Italian, each language's own date, never the code's format."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from cicera_gui.look.play_classes import points_lost
from cicera_gui.words.i18n import translator
from cicera_gui.words.numbers import day, decimal, fixed

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    translator.set_language("en")


@pytest.mark.parametrize(("language", "lost", "table", "date"), [
    ("en", "8.29", "1,234.50", "Nov 26, 2026"),
    ("de", "8,29", "1.234,50", "26.11.2026"),
    ("it", "8,29", "1.234,50", "26 nov 2026"),
    ("ja", "8.29", "1,234.50", "2026/11/26"),
])
def test_numbers_and_dates_are_written_as_the_language_writes_them(
        language: str, lost: str, table: str, date: str) -> None:
    translator.set_language(language)
    assert points_lost(8.29) == lost
    assert points_lost(3.0) == "3" and points_lost(0.5) == lost[0].replace("8", "0") + lost[1] + "5"
    assert fixed(1234.5, 2) == table
    assert day("2026-11-26T10:44:33") == date


def test_a_time_that_is_no_time_is_shown_as_it_is() -> None:
    assert day("soon") == "soon"
    assert decimal(2.0, 1) == "2"


def test_the_gui_formats_no_reader_s_number_in_the_code_s_own_way() -> None:
    """Every number a player reads goes through cicera_gui.words.numbers (the card art's drawing
    code writes SVG coordinates, which are not for reading)."""
    pattern = re.compile(r"\{[a-z_.()\[\]/ +*-]+:[,.]?\.?\d*[fg%]\}|isoformat\(\)\[|started\[:10\]")
    found = []
    for path in (ROOT / "cicera_gui").rglob("*.py"):
        if "design" in path.parts or path.name == "numbers.py":
            continue
        for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
            if pattern.search(line):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not found, "\n".join(found)
