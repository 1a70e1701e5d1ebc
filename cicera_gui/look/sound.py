"""The game's sound effects: a small player that never gets in the way.

Sound is a garnish, so this module is built to fail quietly. The mixer is opened lazily on the
first :meth:`Sounds.play`, and when there is no audio device, the mixer cannot open, or a file
is missing or corrupt, the problem is logged once and the game carries on in silence. Only a
misspelt sound name raises, because that is a bug in the caller.

The sounds themselves are synthesized by ``tools/make_sounds.py`` into ``assets/sounds``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pygame

from cicera_gui.play.families import family_sounds
from cicera_gui.words.resources import asset_path


def _warn(message: str, *args: object) -> None:
    """Log a warning (the logging machinery is read only when there is one to log)."""
    import logging

    logging.getLogger(__name__).warning(message, *args)


TABLE_SOUNDS: tuple[str, ...] = (
    "deal", "lay", "capture", "click", "hand_end", "match_won", "match_lost",
)
"""The sounds every table plays."""

@cache
def sound_names() -> tuple[str, ...]:
    """Every sound the game can play (the tables' and each family's own cues, e.g. Cicera's
    event points); each is ``<name>.wav`` in the sounds folder. Asked when a sound is first
    played, not at start: the families' plug-ins load then."""
    return TABLE_SOUNDS + family_sounds()

DEFAULT_MIN_INTERVAL = 0.06
"""Seconds before the same sound may start again, unless :data:`MIN_INTERVALS` says otherwise."""
MIN_INTERVALS: dict[str, float] = {"deal": 0.035, "lay": 0.04, "click": 0.03}
"""Per-sound restart limits: fast enough for a brisk deal, slow enough not to turn into noise."""
CHANNELS = 8
"""Mixer channels: room for a few overlapping deal flicks under a ringing cue."""

_AUDIO_ERRORS = (pygame.error, OSError, NotImplementedError)
"""What pygame raises when audio is unavailable (``NotImplementedError``: no mixer module)."""


class Sounds:
    """Plays the game's sound effects by name, at one master volume, or not at all.

    ``folder`` defaults to the ``sounds`` asset folder. ``clock`` (seconds, monotonic) is only
    there so tests can drive the restart limit without sleeping.
    """

    def __init__(
        self, folder: Path | None = None, *, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._folder = folder
        self._clock = clock
        self._volume = 1.0
        self._muted = False
        self._failed = False
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self._last_start: dict[str, float] = {}

    def open_mixer(self) -> None:
        """Open the mixer now (it is otherwise opened by the first sound played)."""
        self._ensure_mixer()

    @property
    def available(self) -> bool:
        """Whether sounds can be heard at all: the mixer opens (trying it now if need be)."""
        return self._ensure_mixer()

    @property
    def volume(self) -> float:
        """The master volume, 0.0 to 1.0."""
        return self._volume

    @property
    def muted(self) -> bool:
        """Whether playing is switched off."""
        return self._muted

    def set_volume(self, volume: float) -> None:
        """Set the master volume, clamped to 0.0–1.0; it applies to every later play."""
        self._volume = min(max(float(volume), 0.0), 1.0)

    def set_muted(self, muted: bool) -> None:
        """Switch sound off or on; muting also silences whatever is still ringing."""
        self._muted = muted
        if muted and not self._failed and _mixer_ready():
            try:
                for sound in self._cache.values():
                    if sound is not None:
                        sound.stop()
            except _AUDIO_ERRORS as error:
                self._fail(f"could not stop a sound: {error}")

    def play(self, name: str) -> None:
        """Start the sound ``name`` (a file stem from :func:`sound_names`) if it can be heard.

        Does nothing while muted, at zero volume, without audio, or when the same sound started
        too recently (see :data:`MIN_INTERVALS`). Raises ``ValueError`` for an unknown name.
        """
        if name not in sound_names():
            raise ValueError(f"unknown sound {name!r}; expected one of "
                             f"{', '.join(sound_names())}")
        if self._muted or self._volume <= 0.0 or self._too_soon(name):
            return
        sound = self._sound(name)
        if sound is None:
            return
        try:
            sound.set_volume(self._volume)
            sound.play()
        except _AUDIO_ERRORS as error:
            self._fail(f"could not play {name!r}: {error}")

    def _too_soon(self, name: str) -> bool:
        """Whether ``name`` started less than its restart limit ago; if not, note it starts now."""
        now = self._clock()
        last = self._last_start.get(name)
        if last is not None and now - last < MIN_INTERVALS.get(name, DEFAULT_MIN_INTERVAL):
            return True
        self._last_start[name] = now
        return False

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        """The loaded sound ``name``, loading it on first use; None if it cannot be had."""
        if not self._ensure_mixer():
            return None
        if name not in self._cache:
            self._cache[name] = self._load(name)
        return self._cache[name]

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        """Read ``<name>.wav``; a missing or unreadable file is logged once and gives None."""
        try:
            folder = self._folder if self._folder is not None else asset_path("sounds")
            return pygame.mixer.Sound(folder / f"{name}.wav")
        except _AUDIO_ERRORS as error:
            _warn("sound %r is unavailable and will stay silent: %s", name, error)
            return None

    def _ensure_mixer(self) -> bool:
        """Open the mixer if nobody has yet; False (logged once) if there is no audio."""
        if self._failed:
            return False
        if _mixer_ready():
            return True
        self._cache.clear()  # sounds loaded for an earlier mixer die with it
        try:
            pygame.mixer.init(frequency=44_100, size=-16, channels=2, buffer=512)
            pygame.mixer.set_num_channels(CHANNELS)
        except _AUDIO_ERRORS as error:
            self._fail(f"no audio, playing on in silence: {error}")
            return False
        return True

    def _fail(self, message: str) -> None:
        """Give up on audio for good, logging why once."""
        if not self._failed:
            _warn("%s", message)
        self._failed = True
        self._cache.clear()


def _mixer_ready() -> bool:
    """Whether pygame's mixer is open (False too when pygame was built without one)."""
    try:
        return bool(pygame.mixer.get_init())
    except _AUDIO_ERRORS:
        return False
