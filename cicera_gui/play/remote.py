"""The window's connection to a table with friends (``docs/PROTOCOL.md``): the protocol
client (:mod:`cicera_net.client`) runs on a thread of its own, with its own asyncio loop, so
the window never waits on the network. Every message from the table reaches the scene loop
as a pygame event (:data:`TABLE_EVENT`, its ``message`` the table's JSON object); the
window's moves and phrases are handed to the thread and sent from there.

A dropped connection is made again by itself, with the seat's token, after a short wait
that grows (the table waits for its player meanwhile); the scene is told each time
(``{"type": "reconnecting"}``). A table that refuses the player (a wrong code, a seat
taken, a certificate that is not the invitation's) ends the connection with
``{"type": "refused", "code": …, "message": …}``.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from collections.abc import Callable
from typing import Any

import pygame

from cicera_net.client import Refused, TableClient, join
from cicera_net.invitation import Invitation
from cicera_net.tls import PinMismatch

#: The event a table's message arrives as, in the scene loop.
TABLE_EVENT = pygame.event.custom_type()
#: The waits before each new attempt at a dropped connection, in seconds (the last repeats).
RETRY_WAITS = (0.2, 0.5, 1.0, 2.0, 5.0)


def post_event(message: dict[str, Any]) -> None:
    """A table's message, as an event of the scene loop (safe from another thread)."""
    pygame.event.post(pygame.event.Event(TABLE_EVENT, message=message))


def into(inbox: queue.Queue[dict[str, Any]]) -> Callable[[dict[str, Any]], None]:
    """A table's messages put in ``inbox``, each waking the scene loop (an empty
    :data:`TABLE_EVENT`): the window looks at its table when something came, and costs
    nothing at rest."""
    def post(message: dict[str, Any]) -> None:
        inbox.put(message)
        with contextlib.suppress(pygame.error):  # no window (a test without one)
            pygame.event.post(pygame.event.Event(TABLE_EVENT))

    return post


def answer(inbox: queue.Queue[dict[str, Any]]) -> dict[str, Any] | None:
    """The table's answer to a program sitting down, once it came: its ``welcome``, or
    why it ``refused``; what came before it is passed over. None while none has come."""
    while True:
        try:
            message = inbox.get_nowait()
        except queue.Empty:
            return None
        if message.get("type") in ("welcome", "refused"):
            return message


class TableConnection:
    """One seat's connection to a table, on its own thread (see the module's docstring)."""

    def __init__(self, invitation: Invitation, *, name: str | None = None,
                 seat: int | None = None, token: str | None = None,
                 post: Callable[[dict[str, Any]], None] = post_event) -> None:
        self.invitation = invitation
        self.name, self.seat, self.token = name, seat, token
        self.post = post
        self._loop = asyncio.new_event_loop()
        self._client: TableClient | None = None
        self._closing = False
        self._thread = threading.Thread(target=self._run, name="table connection",
                                        daemon=True)

    def start(self) -> None:
        self._thread.start()

    # -- what the window calls (any thread) --------------------------------------------------

    def play(self, move: str, at: int) -> None:
        self._send({"type": "play", "move": move, "at": at})

    def say(self, phrase: str) -> None:
        self._send({"type": "say", "phrase": phrase})

    def close(self) -> None:
        """End the connection (the seat stays the player's: the token comes back)."""
        self._closing = True
        if self._loop.is_running():
            self._loop.call_soon_threadsafe(self._stop)
        self._thread.join(5)

    def _send(self, message: dict[str, Any]) -> None:
        if self._loop.is_running():
            asyncio.run_coroutine_threadsafe(self._send_now(message), self._loop)

    # -- the thread ----------------------------------------------------------------------------

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            with contextlib.suppress(asyncio.CancelledError):  # closed by the window
                self._loop.run_until_complete(self._connected())
        finally:
            self._loop.close()

    def _stop(self) -> None:
        for task in asyncio.all_tasks(self._loop):
            task.cancel()

    async def _send_now(self, message: dict[str, Any]) -> None:
        client = self._client
        if client is not None:
            with contextlib.suppress(Exception):  # gone: the reconnection says so
                await client.send(message)

    async def _connected(self) -> None:
        """Join, then read; after a drop, join again with the token, until closed."""
        attempt = 0
        while not self._closing:
            try:
                client = await join(self.invitation, name=self.name, seat=self.seat,
                                    token=self.token)
            except (Refused, PinMismatch) as refused:
                code = refused.code if isinstance(refused, Refused) else "certificate"
                self.post({"type": "refused", "code": code, "message": str(refused)})
                return
            except (OSError, TimeoutError, Exception) as exc:  # no answer: try again
                if isinstance(exc, asyncio.CancelledError):
                    raise
                await self._wait(attempt)
                attempt += 1
                continue
            attempt = 0
            self._client = client
            self.token = client.token
            self.post(client.welcome)
            try:
                while True:
                    self.post(await client.receive())
            except asyncio.CancelledError:
                with contextlib.suppress(Exception):
                    await client.close()
                raise
            except Exception:  # the connection dropped: try again with the token
                self._client = None
            if not self._closing:
                self.post({"type": "reconnecting"})
                await self._wait(attempt)

    async def _wait(self, attempt: int) -> None:
        await asyncio.sleep(RETRY_WAITS[min(attempt, len(RETRY_WAITS) - 1)])
