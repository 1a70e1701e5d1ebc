"""``cicera-server`` as players meet it (issue 52): it prints each table's invitation; its
process is killed mid-hand and started again with the same data folder; every table comes
back where it stood and each player, with their token, rejoins at the same position."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

from cicera_net.bench import free_port
from cicera_net.client import TableClient, join
from cicera_net.invitation import Invitation

ROOT = Path(__file__).resolve().parent.parent


def start(data: Path, port: int, *tables: str) -> tuple[subprocess.Popen[str], str]:
    """The server's process and the first invitation line it printed (``tables``: tables to
    open, and flags starting with ``--``)."""
    command = [sys.executable, "-m", "cicera_net", "--host", "127.0.0.1", "--port", str(port),
               "--data-dir", str(data)]
    for table in tables:
        command += [table] if table.startswith("--") else ["--table", table]
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True,
                               env={**os.environ, "PYTHONUNBUFFERED": "1"})
    assert process.stdout is not None
    line = process.stdout.readline()
    assert "cicera://" in line, line
    return process, line.split(": ", 1)[1].strip()


async def state_at(client: TableClient, at: int) -> dict[str, Any]:
    """The state the client is sent for position ``at`` or later."""
    while True:
        message = await asyncio.wait_for(client.receive(), 30)
        if message["type"] == "state" and message["at"] >= at:
            return message


def test_a_killed_server_brings_its_table_back_and_the_players_rejoin(tmp_path: Path) -> None:
    port = free_port()
    process, line = start(tmp_path, port, "bresciana:2:2:easy")
    try:
        invitation = Invitation.parse(line)
        assert (invitation.host, invitation.port) == ("127.0.0.1", port)

        async def before() -> tuple[list[str], dict[int, dict[str, Any]]]:
            bepi = await join(invitation, name="Bepi", seat=0)
            toni = await join(invitation, name="Toni", seat=1)
            rng = random.Random(3)
            clients = {0: bepi, 1: toni}
            at = 1  # the first deal
            for _ in range(7):
                states = {seat: await state_at(client, at) for seat, client in clients.items()}
                turn = states[0]["turn"]
                await clients[turn].play(rng.choice(states[turn]["moves"]))
                at = states[0]["at"] + 1
            states = {seat: await state_at(client, at) for seat, client in clients.items()}
            return [bepi.token, toni.token], states

        tokens, states = asyncio.run(before())
        process.send_signal(signal.SIGKILL)
        process.wait(10)
        process, again = start(tmp_path, port)
        assert again == line  # the same invitation brings the table back

        async def after() -> dict[int, dict[str, Any]]:
            back = {seat: await join(invitation, token=token)
                    for seat, token in enumerate(tokens)}
            return {seat: await state_at(client, 0) for seat, client in back.items()}

        resumed = asyncio.run(after())
        for seat in (0, 1):
            assert resumed[seat]["at"] == states[seat]["at"]
            assert resumed[seat]["view"] == states[seat]["view"]
            assert resumed[seat]["moves"] == states[seat]["moves"]
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(10)
