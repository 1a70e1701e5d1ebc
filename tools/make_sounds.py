"""Synthesize Cicera's sound effects into ``assets/sounds/`` as 16-bit mono 44.1 kHz WAV files.

Usage: ``python tools/make_sounds.py [--out DIR]``.

Everything is made here from noise and sine partials with the standard library only, so the
sounds are ours, need no downloads and can be tuned by editing this file. The output is
deterministic: every sound draws its noise from its own seeded ``random.Random`` and the maths
is plain floating point, so running the script again on an unchanged tree rewrites the same
bytes (a test checks this).

Design notes: card sounds are band-passed noise with soft (few-millisecond) attacks, so a fast
deal stays a gentle patter rather than a string of clicks; the musical cues are mallet and bell
tones built from a few exponentially decaying partials, kept below 10 kHz, with a touch of
small-room reverb, raised-cosine fades at both ends and a peak near -6 dBFS.
"""

from __future__ import annotations

import argparse
import cmath
import math
import sys
import wave
from array import array
from collections.abc import Callable, Sequence
from pathlib import Path
from random import Random

ROOT = Path(__file__).resolve().parent.parent
RATE = 44_100
"""Samples per second of every file."""
NYQUIST_GUARD = 10_000.0
"""Partials above this frequency (Hz) are dropped: they add glare, not music."""

Signal = list[float]
Partial = tuple[float, float, float]
"""A partial as (frequency ratio to the fundamental, amplitude, decay-time multiplier)."""


# --- basic building blocks ------------------------------------------------------------------


def samples(seconds: float) -> int:
    """The number of samples in ``seconds`` of sound."""
    return round(seconds * RATE)


def silence(seconds: float) -> Signal:
    """A silent signal of the given length."""
    return [0.0] * samples(seconds)


def noise(rng: Random, seconds: float) -> Signal:
    """Uniform white noise in [-1, 1) drawn from ``rng`` (so it is reproducible)."""
    return [rng.random() * 2.0 - 1.0 for _ in range(samples(seconds))]


def mix_into(target: Signal, source: Sequence[float], at: float = 0.0, gain: float = 1.0) -> None:
    """Add ``source`` times ``gain`` into ``target`` starting ``at`` seconds (clipped to fit)."""
    start = samples(at)
    stop = min(len(target), start + len(source))
    for i in range(start, stop):
        target[i] += gain * source[i - start]


def envelope(signal: Signal, shape: Callable[[float], float]) -> Signal:
    """Multiply ``signal`` by ``shape(t)``, ``t`` being the time in seconds."""
    return [x * shape(i / RATE) for i, x in enumerate(signal)]


def attack_decay(attack: float, tau: float) -> Callable[[float], float]:
    """A raised-cosine rise over ``attack`` seconds, then exponential decay with time ``tau``.

    The raised cosine starts at exactly zero with zero slope, which is what keeps onsets from
    clicking.
    """

    def shape(t: float) -> float:
        if t < attack:
            return 0.5 - 0.5 * math.cos(math.pi * t / attack)
        return math.exp(-(t - attack) / tau)

    return shape


def rise(attack: float) -> Callable[[float], float]:
    """A raised-cosine rise over ``attack`` seconds that then holds at full level."""
    return lambda t: 0.5 - 0.5 * math.cos(math.pi * t / attack) if t < attack else 1.0


def fade_ends(signal: Signal, fade_in: float, fade_out: float) -> Signal:
    """Raised-cosine fades at both ends, so the first and last samples are exactly zero."""
    out = list(signal)
    n_in, n_out = max(samples(fade_in), 1), max(samples(fade_out), 1)
    for i in range(min(n_in, len(out))):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    for i in range(min(n_out, len(out))):
        out[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_out)
    return out


# --- filters --------------------------------------------------------------------------------


