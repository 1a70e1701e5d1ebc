"""A protocol client (``docs/PROTOCOL.md``): connects to a table by its invitation over TLS,
pins the table's certificate to the invitation's fingerprint, says hello and then reads the
table's messages. The tests, the benchmark and the window's connection thread use it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from cicera_net.invitation import Invitation
from cicera_net.protocol import VERSION, encode
from cicera_net.tls import check_pin, client_context


class Refused(Exception):
    """The table answered with an error: its code and message."""

    def __init__(self, message: dict[str, Any]) -> None:
        super().__init__(f"{message.get('code')}: {message.get('message')}")
        self.code = str(message.get("code"))


@dataclass
class TableClient:
    """One seat's connection: the welcome it got and the last state it was sent."""

    connection: ClientConnection
    welcome: dict[str, Any]
    state: dict[str, Any] | None = None
    #: Every message received, when kept (a test reads them; the benchmark does not keep)
    received: list[dict[str, Any]] = field(default_factory=list)
    keep: bool = True

    @property
    def seat(self) -> int:
        return int(self.welcome["seat"])

    @property
    def token(self) -> str:
        return str(self.welcome["token"])

    async def send(self, message: dict[str, Any]) -> None:
        await self.connection.send(encode(message))

    async def play(self, move: str) -> None:
        assert self.state is not None, "no state yet"
        await self.send({"type": "play", "move": move, "at": self.state["at"]})

    async def receive(self) -> dict[str, Any]:
        """The next message (a state is kept as :attr:`state`)."""
        message: dict[str, Any] = json.loads(await self.connection.recv())
        if self.keep:
            self.received.append(message)
        if message.get("type") == "state":
            self.state = message
        return message

    async def close(self) -> None:
        await self.connection.close()


async def _connected(invitation: Invitation, pin: bool) -> Any:
    """A TLS connection to the invitation's server, its certificate pinned."""
    connection = await connect(invitation.url, ssl=client_context(), max_size=2 ** 20,
                               compression=None, open_timeout=10, close_timeout=5)
    if pin:
        ssl_object = connection.transport.get_extra_info("ssl_object")
        try:
            check_pin(ssl_object.getpeercert(binary_form=True), invitation.fingerprint)
        except Exception:
            await connection.close()
            raise
    return connection


async def look(invitation: Invitation, *, pin: bool = True) -> dict[str, Any]:
    """The table's variant and seats, before sitting down (``look``); raises
    :class:`Refused` with the table's error."""
    connection = await _connected(invitation, pin)
    try:
        await connection.send(encode({"type": "look", "version": VERSION,
                                      "code": invitation.code}))
        answer: dict[str, Any] = json.loads(await connection.recv())
    finally:
        await connection.close()
    if answer.get("type") != "table":
        raise Refused(answer)
    return answer


async def join(invitation: Invitation, *, name: str | None = None, seat: int | None = None,
               token: str | None = None, pin: bool = True, keep: bool = True
               ) -> TableClient:
    """Connect to ``invitation``'s table and take ``seat`` as ``name`` (or come back with
    ``token``); raises :class:`Refused` with the table's error, or
    :class:`cicera_net.tls.PinMismatch` when the certificate is not the invitation's."""
    connection = await _connected(invitation, pin)
    hello: dict[str, Any] = {"type": "hello", "version": VERSION, "code": invitation.code,
                             "name": name or "", }
    if seat is not None:
        hello["seat"] = seat
    if token is not None:
        hello["token"] = token
    await connection.send(encode(hello))
    first = json.loads(await connection.recv())
    if first.get("type") != "welcome":
        await connection.close()
        raise Refused(first)
    return TableClient(connection, first, keep=keep)
