"""Tables with friends in the window, headless, over this machine's loopback with real
sockets: a program joins a table by its pasted invitation and plays a hand by dragging cards
(the other seats the table's computers and a friend's protocol client); a program hosts a
table from New game, a friend joins, and the host deals and plays. Each window is sent its
seat's view alone and draws every other hand face down."""

from __future__ import annotations

import asyncio
import contextlib
import random
import threading
import time
from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pygame
import pytest
from websockets.exceptions import ConnectionClosed

from cicera_gui.families.cicera.summary import SummaryScene
from cicera_gui.families.cicera.table import CiceraTable
from cicera_gui.look.widgets import Button
from cicera_gui.play.hosting import TableHost
from cicera_gui.play.match import MatchSetup
from cicera_gui.play.remote_match import RemoteMatch
from cicera_gui.program.app import App
from cicera_gui.scenes.host import HostScene
from cicera_gui.scenes.join import JoinScene
from cicera_gui.scenes.menu import MenuScene
from cicera_gui.scenes.phrases import PhraseDialog
from cicera_gui.words.names import viewer
from cicera_net.client import join
from cicera_net.invitation import Invitation
from cicera_net.protocol import RATE_LIMIT, RATE_WINDOW
from engine.families import load_variant
from tests.gui_driver import FRAME, click, key, make_app, play_by_drag, post, run_until

#: How long a step of these tests may wait for the table (a busy machine is slow).
PATIENCE = 60.0


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("CICERA_HOME", str(tmp_path / "home"))
    application = make_app()
    application.host_listen = "127.0.0.1"
    yield application
    if application.match is not None:
        application.match.close()
    if application._table_host is not None:
        application._table_host.stop()
    pygame.quit()


def friend(invitation: Invitation, seat: int, stop: threading.Event,
           go: threading.Event | None = None) -> threading.Thread:
    """A friend's program that plays every move it may, at random, until the match ends
    (once ``go`` is set, where one is given: until then the table waits for it)."""
    async def play() -> None:
        client = await join(invitation, name="Gina", seat=seat)
        rng = random.Random(seat)
        sent: list[float] = []
        try:
            while go is not None and not go.is_set() and not stop.is_set():
                await asyncio.sleep(0.05)
            while not stop.is_set():
                try:
                    message = await asyncio.wait_for(client.receive(), 0.5)
                except TimeoutError:
                    continue
                except ConnectionClosed:  # the host stopped: this friend goes home
                    return
                if message.get("type") == "state":
                    if message.get("outcome") is not None:
                        return
                    if message.get("moves"):
                        await within_the_rate(sent)
                        await client.send({"type": "play", "at": message["at"],
                                           "move": rng.choice(message["moves"])})
        finally:
            with contextlib.suppress(Exception):
                await client.close()

    thread = threading.Thread(target=lambda: asyncio.run(play()), daemon=True)
    thread.start()
    return thread


async def within_the_rate(sent: list[float]) -> None:
    """Wait, when need be, so as to send no more than a person could (the table's limit:
    RATE_LIMIT messages in RATE_WINDOW seconds); the send counted."""
    now = time.monotonic()
    sent[:] = [when for when in sent if now - when < RATE_WINDOW]
    if len(sent) >= RATE_LIMIT - 4:
        await asyncio.sleep(RATE_WINDOW - (now - sent[0]) + 0.05)
    sent.append(time.monotonic())


def type_text(app: App, text: str) -> None:
    post(pygame.TEXTINPUT, text=text)
    app.step(FRAME)


def face_up_elsewhere(table: CiceraTable) -> list[int]:
    """Cards of another seat's hand drawn face up (never any)."""
    return [card for seat, hand in enumerate(table.board.hands) if seat != viewer()
            for card in hand if table.card_sprites[card].face_up]


def moved_on(match: RemoteMatch, plays: int) -> bool:
    """The play made shows: the hand has more plays, or is over."""
    return match.game.plays_in_hand() > plays or match.game.is_chance_node()


def play_one_hand(app: App, table: CiceraTable) -> int:
    """Play this seat's cards by dragging them until the hand's summary; how many."""
    match = table.controller
    assert isinstance(match, RemoteMatch)
    played = 0
    while True:
        assert run_until(app, lambda: table.accepting_input
                         or isinstance(app.stack.top, SummaryScene), PATIENCE)
        assert not face_up_elsewhere(table)
        if isinstance(app.stack.top, SummaryScene):
            return played
        moves = match.game.legal_moves()
        move = next((m for m in moves if m.capture), moves[-1])
        plays = match.game.plays_in_hand()
        play_by_drag(app, table, move)
        assert run_until(app, partial(moved_on, match, plays), PATIENCE)
        played += 1