def biquad(signal: Signal, kind: str, freq: float | Callable[[float], float], q: float) -> Signal:
    """An RBJ-cookbook biquad ("lowpass", "highpass" or "bandpass" with 0 dB peak).

    ``freq`` may be a function of time in seconds for a sweeping filter; the coefficients are
    then recomputed every 32 samples, which is smooth enough to hear no zipper noise.
    """
    out: Signal = []
    x1 = x2 = y1 = y2 = 0.0
    b0 = b1 = b2 = a1 = a2 = 0.0
    for i, x in enumerate(signal):
        if i % 32 == 0:
            f = freq(i / RATE) if callable(freq) else freq
            b0, b1, b2, a1, a2 = _biquad_coefficients(kind, f, q)
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def _biquad_coefficients(kind: str, freq: float, q: float) -> tuple[float, ...]:
    """Normalised (b0, b1, b2, a1, a2) for one biquad setting."""
    w0 = 2.0 * math.pi * freq / RATE
    cos_w, alpha = math.cos(w0), math.sin(w0) / (2.0 * q)
    if kind == "lowpass":
        b = ((1 - cos_w) / 2, 1 - cos_w, (1 - cos_w) / 2)
    elif kind == "highpass":
        b = ((1 + cos_w) / 2, -(1 + cos_w), (1 + cos_w) / 2)
    elif kind == "bandpass":
        b = (alpha, 0.0, -alpha)
    else:
        raise ValueError(f"unknown filter kind {kind!r}")
    a0 = 1 + alpha
    return b[0] / a0, b[1] / a0, b[2] / a0, -2 * cos_w / a0, (1 - alpha) / a0


def dc_block(signal: Signal, cutoff: float = 30.0) -> Signal:
    """A first-order high-pass that removes any DC offset and sub-audible rumble."""
    r = math.exp(-2.0 * math.pi * cutoff / RATE)
    out: Signal = []
    prev_x = prev_y = 0.0
    for x in signal:
        prev_y = x - prev_x + r * prev_y
        prev_x = x
        out.append(prev_y)
    return out


def room(signal: Signal, wet: float, size: float = 1.0) -> Signal:
    """A small, dark Schroeder reverb (four damped combs, two all-passes) mixed in at ``wet``.

    It gives the dry synthetic tones a little air, as if played in a room rather than inside
    the speaker.
    """
    combs = [(int(d * size), 0.72) for d in (1117, 1277, 1399, 1523)]
    tail = [0.0] * len(signal)
    for delay, feedback in combs:
        _comb_into(tail, signal, delay, feedback, damping=0.35)
    for delay in (347, 113):
        tail = _allpass(tail, delay, 0.5)
    return [x + wet * 0.25 * t for x, t in zip(signal, tail, strict=True)]


def _comb_into(tail: Signal, signal: Signal, delay: int, feedback: float, damping: float) -> None:
    """Add a low-pass-damped feedback comb of ``signal`` into ``tail``."""
    buffer = [0.0] * delay
    low = 0.0
    for i, x in enumerate(signal):
        y = buffer[i % delay]
        low = y * (1.0 - damping) + low * damping
        buffer[i % delay] = x + low * feedback
        tail[i] += y


def _allpass(signal: Signal, delay: int, gain: float) -> Signal:
    """A Schroeder all-pass, which smears echoes into a smooth tail without colouring it."""
    buffer = [0.0] * delay
    out: Signal = []
    for i, x in enumerate(signal):
        delayed = buffer[i % delay]
        y = -gain * x + delayed
        buffer[i % delay] = x + gain * y
        out.append(y)
    return out


# --- tones ----------------------------------------------------------------------------------

MARIMBA: tuple[Partial, ...] = ((1.0, 1.0, 1.0), (3.93, 0.22, 0.28), (9.2, 0.04, 0.1))
"""A wooden bar: strong fundamental, a tuned fourth-harmonic-ish overtone dying fast."""
BELL: tuple[Partial, ...] = (
    (1.0, 1.0, 1.0), (1.0027, 0.35, 0.9), (2.0, 0.32, 0.6), (3.0, 0.14, 0.4),
    (4.17, 0.08, 0.28), (5.43, 0.035, 0.2),
)
"""A small chime: near-harmonic partials and a slightly detuned twin for a gentle shimmer."""
GLOCK: tuple[Partial, ...] = ((1.0, 1.0, 1.0), (2.76, 0.2, 0.45), (5.40, 0.06, 0.25))
"""A metal bar (glockenspiel-like): the classic inharmonic 1 : 2.76 : 5.40 series."""
VIBES: tuple[Partial, ...] = ((1.0, 1.0, 1.0), (2.0, 0.12, 0.5), (4.0, 0.10, 0.3))
"""A soft vibraphone-like bar, warmer than the marimba, for the end-of-hand arpeggio."""


