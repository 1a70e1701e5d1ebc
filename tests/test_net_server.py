"""The table server over real sockets on this machine's loopback, with TLS pinned by the
invitation (issue 52): people and computers play a hand; a player's connection is cut and it
comes back with its token to the same position; hostile clients (a wrong code, a wrong
certificate, bad JSON, an oversized frame, another seat's move, a replayed move) are refused
and the table goes on."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect

from cicera_net.client import Refused, TableClient, join
from cicera_net.invitation import Invitation
from cicera_net.server import TableServer
from cicera_net.tls import (
    PinMismatch,
    client_context,
    fingerprint_of_pem,
    host_certificate,
    server_context,
)
from engine.families import load_variant


def run(test: Callable[[Path], Awaitable[None]], folder: Path) -> None:
    asyncio.run(asyncio.wait_for(test(folder), 120))


async def served(folder: Path, variant: str = "pagat", players: int = 4,
                 levels: tuple[str, ...] = (), people: int = 1, **timing: Any
                 ) -> tuple[TableServer, Invitation]:
    cert, key = host_certificate(folder / "host")
    server = TableServer(folder / "data")
    table = server.open_table(load_variant(variant), players, levels or ("easy",) * players,
                              seed=7, people=people, **timing)
    await server.start("127.0.0.1", 0, server_context(cert, key))
    return server, Invitation("127.0.0.1", server.port, table.code, fingerprint_of_pem(cert))


async def until_state(client: TableClient, check: Callable[[dict[str, Any]], bool]
                      ) -> dict[str, Any]:
    while True:
        message = await client.receive()
        if message.get("type") == "state" and check(message):
            return message


async def play_hand(clients: list[TableClient], rng: random.Random) -> int:
    """The people play at random until the first hand is scored; how many moves they made."""
    made = 0
    pending = {client.seat: asyncio.ensure_future(client.receive()) for client in clients}
    by_seat = {client.seat: client for client in clients}
    while True:
        done, _ = await asyncio.wait(pending.values(), return_when=asyncio.FIRST_COMPLETED)
        for seat, future in list(pending.items()):
            if future not in done:
                continue
            message = future.result()
            client = by_seat[seat]
            if message.get("type") == "state":
                view = message["view"] or {}
                if message["outcome"] is not None or (
                        view.get("hand_number", 1) > 1 and message["last"] is None):
                    for other in pending.values():
                        other.cancel()
                    return made
                if message["turn"] == seat and message["moves"]:
                    await client.play(rng.choice(message["moves"]))
                    made += 1
            pending[seat] = asyncio.ensure_future(client.receive())


def test_people_and_computers_play_a_hand_over_tls(tmp_path: Path) -> None:
    async def test(folder: Path) -> None:
        server, invitation = await served(folder, people=2)
        try:
            bepi = await join(invitation, name="Bepi", seat=0)
            gina = await join(invitation, name="Gina", seat=2)
            assert [s["kind"] for s in bepi.welcome["seats"]] == [
                "person", "computer", "computer", "computer"]
            made = await play_hand([bepi, gina], random.Random(1))
            assert made >= 20  # twelve cards each, two people
            saved = json.loads((folder / "data" / "tables" /
                                f"{invitation.code}.json").read_text("utf-8"))
            assert saved["record"]["variant"] == "pagat"
            assert [seat["name"] for seat in saved["seats"]][::2] == ["Bepi", "Gina"]
            await bepi.close()
            await gina.close()
        finally:
            await server.close()
    run(test, tmp_path)


def test_a_cut_connection_comes_back_with_its_token_to_the_same_position(
        tmp_path: Path) -> None:
    async def test(folder: Path) -> None:
        server, invitation = await served(folder, "bresciana", 2)
        try:
            toni = await join(invitation, name="Toni", seat=1)
            before = await until_state(toni, lambda m: m["turn"] == 1)
            toni.connection.transport.abort()  # the wire is cut
            back = await join(invitation, token=toni.token)
            assert back.seat == 1
            again = await until_state(back, lambda m: True)
            assert again["view"]["hand"] == before["view"]["hand"]
            assert again["at"] == before["at"] and again["moves"] == before["moves"]
            with pytest.raises(Refused) as refused:
                await join(invitation, token="x" + toni.token)
            assert refused.value.code == "bad_token"
            await back.play(again["moves"][0])
            after = await until_state(back, lambda m: m["at"] > again["at"])
            assert after["last"] == {"seat": 1, "move": again["moves"][0]}
            await back.close()
        finally:
            await server.close()
    run(test, tmp_path)


def test_a_wrong_code_or_certificate_gets_no_seat(tmp_path: Path) -> None:
    async def test(folder: Path) -> None:
        server, invitation = await served(folder)
        try:
            wrong = Invitation(invitation.host, invitation.port, "A" * 16,
                               invitation.fingerprint)
            with pytest.raises(Refused) as refused:
                await join(wrong, name="Nobody")
            assert refused.value.code == "bad_code"
            other = Invitation(invitation.host, invitation.port, invitation.code, "0" * 64)
            with pytest.raises(PinMismatch):
                await join(other, name="Nobody")
            assert all(seat.token is None for seat in server.tables[invitation.code].table.seats)
        finally:
            await server.close()
    run(test, tmp_path)


def test_hostile_messages_are_refused_to_their_sender_and_the_table_goes_on(
        tmp_path: Path) -> None:
    async def test(folder: Path) -> None:
        server, invitation = await served(folder, "bresciana", 2, people=2)
        try:
            bepi = await join(invitation, name="Bepi", seat=0)
            toni = await join(invitation, name="Toni", seat=1)
            state = await until_state(bepi, lambda m: m["turn"] is not None)
            mover, waiter = (bepi, toni) if state["turn"] == 0 else (toni, bepi)
            if mover is toni:
                state = await until_state(toni, lambda m: m["turn"] == 1)

            async def error_after(client: TableClient, frame: str) -> str:
                await client.connection.send(frame)
                while True:
                    message = await client.receive()
                    if message["type"] == "error":
                        return str(message["code"])

            assert await error_after(waiter, "{not json") == "bad_json"
            assert await error_after(waiter, json.dumps({"type": "fly"})) == "unknown_type"
            assert await error_after(waiter, json.dumps(
                {"type": "play", "move": 3, "at": 0})) == "bad_field"
            assert await error_after(waiter, json.dumps(
                {"type": "play", "move": state["moves"][0], "at": state["at"]})
                ) == "not_your_turn"
            await mover.play(state["moves"][0])
            after = await until_state(mover, lambda m: m["at"] > state["at"])
            assert await error_after(mover, json.dumps(  # the same move sent again
                {"type": "play", "move": state["moves"][0], "at": state["at"]})) == "stale"
            assert after["last"]["move"] == state["moves"][0]
            await waiter.connection.send("x" * 10_000)  # an oversized frame closes it
            with pytest.raises(Exception):  # noqa: B017 (closed by the server)
                while True:
                    await waiter.receive()
            await mover.send({"type": "ping"})
            assert (await mover.receive())["type"] in ("pong", "state", "seats")
            await mover.close()
        finally:
            await server.close()
    run(test, tmp_path)


def test_a_thousand_connects_and_drops_leave_the_server_serving(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Connections that close at once, that never finish TLS, that never say hello (cut by
    the hello timeout): none holds a seat or stops a player from joining."""
    import cicera_net.server as server_module

    monkeypatch.setattr(server_module, "HELLO_TIMEOUT", 0.5)

    async def test(folder: Path) -> None:
        server, invitation = await served(folder, "bresciana", 2, people=1)
        try:
            async def raw() -> None:
                _reader, writer = await asyncio.open_connection("127.0.0.1", invitation.port)
                writer.close()

            await asyncio.gather(*(raw() for _ in range(1000)), return_exceptions=True)
            silent = [await connect(invitation.url, ssl=client_context()) for _ in range(20)]
            await asyncio.sleep(1.0)  # past the hello timeout: closed by the server
            assert all(connection.state.name == "CLOSED" for connection in silent)
            bepi = await join(invitation, name="Bepi")
            assert bepi.seat == 0
            state = await until_state(bepi, lambda m: m["turn"] == 0)
            await bepi.play(state["moves"][0])
            after = await until_state(bepi, lambda m: m["at"] > state["at"])
            assert after["last"]["seat"] == 0
            await bepi.close()
        finally:
            await server.close()
    run(test, tmp_path)