def test_a_program_joins_by_the_pasted_invitation_and_plays_a_hand(
        app: App, tmp_path: Path) -> None:
    host = TableHost(tmp_path / "server", listen="127.0.0.1")
    host.start()
    stop = threading.Event()
    try:
        invitation = host.open_table(load_variant("pagat"), 4, ("easy",) * 4, people=2)
        helper = friend(invitation, 3, stop)
        app.stack.push(JoinScene(app))
        scene = app.stack.top
        assert isinstance(scene, JoinScene)
        click(app, scene.line.rect.center)
        type_text(app, invitation.line())
        click(app, scene.name.rect.center)
        type_text(app, "Bepi")
        key(app, pygame.K_RETURN)  # the table's seats, asked for
        joining: JoinScene = scene
        assert run_until(app, lambda: joining.table is not None, PATIENCE), joining.problem
        buttons = [w for w in joining.widgets if isinstance(w, Button)]
        free = [w for w in buttons if w.enabled and w.label.startswith("Sit in")]
        taken = [w for w in buttons if w.label == "Gina sits here"]
        assert len(free) == 3 and len(taken) == 1 and not taken[0].enabled
        click(app, free[1].rect.center)  # Bepi's place, at the friend's left
        assert run_until(app, lambda: isinstance(app.stack.top, CiceraTable), PATIENCE)
        table = app.stack.top
        assert isinstance(table, CiceraTable)
        match = table.controller
        assert isinstance(match, RemoteMatch) and match.viewer == 1
        assert app.settings.player_name == "Bepi"
        assert play_one_hand(app, table) == 12  # pagat: twelve cards each, four on the table
        summary = app.stack.top
        assert isinstance(summary, SummaryScene)
        assert match.game.side_totals() == match.shadow.game.side_totals()
        helper.join(0.1)
    finally:
        stop.set()
        if app.match is not None:
            app.match.close()
        host.stop()


def test_a_friend_who_comes_late_watches_the_hand_out_then_plays_from_the_next(
        app: App, tmp_path: Path) -> None:
    """A program takes a computer's seat in the middle of a hand: it is shown the hand as
    it stands and follows it to its summary (the computer plays the seat till then), then
    plays the next hand by dragging its cards."""
    host = TableHost(tmp_path / "server", listen="127.0.0.1")
    host.start()
    stop, go = threading.Event(), threading.Event()
    try:
        invitation = host.open_table(load_variant("pagat"), 4, ("easy",) * 4, people=1)
        helper = friend(invitation, 3, stop, go)  # the table deals, then waits for Gina
        app.stack.push(JoinScene(app))
        scene = app.stack.top
        assert isinstance(scene, JoinScene)
        click(app, scene.line.rect.center)
        type_text(app, invitation.line())
        click(app, scene.name.rect.center)
        type_text(app, "Bepi")
        key(app, pygame.K_RETURN)
        joining: JoinScene = scene
        assert run_until(app, lambda: joining.table is not None, PATIENCE), joining.problem
        free = [w for w in joining.widgets if isinstance(w, Button) and w.enabled
                and w.label.startswith("Sit in")]
        click(app, free[1].rect.center)  # seat 1, a computer's till the next hand
        assert run_until(app, lambda: isinstance(app.stack.top, CiceraTable), PATIENCE)
        table = app.stack.top
        assert isinstance(table, CiceraTable)
        match = table.controller
        assert isinstance(match, RemoteMatch) and match.viewer == 1
        assert run_until(app, lambda: match.game.has_hand, PATIENCE)
        seen = match.shadow.view
        assert not match.game.is_chance_node() and seen is not None and seen.hand_number == 1
        go.set()  # the hand goes on: the computer plays Bepi's seat, Gina hers
        assert run_until(app, lambda: isinstance(app.stack.top, SummaryScene), PATIENCE)
        assert not face_up_elsewhere(table)
        summary = app.stack.top
        assert isinstance(summary, SummaryScene) and summary.hand == 1
        next_hand = next(w for w in summary.widgets if getattr(w, "label", "") == "Next hand")
        click(app, next_hand.rect.center)  # the rows shown at once,
        click(app, next_hand.rect.center)  # then the next hand
        assert run_until(app, lambda: app.stack.top is table, PATIENCE), app.stack.top
        assert play_one_hand(app, table) == 12  # the next hand: Bepi's own
        second = app.stack.top
        assert isinstance(second, SummaryScene) and second.hand == 2
        helper.join(0.1)
    finally:
        stop.set()
        if app.match is not None:
            app.match.close()
        host.stop()