def note(name: str) -> float:
    """The equal-tempered frequency of a note name such as ``"C5"`` or ``"F#4"`` (A4 = 440)."""
    letters: dict[str, int] = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semitone = letters[name[0]] + name[1:-1].count("#") - name[1:-1].count("b")
    octave = int(name[-1])
    return 440.0 * math.pow(2.0, (semitone + 12 * (octave - 4)) / 12)


def tone(
    freq: float,
    seconds: float,
    partials: Sequence[Partial],
    tau: float,
    attack: float = 0.004,
    tremolo: float = 0.0,
) -> Signal:
    """An additive-synthesis mallet tone with exponentially decaying partials.

    Each partial's decay time is ``tau`` times its multiplier, so high partials fade first and
    the tone mellows as it rings. A sine-phasor recurrence keeps the loop cheap; the optional
    ``tremolo`` depth adds a slow 5 Hz wobble like a vibraphone's.
    """
    n = samples(seconds)
    out = [0.0] * n
    for ratio, amp, decay in partials:
        f = freq * ratio
        if f > NYQUIST_GUARD:
            continue
        rotate = cmath.exp(2j * math.pi * f / RATE)
        fall = math.exp(-1.0 / (RATE * tau * decay))
        phasor, level = complex(1.0, 0.0), amp
        for i in range(n):
            out[i] += level * phasor.imag
            phasor *= rotate
            level *= fall
    shaped = envelope(out, rise(attack))
    if tremolo:
        shaped = envelope(shaped, _wobble(tremolo))
    return shaped


def _wobble(depth: float) -> Callable[[float], float]:
    """A 5 Hz tremolo that dips the level by up to ``depth``."""
    return lambda t: 1.0 - depth * (0.5 - 0.5 * math.cos(10.0 * math.pi * t))


def mallet_knock(rng: Random, freq: float) -> Signal:
    """The soft thud of a mallet: a few milliseconds of low-passed noise under the tone."""
    burst = biquad(noise(rng, 0.02), "lowpass", min(freq * 2.0, 4000.0), 0.7)
    return envelope(burst, attack_decay(0.003, 0.004))


def phrase(
    rng: Random,
    seconds: float,
    notes: Sequence[tuple[float, str, float]],
    partials: Sequence[Partial],
    tau: float,
    knock: float = 0.08,
    tremolo: float = 0.0,
) -> Signal:
    """Several tones, each given as (start seconds, note name, gain), mixed into one signal."""
    out = silence(seconds)
    for start, name, gain in notes:
        freq = note(name)
        length = seconds - start
        mix_into(out, tone(freq, length, partials, tau * math.pow(523.0 / freq, 0.4),
                           tremolo=tremolo), start, gain)
        if knock:
            mix_into(out, mallet_knock(rng, freq), start, gain * knock)
    return out


# --- the sounds -----------------------------------------------------------------------------


def deal(rng: Random) -> Signal:
    """A card flicked onto felt: a quick, soft "fft" that sweeps down as the card lands."""
    swish = biquad(noise(rng, 0.075), "bandpass", lambda t: 2600.0 - 16_000.0 * t, 0.8)
    swish = biquad(swish, "lowpass", 4000.0, 0.7)
    swish = envelope(swish, attack_decay(0.008, 0.016))
    thud = biquad(noise(rng, 0.04), "lowpass", 700.0, 0.7)
    thud = envelope(thud, attack_decay(0.003, 0.008))
    out = silence(0.075)
    mix_into(out, swish)
    mix_into(out, thud, at=0.018, gain=0.9)
    return out


def lay(rng: Random) -> Signal:
    """A card laid on the table: a fuller, softer slap with a little body underneath."""
    slap = biquad(noise(rng, 0.12), "bandpass", 1300.0, 0.7)
    slap = biquad(slap, "lowpass", 4000.0, 0.7)
    slap = envelope(slap, attack_decay(0.004, 0.022))
    body = biquad(noise(rng, 0.12), "lowpass", 350.0, 0.8)
    body = envelope(body, attack_decay(0.005, 0.025))
    out = silence(0.12)
    mix_into(out, slap)
    mix_into(out, body, gain=1.6)
    return out


