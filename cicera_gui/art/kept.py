"""Art drawn once and kept between runs: an SVG drawn at a size is written to the cache
folder, and the next start reads the pixels back instead of drawing it again (a card face
in a fraction of a millisecond instead of several, the cloth in a few instead of thirty).

A kept drawing is named by its source file (path, size in bytes, modification time) and the
pixel size, so a changed SVG is drawn afresh. A file here is never the player's: one that
cannot be read is drawn again and written over; writes happen on a thread of their own
(compressing releases the interpreter), each through a temporary file and ``os.replace``
(:func:`engine.files.write_bytes_atomic`).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import queue
import struct
import threading
import zlib
from pathlib import Path

import pygame

from engine import safe_io
from engine.files import write_bytes_atomic

#: The first bytes of every kept drawing, with the format's version.
MAGIC = b"cicera-art-1\n"
HEADER = struct.Struct(">HH")  # width, height
#: The folder holds at most this many drawings (a card face is 10–35 kB, the cloth up to a
#: few hundred: tens of megabytes at most); beyond, the oldest half goes.
MAX_FILES = 2000
#: The largest kept drawing read back (bytes): a 4K cloth, compressed, fits with room.
MAX_BYTES = 64 * 1024 * 1024
#: How long the program waits at exit for drawings still being written (seconds).
EXIT_WAIT = 1.0


class KeptArt:
    """The cache folder's drawings: :meth:`load` one, :meth:`keep` a new one."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._queue: queue.Queue[tuple[Path, tuple[int, int], bytes]] = queue.Queue()
        self._pending = 0  # drawings handed to the writer and not yet written
        self._written = threading.Condition()
        self._thread: threading.Thread | None = None
        self._pruned = False

    def _name(self, source: Path, size: tuple[int, int]) -> Path | None:
        try:
            found = source.stat()
        except OSError:
            return None
        key = f"{source.resolve()}|{found.st_size}|{found.st_mtime_ns}|{size[0]}x{size[1]}"
        digest = hashlib.sha256(key.encode("utf-8", "surrogateescape")).hexdigest()[:32]
        return self.folder / f"{source.stem}-{size[0]}x{size[1]}-{digest}.rgba"

    def load(self, source: Path, size: tuple[int, int]) -> pygame.Surface | None:
        """``source`` as drawn at ``size`` by an earlier run, or None (never drawn, changed
        since, or the kept file damaged: it is then drawn and written again)."""
        path = self._name(source, size)
        if path is None:
            return None
        try:
            data = safe_io.read_bytes(path, MAX_BYTES)  # a regular file, bounded
        except safe_io.ReadError:
            return None
        head = len(MAGIC) + HEADER.size
        if len(data) < head or not data.startswith(MAGIC):
            return None
        if HEADER.unpack_from(data, len(MAGIC)) != size:
            return None
        expected = size[0] * size[1] * 4
        inflater = zlib.decompressobj()
        try:  # never more than the picture's pixels, whatever the file says
            pixels = inflater.decompress(data[head:], expected)
        except zlib.error:
            return None
        if len(pixels) != expected or inflater.unconsumed_tail:
            return None
        return pygame.image.frombytes(pixels, size, "RGBA")

    def keep(self, source: Path, size: tuple[int, int], image: pygame.Surface) -> None:
        """Write ``image`` (``source`` drawn at ``size``) for the next runs, off the frame."""
        path = self._name(source, size)
        if path is None or image.get_size() != size:
            return
        with self._written:
            self._pending += 1
        self._queue.put((path, size, pygame.image.tobytes(image, "RGBA")))
        if self._thread is None:
            self._thread = threading.Thread(target=self._write_all, name="kept-art",
                                            daemon=True)
            self._thread.start()

    def flush(self, timeout: float = EXIT_WAIT) -> bool:
        """Wait up to ``timeout`` seconds for the drawings still being written (True when
        all are)."""
        with self._written:
            return self._written.wait_for(lambda: self._pending == 0, timeout)

    def _write_all(self) -> None:
        while True:
            path, size, pixels = self._queue.get()
            try:
                self._write(path, size, pixels)
            except Exception:  # a cache that cannot be written is drawn again next time
                pass
            finally:
                with self._written:
                    self._pending -= 1
                    self._written.notify_all()

    def _write(self, path: Path, size: tuple[int, int], pixels: bytes) -> None:
        data = MAGIC + HEADER.pack(*size) + zlib.compress(pixels, 1)
        path.parent.mkdir(parents=True, exist_ok=True)
        if not self._pruned:
            self._pruned = True
            prune(path.parent)
        # a drawing can always be made again: not forced onto the disk (a reader checks it)
        write_bytes_atomic(path, data, durable=False)


def prune(folder: Path, limit: int = MAX_FILES) -> None:
    """Beyond ``limit`` drawings in ``folder``, remove the oldest half (and any temporary
    file a stopped run left, ``.<name>.….tmp``)."""
    try:
        entries = [entry for entry in os.scandir(folder) if entry.is_file(follow_symlinks=False)]
    except OSError:
        return
    for entry in entries:
        if entry.name.startswith(".") and entry.name.endswith(".tmp"):
            with contextlib.suppress(OSError):
                os.unlink(entry.path)
    kept = [entry for entry in entries if entry.name.endswith(".rgba")]
    if len(kept) <= limit:
        return
    kept.sort(key=lambda entry: entry.stat(follow_symlinks=False).st_mtime_ns)
    for entry in kept[:len(kept) - limit // 2]:
        with contextlib.suppress(OSError):
            os.unlink(entry.path)
