"""Worker processes that never hang on a lost job and never outlive their owner.

A :class:`WorkerPool` runs module-level functions in processes of its own, each job's result
(or exception) handed back as a :class:`concurrent.futures.Future`. Unlike the standard
pools it keeps three promises the program and the commands rely on:

- **a worker that dies fails its job** (:class:`WorkerLost`, naming the exit code or the
  signal) instead of leaving the job waiting for ever, as ``multiprocessing.Pool`` does;
- **closing ends every worker at once** (:meth:`WorkerPool.close` kills them: a job still
  running is not waited for), so the program is gone within a moment of its window;
- **a worker may run at a lower priority** (``nice``: background work yields the cores to
  the work a player waits for), and ignores Ctrl+C (the terminal's interrupt reaches the
  whole process group: only the owner answers it, and no worker prints a traceback).

Jobs start in the order they were submitted, each on the first idle worker; a worker starts
when a job waits and fewer than ``processes`` run. This module imports nothing heavy until a
pool starts.
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import CancelledError, Future, InvalidStateError
from dataclasses import dataclass
from typing import Any, TypeVar

from engine.errors import EngineError

T = TypeVar("T")

#: The lowest priority a system gives (``nice`` on POSIX): background work.
LOWEST_PRIORITY = 19


class WorkerLost(EngineError):
    """A worker process ended while it ran a job (killed, out of memory, crashed)."""

    def __init__(self, exitcode: int | None) -> None:
        self.exitcode = exitcode
        if exitcode is not None and exitcode < 0:
            how = f"was killed by signal {-exitcode}"
        elif exitcode is not None:
            how = f"ended with status {exitcode}"
        else:
            how = "ended"
        super().__init__(f"a worker process {how} while it worked")


class PoolClosed(RuntimeError):
    """A job was submitted to a pool that was closed."""


@dataclass
class _Job:
    future: Future[Any]
    function: Callable[..., Any]
    args: tuple[Any, ...]
    kwargs: dict[str, Any]


@dataclass
class _Worker:
    process: Any  # multiprocessing.Process
    connection: Any  # the pool's end of the worker's pipe
    job: _Job | None = None
    lost: bool = False


def _serve(connection: Any, nice: int, watch: int | None,
           initializer: Callable[..., None] | None, initargs: tuple[Any, ...]) -> None:
    """A worker's life: jobs in, results out, until the pipe closes (its pool is gone)."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the owner answers Ctrl+C, alone
    if nice and hasattr(os, "nice") and not hasattr(os, "setpriority"):  # else done already
        with contextlib.suppress(OSError):
            os.nice(nice)
    if watch is not None:
        _watch_owner(watch)
    if initializer is not None:
        initializer(*initargs)
    while True:
        try:
            function, args, kwargs = connection.recv()
        except (EOFError, OSError):
            return
        try:
            answer: tuple[bool, Any] = (True, function(*args, **kwargs))
        except BaseException as problem:  # handed back to the owner, whatever it is
            answer = (False, problem)
        try:
            connection.send(answer)
        except (EOFError, OSError):
            return
        except Exception as problem:  # the result or exception would not pickle
            connection.send((False, RuntimeError(f"{type(answer[1]).__name__}: {problem}")))


def _watch_owner(owner: int) -> None:
    """End this worker as soon as its owner is gone (killed, crashed), even in the middle
    of a job: no worker is left running for good."""

    def wait() -> None:
        import multiprocessing
        import time
        from multiprocessing.connection import wait as wait_for

        parent = multiprocessing.parent_process()
        sentinel = parent.sentinel if parent is not None else None
        while True:
            if sentinel is not None:
                if wait_for([sentinel], timeout=1.0):
                    break
            else:
                time.sleep(1.0)
            if os.name == "posix" and os.getppid() != owner:
                break
        os._exit(0)

    threading.Thread(target=wait, name="worker-owner-watch", daemon=True).start()