def capture(rng: Random) -> Signal:
    """Cards swept into a pile: a brushy swish that rises and falls, then a soft pat."""
    seconds = 0.26
    grain = biquad(noise(rng, seconds), "lowpass", 40.0, 0.7)
    peak = max(abs(g) for g in grain) or 1.0
    brush = biquad(noise(rng, seconds), "bandpass",
                   lambda t: 1100.0 + 1400.0 * math.sin(math.pi * min(t / 0.2, 1.0)), 0.7)
    brush = biquad(brush, "lowpass", 4500.0, 0.7)
    hump = [
        math.sin(math.pi * min(i / samples(0.21), 1.0)) ** 2 * (1.0 + 0.45 * grain[i] / peak)
        for i in range(len(brush))
    ]
    out = [b * h for b, h in zip(brush, hump, strict=True)]
    mix_into(out, lay(rng), at=0.14, gain=0.55)
    return out


def click(rng: Random) -> Signal:
    """A soft UI tick: a tiny wooden "tock" rather than a sharp digital click."""
    knock = tone(1250.0, 0.03, ((1.0, 1.0, 1.0), (2.3, 0.25, 0.6)), 0.006, attack=0.004)
    grit = envelope(biquad(noise(rng, 0.03), "bandpass", 2500.0, 1.0), attack_decay(0.004, 0.003))
    out = silence(0.03)
    mix_into(out, knock)
    mix_into(out, grit, gain=0.15)
    return out


def scua(rng: Random) -> Signal:
    """Scùa: a bright rising two-note chime (G5 to C6), a small fanfare for a swept table."""
    return phrase(rng, 0.75, [(0.0, "G5", 0.8), (0.11, "C6", 1.0)], BELL, 0.32, knock=0.04)


def scopa(rng: Random) -> Signal:
    """Scopa: the swept table's chime run up three notes (E5, G5, C6), Scopa's own."""
    return phrase(rng, 0.8, [(0.0, "E5", 0.7), (0.09, "G5", 0.85), (0.18, "C6", 1.0)], BELL,
                  0.32, knock=0.04)


def picada(rng: Random) -> Signal:
    """Picada: a quick snap, as of a card slapped down hard, then a high glockenspiel ping."""
    snap = biquad(noise(rng, 0.05), "bandpass", 2200.0, 1.2)
    snap = envelope(snap, attack_decay(0.003, 0.007))
    out = silence(0.6)
    mix_into(out, snap, gain=2.2)
    mix_into(out, phrase(rng, 0.55, [(0.0, "E6", 1.0)], GLOCK, 0.22, knock=0.0), at=0.045)
    return out


def simili(rng: Random) -> Signal:
    """Simili: a soft major third (C5 and E5, lightly strummed) on the marimba."""
    return phrase(rng, 0.7, [(0.0, "C5", 1.0), (0.035, "E5", 0.85)], MARIMBA, 0.22)


def quadriglia(rng: Random) -> Signal:
    """Quadriglia: three rising marimba notes, C5 E5 G5."""
    notes = [(0.0, "C5", 0.9), (0.09, "E5", 0.9), (0.18, "G5", 1.0)]
    return phrase(rng, 0.75, notes, MARIMBA, 0.2)


def cinquina(rng: Random) -> Signal:
    """Cinquina: four rising marimba notes up to the octave, C5 E5 G5 C6."""
    notes = [(0.0, "C5", 0.85), (0.08, "E5", 0.85), (0.16, "G5", 0.9), (0.24, "C6", 1.0)]
    return phrase(rng, 0.8, notes, MARIMBA, 0.2)


def hand_end(rng: Random) -> Signal:
    """End of a hand: a warm, unhurried F major arpeggio (F4 A4 C5) on soft vibes."""
    notes = [(0.0, "F4", 1.0), (0.13, "A4", 0.85), (0.26, "C5", 0.8)]
    return phrase(rng, 1.0, notes, VIBES, 0.3, knock=0.05, tremolo=0.12)


