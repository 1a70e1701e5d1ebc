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


def locales_dir() -> Path:
    """Where the compiled catalogs are: beside the package when installed, else the repo."""
    from cicera_gui.resources import data_dir

    return data_dir("locales")


class Translator:
    """The current language's catalog; English (the source strings) when none is found."""

    def __init__(self, language: str = "en") -> None:
        self.language = "en"
        self._catalog: gettext.NullTranslations = gettext.NullTranslations()
        self.set_language(language)

    def set_language(self, language: str) -> None:
        if language not in LANGUAGES:
            language = "en"
        self.language = language
        try:
            folder = locales_dir()
        except FileNotFoundError:
            self._catalog = gettext.NullTranslations()
            return
        self._catalog = gettext.translation(
            DOMAIN, localedir=str(folder), languages=[language], fallback=True
        )

    def gettext(self, message: str) -> str:
        return self._catalog.gettext(message)

    def ngettext(self, singular: str, plural: str, count: int) -> str:
        return self._catalog.ngettext(singular, plural, count)


translator = Translator()


def _(message: str) -> str:
    """Translate ``message`` into the current language."""
    return translator.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    return translator.ngettext(singular, plural, count)


def N_(message: str) -> str:
    """Mark ``message`` for translation without translating it yet (it is translated later)."""
    return message