def test_a_fault_in_one_table_is_kept_to_it(tmp_path: Path) -> None:
    async def test(folder: Path) -> None:
        server, first = await served(folder, "bresciana", 2, people=1)
        other_table = server.open_table(load_variant("bresciana"), 2, ("easy", "easy"),
                                        seed=8, people=1)
        second = Invitation(first.host, first.port, other_table.code, first.fingerprint)
        try:
            broken = await join(first, name="Bepi", seat=0)
            fine = await join(second, name="Toni", seat=0)
            state = await until_state(broken, lambda m: m["turn"] == 0)
            table = server.tables[first.code].table

            def fails(move: object) -> None:
                raise RuntimeError("a fault inside the table")

            table.game.apply = fails  # type: ignore[method-assign,assignment]
            await broken.play(state["moves"][0])
            while (message := await broken.receive())["type"] != "error":
                pass
            assert message["code"] == "table_broken"
            good = await until_state(fine, lambda m: m["turn"] == 0)
            await fine.play(good["moves"][0])
            after = await until_state(fine, lambda m: m["at"] > good["at"])
            assert after["last"]["seat"] == 0  # the other table goes on
            await broken.close()
            await fine.close()
        finally:
            await server.close()
    run(test, tmp_path)


def test_a_seat_whose_player_is_away_is_played_by_a_computer_after_the_wait(
        tmp_path: Path) -> None:
    async def test(folder: Path) -> None:
        server, invitation = await served(folder, "bresciana", 2, people=2, wait_seconds=0.3)
        try:
            bepi = await join(invitation, name="Bepi", seat=0)
            toni = await join(invitation, name="Toni", seat=1)
            state = await until_state(bepi, lambda m: m["turn"] is not None)
            away, here = (toni, bepi) if state["turn"] == 1 else (bepi, toni)
            turn = away.seat
            await away.close()  # gone, on their turn
            played = await until_state(here, lambda m: (m["last"] or {}).get("seat") == turn)
            assert played["last"].get("stand_in") is True
            back = await join(invitation, token=away.token)
            now = await until_state(back, lambda m: True)
            assert now["at"] >= played["at"]
            await back.close()
            await here.close()
        finally:
            await server.close()
    run(test, tmp_path)


