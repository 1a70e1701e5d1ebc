"""Tables listed on the local network (issue 52): a table announced is found by a program
browsing, with where it is, its variant, its free seats and its certificate's fingerprint —
never its code — and a table withdrawn is no longer announced."""

from __future__ import annotations

import asyncio
import signal
from collections.abc import Callable
from pathlib import Path

from cicera_net.bench import free_port
from cicera_net.client import join
from cicera_net.discovery import Announcer, Listed, browse
from cicera_net.invitation import Invitation
from tests.test_net_restart import start

LOOPBACK = ["127.0.0.1"]


def listed_on(port: int, wanted: Callable[[list[Listed]], bool], tries: int = 8
              ) -> list[Listed]:
    """The tables seen on ``port``, looked for again (a busy machine answers late) until
    ``wanted`` holds of them or the tries are spent."""
    seen: list[Listed] = []
    for _ in range(tries):
        seen = [listed for listed in browse(2.0, LOOPBACK) if listed.port == port]
        if wanted(seen):
            break
    return seen


def test_a_table_announced_is_found_without_its_code() -> None:
    table = Listed("Bepi's table", "127.0.0.1", 7532, "pagat", 4, 2, "ab" * 32)
    announcer = Announcer(LOOPBACK)
    try:
        announcer.announce("K7QMZZZZZZZZZZZZ", table)
        mine = listed_on(7532, lambda seen: len(seen) == 1)
        found = mine
        assert len(mine) == 1
        seen = mine[0]
        assert (seen.host, seen.variant, seen.players, seen.free, seen.fingerprint) == (
            "127.0.0.1", "pagat", 4, 2, "ab" * 32)
        assert seen.title.startswith("Bepi's table")
        assert "K7QM" not in repr(found)  # the code is read out, never announced, not a part
        announcer.withdraw("K7QMZZZZZZZZZZZZ")
        assert not listed_on(7532, lambda seen: not seen)
    finally:
        announcer.close()


def test_cicera_server_lists_its_tables_when_asked_and_keeps_the_free_seats_true(
        tmp_path: Path) -> None:
    port = free_port()
    process, line = start(tmp_path, port, "pagat:4:2", "--announce")
    try:
        invitation = Invitation.parse(line)
        seen = listed_on(port, lambda found: len(found) == 1)
        assert len(seen) == 1
        assert (seen[0].fingerprint, seen[0].variant, seen[0].free) == (
            invitation.fingerprint, "pagat", 4)

        async def sit() -> None:
            bepi = await join(invitation, name="Bepi", seat=0)
            again = await asyncio.to_thread(  # blocking: off the loop
                listed_on, port, lambda found: bool(found) and found[0].free == 3)
            assert again and again[0].free == 3
            await bepi.close()

        asyncio.run(sit())
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(10)
