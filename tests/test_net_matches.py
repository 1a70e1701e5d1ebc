"""Whole matches of every variant played through the table server over real sockets on the
loopback, every seat a protocol client that plays at random (issue 52): each match ends with
an outcome, every client is told it, and every position a client is sent is one its seat may
move from only when it is its turn."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

import pytest

from cicera_net.client import TableClient, join
from cicera_net.invitation import Invitation
from cicera_net.server import TableServer
from cicera_net.tls import fingerprint_of_pem, host_certificate, server_context
from engine.families import family_ids, load_variant, variant_ids


def variants() -> list[str]:
    return [variant for game in family_ids() for variant in variant_ids(game)]


async def seat_loop(client: TableClient, rng: random.Random) -> dict[str, Any]:
    """Play this seat's moves at random until the match's outcome comes."""
    while True:
        message = await client.receive()
        if message["type"] != "state":
            continue
        if message["outcome"] is not None:
            return message
        if message["moves"]:
            assert message["turn"] == client.seat
            await client.play(rng.choice(message["moves"]))
        else:
            assert message["turn"] != client.seat or not message["started"]


@pytest.mark.parametrize("variant", variants())
def test_a_whole_match_over_the_wire(variant: str, tmp_path: Path,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    import cicera_net.server as server_module

    monkeypatch.setattr(server_module, "RATE_LIMIT", 100_000)  # players faster than people
    rules = load_variant(variant)
    players = rules.default_players

    async def test() -> None:
        cert, key = host_certificate(tmp_path)
        server = TableServer(tmp_path / "data")
        table = server.open_table(rules, players, people=players, seed=5)
        await server.start("127.0.0.1", 0, server_context(cert, key))
        invitation = Invitation("127.0.0.1", server.port, table.code, fingerprint_of_pem(cert))
        try:
            clients = [await join(invitation, name=f"P{seat}", seat=seat, keep=False)
                       for seat in range(players)]
            ends = await asyncio.wait_for(asyncio.gather(
                *(seat_loop(client, random.Random(client.seat)) for client in clients)), 240)
            outcomes = {str(end["outcome"]) for end in ends}
            assert len(outcomes) == 1 and ends[0]["outcome"]["winners"]
            for client in clients:
                await client.close()
        finally:
            await server.close()

    asyncio.run(test())
