"""Where the program's data files live: a source checkout, an installed wheel or a frozen app."""

from __future__ import annotations

import sys
from pathlib import Path

#: The ``cicera_gui`` package (this module is in its ``words`` folder).
_PACKAGE_DIR = Path(__file__).resolve().parent.parent


def data_dir(name: str) -> Path:
    """A top-level data folder (``assets`` or ``locales``) wherever the program runs from.

    A frozen app (PyInstaller) unpacks it beside the code, a wheel carries it inside the
    package as ``_assets`` / ``_locales``, and a source checkout has it at the top of the
    repository.
    """
    frozen_root = getattr(sys, "_MEIPASS", None)
    candidates = []
    if frozen_root is not None:
        candidates.append(Path(frozen_root) / name)
    candidates += [_PACKAGE_DIR / f"_{name}", _PACKAGE_DIR.parent / name]
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(
        f"Cicera's {name} folder is missing; looked in: " + ", ".join(map(str, candidates))
    )


def assets_dir() -> Path:
    """The folder holding card art, sounds, fonts and icons."""
    return data_dir("assets")


def asset_path(*parts: str) -> Path:
    """The path of one asset, e.g. ``asset_path("cards", "bresciane", "As.svg")``."""
    return assets_dir().joinpath(*parts)
