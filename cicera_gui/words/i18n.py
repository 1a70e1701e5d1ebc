"""Translations: gettext catalogs under ``locales/``, switchable at run time.

Source strings are English; a widget keeps the source string and translates it each time it
is drawn, so switching the language takes effect at once.
"""

from __future__ import annotations

import gettext
from pathlib import Path

LANGUAGES = ("en", "de", "it", "ja")
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "it": "Italiano", "ja": "日本語"}
DOMAIN = "cicera"


def detect_system_language(environ: dict[str, str] | None = None) -> str:
    """The system's language if it is one of ours, else English (for the first start)."""
    import contextlib
    import locale
    import os

    env = os.environ if environ is None else environ
    candidates: list[str] = []
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(variable, "")
        candidates += [part for part in value.split(":") if part]
    if environ is None:
        with contextlib.suppress(ValueError):
            candidates.append(locale.getlocale()[0] or "")
    for candidate in candidates:
        code = candidate.replace("-", "_").split("_")[0].split(".")[0].lower()
        if code in LANGUAGES:
            return code
        if code in ("c", "posix"):
            continue
        if code:
            return "en"
    return "en"


def locales_dir() -> Path:
    """Where the compiled catalogs are: beside the package when installed, else the repo."""
    from cicera_gui.words.resources import data_dir

    return data_dir("locales")


class Translator:
    """The current language's catalog; English (the source strings) when none is found, or
    when the catalog is damaged (:attr:`problem` then says which file and why)."""

    def __init__(self, language: str = "en") -> None:
        self.language = "en"
        self._catalog: gettext.NullTranslations = gettext.NullTranslations()
        #: The catalog that could not be read, and why ("de: …/cicera.mo: bad magic
        #: number"); None when the language's catalog was read, or there is none.
        self.problem: str | None = None
        self.set_language(language)

    def set_language(self, language: str) -> None:
        if language not in LANGUAGES:
            language = "en"
        self.language = language
        self.problem = None
        try:
            folder = locales_dir()
        except FileNotFoundError:
            self._catalog = gettext.NullTranslations()
            return
        try:
            self._catalog = gettext.translation(
                DOMAIN, localedir=str(folder), languages=[language], fallback=True)
        except Exception as exc:  # a damaged install: English, and said, never a crash
            self._catalog = gettext.NullTranslations()
            where = gettext.find(DOMAIN, str(folder), [language]) or str(folder)
            why = (exc.strerror if isinstance(exc, OSError) and exc.strerror else
                   str(exc) or type(exc).__name__)
            self.problem = f"{where}: {why}"

    def gettext(self, message: str) -> str:
        return self._catalog.gettext(message)

    def ngettext(self, singular: str, plural: str, count: int) -> str:
        return self._catalog.ngettext(singular, plural, count)

    def pgettext(self, context: str, message: str) -> str:
        return self._catalog.pgettext(context, message)


translator = Translator()


def _(message: str) -> str:
    """Translate ``message`` into the current language."""
    return translator.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    return translator.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """Translate ``message`` as meant in ``context`` (one English word, two senses)."""
    return translator.pgettext(context, message)


def join_list(items: list[str]) -> str:
    """Items one after another, with the separator of the current language."""
    return ("、" if translator.language == "ja" else ", ").join(items)


def and_list(items: list[str]) -> str:
    """Items as a sentence lists them, the last joined with the language's "and" ("a, b
    and c", "a, b e c", "a, b und c", "a、b、c"): Babel's list patterns."""
    from babel.lists import format_list

    return format_list(items, locale=translator.language) if items else ""


#: Each language's quotation marks, opening and closing.
QUOTES = {"de": ("„", "“"), "it": ("«", "»"), "ja": ("「", "」")}


def quoted(text: str) -> str:
    """``text`` in the quotation marks of the current language: “…”, „…“, «…», 「…」."""
    opening, closing = QUOTES.get(translator.language, ("“", "”"))
    return f"{opening}{text}{closing}"


def join_clauses(parts: list[str]) -> str:
    """Short sentences one after another (a move's reasons), each ended by a full stop:
    "Takes 2 swords. Leaves Bepi no Scùa."; in Japanese "。" and no space."""
    stop = "。" if translator.language == "ja" else "."
    return join_sentences([part.rstrip(".") + stop for part in parts])


def join_sentences(parts: list[str]) -> str:
    """Sentences one after another: with a space, or none in Japanese."""
    return ("" if translator.language == "ja" else " ").join(part for part in parts if part)


def N_plural(singular: str, plural: str) -> tuple[str, str]:
    """Mark a message with plural forms for translation; translated later with ngettext."""
    return (singular, plural)


def N_(message: str) -> str:
    """Mark ``message`` for translation without translating it yet (it is translated later)."""
    return message


def NC_(context: str, message: str) -> tuple[str, str]:
    """Mark ``message`` in ``context`` for translation; translated later with pgettext."""
    return (context, message)
