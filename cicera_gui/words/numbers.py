"""Numbers and dates as the player's language writes them (Babel's CLDR data): "8,29" in
German and Italian, "8.29" in English and Japanese; "26.11.2026", "26 nov 2026", "Nov 26,
2026", "2026/11/26". Deal numbers and other identifiers are not numbers to read: they are
written as they are."""

from __future__ import annotations

from datetime import date, datetime

from babel.dates import format_date, format_datetime
from babel.numbers import format_decimal

from cicera_gui.words.i18n import translator


def decimal(value: float, places: int = 2) -> str:
    """``value`` with at most ``places`` decimals (none when it is whole), in the current
    language's digits and separators."""
    return _formatted(value, places, "#")


def fixed(value: float, places: int) -> str:
    """``value`` with exactly ``places`` decimals (columns of figures line up)."""
    return _formatted(value, places, "0")


def _formatted(value: float, places: int, digit: str) -> str:
    """``value`` rounded to ``places``, each decimal written as CLDR's ``digit`` says ("#":
    only if needed, "0": always)."""
    pattern = "#,##0" + ("." + digit * places if places else "")
    return format_decimal(round(value, places) + 0.0, format=pattern, locale=translator.language)


def day(started: str) -> str:
    """The day of an ISO time (as files keep it), as the language writes a date; the text
    itself when it is no time."""
    try:
        when: date = datetime.fromisoformat(started).date()
    except ValueError:
        return started[:10]
    return format_date(when, format="medium", locale=translator.language)


def day_and_time(started: str) -> str:
    """The day and the time of day of an ISO time, as the language writes them ("26.11.2026,
    14:05"); :func:`day` when it has no time."""
    try:
        when = datetime.fromisoformat(started)
    except ValueError:
        return day(started)
    text = format_datetime(when, format="short", locale=translator.language)
    return text.replace("\u202f", " ").replace("\xa0", " ")  # CLDR's thin spaces: plain ones
