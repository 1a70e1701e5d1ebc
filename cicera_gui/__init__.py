"""Cicera's game window (pygame-ce): scenes, art, languages, settings."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep standard output for our own use
