"""docs/adding-a-family.md cannot drift from the code: every file or folder it names exists,
for each family where it names a family's (``<id>``)."""

from __future__ import annotations

import re
from pathlib import Path

from engine.families import family_ids

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "adding-a-family.md"


def named_paths() -> set[str]:
    text = PAGE.read_text(encoding="utf-8")
    return {found for found in re.findall(r"`([a-z_<>]+(?:/[a-z_<>{},.]+)+/?)`", text)
            if not found.startswith("..") and "{" not in found}


def test_every_path_the_page_names_exists() -> None:
    paths = named_paths()
    assert len(paths) > 20, "the page names the files a family adds"
    missing = []
    for path in sorted(paths):
        for game in family_ids() if "<id>" in path else [""]:
            real = ROOT / path.replace("<id>", game)
            if not real.exists():
                missing.append(str(real.relative_to(ROOT)))
    assert not missing, missing


def test_the_page_shows_both_registry_lines() -> None:
    text = PAGE.read_text(encoding="utf-8")
    for game in family_ids():
        assert f'"{game}": "engine.{game}.family"' in text
        assert f'"{game}": "cicera_gui.families.{game}"' in text
