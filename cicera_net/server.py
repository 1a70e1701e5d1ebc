"""The table server: many tables at once over WebSocket (``websockets``, asyncio) and TLS,
the host's program's and ``cicera-server``'s alike (``docs/PROTOCOL.md``).

A connection says ``hello`` first (within :data:`HELLO_TIMEOUT`), with the table's code and
either a name (to take a seat) or its seat's token (to come back). Then it plays, talks and
pings; each message is checked (:func:`cicera_net.protocol.decode`), limited in size and rate,
and refused to its sender alone when wrong; repeated bad messages close the connection.
Wrong codes from one address are answered ever more slowly. After every change the table's
record is written atomically and every seat connected is sent its own state. A fault inside
one table is kept to that table: it is saved, its players are told, the others go on.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import logging
import time
from collections import defaultdict, deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from cicera_net.protocol import (
    MAX_FRAME,
    RATE_LIMIT,
    RATE_WINDOW,
    VERSION,
    ClientMessage,
    ProtocolError,
    clean_name,
    decode,
    encode,
)
from cicera_net.table import Table, same_code
from engine.errors import EngineError
from engine.files import write_bytes_atomic
from engine.game import RuleSet
from engine.safe_io import read_json, read_text

LOG = logging.getLogger("cicera.server")

#: Seconds a new connection has to say ``hello``.
HELLO_TIMEOUT = 10.0
#: Bad messages a connection may send before it is closed.
MAX_ERRORS = 8
#: Wrong codes from one address: each one's answer waits this long times 2 ** (count - 1),
#: at most :data:`MAX_DELAY` seconds; the count is forgotten after :data:`FAIL_MEMORY`.
FIRST_DELAY = 0.05
MAX_DELAY = 5.0
FAIL_MEMORY = 300.0
#: The largest journal read back (a move is a line of a few dozen bytes; a hand has at most
#: a few hundred: the journal starts again at every deal).
MAX_JOURNAL = 4 * 1024 * 1024


def _write_whole(folder: Path, code: str, data: bytes) -> None:
    """The table's file, atomically; its journal emptied after it (what it held is in the
    file now)."""
    # atomic, not synced: a process that dies leaves the last change's file whole
    write_bytes_atomic(folder / f"{code}.json", data, durable=False)
    (folder / f"{code}.journal").unlink(missing_ok=True)


def _append(path: Path, line: str) -> None:
    """A line added to a table's journal (a whole line: a move's few dozen bytes)."""
    with open(path, "a", encoding="utf-8") as journal:
        journal.write(line)


@dataclass
class Hosted:
    """A table as the server keeps it: the table, who is connected to which seat, and one
    lock that puts its changes one after another."""

    table: Table
    connections: dict[int, ServerConnection] = field(default_factory=dict)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    broken: str | None = None
    #: When each person's connection went (monotonic seconds), while they are away.
    away: dict[int, float] = field(default_factory=dict)
    #: The timer of the move a computer makes for a person away too long or out of time.
    timer: asyncio.TimerHandle | None = None


class TableServer:
    """Tables served from one process (see the module's docstring); ``data_dir`` keeps each
    table's match (None: kept in memory only, for tests)."""

    def __init__(self, data_dir: Path | None = None, *, max_tables: int = 1000) -> None:
        self.data_dir = data_dir
        self.max_tables = max_tables
        self.tables: dict[str, Hosted] = {}
        self._failures: dict[str, deque[float]] = defaultdict(deque)
        self._server: Server | None = None
        #: Called with a table whenever its seats change (to list it on the network).
        self.on_seats: Callable[[Table], None] | None = None

    # -- tables -----------------------------------------------------------------------------

    def open_table(self, rules: RuleSet, players: int, levels: Sequence[str] = (),
                   seed: int | None = None, people: int = 1, wait_seconds: float | None = 60.0,
                   turn_seconds: float | None = None, aids: bool = True) -> Table:
        """A new table for ``players``, the computers at ``levels``; its first hand is dealt
        once ``people`` persons have sat down. A person away waits ``wait_seconds`` before a
        computer plays for them; ``turn_seconds`` is the turn clock (None: none); ``aids``:
        whether the players may use the program's aids."""
        if len(self.tables) >= self.max_tables:
            raise ProtocolError("server_full", f"this server holds {self.max_tables} tables")
        kwargs: dict[str, Any] = {"levels": tuple(levels), "people": people,
                                  "started": people == 0, "wait_seconds": wait_seconds,
                                  "turn_seconds": turn_seconds, "aids": aids}
        if seed is not None:
            kwargs["seed"] = seed
        table = Table(rules, players, **kwargs)
        self.tables[table.code] = Hosted(table)
        LOG.info("table %s opened: %s, %d players", table.code[:4], rules.id, players)
        return table

    async def start_table(self, code: str) -> bool:
        """Deal the first hand now, whoever has sat down (the host's "Deal"): the seats no
        person took are played by their computers (a friend who comes later takes one from
        the next hand). False when there is no such table; True when it plays."""
        hosted = self.find(code)
        if hosted is None:
            return False
        async with hosted.lock:
            if hosted.table.started:
                return True
            hosted.table.started = True
            await self.save(hosted, whole=True)
        await self._changed(hosted, seats_changed=True)
        return True

    async def set_timing(self, code: str, wait_seconds: float | None,
                         turn_seconds: float | None) -> None:
        """The host's choice of how long an away seat waits and of the turn clock at table
        ``code`` (None: as long as it takes; no clock), told to its players at once."""
        hosted = self.find(code)
        if hosted is None:
            return
        async with hosted.lock:
            hosted.table.wait_seconds, hosted.table.turn_seconds = wait_seconds, turn_seconds
            await self.save(hosted, whole=True)
            self._arm(hosted)
        await self._send_states(hosted)

    async def allow_aids(self, code: str, allowed: bool) -> None:
        """The host's choice of the aids at table ``code``, told to its players at once."""
        hosted = self.find(code)
        if hosted is None:
            return
        async with hosted.lock:
            hosted.table.aids = allowed
            await self.save(hosted, whole=True)
        await self._send_states(hosted)

    def find(self, code: str) -> Hosted | None:
        """The table with ``code`` (every table's code compared in constant time)."""
        found = None
        for key, hosted in self.tables.items():
            if same_code(code, key):
                found = hosted
        return found

    async def save(self, hosted: Hosted, *, whole: bool = False) -> None:
        """Keep the table as it stands, before anyone is told of the change (nothing when the
        tables are kept in memory). ``whole``: the table and its match written atomically,
        its journal emptied (a seat taken, a deal), by a thread: no other table waits on the
        disk; else the last move added to the journal, a line of a few dozen bytes into the
        system's cache, at once (handing it to a thread cost more than the write: measured
        with ``cicera-server bench --tables 500``, the update's p99 went from about 55 ms to
        about 45, its p50 from 4.5 to 3.5)."""
        if self.data_dir is None:
            return
        table = hosted.table
        folder = self.data_dir / "tables"
        if whole or table.last is None:
            data = json.dumps(table.kept(), ensure_ascii=False).encode("utf-8")
            await asyncio.to_thread(_write_whole, folder, table.code, data)
        else:
            line = json.dumps({"at": table.at, **table.last}, ensure_ascii=False) + "\n"
            _append(folder / f"{table.code}.journal", line)

    def restore(self) -> list[str]:
        """Every table kept in the data folder, back where it stood; a file that cannot be
        read is set aside (renamed ``.broken``) and said. The lines said."""
        said: list[str] = []
        if self.data_dir is None:
            return said
        for path in sorted((self.data_dir / "tables").glob("*.json")):
            journal = path.with_suffix(".journal")
            try:
                table = Table.from_kept(read_json(path))
                if journal.is_file():
                    table.replay_journal(read_text(journal, MAX_JOURNAL))
            except (EngineError, ValueError, KeyError, TypeError) as exc:
                path.replace(path.with_suffix(".broken"))
                if journal.is_file():
                    journal.replace(journal.with_suffix(".journal-broken"))
                said.append(f"{path.name}: cannot be read ({exc}); set aside as .broken")
                continue
            self.tables[table.code] = Hosted(table)
            said.append(f"table {table.code[:4]}… restored: {table.rules.id}, "
                        f"position {table.at}")
        return said

    # -- serving ----------------------------------------------------------------------------

    async def start(self, host: str, port: int, ssl_context: Any = None) -> Server:
        # The tables' objects live long: kept out of the collector's full passes, whose
        # pauses grow with them and would hold up every table at once.
        gc.collect()
        gc.freeze()
        gc.set_threshold(20_000, 50, 1000)
        self._server = await serve(self.handler, host, port, ssl=ssl_context,
                                   max_size=MAX_FRAME, max_queue=8, ping_interval=20,
                                   ping_timeout=20, close_timeout=5, compression=None,
                                   server_header=None)
        return self._server

    @property
    def port(self) -> int:
        assert self._server is not None, "the server is not started"
        sockets = list(self._server.sockets)
        return int(sockets[0].getsockname()[1])

    async def close(self) -> None:
        """Stop serving: every player is told first (their tables are kept, and the same
        invitation brings them back when the server starts again)."""
        for hosted in self.tables.values():
            if hosted.timer is not None:
                hosted.timer.cancel()
            await self._send_all(hosted, {"type": "closing",
                                          "message": "the table's server is stopping; the "
                                                     "match is kept"})
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    async def handler(self, connection: ServerConnection) -> None:
        """One connection, from its ``hello`` to its end."""
        address = str(connection.remote_address[0]) if connection.remote_address else "?"
        try:
            frame = await asyncio.wait_for(connection.recv(), HELLO_TIMEOUT)
        except (TimeoutError, ConnectionClosed):
            return
        try:
            hello = decode(frame)
            if hello.type == "look":  # the seats before sitting down: said, then closed
                await self._look(connection, hello, address)
                return
            if hello.type != "hello":
                raise ProtocolError("hello_first", "the first message is a hello")
            hosted, seat = await self._seat(hello, address)
        except ProtocolError as error:
            with contextlib.suppress(ConnectionClosed):
                await connection.send(encode(error.to_message()))
                await connection.close(1008, error.code)
            return
        await self._serve_seat(connection, hosted, seat)

    async def _look(self, connection: ServerConnection, look: ClientMessage,
                    address: str) -> None:
        """A program about to join asks which seats there are (the code is needed, as for
        a hello): the table's variant and seats, and the connection closed."""
        hosted = await self._table_of(look, address)
        table = hosted.table
        with contextlib.suppress(ConnectionClosed):
            await connection.send(encode({
                "type": "table", "version": VERSION, "variant": table.rules.id,
                "game": table.rules.game, "players": table.players, "started": table.started,
                "seats": table.seats_public(self.connected_of(hosted))}))
            await connection.close(1000, "looked")

    async def _table_of(self, hello: ClientMessage, address: str) -> Hosted:
        """The table a hello (or look) names; refused for a wrong version or code."""
        if hello["version"] != VERSION:
            raise ProtocolError("version", f"this server speaks version {VERSION}")
        hosted = self.find(hello["code"])
        if hosted is None:
            await self._wrong_code(address)
            LOG.info("a wrong code from %s", address)
            raise ProtocolError("bad_code", "no table has that code")
        return hosted

    async def _seat(self, hello: ClientMessage, address: str) -> tuple[Hosted, int]:
        hosted = await self._table_of(hello, address)
        token = hello.get("token")
        async with hosted.lock:
            if token is not None:
                seat = hosted.table.resume(token)
                LOG.info("table %s: seat %d back", hosted.table.code[:4], seat.number)
            else:
                seat = hosted.table.join(clean_name(hello["name"]), hello.get("seat"))
                await self.save(hosted, whole=True)
                LOG.info("table %s: seat %d taken", hosted.table.code[:4], seat.number)
        return hosted, seat.number

    async def _wrong_code(self, address: str) -> None:
        """Wait before answering a wrong code, the longer the more this address has sent."""
        now = time.monotonic()
        failures = self._failures[address]
        while failures and now - failures[0] > FAIL_MEMORY:
            failures.popleft()
        failures.append(now)
        await asyncio.sleep(min(MAX_DELAY, FIRST_DELAY * 2 ** (len(failures) - 1)))

    async def _serve_seat(self, connection: ServerConnection, hosted: Hosted, seat: int
                          ) -> None:
        table = hosted.table
        previous = hosted.connections.get(seat)
        hosted.connections[seat] = connection
        hosted.away.pop(seat, None)
        if previous is not None:  # the same player again: the older connection gives way
            with contextlib.suppress(ConnectionClosed):
                await previous.close(1000, "replaced")
        try:
            await connection.send(encode(table.welcome(table.seats[seat],
                                                       self.connected_of(hosted))))
            await self._changed(hosted, seats_changed=True)
            await self._listen(connection, hosted, seat)
        finally:
            if hosted.connections.get(seat) is connection:
                del hosted.connections[seat]
                hosted.away[seat] = time.monotonic()
                LOG.info("table %s: seat %d left", table.code[:4], seat)
                self._arm(hosted)
                await self._send_seats(hosted)

    async def _listen(self, connection: ServerConnection, hosted: Hosted, seat: int) -> None:
        sent: deque[float] = deque()
        errors = 0
        async for frame in connection:
            now = time.monotonic()
            sent.append(now)
            while sent and now - sent[0] > RATE_WINDOW:
                sent.popleft()
            try:
                if len(sent) > RATE_LIMIT:
                    raise ProtocolError("too_fast", "too many messages: slow down")
                await self._answer(connection, hosted, seat, decode(frame))
            except ProtocolError as error:
                errors += 1
                await connection.send(encode(error.to_message()))
                if errors >= MAX_ERRORS:
                    await connection.close(1008, "too many bad messages")
                    return

    async def _answer(self, connection: ServerConnection, hosted: Hosted, seat: int,
                      message: ClientMessage) -> None:
        if hosted.broken is not None:
            raise ProtocolError("table_broken", hosted.broken)
        if message.type == "ping":
            await connection.send(encode({"type": "pong"}))
        elif message.type == "say":
            said = hosted.table.say(seat, message["phrase"])
            await self._send_all(hosted, said)
        elif message.type == "play":
            try:
                async with hosted.lock:
                    hosted.table.play(seat, message["move"], message["at"])
                    await self.save(hosted)
            except ProtocolError:
                raise
            except Exception as exc:  # one table's fault: kept to it
                await self._fault(hosted, exc)
                return
            await self._changed(hosted)
        else:
            raise ProtocolError("hello_once", "hello is said once, first")

    async def _changed(self, hosted: Hosted, seats_changed: bool = False) -> None:
        """After a change: the computers' moves and the deals that follow, each sent as it is
        made, the table saved; a fault in the table is kept to it."""
        if seats_changed:
            await self._send_seats(hosted)
        try:
            await self._send_states(hosted)
            while True:
                async with hosted.lock:
                    step = hosted.table.next_step()
                    if step is None:
                        self._arm(hosted)
                        return
                    if step == "computer":  # a search may think: off the loop
                        await asyncio.to_thread(hosted.table.advance)
                    else:
                        hosted.table.advance()
                    await self.save(hosted)
                await self._send_states(hosted)
        except Exception as exc:  # one table's fault: kept to it, said, saved
            await self._fault(hosted, exc)

    def _arm(self, hosted: Hosted) -> None:
        """Set the timer of the move a computer makes for the person to move: when they
        are away, once the table's wait is over; when they are here, at the turn clock."""
        if hosted.timer is not None:
            hosted.timer.cancel()
            hosted.timer = None
        table = hosted.table
        turn = table.game.current_player()
        if (turn is None or not table.started or hosted.broken is not None
                or not table.seats[turn].plays_as_person(table.hand_number())):
            return
        if turn in hosted.connections:
            delay = table.turn_seconds
        elif table.wait_seconds is None:
            delay = None
        else:
            since = hosted.away.get(turn, time.monotonic())
            delay = max(0.0, table.wait_seconds - (time.monotonic() - since))
            if table.turn_seconds is not None:
                delay = max(delay, table.turn_seconds)
        if delay is None:
            return
        at = table.at
        hosted.timer = asyncio.get_running_loop().call_later(
            delay, lambda: asyncio.ensure_future(self._stand_in(hosted, turn, at)))

    async def _stand_in(self, hosted: Hosted, seat: int, at: int) -> None:
        """The computer's move for ``seat``, if the table still waits on it at ``at``."""
        try:
            async with hosted.lock:
                table = hosted.table
                if table.at != at or table.game.current_player() != seat:
                    return
                await asyncio.to_thread(table.play_for, seat)
                await self.save(hosted)
            LOG.info("table %s: a computer played for seat %d", table.code[:4], seat)
        except Exception as exc:  # one table's fault: kept to it
            await self._fault(hosted, exc)
            return
        await self._changed(hosted)

    async def _fault(self, hosted: Hosted, exc: Exception) -> None:
        """A fault inside one table: logged, the table stopped and saved as it stood, its
        players told; the other tables go on."""
        LOG.error("table %s stopped: %s: %s", hosted.table.code[:4], type(exc).__name__, exc,
                  exc_info=exc)
        hosted.broken = f"this table stopped on an error: {type(exc).__name__}"
        with contextlib.suppress(Exception):
            await self.save(hosted)
        await self._send_all(hosted, {"type": "error", "code": "table_broken",
                                      "message": hosted.broken})

    def connected_of(self, hosted: Hosted) -> Any:
        """Whether a seat of ``hosted`` has its player connected now: connected(seat)."""
        return lambda seat: seat in hosted.connections

    async def _send_states(self, hosted: Hosted) -> None:
        connections = dict(hosted.connections)
        for seat, state in hosted.table.states(list(connections)):
            await self._send(connections[seat], state)

    async def _send_seats(self, hosted: Hosted) -> None:
        if self.on_seats is not None:
            try:
                await asyncio.to_thread(self.on_seats, hosted.table)
            except Exception:  # a listing that fails changes no game
                LOG.warning("table %s: its listing could not be changed", hosted.table.code[:4],
                            exc_info=True)
        await self._send_all(hosted, {"type": "seats", "seats": hosted.table.seats_public(
            self.connected_of(hosted))})

    async def _send_all(self, hosted: Hosted, message: dict[str, Any]) -> None:
        await asyncio.gather(*(self._send(connection, message)
                               for connection in list(hosted.connections.values())))

    @staticmethod
    async def _send(connection: ServerConnection, message: dict[str, Any]) -> None:
        with contextlib.suppress(ConnectionClosed):
            await connection.send(encode(message))
