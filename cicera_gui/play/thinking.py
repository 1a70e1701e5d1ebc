"""Where the program's heavy work runs: in worker processes, so that the window keeps
drawing at full rate however hard they think (a thread would share the interpreter with the
window).

Two lanes, so that nothing a player waits for queues behind what nobody waits for:

- **the table** (one process, at the program's own priority): the opponents' moves and the
  hint the player asked for;
- **the background** (as many processes as the cores allow, at the lowest priority the
  system gives): the par of a hand, the analysis. It yields the cores to the table.

The results of background work are handed to the window's thread by :meth:`Thinker.deliver`
(every frame, whatever scene is showing), so they reach the match they belong to. Closing
ends every worker at once (:mod:`engine.workers`): the program is gone with its window.

The player object travels to the worker with the view and comes back with the move, its
random generator moved on, so a seeded match plays the same wherever it thinks. Where a
process cannot be started, threads do the thinking instead. This module imports no pygame:
the workers only need the engine.
"""

from __future__ import annotations

import queue
from collections.abc import Callable
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from typing import Any, TypeVar

from cicera_gui.play.tasks import Task
from engine.cores import usable_cores
from engine.players import Player
from engine.workers import LOWEST_PRIORITY, WorkerLost, WorkerPool

T = TypeVar("T")


def choose(player: Player, view: Any) -> tuple[Any, Player]:
    """Run in the worker: the player's move, and the player as it is afterwards."""
    return player.choose(view), player


#: The background lane's processes at most, as the cores allow (a second starts only when
#: two pieces of work wait: the analysis of a hand rates two plays at once).
MAX_PROCESSES = 2
#: How many times a lost table worker is started again before the table thinks on a thread.
RESTARTS = 2

_Lane = WorkerPool | Executor


class Thinker:
    """Runs work off the window's thread (``kind``: "process", "thread"; or "inline", on
    the calling thread at once, for tests that step time themselves): the table's work
    (:meth:`submit`, :meth:`ask`) and the background's (:meth:`run`) each in a lane of its
    own."""

    def __init__(self, kind: str = "process") -> None:
        self.kind = kind
        self._table: _Lane | None = None
        self._background: _Lane | None = None
        self._restarts = 0
        #: Background results waiting for the window's thread: (deliver, future)
        self._done: queue.SimpleQueue[tuple[Callable[[Future[Any]], None], Future[Any]]] = (
            queue.SimpleQueue())

    @property
    def workers(self) -> int:
        """How many pieces of background work run side by side (one on a thread or
        inline)."""
        return usable_cores(MAX_PROCESSES) if self.kind == "process" else 1

    def _lane(self, background: bool) -> _Lane:
        found = self._background if background else self._table
        if found is not None:
            return found
        lane: _Lane | None = None
        if self.kind == "process":
            try:
                lane = WorkerPool(self.workers if background else 1, start_method="spawn",
                                  nice=LOWEST_PRIORITY if background else 0,
                                  name="cicera-background" if background else "cicera-table")
            except (OSError, NotImplementedError, ValueError):
                self.kind = "thread"
        if lane is None:
            lane = ThreadPoolExecutor(
                max_workers=1,
                thread_name_prefix="cicera-background" if background else "cicera-table")
        if background:
            self._background = lane
        else:
            self._table = lane
        return lane

    def fall_back(self, problem: BaseException) -> None:
        """The table's worker process failed: start it again (a worker lost to the system,
        at most :data:`RESTARTS` times), else think on threads from now on (and say so in
        the log)."""
        if isinstance(problem, WorkerLost) and self._restarts < RESTARTS:
            self._restarts += 1
            return  # the pool starts a new worker with the next piece of work
        import logging

        logging.getLogger(__name__).warning("opponents' worker failed (%r); using a thread",
                                            problem)
        self.close()
        self.kind = "thread"

    def warm_up(self) -> None:
        """Start the table's worker now (a process takes a moment to start), not at the
        first move."""
        if self.kind == "inline":
            return
        lane = self._lane(background=False)
        if isinstance(lane, WorkerPool):
            lane.start()

    def submit(self, player: Player, view: Any) -> Future[tuple[Any, Player]]:
        """An opponent's move, on the table's lane."""
        return self.ask(choose, player, view)

    def ask(self, function: Callable[..., T], *args: Any, **kwargs: Any) -> Future[T]:
        """``function(*args, **kwargs)`` on the table's lane (a module-level function, its
        arguments and result picklable): work a player waits for, such as a hint."""
        return self._send(False, function, args, kwargs)

    def run(self, function: Callable[..., T], *args: Any, **kwargs: Any) -> Future[T]:
        """``function(*args, **kwargs)`` on the background lane: work such as the analysis
        of a hand or its par, which yields to the table's."""
        return self._send(True, function, args, kwargs)

    def _send(self, background: bool, function: Callable[..., T], args: tuple[Any, ...],
              kwargs: dict[str, Any]) -> Future[T]:
        if self.kind == "inline":  # on the calling thread, done when returned (tests, benches)
            done: Future[T] = Future()
            try:
                done.set_result(function(*args, **kwargs))
            except Exception as problem:
                done.set_exception(problem)
            return done
        try:
            return self._lane(background).submit(function, *args, **kwargs)
        except RuntimeError:  # the lane broke or closed: start it anew
            self._drop(background)
        except OSError as problem:  # no process can be started here: threads from now on
            self.fall_back(problem)
        return self._lane(background).submit(function, *args, **kwargs)

    def task(self, function: Callable[..., T], *args: Any, name: str) -> Task[T]:
        """``function(*args)`` on a thread of its own beside the window (not a process: work
        on the window's own objects, such as replaying a match); done at once where this
        thinker thinks inline (tests that step time themselves)."""
        return Task(function, *args, name=name, now=self.kind == "inline")

    def when_done(self, future: Future[T], deliver: Callable[[Future[T]], None]) -> None:
        """Hand ``future`` to ``deliver`` on the window's thread once it is done (at the
        next :meth:`deliver`, whatever scene is showing; at once when it already is)."""
        if future.done():
            deliver(future)
            return
        future.add_done_callback(lambda done: self._done.put((deliver, done)))

    def deliver(self) -> int:
        """Hand every background result that came in to its match (called every frame on
        the window's thread); how many there were."""
        count = 0
        while True:
            try:
                deliver, future = self._done.get_nowait()
            except queue.Empty:
                return count
            deliver(future)
            count += 1

    def pids(self, background: bool) -> list[int]:
        """The worker processes of a lane running now (none on threads)."""
        lane = self._background if background else self._table
        return lane.pids() if isinstance(lane, WorkerPool) else []

    def _drop(self, background: bool) -> None:
        lane = self._background if background else self._table
        if background:
            self._background = None
        else:
            self._table = None
        _close(lane)

    def close(self) -> None:
        """End every worker at once: what they were doing is given up."""
        self._drop(background=False)
        self._drop(background=True)


def _close(lane: _Lane | None) -> None:
    if isinstance(lane, WorkerPool):
        lane.close()
    elif lane is not None:
        lane.shutdown(wait=False, cancel_futures=True)


_SHARED: list[Thinker] = []


def shared_thinker() -> Thinker:
    """The program's one thinker, its workers started on first use and stopped when the
    program stops (:meth:`cicera_gui.program.app.App.shutdown`, and at exit)."""
    if not _SHARED:
        import atexit

        _SHARED.append(Thinker("process"))
        atexit.register(_SHARED[0].close)
    return _SHARED[0]


def close_shared_thinker() -> None:
    """End the program's workers now, if it started any."""
    for thinker in _SHARED:
        thinker.close()
