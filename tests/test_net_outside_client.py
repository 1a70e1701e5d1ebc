"""A client written from ``docs/PROTOCOL.md`` alone, with nothing of ``cicera_net``'s client
(issue 52): plain ``ssl``, ``hashlib`` and a WebSocket library, the invitation line parsed by
hand, the certificate pinned by its fingerprint, then hello, welcome, states and moves as the
document says them, until the first hand is over."""

from __future__ import annotations

import asyncio
import hashlib
import json
import random
import ssl
from pathlib import Path

from websockets.asyncio.client import connect

from cicera_net.server import TableServer
from cicera_net.tls import fingerprint_of_pem, host_certificate, server_context
from engine.families import load_variant


async def outside_client(line: str) -> int:
    """Play seat 0 at random, as the protocol document says, until a second hand is dealt
    or the match ends; how many moves it made."""
    assert line.startswith("cicera://")
    where, _, rest = line.removeprefix("cicera://").partition("/")
    code, _, fingerprint = rest.partition("#")
    host, _, port = where.rpartition(":")
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE  # pinned below instead
    async with connect(f"wss://{host}:{port}/", ssl=context) as socket:
        der = socket.transport.get_extra_info("ssl_object").getpeercert(binary_form=True)
        assert hashlib.sha256(der).hexdigest() == fingerprint
        await socket.send(json.dumps({"type": "hello", "version": 1, "code": code,
                                      "name": "Outsider", "seat": 0}))
        welcome = json.loads(await socket.recv())
        assert welcome["type"] == "welcome" and welcome["seat"] == 0 and welcome["token"]
        rng = random.Random(2)
        moves = 0
        while True:
            message = json.loads(await socket.recv())
            if message["type"] != "state":
                assert message["type"] in ("seats", "said", "pong"), message
                continue
            view = message["view"]
            if message["outcome"] is not None or (view and view["hand_number"] > 1):
                return moves
            if message["turn"] == 0 and message["moves"]:
                assert set(view["hand"]) >= {m.split(":")[0] for m in message["moves"]}
                await socket.send(json.dumps({"type": "play", "at": message["at"],
                                              "move": rng.choice(message["moves"])}))
                moves += 1


def test_a_client_written_from_the_protocol_document_plays_a_hand(tmp_path: Path) -> None:
    async def test() -> int:
        cert, key = host_certificate(tmp_path)
        server = TableServer(tmp_path / "data")
        table = server.open_table(load_variant("bresciana"), 2, ("easy", "easy"), seed=4)
        await server.start("127.0.0.1", 0, server_context(cert, key))
        try:
            line = f"cicera://127.0.0.1:{server.port}/{table.code}#{fingerprint_of_pem(cert)}"
            return await asyncio.wait_for(outside_client(line), 60)
        finally:
            await server.close()

    assert asyncio.run(test()) >= 10  # twenty cards each in a two-player hand
