"""A table hosted from the app (issue 52): its server runs on a thread of its own; a friend's
program joins by the invitation and plays; when the host stops, the friend is told and keeps
trying; the host started again brings the same table back under the same invitation, and
the friend's program rejoins by itself at the same position."""

from __future__ import annotations

import queue
from pathlib import Path
from typing import Any

from cicera_gui.play.hosting import TableHost
from cicera_gui.play.remote import TableConnection
from engine.families import load_variant
from tests.test_remote_table import wait_for


def test_a_hosted_table_comes_back_under_the_same_invitation(tmp_path: Path) -> None:
    host = TableHost(tmp_path, listen="127.0.0.1")
    host.start()
    messages: queue.Queue[dict[str, Any]] = queue.Queue()
    connection: TableConnection | None = None
    try:
        invitation = host.open_table(load_variant("bresciana"), 2, ("easy", "easy"), people=1)
        assert host.invitations() == [invitation]
        connection = TableConnection(invitation, name="Gina", seat=1, post=messages.put)
        connection.start()
        state = wait_for(messages, lambda m: m["type"] == "state" and bool(m["moves"]))
        connection.play(state["moves"][0], state["at"])
        played = wait_for(messages, lambda m: m["type"] == "state"
                          and (m["last"] or {}).get("seat") == 1)
        waiting = wait_for(messages, lambda m: m["type"] == "state" and bool(m["moves"]))
        host.stop()
        wait_for(messages, lambda m: m["type"] == "closing")
        wait_for(messages, lambda m: m["type"] == "reconnecting")

        host = TableHost(tmp_path, listen="127.0.0.1")
        host.start()
        assert host.invitations() == [invitation]  # the same line brings it back
        wait_for(messages, lambda m: m["type"] == "welcome")
        back = wait_for(messages, lambda m: m["type"] == "state")
        assert back["at"] == waiting["at"] >= played["at"]
        assert back["view"] == waiting["view"] and back["moves"] == waiting["moves"]
    finally:
        if connection is not None:
            connection.close()
        host.stop()


def test_the_hosts_choices_before_the_deal_reach_every_seat(tmp_path: Path) -> None:
    """The host sets the aids, the turn clock and the wait before dealing; every seat's next
    state says them; Deal starts the table with the computers in the empty seats."""
    host = TableHost(tmp_path, listen="127.0.0.1")
    host.start()
    messages: queue.Queue[dict[str, Any]] = queue.Queue()
    connection: TableConnection | None = None
    try:
        invitation = host.open_table(load_variant("bresciana"), 3, ("easy",) * 3, people=3)
        connection = TableConnection(invitation, name="Gina", seat=1, post=messages.put)
        connection.start()
        first = wait_for(messages, lambda m: m["type"] == "state")
        assert not first["started"] and first["aids"] and first["turn_seconds"] is None
        host.allow_aids(invitation.code, False)
        wait_for(messages, lambda m: m["type"] == "state" and m["aids"] is False)
        host.set_timing(invitation.code, None, 30.0)
        wait_for(messages, lambda m: m["type"] == "state" and m["turn_seconds"] == 30.0)
        assert host.deal_now(invitation.code)
        dealt = wait_for(messages, lambda m: m["type"] == "state" and m["view"] is not None)
        assert dealt["started"] and dealt["aids"] is False
        seats = host.seats(invitation.code)
        assert [seat["kind"] for seat in seats] == ["computer", "person", "computer"]
    finally:
        if connection is not None:
            connection.close()
        host.stop()


def test_a_program_looks_at_the_seats_before_sitting_down(tmp_path: Path) -> None:
    import asyncio

    from cicera_net.client import Refused, look
    from cicera_net.invitation import Invitation

    host = TableHost(tmp_path, listen="127.0.0.1")
    host.start()
    messages: queue.Queue[dict[str, Any]] = queue.Queue()
    connection: TableConnection | None = None
    try:
        invitation = host.open_table(load_variant("pagat"), 4, ("easy",) * 4, people=4)
        connection = TableConnection(invitation, name="Gina", seat=2, post=messages.put)
        connection.start()
        wait_for(messages, lambda m: m["type"] == "welcome")
        table = asyncio.run(look(invitation))
        assert table["type"] == "table" and table["variant"] == "pagat"
        assert table["players"] == 4 and not table["started"]
        assert [seat["kind"] for seat in table["seats"]] == [
            "computer", "computer", "person", "computer"]
        assert table["seats"][2]["name"] == "Gina"
        assert "view" not in table and "token" not in str(table)  # no card, no token
        wrong = Invitation(invitation.host, invitation.port, "X" * 16, invitation.fingerprint)
        try:
            asyncio.run(look(wrong))
        except Refused as refused:
            assert refused.code == "bad_code"
        else:
            raise AssertionError("a wrong code was answered")
    finally:
        if connection is not None:
            connection.close()
        host.stop()
