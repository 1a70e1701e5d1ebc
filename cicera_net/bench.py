"""``cicera-server bench``: how many tables one server process carries, measured over real
sockets on this machine (TLS, the protocol's own clients).

    cicera-server bench --tables N [--players P] [--seconds S] [--pace MS]

A server process opens N tables of ``pagat`` (four people each, or P of another variant's)
and this process connects every seat. At each table the seat to move plays a legal move at
random ``--pace`` milliseconds after it is sent its turn (people think). Measured: a play's
update time, from the moment its move is sent until every client of the table has the
position it made; and the server's resident memory at the end. Printed as JSON: ``tables``,
``connections``, ``moves``, ``update_p50_ms``, ``update_p99_ms``, ``update_max_ms``,
``rss_mb``, ``seconds``, ``pace_ms``, ``cores``.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from cicera_net.client import TableClient, join
from cicera_net.invitation import Invitation
from engine.errors import EngineError
from engine.safe_io import read_text


def _serve(tables: int, variant: str, players: int, port: int, folder: Path) -> None:
    """The server side (its own process): N tables, every seat for a person; prints their
    invitations as one JSON line, then serves until killed."""
    from cicera_net.server import TableServer
    from cicera_net.tls import fingerprint_of_pem, host_certificate, server_context
    from engine.families import load_variant

    async def run() -> None:
        cert, key = host_certificate(folder)
        server = TableServer(folder / "data", max_tables=tables)
        rules = load_variant(variant)
        codes = [server.open_table(rules, players, ("easy",) * players, seed=n,
                                   people=players).code for n in range(tables)]
        await server.start("127.0.0.1", port, server_context(cert, key))
        lines = [Invitation("127.0.0.1", server.port, code, fingerprint_of_pem(cert)).line()
                 for code in codes]
        print(json.dumps(lines), flush=True)
        await asyncio.Event().wait()

    asyncio.run(run())


def _rss_mb(pid: int) -> float:
    """A process's resident memory, in MiB (Linux's /proc; 0 where there is none)."""
    try:
        status = read_text(Path(f"/proc/{pid}/status"), 64 * 1024)
    except (OSError, EngineError):
        return 0.0
    for line in status.splitlines():
        if line.startswith("VmRSS:"):
            return round(int(line.split()[1]) / 1024, 1)
    return 0.0


class _Table:
    """One table's clients and the plays in flight: when each was sent, and who has it."""

    def __init__(self, clients: list[TableClient], pace: float, rng: random.Random) -> None:
        self.clients = clients
        self.pace = pace
        self.rng = rng
        self.sent: dict[int, float] = {}  # position the move answers -> when it was sent
        self.seen: dict[int, int] = {}  # position made -> clients that have it
        self.times: list[float] = []
        self.stopped = False

    async def run_client(self, client: TableClient) -> None:
        while not self.stopped:
            message = await client.receive()
            if message.get("type") != "state":
                continue
            at = int(message["at"])
            answered = at - 1
            if answered in self.sent:
                self.seen[at] = self.seen.get(at, 0) + 1
                if self.seen[at] == len(self.clients):
                    self.times.append(time.perf_counter() - self.sent.pop(answered))
                    del self.seen[at]
            if message["turn"] == client.seat and message["moves"] and not self.stopped:
                await asyncio.sleep(self.pace * (0.5 + self.rng.random()))
                if client.state is not None and client.state["at"] == at:
                    self.sent[at] = time.perf_counter()
                    await client.play(self.rng.choice(message["moves"]))


async def _clients(lines: list[str], players: int, seconds: float, pace: float
                   ) -> tuple[list[float], int]:
    rng = random.Random(1)
    tables: list[_Table] = []
    for line in lines:
        invitation = Invitation.parse(line)
        clients = [await join(invitation, name=f"P{seat}", seat=seat, keep=False)
                   for seat in range(players)]
        tables.append(_Table(clients, pace, random.Random(rng.getrandbits(32))))
    gc.collect()
    gc.freeze()  # the clients' own pauses are not the server's
    tasks = [asyncio.ensure_future(table.run_client(client))
             for table in tables for client in table.clients]
    await asyncio.sleep(seconds)
    for table in tables:
        table.stopped = True
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    for table in tables:
        for client in table.clients:
            await client.connection.close()
    return [t for table in tables for t in table.times], len(tasks)


def _percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main(argv: Sequence[str]) -> int:
    found = argparse.ArgumentParser(prog="cicera-server bench")
    found.add_argument("--tables", type=int, required=True)
    found.add_argument("--variant", default="pagat")
    found.add_argument("--players", type=int, default=4)
    found.add_argument("--seconds", type=float, default=30.0)
    found.add_argument("--pace", type=float, default=2000.0,
                       help="how long a person thinks, in milliseconds (on average)")
    found.add_argument("--port", type=int, default=0)
    found.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    options = found.parse_args(list(argv))
    if options.serve:
        _serve(options.tables, options.variant, options.players, options.port,
               Path(os.environ["CICERA_BENCH_DIR"]))
        return 0
    with tempfile.TemporaryDirectory() as folder:
        port = options.port or free_port()
        server = subprocess.Popen(
            [sys.executable, "-m", "cicera_net", "bench", "--serve", "--tables",
             str(options.tables), "--variant", options.variant, "--players",
             str(options.players), "--port", str(port)],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
            env={**os.environ, "CICERA_BENCH_DIR": folder})
        try:
            assert server.stdout is not None
            lines: list[str] = json.loads(server.stdout.readline())
            started = time.perf_counter()
            times, connections = asyncio.run(_clients(lines, options.players,
                                                      options.seconds, options.pace / 1000))
            elapsed = time.perf_counter() - started
            rss = _rss_mb(server.pid)
        finally:
            server.kill()
            server.wait()
    ms = [t * 1000 for t in times]
    print(json.dumps({
        "tables": options.tables, "connections": connections, "moves": len(ms),
        "update_p50_ms": round(_percentile(ms, 0.5), 2),
        "update_p99_ms": round(_percentile(ms, 0.99), 2),
        "update_max_ms": round(max(ms, default=0.0), 2), "rss_mb": rss,
        "seconds": round(elapsed, 1), "pace_ms": options.pace, "cores": os.cpu_count()}))
    return 0


def free_port() -> int:
    """A port free on the loopback now."""
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])
