"""Work a scene waits for that may be long (reading, replaying or writing a large match, parsing
a large variant file) on a thread of its own, so that the window keeps drawing meanwhile: the
scene starts a :class:`Task`, says what it is doing, and takes the result in its ``update``
once :attr:`Task.done`. This module imports no pygame."""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class Task(Generic[T]):
    """``function(*args)`` on a thread of its own (daemon: it never holds up the program's
    end), its result or exception kept for the window's thread; with ``now``, on the calling
    thread, done when made (tests that step time themselves)."""

    def __init__(self, function: Callable[..., T], *args: Any, name: str = "cicera-task",
                 now: bool = False) -> None:
        self._future: Future[T] = Future()
        self._future.set_running_or_notify_cancel()
        self._thread = threading.Thread(target=self._run, args=(function, args), name=name,
                                        daemon=True)
        if now:
            self._run(function, args)
        else:
            self._thread.start()

    def _run(self, function: Callable[..., T], args: tuple[Any, ...]) -> None:
        try:
            self._future.set_result(function(*args))
        except BaseException as problem:  # handed to the window's thread, whatever it is
            self._future.set_exception(problem)

    @property
    def done(self) -> bool:
        return self._future.done()

    @property
    def future(self) -> Future[T]:
        """The task as a future (for a caller that waits with a timeout, or asks done())."""
        return self._future

    def result(self) -> T:
        """The function's result (its exception raised): only once :attr:`done`."""
        return self._future.result(timeout=0)

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the end (tests, screenshots); False on timeout."""
        if not self.done:
            self._thread.join(timeout)
        return self.done
