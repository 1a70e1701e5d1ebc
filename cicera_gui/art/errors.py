"""The one error the art package raises."""

from __future__ import annotations

from pathlib import Path


class CardArtError(Exception):
    """An art file is missing or cannot be read; ``path`` names it."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"card art {path}: {reason}")
        self.path = path
        self.reason = reason