def test_the_turn_clock_has_a_computer_move_for_a_player_out_of_time(tmp_path: Path) -> None:
    async def test(folder: Path) -> None:
        server, invitation = await served(folder, "bresciana", 2, people=2,
                                          turn_seconds=0.3)
        try:
            bepi = await join(invitation, name="Bepi", seat=0)
            toni = await join(invitation, name="Toni", seat=1)
            state = await until_state(bepi, lambda m: m["turn"] is not None)
            assert state["turn_seconds"] == 0.3
            turn = state["turn"]
            played = await until_state(bepi, lambda m: (m["last"] or {}).get("seat") == turn)
            assert played["last"].get("stand_in") is True  # nobody moved: the clock did
            await bepi.close()
            await toni.close()
        finally:
            await server.close()
    run(test, tmp_path)


def test_everyone_is_told_when_the_server_stops(tmp_path: Path) -> None:
    async def test(folder: Path) -> None:
        server, invitation = await served(folder, "bresciana", 2, people=1)
        bepi = await join(invitation, name="Bepi", seat=0)
        await until_state(bepi, lambda m: True)
        await server.close()
        while (message := await bepi.receive())["type"] != "closing":
            pass
        assert "kept" in message["message"]
    run(test, tmp_path)


def test_a_flood_of_messages_is_slowed_then_cut(tmp_path: Path) -> None:
    async def test(folder: Path) -> None:
        server, invitation = await served(folder, "bresciana", 2, people=1)
        try:
            bepi = await join(invitation, name="Bepi", seat=0)
            for _ in range(60):
                await bepi.send({"type": "ping"})
            codes = []
            with pytest.raises(Exception):  # noqa: B017 (closed by the server)
                while True:
                    message = await bepi.receive()
                    if message["type"] == "error":
                        codes.append(message["code"])
            assert set(codes) == {"too_fast"} and len(codes) >= 8
        finally:
            await server.close()
    run(test, tmp_path)