class WorkerPool:
    """Up to ``processes`` worker processes (started with ``start_method``: "spawn",
    "fork", "forkserver", or None for the system's default), at priority ``nice`` (0: as
    the owner; :data:`LOWEST_PRIORITY`: only what the cores have left). Thread-safe."""

    def __init__(self, processes: int, *, start_method: str | None = None, nice: int = 0,
                 watch_owner: bool = True, name: str = "worker",
                 initializer: Callable[..., None] | None = None,
                 initargs: tuple[Any, ...] = (), eager: bool = False) -> None:
        self.processes = max(1, processes)
        self.start_method = start_method
        self.nice = nice
        self.name = name
        self._watch = os.getpid() if watch_owner else None
        self._initializer = initializer
        self._initargs = initargs
        self._lock = threading.Lock()
        self._waiting: deque[_Job] = deque()
        self._workers: list[_Worker] = []
        self._closed = False
        self._collector: threading.Thread | None = None
        self._wake: tuple[Any, Any] | None = None  # a pipe that wakes the collector
        if eager:  # every worker before any thread of the pool's (a fork copies no thread)
            with self._lock:
                self._workers = [self._new_worker() for _ in range(self.processes)]
                self._ensure_collector()

    # -- the owner's side ------------------------------------------------------------------

    def submit(self, function: Callable[..., T], /, *args: Any, **kwargs: Any) -> Future[T]:
        """``function(*args, **kwargs)`` in a worker (a module-level function; its
        arguments and result picklable). The future fails with :class:`WorkerLost` when the
        worker dies, and is cancelled when the pool closes first."""
        future: Future[T] = Future()
        with self._lock:
            if self._closed:
                raise PoolClosed(f"the {self.name} pool is closed")
            self._waiting.append(_Job(future, function, args, kwargs))
            self._dispatch()
        return future

    def start(self) -> None:
        """Start one worker now (a process takes a moment to start), not at the first job."""
        with self._lock:
            if not self._closed and not self._workers:
                self._workers.append(self._new_worker())
                self._ensure_collector()

    @property
    def started(self) -> int:
        """How many worker processes are running now."""
        with self._lock:
            return sum(not worker.lost for worker in self._workers)

    def pids(self) -> list[int]:
        """The worker processes' ids (for tests and the bench)."""
        with self._lock:
            return [worker.process.pid for worker in self._workers if not worker.lost]

    def map(self, function: Callable[[Any], T], items: Iterable[Any]) -> Iterator[T]:
        """``function(item)`` for each item, side by side, the results in order; the first
        failure (a lost worker included) is raised at its place."""
        futures = [self.submit(function, item) for item in items]
        try:
            for future in futures:
                yield future.result()
        finally:
            for future in futures:
                future.cancel()

    def close(self) -> None:
        """End every worker at once (a job still running is not waited for: its future is
        cancelled, as is every job not started). A second call does nothing."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            jobs = list(self._waiting)
            self._waiting.clear()
            workers = list(self._workers)
            self._workers.clear()
        for job in jobs:
            job.future.cancel()
        for worker in workers:
            _end(worker.process)
            if worker.job is not None:
                _cancel(worker.job.future)
            with _suppress():
                worker.connection.close()
        self._poke()
        for worker in workers:
            worker.process.join(1.0)
            if worker.process.is_alive():
                worker.process.kill()
                worker.process.join(1.0)

    def __enter__(self) -> WorkerPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- inside, under the lock -------------------------------------------------------------

    def _dispatch(self) -> None:
        """Hand waiting jobs to idle workers, starting workers as the jobs need them."""
        while self._waiting:
            idle = next((w for w in self._workers if w.job is None and not w.lost
                         and w.process.is_alive()), None)
            if idle is None:
                if len(self._workers) >= self.processes:
                    return
                idle = self._new_worker()
                self._workers.append(idle)
                self._ensure_collector()
            job = self._waiting.popleft()
            if not job.future.set_running_or_notify_cancel():
                continue  # cancelled while it waited
            try:
                idle.connection.send((job.function, job.args, job.kwargs))
            except OSError:  # the worker is gone: it is lost, and so is the job
                self._workers.remove(idle)
                idle.lost = True
                idle.process.join(1.0)
                _fail(job.future, WorkerLost(idle.process.exitcode))
                continue
            except Exception as problem:  # the job would not pickle: the worker is idle
                _fail(job.future, problem)
                continue
            idle.job = job
        self._poke()

    def _new_worker(self) -> _Worker:
        import multiprocessing

        context: Any = multiprocessing.get_context(self.start_method)
        ours, theirs = context.Pipe()
        process = context.Process(
            target=_serve, name=f"{self.name}-{len(self._workers) + 1}", daemon=True,
            args=(theirs, self.nice, self._watch, self._initializer, self._initargs))
        process.start()
        theirs.close()
        if self.nice and hasattr(os, "setpriority"):  # at once, not once the worker is up
            with _suppress():
                os.setpriority(os.PRIO_PROCESS, process.pid,
                               min(LOWEST_PRIORITY, os.getpriority(os.PRIO_PROCESS, 0)
                                   + self.nice))
        return _Worker(process, ours)

    def _ensure_collector(self) -> None:
        if self._collector is None:
            import multiprocessing

            self._wake = multiprocessing.Pipe(duplex=False)
            self._collector = threading.Thread(target=self._collect, name=f"{self.name}-results",
                                               daemon=True)
            self._collector.start()

    def _poke(self) -> None:
        """Wake the collector: the workers changed."""
        if self._wake is not None:
            with _suppress():
                self._wake[1].send(None)

    # -- the collector's thread -------------------------------------------------------------

    def _collect(self) -> None:
        """Hand each result to its future; fail the job of a worker that died."""
        from multiprocessing.connection import wait

        assert self._wake is not None
        woken: Any = self._wake[0]
        while True:
            with self._lock:
                if self._closed:
                    return
                watched: dict[Any, tuple[_Worker, bool]] = {}
                for worker in self._workers:  # an idle one that dies is let go too
                    if worker.job is not None:
                        watched[worker.connection] = (worker, True)
                    watched[worker.process.sentinel] = (worker, False)
            try:
                ready = wait([woken, *watched], timeout=5.0)
            except OSError:
                ready = []
            item: Any
            for item in ready:
                if item is woken:
                    with _suppress():
                        while woken.poll():
                            woken.recv()
                    continue
                worker, is_answer = watched[item]
                self._take(worker, is_answer)

    def _take(self, worker: _Worker, is_answer: bool) -> None:
        answer: tuple[bool, Any] | None = None
        if is_answer:
            try:
                answer = worker.connection.recv()
            except (EOFError, OSError):
                answer = None
            except Exception as problem:  # an answer that does not unpickle here
                answer = (False, problem)
        with self._lock:
            job, worker.job = worker.job, None
            if answer is None:  # its process ended (or its pipe broke): it is lost
                if worker in self._workers:
                    self._workers.remove(worker)
                worker.lost = True
            if not self._closed:
                self._dispatch()
        if job is None:
            return
        if answer is None:
            worker.process.join(1.0)
            _fail(job.future, WorkerLost(worker.process.exitcode))
            with _suppress():
                worker.connection.close()
        elif answer[0]:
            _settle(job.future, answer[1])
        else:
            _fail(job.future, answer[1])


def _suppress() -> contextlib.suppress:
    """Tidying up: a pipe or process already gone is no matter."""
    return contextlib.suppress(OSError, EOFError, ValueError)


def _end(process: Any) -> None:
    with _suppress():
        if process.is_alive():
            process.kill()


def _settle(future: Future[Any], value: Any) -> None:
    with contextlib.suppress(InvalidStateError):  # cancelled meanwhile
        future.set_result(value)


def _fail(future: Future[Any], problem: BaseException) -> None:
    with contextlib.suppress(InvalidStateError):
        future.set_exception(problem)


def _cancel(future: Future[Any]) -> None:
    """A running job's future, given up (it cannot be cancelled in the usual way)."""
    _fail(future, CancelledError())



def command_pool(processes: int) -> WorkerPool:
    """The pool a command (``analyse``, ``tournament``) runs its jobs in: every worker
    started at once, forked where the system can (a quick start), else spawned."""
    import multiprocessing

    methods = multiprocessing.get_all_start_methods()
    return WorkerPool(processes, start_method="fork" if "fork" in methods else "spawn",
                      eager=True, name="engine-worker")
