"""A table hosted from the app (issue 52, *Play with friends*): the table server
(:mod:`cicera_net.server`) on a thread of its own, with its own asyncio loop, keeping its
tables, its certificate and its port in the app's data folder. The window never waits on
it. When the host stops, every player is told and the tables are kept; started again, the
same invitations bring the same tables back (the same port, code and certificate).
Nothing listens on the network until a table is hosted.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Sequence
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from cicera_net.cli import public_address
from cicera_net.invitation import Invitation
from cicera_net.server import TableServer
from cicera_net.tls import fingerprint_of_pem, host_certificate, server_context
from engine.errors import EngineError
from engine.files import write_text_atomic
from engine.game import RuleSet
from engine.safe_io import read_json

#: The file in the host's folder that keeps its port (so that its invitations stay good).
PORT_FILE = "host.json"


class TableHost:
    """The app's table server (see the module's docstring), kept in ``folder``."""

    def __init__(self, folder: Path, *, listen: str = "0.0.0.0",
                 public_host: str | None = None) -> None:
        self.folder = folder
        self.listen = listen
        self.public_host = public_host
        self.server = TableServer(folder)
        self.restored: list[str] = []
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="table host",
                                        daemon=True)
        self._fingerprint = ""
        self._port = 0

    # -- the window's calls (they wait for the host's thread, a moment) ----------------------

    def start(self) -> None:
        """Make or read the certificate, bring back the kept tables, listen."""
        self._thread.start()
        self._call(self._start()).result(30)

    def open_table(self, rules: RuleSet, players: int, levels: Sequence[str], *, people: int,
                   wait_seconds: float | None = 60.0, aids: bool = True) -> Invitation:
        """A new table; its invitation."""
        async def opened() -> str:
            return self.server.open_table(rules, players, levels, people=people,
                                          wait_seconds=wait_seconds, aids=aids).code

        return self.invitation(self._call(opened()).result(30))

    def deal_now(self, code: str) -> bool:
        """Start the table ``code`` now (see :meth:`TableServer.start_table`)."""
        return bool(self._call(self.server.start_table(code)).result(30))

    def set_timing(self, code: str, wait_seconds: float | None,
                   turn_seconds: float | None) -> None:
        """How long an away seat of table ``code`` waits, and its turn clock (None: as long
        as it takes; no clock)."""
        self._call(self.server.set_timing(code, wait_seconds, turn_seconds)).result(30)

    def allow_aids(self, code: str, allowed: bool) -> None:
        """Whether the players of table ``code`` may use the aids (told to them at once)."""
        self._call(self.server.allow_aids(code, allowed)).result(30)

    def seats(self, code: str) -> list[dict[str, object]]:
        """The table's seats as its players see them (who sat down, who is a computer)."""
        async def listed() -> list[dict[str, object]]:
            hosted = self.server.find(code)
            if hosted is None:
                return []
            return hosted.table.seats_public(self.server.connected_of(hosted))

        return list(self._call(listed()).result(30))

    def invitation(self, code: str) -> Invitation:
        where = self.public_host or public_address(self.listen)
        return Invitation(where, self._port, code, self._fingerprint)

    def invitations(self) -> list[Invitation]:
        return [self.invitation(code) for code in list(self.server.tables)]

    def stop(self) -> None:
        """Tell every player, keep every table, stop listening."""
        if self._loop.is_running():
            self._call(self.server.close()).result(30)
            self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)
        if not self._loop.is_running():
            self._loop.close()

    # -- the host's thread ---------------------------------------------------------------------

    def _call(self, work: Any) -> Future[Any]:
        return asyncio.run_coroutine_threadsafe(work, self._loop)

    async def _start(self) -> None:
        cert, key = host_certificate(self.folder)
        self._fingerprint = fingerprint_of_pem(cert)
        self.restored = self.server.restore()
        await self.server.start(self.listen, self._kept_port(), server_context(cert, key))
        self._port = self.server.port
        write_text_atomic(self.folder / PORT_FILE, json.dumps({"port": self._port}))

    def _kept_port(self) -> int:
        """The port this host listened on before (0 the first time: any free one)."""
        try:
            kept = read_json(self.folder / PORT_FILE)
        except (OSError, EngineError, ValueError):
            return 0
        port = kept.get("port") if isinstance(kept, dict) else None
        return port if isinstance(port, int) and 0 < port < 65536 else 0