def match_won(rng: Random) -> Signal:
    """Match won: a cheerful run up C major, then a ringing chord on top."""
    run = [(0.0, "C5", 0.8), (0.09, "E5", 0.8), (0.18, "G5", 0.85), (0.27, "C6", 0.9)]
    chord = [(0.45, "E5", 0.55), (0.45, "G5", 0.55), (0.46, "C6", 0.7), (0.47, "E6", 0.5)]
    out = phrase(rng, 1.5, run, MARIMBA, 0.3)
    mix_into(out, phrase(rng, 1.05, [(t - 0.45, n, g) for t, n, g in chord], BELL, 0.38,
                         knock=0.0), at=0.45)
    return out


def match_lost(rng: Random) -> Signal:
    """Match lost: a gentle, unhurried descent (E5 D5 C5 A4), consoling rather than sad."""
    notes = [(0.0, "E5", 0.9), (0.22, "D5", 0.85), (0.44, "C5", 0.85), (0.68, "A4", 1.0)]
    return phrase(rng, 1.5, notes, VIBES, 0.3, knock=0.04, tremolo=0.1)


# --- the catalogue and the writer -------------------------------------------------------------

Recipe = tuple[Callable[[Random], Signal], float, float, float]
"""How to make one sound: (synthesizer, peak in dBFS, reverb wet level, fade-out seconds)."""

SOUNDS: dict[str, Recipe] = {
    "deal": (deal, -10.0, 0.0, 0.02),
    "lay": (lay, -6.0, 0.0, 0.02),
    "capture": (capture, -8.0, 0.0, 0.03),
    "click": (click, -11.0, 0.0, 0.006),
    "scua": (scua, -6.0, 0.35, 0.2),
    "scopa": (scopa, -6.0, 0.35, 0.2),
    "picada": (picada, -6.0, 0.3, 0.2),
    "simili": (simili, -6.0, 0.35, 0.25),
    "quadriglia": (quadriglia, -6.0, 0.35, 0.25),
    "cinquina": (cinquina, -6.0, 0.35, 0.25),
    "hand_end": (hand_end, -6.0, 0.45, 0.35),
    "match_won": (match_won, -6.0, 0.45, 0.4),
    "match_lost": (match_lost, -6.0, 0.45, 0.45),
}
"""Every sound the game plays, by file stem."""


def render(name: str) -> Signal:
    """Synthesize one sound, finished: reverb, DC removal, fades and peak normalisation."""
    synth, peak_db, wet, fade_out = SOUNDS[name]
    rng = Random(f"cicera-sound-{name}")
    signal = synth(rng)
    if wet:
        signal = room(signal, wet)
    signal = fade_ends(dc_block(signal), 0.002, fade_out)
    return normalise(signal, peak_db)


def normalise(signal: Signal, peak_db: float) -> Signal:
    """Scale ``signal`` so its largest sample sits at ``peak_db`` dBFS."""
    peak = max(abs(x) for x in signal) or 1.0
    gain = 10.0 ** (peak_db / 20.0) / peak
    return [x * gain for x in signal]


def to_pcm16(signal: Signal) -> bytes:
    """Little-endian signed 16-bit PCM, rounded half up and clamped to the legal range."""
    pcm = array("h", (max(-32768, min(32767, math.floor(x * 32767.0 + 0.5))) for x in signal))
    if sys.byteorder == "big":
        pcm.byteswap()
    return pcm.tobytes()


def write_wav(path: Path, signal: Signal) -> None:
    """Write ``signal`` as a 16-bit mono WAV file at ``RATE``."""
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(to_pcm16(signal))


def generate(folder: Path, names: Sequence[str] | None = None) -> list[Path]:
    """Write every sound (or just ``names``) into ``folder``; return the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name in names if names is not None else SOUNDS:
        path = folder / f"{name}.wav"
        write_wav(path, render(name))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point: regenerate the sounds and report what was written."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "sounds",
                        help="folder to write into (default: the repository's assets/sounds)")
    parser.add_argument("names", nargs="*", metavar="NAME",
                        help="sounds to make (default: all): " + ", ".join(SOUNDS))
    args = parser.parse_args(argv)
    unknown = sorted(set(args.names) - set(SOUNDS))
    if unknown:
        parser.error("unknown sound(s): " + ", ".join(unknown))
    written = generate(args.out, args.names or None)
    total = sum(path.stat().st_size for path in written)
    print(f"wrote {len(written)} sounds ({total / 1024:.0f} KiB) under {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
