"""The window's connection to a table (issue 52): on a thread of its own, it joins, hands
every message to the scene loop as an event, sends the window's moves without waiting, and
after a dropped connection joins again by itself with its token, at the same position."""

from __future__ import annotations

import asyncio
import queue
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pygame

from cicera_gui.play.remote import TABLE_EVENT, TableConnection, post_event
from cicera_net.invitation import Invitation
from cicera_net.server import TableServer
from cicera_net.tls import fingerprint_of_pem, host_certificate, server_context
from engine.families import load_variant


@contextmanager
def table_server(folder: Path
                 ) -> Iterator[tuple[TableServer, Invitation, asyncio.AbstractEventLoop]]:
    """A table server on its own thread and loop, with one two-player table."""
    loop = asyncio.new_event_loop()
    ready: queue.Queue[tuple[TableServer, Invitation]] = queue.Queue()

    async def serve() -> None:
        cert, key = host_certificate(folder)
        server = TableServer(folder / "data")
        table = server.open_table(load_variant("bresciana"), 2, ("easy", "easy"), seed=3)
        await server.start("127.0.0.1", 0, server_context(cert, key))
        ready.put((server, Invitation("127.0.0.1", server.port, table.code,
                                      fingerprint_of_pem(cert))))

    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    asyncio.run_coroutine_threadsafe(serve(), loop)
    server, invitation = ready.get(timeout=30)
    try:
        yield server, invitation, loop
    finally:
        asyncio.run_coroutine_threadsafe(server.close(), loop).result(30)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)


def wait_for(messages: queue.Queue[dict[str, Any]], check: Callable[[dict[str, Any]], bool],
             seconds: float = 30) -> dict[str, Any]:
    end = time.monotonic() + seconds
    while True:
        message = messages.get(timeout=max(0.01, end - time.monotonic()))
        if check(message):
            return message


def test_the_connection_plays_and_comes_back_by_itself_after_a_drop(tmp_path: Path) -> None:
    messages: queue.Queue[dict[str, Any]] = queue.Queue()
    with table_server(tmp_path) as (server, invitation, loop):
        connection = TableConnection(invitation, name="Bepi", seat=0, post=messages.put)
        connection.start()
        try:
            welcome = wait_for(messages, lambda m: m["type"] == "welcome")
            assert welcome["seat"] == 0
            state = wait_for(messages, lambda m: m["type"] == "state" and bool(m["moves"]))
            connection.play(state["moves"][0], state["at"])
            after = wait_for(messages, lambda m: m["type"] == "state"
                             and (m["last"] or {}).get("seat") == 0)
            assert after["last"]["move"] == state["moves"][0]

            async def cut() -> None:  # the wire is cut, from the server's side
                for connected in list(server.tables[invitation.code].connections.values()):
                    connected.transport.abort()

            asyncio.run_coroutine_threadsafe(cut(), loop).result(10)
            wait_for(messages, lambda m: m["type"] == "reconnecting")
            again = wait_for(messages, lambda m: m["type"] == "welcome")
            assert again["token"] == welcome["token"]  # the same seat, by its token
            back = wait_for(messages, lambda m: m["type"] == "state")
            assert back["at"] >= after["at"]
        finally:
            connection.close()


def test_a_wrong_code_is_refused_and_ends_the_connection(tmp_path: Path) -> None:
    messages: queue.Queue[dict[str, Any]] = queue.Queue()
    with table_server(tmp_path) as (_server, invitation, _loop):
        wrong = Invitation(invitation.host, invitation.port, "B" * 16, invitation.fingerprint)
        connection = TableConnection(wrong, name="Bepi", post=messages.put)
        connection.start()
        refused = wait_for(messages, lambda m: True)
        assert refused == {"type": "refused", "code": "bad_code",
                           "message": "bad_code: no table has that code"}
        connection.close()


def test_a_message_reaches_the_scene_loop_as_an_event(monkeypatch: Any) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    try:
        pygame.event.clear()
        post_event({"type": "said", "seat": 1, "phrase": "well_played"})
        events = [event for event in pygame.event.get() if event.type == TABLE_EVENT]
        assert [event.message for event in events] == [
            {"type": "said", "seat": 1, "phrase": "well_played"}]
    finally:
        pygame.display.quit()