def test_a_program_hosts_from_new_game_a_friend_joins_and_the_host_deals(app: App) -> None:
    rules = load_variant("bresciana")
    # three seats: the friend takes one, the host deals with a computer in the third
    app.stack.push(HostScene(app, MatchSetup("bresciana", 3, ["easy", "easy"], rules=rules)))
    scene = app.stack.top
    assert isinstance(scene, HostScene)
    assert run_until(app, lambda: scene.match is not None, PATIENCE), scene.problem
    invitation = scene.invitation
    assert invitation is not None and len(invitation.code) >= 16
    stop = threading.Event()
    try:
        helper = friend(invitation, 1, stop)
        assert run_until(app, lambda: scene.match is not None and any(
            seat.get("kind") == "person" and seat.get("seat") == 1
            for seat in scene.match.seats), PATIENCE)
        assert "Gina" in scene.seat_lines()
        deal = next(w for w in scene.widgets if getattr(w, "label", "") == "Deal")
        click(app, deal.rect.center)
        assert run_until(app, lambda: isinstance(app.stack.top, CiceraTable), PATIENCE)
        table = app.stack.top
        assert isinstance(table, CiceraTable)
        assert table.controller.viewer == 0
        key(app, pygame.K_p)  # table talk: a phrase, chosen and said to everyone
        dialog = app.stack.top
        assert isinstance(dialog, PhraseDialog)
        well = next(w for w in dialog.widgets if getattr(w, "label", "") == "Well played")
        click(app, well.rect.center)
        assert run_until(app, lambda: (0, "well_played") in table.controller.said_now(5),
                         PATIENCE)
        assert play_one_hand(app, table) > 0
        helper.join(0.1)
    finally:
        stop.set()


def test_the_host_quits_and_starts_again_and_the_table_comes_back_where_it_stood(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The host's program stops in the middle of a hand: the friend is told; the host's
    program started again offers the table in its menu, its server brings the table back
    under the same invitation, and both sit at the same position."""
    monkeypatch.setenv("CICERA_HOME", str(tmp_path / "home"))
    host_app = make_app()
    host_app.host_listen = "127.0.0.1"
    stop = threading.Event()
    try:
        rules = load_variant("bresciana")
        host_app.stack.push(HostScene(host_app, MatchSetup("bresciana", 2, ["easy"],
                                                           rules=rules)))
        scene = host_app.stack.top
        assert isinstance(scene, HostScene)
        assert run_until(host_app, lambda: scene.match is not None, PATIENCE), scene.problem
        invitation = scene.invitation
        assert invitation is not None
        friend(invitation, 1, stop)  # both seats taken: the table deals by itself
        assert run_until(host_app, lambda: isinstance(host_app.stack.top, CiceraTable),
                         PATIENCE)
        table = host_app.stack.top
        assert isinstance(table, CiceraTable)
        match = table.controller
        assert isinstance(match, RemoteMatch)
        for _ in range(3):  # a few of the host's plays
            assert run_until(host_app, lambda: table.accepting_input, PATIENCE)
            moves = match.game.legal_moves()
            play_by_drag(host_app, table, next((m for m in moves if m.capture), moves[-1]))
        assert run_until(host_app, lambda: table.accepting_input, PATIENCE)
        where = (match.at, [str(c) for c in match.game.view(0).hand])
        host_app.step(FRAME)  # the seat kept for a restart
        assert host_app.storage.kept_seats()[-1].line == invitation.line()
        match.close()  # the host's program stops
        assert host_app._table_host is not None
        host_app._table_host.stop()
        host_app._table_host = None
        pygame.quit()

        again = make_app()
        again.host_listen = "127.0.0.1"
        menu = MenuScene(again)
        again.stack.reset(menu)
        back = next(w for w in menu.widgets
                    if getattr(w, "label", "") == "Back to the table with friends")
        click(again, back.rect.center)
        assert run_until(again, lambda: isinstance(again.stack.top, CiceraTable), PATIENCE)
        seated = again.stack.top
        assert isinstance(seated, CiceraTable)
        back_at = seated.controller
        assert isinstance(back_at, RemoteMatch) and back_at.hosted
        assert run_until(again, lambda: seated.accepting_input, PATIENCE)
        assert (back_at.at, [str(c) for c in back_at.game.view(0).hand]) == where
        assert again._table_host is not None
        assert again._table_host.invitations() == [invitation]
        back_at.close()
        again._table_host.stop()
    finally:
        stop.set()

