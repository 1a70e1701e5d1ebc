"""Writes every art file under ``assets/``: the generator behind ``tools/make_card_art.py``."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from ..notation import ALL_CARDS
from .decks import DECK_STYLES
from .extras import back_svg, cloth_svg, honour_svg, icon_svg
from .faces import face_svg


def write_atomic(target: Path, data: bytes) -> None:
    """Write ``data`` to ``target`` through a temporary file and ``os.replace``."""
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=target.name + ".", dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.chmod(temp_name, 0o644)  # mkstemp makes it private; assets are ordinary files
        os.replace(temp_name, target)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise


def svg_files() -> dict[str, str]:
    """Every SVG the generator makes: path relative to ``assets/`` -> text."""
    files: dict[str, str] = {}
    for deck in DECK_STYLES:
        for card in ALL_CARDS:
            files[f"cards/{deck.deck_id}/{card}.svg"] = face_svg(card, deck)
        files[f"cards/{deck.deck_id}/back.svg"] = back_svg(deck)
    files["cards/honour.svg"] = honour_svg()
    files["cloth/felt.svg"] = cloth_svg()
    files["icon/cicera.svg"] = icon_svg()
    return files


ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)


def generate(assets: Path, icons: bool = True) -> list[Path]:
    """Write all art below ``assets``; returns the files written, in a stable order.

    ``icons`` also rasterizes the icon to ``icon/cicera-<size>.png`` (this needs pygame).
    A file whose content is already right is left untouched.
    """
    written = []
    for relative, text in sorted(svg_files().items()):
        target = assets / relative
        data = text.encode("utf-8")
        if not target.is_file() or target.read_bytes() != data:
            write_atomic(target, data)
        written.append(target)
    if icons:
        from .icon_png import write_icon_pngs

        written += write_icon_pngs(assets / "icon" / "cicera.svg", ICON_SIZES, write_atomic)
    return written
