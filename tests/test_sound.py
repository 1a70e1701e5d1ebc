"""The synthesized sound files and the player that must never break the game."""

from __future__ import annotations

import logging
import math
import sys
import wave
from array import array
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from cicera_gui.look import sound
from cicera_gui.look.sound import TABLE_SOUNDS, Sounds, sound_names
from cicera_gui.play.families import plugin
from cicera_gui.words.resources import asset_path
from tools import make_sounds

SOUNDS_DIR = asset_path("sounds")

DURATIONS: dict[str, tuple[float, float]] = {
    "deal": (0.06, 0.09),
    "lay": (0.10, 0.14),
    "capture": (0.20, 0.30),
    "click": (0.02, 0.04),
    "scua": (0.3, 0.8),
    "picada": (0.3, 0.8),
    "simili": (0.3, 0.8),
    "quadriglia": (0.3, 0.8),
    "cinquina": (0.3, 0.8),
    "scopa": (0.3, 0.9),
    "hand_end": (0.8, 1.2),
    "match_won": (1.2, 1.8),
    "match_lost": (1.2, 1.8),
}
"""Allowed length in seconds of each sound."""


def read_samples(path: Path) -> tuple[wave._wave_params, list[int]]:
    """The WAV parameters and its 16-bit samples."""
    with wave.open(str(path), "rb") as wav:
        params = wav.getparams()
        frames = wav.readframes(wav.getnframes())
    pcm = array("h")
    pcm.frombytes(frames)
    if sys.byteorder == "big":
        pcm.byteswap()
    return params, list(pcm)


def test_the_catalogues_agree() -> None:
    assert set(sound_names()) == set(DURATIONS) == set(make_sounds.SOUNDS)
    cicera = plugin("cicera").sounds  # Cicera's own cues, one per event point
    assert set(cicera) == {"scua", "picada", "simili", "quadriglia", "cinquina"}
    assert set(cicera) <= set(sound_names()) and not set(cicera) & set(TABLE_SOUNDS)
    assert plugin("scopa").sounds == ("scopa",)  # Scopa's one event point, its own cue
    assert "scopa" in sound_names() and "scopa" not in TABLE_SOUNDS


@pytest.mark.parametrize("name", sound_names())
def test_sound_file_is_clean(name: str) -> None:
    params, pcm = read_samples(SOUNDS_DIR / f"{name}.wav")
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 44_100)
    low, high = DURATIONS[name]
    assert low <= params.nframes / params.framerate <= high
    peak = max(abs(x) for x in pcm)
    assert -12.0 <= 20 * math.log10(peak / 32768) <= -1.0
    assert peak < 32767, "clipped"
    assert abs(sum(pcm) / len(pcm)) < 0.001 * 32768, "DC offset"
    edge = 32  # under a millisecond at each end must be close to silence: no click
    assert max(abs(x) for x in pcm[:edge] + pcm[-edge:]) < 0.01 * 32768
    assert pcm[0] == 0 and pcm[-1] == 0


def test_sounds_are_small() -> None:
    total = sum(path.stat().st_size for path in SOUNDS_DIR.glob("*.wav"))
    assert total < 1_500_000


def test_generator_is_deterministic(tmp_path: Path) -> None:
    written = make_sounds.generate(tmp_path)
    assert sorted(path.name for path in written) == sorted(f"{n}.wav" for n in sound_names())
    for path in written:
        committed = SOUNDS_DIR / path.name
        assert path.read_bytes() == committed.read_bytes(), (
            f"{path.name} differs from the committed file: rerun tools/make_sounds.py"
        )


@pytest.fixture
def mixer_left_as_found() -> Iterator[None]:
    """Close the mixer after a test that opened it, so other tests see it as they left it."""
    was_open = pygame.mixer.get_init()
    yield
    if not was_open and pygame.mixer.get_init():
        pygame.mixer.quit()


class FakeSound:
    """Stands in for ``pygame.mixer.Sound`` and records what is played."""

    played: list[str]

    def __init__(self, path: Path) -> None:
        self.name = Path(path).stem
        self.volume = 1.0

    def set_volume(self, volume: float) -> None:
        self.volume = volume

    def play(self) -> None:
        FakeSound.played.append(self.name)

    def stop(self) -> None:
        pass


@pytest.fixture
def fake_sound(monkeypatch: pytest.MonkeyPatch, mixer_left_as_found: None) -> list[str]:
    """Replace pygame's Sound with :class:`FakeSound`; returns the list of names played."""
    FakeSound.played = []
    monkeypatch.setattr(pygame.mixer, "Sound", FakeSound)
    return FakeSound.played


class FakeClock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.usefixtures("mixer_left_as_found")
def test_plays_every_sound_with_the_dummy_driver(caplog: pytest.LogCaptureFixture) -> None:
    sounds = Sounds()
    with caplog.at_level(logging.WARNING, logger=sound.__name__):
        assert sounds.available
        for name in sound_names():
            sounds.play(name)
        sounds.set_volume(0.3)
        sounds.play("click")
        sounds.set_muted(True)
    assert caplog.records == []  # every file loaded and played


def test_unknown_name_is_a_programming_error() -> None:
    with pytest.raises(ValueError, match="unknown sound"):
        Sounds().play("fanfare")


def test_mute_and_zero_volume_play_nothing(fake_sound: list[str]) -> None:
    clock = FakeClock()
    sounds = Sounds(clock=clock)
    sounds.set_muted(True)
    for name in sound_names():
        sounds.play(name)
    assert fake_sound == []
    sounds.set_muted(False)
    sounds.set_volume(0.0)
    sounds.play("lay")
    assert fake_sound == []
    sounds.set_volume(7.0)
    assert sounds.volume == 1.0
    sounds.play("lay")
    assert fake_sound == ["lay"]


def test_the_same_sound_cannot_restart_too_soon(fake_sound: list[str]) -> None:
    clock = FakeClock()
    sounds = Sounds(clock=clock)
    sounds.play("deal")
    clock.now += 0.01
    sounds.play("deal")
    sounds.play("lay")  # another sound is not held back
    clock.now += 0.03
    sounds.play("deal")
    assert fake_sound == ["deal", "lay", "deal"]


def test_no_mixer_means_silence_logged_once(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken_init(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    monkeypatch.setattr(pygame.mixer, "Sound", None)  # must never be reached
    clock = FakeClock()
    sounds = Sounds(clock=clock)
    with caplog.at_level(logging.WARNING, logger=sound.__name__):
        for _ in range(3):
            sounds.play("click")
            clock.now += 1.0
        assert not sounds.available
        sounds.set_muted(True)
        sounds.set_muted(False)
    assert len(caplog.records) == 1
    assert "No available audio device" in caplog.text


@pytest.mark.usefixtures("mixer_left_as_found")
def test_corrupt_or_missing_files_are_silent(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    for name in sound_names()[:6]:
        (tmp_path / f"{name}.wav").write_bytes(b"RIFF\x10\x00\x00\x00WAVEgarbage" + bytes(40))
    clock = FakeClock()
    sounds = Sounds(tmp_path, clock=clock)
    with caplog.at_level(logging.WARNING, logger=sound.__name__):
        for _ in range(2):
            for name in sound_names():
                sounds.play(name)
            clock.now += 1.0
    assert sounds.available
    assert len(caplog.records) == len(sound_names())  # one warning per file, not per play
