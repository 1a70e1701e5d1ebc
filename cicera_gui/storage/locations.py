"""Where the program keeps the player's files: settings in the user config folder; the
saved match, the history, the statistics cache and user variants in the user data folder;
art drawn once, kept for the next start, in the user cache folder.

``CICERA_HOME`` (an environment variable) puts both folders under one directory, so tests
and ``--screenshot`` runs never touch the real ones (and the cache beside them).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

APP_NAME = "cicera"
HOME_VARIABLE = "CICERA_HOME"


@dataclass(frozen=True)
class Locations:
    """The folders the program writes to, and the files inside them."""

    config: Path
    data: Path
    #: Files the program can always make again (its drawings of the art): never the
    #: player's. None: a ``cache`` folder in the data folder.
    cache: Path | None = None

    @classmethod
    def default(cls) -> Locations:
        """``$CICERA_HOME/config`` and ``$CICERA_HOME/data`` when set, else the platform's
        user folders (e.g. ``~/.config/cicera`` and ``~/.local/share/cicera`` on Linux)."""
        home = os.environ.get(HOME_VARIABLE)
        if home:
            return cls.under(Path(home))
        import platformdirs

        return cls(Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
                   Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
                   Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False)))

    @classmethod
    def under(cls, root: Path) -> Locations:
        """Every folder inside ``root`` (for tests and screenshots)."""
        return cls(root / "config", root / "data", root / "cache")

    @property
    def settings_file(self) -> Path:
        return self.config / "settings.json"

    @property
    def current_match(self) -> Path:
        return self.data / "current-match.json"

    @property
    def seats(self) -> Path:
        """The seats held at tables with friends (:mod:`cicera_gui.storage.seats`)."""
        return self.data / "seats.json"

    @property
    def history(self) -> Path:
        return self.data / "history"

    @property
    def statistics_cache(self) -> Path:
        return self.data / "statistics.sqlite3"

    @property
    def variants(self) -> Path:
        return self.data / "variants"

    @property
    def kept_art(self) -> Path:
        return (self.cache or self.data / "cache") / "art"

    @property
    def chosen_variants_aside(self) -> Path:
        """Where a copy that may write none of the player's files (another copy holds them)
        keeps the rules New game chose: in the player's cache, made again at will."""
        return (self.cache or self.data / "cache") / "chosen-variants"
