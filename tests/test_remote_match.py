"""What a remote table's messages say over the table, in the player's words: a seat
reconnecting, the connection lost, the host's deal awaited, the turn clock's last seconds,
a refusal; and the host's choice of the aids, kept to."""

from __future__ import annotations

import json
import queue
import time
from typing import Any

import pytest

from cicera_gui.play.remote_match import CLOCK_SHOWN, RemoteMatch
from cicera_gui.words.i18n import translator
from cicera_net.table import Table
from engine.families import load_variant


def seated(table: Table, seat: int) -> tuple[RemoteMatch, queue.Queue[dict[str, Any]]]:
    welcome = json.loads(json.dumps(table.welcome(table.seats[seat], lambda _seat: True)))
    inbox: queue.Queue[dict[str, Any]] = queue.Queue()
    return RemoteMatch(table.rules, welcome, None, inbox), inbox


@pytest.fixture
def english() -> None:
    translator.set_language("en")


def test_the_table_says_who_is_reconnecting_and_what_the_table_waits_for(english: None) -> None:
    table = Table(load_variant("bresciana"), 2, seed=1, levels=("easy", "easy"), people=2)
    table.join("Gina", 1)
    match, inbox = seated(table, 1)
    inbox.put(json.loads(json.dumps(table.state(1))))
    match.arrived()
    assert match.table_notice() == "Waiting for the host to deal"
    table.join("Bepi", 0)  # every seat taken: the table deals
    table.advance()
    inbox.put(json.loads(json.dumps(table.state(1))))
    seats = json.loads(json.dumps(table.seats_public(lambda seat: seat != 0)))
    inbox.put({"type": "seats", "seats": seats})
    match.arrived()
    assert match.table_notice() == "Bepi is reconnecting…"
    inbox.put({"type": "reconnecting"})
    match.arrived()
    assert match.table_notice() == "The connection was lost: reconnecting…"
    inbox.put({"type": "closing"})
    match.arrived()
    assert match.table_notice() == ("The host closed the table. It is kept: the same "
                                    "invitation brings it back.")
    inbox.put(json.loads(json.dumps(table.welcome(table.seats[1], lambda _seat: True))))
    match.arrived()  # back: nothing to say
    assert match.table_notice() is None


def test_the_turn_clock_is_said_in_its_last_seconds(english: None) -> None:
    table = Table(load_variant("bresciana"), 2, seed=1, levels=("easy", "easy"),
                  turn_seconds=30.0)
    table.join("Gina", 1)
    table.join("Bepi", 0)
    table.advance()
    match, inbox = seated(table, 1)
    inbox.put(json.loads(json.dumps(table.state(1))))
    match.arrived()
    turn = table.game.current_player()
    assert match.ticking() and match.table_notice() is None  # far from the end
    match.turn_since = time.monotonic() - (30.0 - CLOCK_SHOWN + 5.5)
    said = match.table_notice()
    assert said in ("5 seconds left to play", "Bepi has 5 seconds left"), said
    assert (said == "5 seconds left to play") == (turn == 1)


def test_the_hosts_choice_of_aids_is_kept_to(english: None) -> None:
    table = Table(load_variant("bresciana"), 2, seed=1, levels=("easy", "easy"), aids=False)
    table.join("Gina", 1)
    match, inbox = seated(table, 1)
    assert not match.aids_allowed
    table.aids = True  # the host changed their mind before the deal
    inbox.put(json.loads(json.dumps(table.state(1))))
    match.arrived()
    assert match.aids_allowed


@pytest.mark.parametrize(("code", "words"), [
    ("bad_code", "No table has this code. Check the code the host read out."),
    ("certificate", "This is not the table of the invitation: its certificate is not the "
                    "one the invitation names."),
    ("something_new", "The table refused this program.")])
def test_a_refusal_is_said_in_the_players_words(english: None, code: str, words: str) -> None:
    table = Table(load_variant("bresciana"), 2, seed=1, levels=("easy", "easy"))
    table.join("Gina", 1)
    match, inbox = seated(table, 1)
    inbox.put({"type": "refused", "code": code, "message": "in the protocol's English"})
    match.arrived()
    assert match.table_notice() == words
