"""Where the computer opponents think: in a worker process, so that the window keeps drawing
at full rate however hard they think (a thread would share the interpreter with the window).

The player object travels to the worker with the view and comes back with the move, its
random generator moved on, so a seeded match plays the same wherever it thinks. Where a
process cannot be started, a thread does the thinking instead. This module imports no
pygame: the worker process only needs the engine.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from typing import Any, TypeVar

from engine.cores import usable_cores
from engine.players import Player

T = TypeVar("T")


def watch_parent(parent_pid: int) -> None:
    """Run in the worker as it starts: end the worker as soon as the program that started it
    is gone (killed, crashed), so no worker (and no multiprocessing resource tracker, which
    ends once nobody holds its pipe) is left running for good."""
    import threading

    thread = threading.Thread(target=_wait_for_parent, args=(parent_pid,),
                              name="cicera-parent-watch", daemon=True)
    thread.start()


def _wait_for_parent(parent_pid: int) -> None:
    import multiprocessing
    from multiprocessing.connection import wait

    parent = multiprocessing.parent_process()
    sentinel = parent.sentinel if parent is not None else None
    while True:
        if sentinel is not None:
            if wait([sentinel], timeout=1.0):  # the parent's end of the pipe closed
                break
        else:
            time.sleep(1.0)
        if os.name == "posix" and os.getppid() != parent_pid:  # adopted by another process
            break
    os._exit(0)


def choose(player: Player, view: Any) -> tuple[Any, Player]:
    """Run in the worker: the player's move, and the player as it is afterwards."""
    return player.choose(view), player


#: The worker's processes at most, as the cores allow (a second starts only when two pieces
#: of work wait: the opponents think one at a time; the analysis of a hand rates two plays
#: at once).
MAX_PROCESSES = 2


class Thinker:
    """Runs ``choose`` for opponents, one at a time, off the window's thread (``kind``:
    "process", "thread"; or "inline", on the calling thread at once, for tests that step
    time themselves). Work such as the analysis may keep :attr:`workers` pieces going."""

    def __init__(self, kind: str = "process") -> None:
        self.kind = kind
        self._executor: Executor | None = None

    @property
    def workers(self) -> int:
        """How many pieces of work run side by side (one on a thread or inline)."""
        return usable_cores(MAX_PROCESSES) if self.kind == "process" else 1

    def _start(self) -> Executor:
        if self._executor is None:
            if self.kind == "process":
                # the worker's machinery is read when it first starts, not with the program
                import multiprocessing
                from concurrent.futures import ProcessPoolExecutor

                try:
                    self._executor = ProcessPoolExecutor(
                        max_workers=usable_cores(MAX_PROCESSES),
                        mp_context=multiprocessing.get_context("spawn"),
                        initializer=watch_parent, initargs=(os.getpid(),))
                except (OSError, NotImplementedError, ValueError):
                    self.kind = "thread"
            if self._executor is None:
                self._executor = ThreadPoolExecutor(max_workers=1,
                                                    thread_name_prefix="cicera-ai")
        return self._executor

    def fall_back(self, problem: BaseException) -> None:
        """The worker process failed: think on a thread from now on (and say so in the log)."""
        import logging

        logging.getLogger(__name__).warning("opponents' worker failed (%r); using a thread",
                                            problem)
        self.close()
        self.kind = "thread"

    def warm_up(self) -> None:
        """Start the worker now (a process takes a moment to start), not at the first move."""
        if self.kind == "inline":
            return
        executor = self._start()
        if self.kind == "process":
            executor.submit(int)

    def submit(self, player: Player, view: Any) -> Future[tuple[Any, Player]]:
        if self.kind == "inline":  # on the calling thread, done when returned (tests, benches)
            done: Future[tuple[Any, Player]] = Future()
            try:
                done.set_result(choose(player, view))
            except Exception as problem:
                done.set_exception(problem)
            return done
        try:
            return self._start().submit(choose, player, view)
        except RuntimeError:  # the pool broke (e.g. the worker was killed): start a new one
            self._executor = None
            return self._start().submit(choose, player, view)

    def run(self, function: Callable[..., T], *args: Any, **kwargs: Any) -> Future[T]:
        """``function(*args, **kwargs)`` in the worker (a module-level function, its arguments and
        result picklable): work such as the analysis of a hand, one piece at a time."""
        if self.kind == "inline":
            done: Future[T] = Future()
            try:
                done.set_result(function(*args, **kwargs))
            except Exception as problem:
                done.set_exception(problem)
            return done
        try:
            return self._start().submit(function, *args, **kwargs)
        except RuntimeError:  # the pool broke: start a new one
            self._executor = None
            return self._start().submit(function, *args, **kwargs)

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None


_SHARED: list[Thinker] = []


def shared_thinker() -> Thinker:
    """The program's one worker process, started on first use and stopped at exit."""
    if not _SHARED:
        import atexit

        _SHARED.append(Thinker("process"))
        atexit.register(_SHARED[0].close)
    return _SHARED[0]
