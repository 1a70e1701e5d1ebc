"""A match between the player (seat 0) and computer opponents, over any family's game.

The controller speaks to the match only through :class:`engine.game.AnyGame` and to the
family through the registry (:func:`engine.families.family_of_rules`): it deals, applies the
player's moves (remembered for undo), and lets the opponents think in a worker (see
:mod:`cicera_gui.play.thinking`) from their seat's view, so the window keeps drawing while they do.
"""

from __future__ import annotations

import copy
import random
from concurrent.futures import CancelledError, Future
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Generic, cast

from typing_extensions import TypeVar

from cicera_gui.play.thinking import Thinker, shared_thinker
from cicera_gui.words.i18n import _
from cicera_gui.words.names import PLAYER_SEAT, Seating
from engine.ai.analyse import DEFAULT_WORLDS, HandAnalysis, PlayRating, Position, advise, coach
from engine.bounds import one_line
from engine.families import (
    Family,
    default_players,
    default_variant,
    family_of_rules,
    load_variant,
    new_match,
)
from engine.game import AnyGame, RuleSet
from engine.par import par_of_record
from engine.players import Player

#: The player's seat (the words call it "You").
HUMAN = PLAYER_SEAT
#: The level of a family that offers none of its own (every move drawn at random).
FALLBACK_LEVEL = "random"
#: The "level" of a seat a friend plays at this screen (New game offers it beside the
#: computer's levels): between two people's turns the table hides every hand.
FRIEND = "friend"


def levels_of(family: Family) -> tuple[str, ...]:
    """The levels a player may choose for the family's opponents, easiest first."""
    return family.player_levels or (FALLBACK_LEVEL,)


def default_level(family: Family) -> str:
    """The level offered first: the middle one."""
    levels = levels_of(family)
    return levels[(len(levels) - 1) // 2]


def make_opponent(rules: RuleSet, level: str, seed: int) -> Player:
    """A computer opponent of ``level`` for the family of ``rules`` (the family's default
    level when it does not offer ``level``)."""
    family = family_of_rules(rules)
    if level not in levels_of(family):
        level = default_level(family)
    return family.make_player(level, seed)


@dataclass
class MatchSetup:
    """What the New game scene chose."""

    variant: str = field(default_factory=default_variant)
    players: int = field(default_factory=default_players)
    #: Each opponent's level, seat 1 first (empty: the family's default level).
    levels: list[str] = field(default_factory=list)
    seed: int | None = None
    #: The variant's rules when New game has them already (a player's file, parsed once):
    #: not parsed again on the main thread.
    rules: RuleSet | None = field(default=None, compare=False, repr=False)
    #: The number of the first hand's deal, when the player chose one (a numbered deal)
    deal: int | None = None


#: The family's game a controller holds: a family's table and dialogs name theirs
#: (``MatchController[CiceraGame]``), so mypy checks them against the engine; the shared code
#: holds any (:data:`engine.game.AnyGame`, the default).
G_co = TypeVar("G_co", bound=AnyGame, default=AnyGame, covariant=True)
#: The family's moves (what a seat plays) and events (what its game says happened): a
#: family's table names them too (``MatchController[CiceraGame, Move, Event]``).
M = TypeVar("M", default=Any)
E = TypeVar("E", default=Any)


class MatchController(Generic[G_co, M, E]):
    """Owns the engine game and the opponents, who think through a :class:`Thinker` (for a
    family whose game is ``G_co``, its moves ``M`` and its events ``E``)."""

    #: True for a match at a table with friends (:mod:`cicera_gui.play.remote_match`): its
    #: moves come from the table, and it is not saved here as a match of this program's.
    remote = False
    #: Whether the aids (hint, tracker) may be used: a table with friends may forbid them
    aids_allowed = True
    #: The scene the table's menu button opens (a lesson's has its own)
    menu_scene = "pause"

    def __init__(self, setup: MatchSetup, thinker: Thinker | None = None, *,
                 game: G_co | None = None) -> None:
        self.setup = setup
        seed = setup.seed if setup.seed is not None else random.SystemRandom().getrandbits(32)
        self.seed = seed
        # ``game``: a match restored from its record (a continued or imported match)
        self.game: G_co = game or cast(G_co, new_match(
            setup.rules or load_variant(setup.variant), setup.players, seed))
        self.family = family_of_rules(self.game.rules)
        if game is None and setup.deal is not None:
            self.game.choose_deal(setup.deal)
        self.assisted = False  # set once undo or hints are used; kept in the match's record
        #: The analyses of the player's hands made so far, by hand number (never made twice)
        self.analyses: dict[int, HandAnalysis] = {}
        #: The par of each of the player's hands worked out so far, by hand: what Hard
        #: scored with the player's cards and what the player's side scored (engine.par)
        self.pars: dict[int, dict[str, int]] = {}
        #: The pars being worked out in the background, by hand: each is delivered to the
        #: match when it comes in, whatever scene is showing (:meth:`start_par`)
        self.pars_pending: dict[int, Future[dict[str, int]]] = {}
        #: Why a hand's par could not be worked out, by hand (said on its summary)
        self.par_problems: dict[int, str] = {}
        #: Analyses kept in the saved match, by hand, not yet shown again (see
        #: :func:`engine.ai.analyse.restored_ratings`)
        self.saved_analyses: dict[int, list[dict[str, Any]]] = {}
        #: The match a practice hand was taken from (Try again from here); None for a match
        #: of its own. A practice is never saved nor counted.
        self.practice_of: MatchController | None = None
        #: The match in play when the practice began (kept by autosave meanwhile)
        self.resume: MatchController | None = None
        #: The seats people play at this screen: you, and each friend New game seated
        self.people: tuple[int, ...] = (HUMAN, *(
            seat for seat in range(1, self.game.players) if self._chosen(seat) == FRIEND))
        #: The person looking at the table now (at one screen, the one whose turn it is)
        self.viewer = HUMAN
        seeds = random.Random(seed ^ 0x5EED)
        self.opponents: dict[int, Player] = {
            seat: make_opponent(self.game.rules, self._level(seat), seeds.getrandbits(32))
            for seat in range(1, self.game.players) if seat not in self.people
        }
        self.thinker = thinker or shared_thinker()
        self._thinking: Future[tuple[M, Player]] | None = None
        self._undo: list[tuple[G_co, dict[int, Player]]] = []
        self._thinking_seat: int | None = None
        #: Deals, moves and take-backs since the controller began (a token of progress).
        self.moves = 0
        #: Moves applied (the player's and the opponents').
        self.plays = 0
        #: Whether a coach says a word on each of the player's plays (Settings, or the first
        #: hand after the lessons); never at a table with friends
        self.coached = False
        #: The coach's word on the player's last play: being worked out, or come in
        self._coach: Future[PlayRating] | None = None
        #: What the players announced at the table (a family's calls, which change no score):
        #: kept in the program's save with the match, never in its record.
        self.calls: list[Any] = []

    def _chosen(self, seat: int) -> str:
        """What New game chose for ``seat`` (a level, or a friend at this screen)."""
        levels = self.setup.levels or [default_level(self.family)]
        return levels[min(seat - 1, len(levels) - 1)]

    def _level(self, seat: int) -> str:
        level = self._chosen(seat)
        return level if level in levels_of(self.family) else default_level(self.family)

    def level_of(self, seat: int) -> str:
        return "human" if seat in self.people else self._level(seat)

    @property
    def at_one_screen(self) -> bool:
        """True when two or more people share this screen (the table hides the hands
        between their turns)."""
        return len(self.people) > 1

    def seating(self) -> Seating:
        """Who looks at the table now, for the window's words and its layout."""
        return Seating(self.viewer)

    def person_waiting(self) -> int | None:
        """At one screen: the person whose turn it is, when another is looking at the
        table (the screen is to be passed); else None."""
        game = self.game
        if not self.at_one_screen or game.is_chance_node() or game.is_terminal():
            return None
        seat = game.current_player()
        return seat if seat in self.people and seat != self.viewer else None

    def first_person_of_next_hand(self) -> int:
        """At one screen, between hands: the person who plays first in the next hand (the
        one the deal is shown to); the person looking now otherwise."""
        game = self.game
        if not self.at_one_screen or not game.is_chance_node() or game.is_terminal():
            return self.viewer
        ahead = game.clone()
        ahead.deal_hand()  # the same generator: the same deal as the one to come
        seat = ahead.current_player()
        seats = ahead.seats_in()
        if seat is None or not seats:
            return self.viewer
        start = seats.index(seat) if seat in seats else 0
        for step in range(len(seats)):
            candidate = seats[(start + step) % len(seats)]
            if candidate in self.people:
                return candidate
        return self.viewer
    def start_hand(self) -> list[E]:
        self._undo.clear()  # undo goes back within a hand, never into the last one
        self.moves += 1
        return list(self.game.deal_hand())

    def in_progress(self) -> bool:
        """A match that New game would leave: played in, and not over."""
        return self.played_any and not self.game.is_terminal()

    @property
    def played_any(self) -> bool:
        """True once any card was played in the match."""
        return self.game.played_any()

    def progress(self) -> tuple[int, int, bool]:
        """How far the match has come: hands dealt, plays in the last, whether it is over."""
        return (len(self.game.hand_log()), self.game.plays_in_hand(), self.game.is_terminal())

    def human_to_play(self) -> bool:
        game = self.game
        return (not game.is_chance_node() and not game.is_terminal()
                and game.current_player() == self.viewer)

    def opponent_to_play(self) -> bool:
        """True when a computer's seat is to play."""
        game = self.game
        seat = game.current_player()
        return not game.is_chance_node() and seat is not None and seat not in self.people

    def play(self, move: M) -> list[E]:
        """The player's move, checked by the engine (and remembered for undo); with the coach
        on, the play rated as the analysis rates it, in the background."""
        before = (self.game.clone(), copy.deepcopy(self.opponents))
        coached = self._coach_position(move)
        events = list(self.game.apply(move))  # IllegalMove leaves the game as it was
        if coached is not None:
            self._coach = self.thinker.run(coach, self.family.analysis, coached,
                                           seed=self.seed)
        self._undo.append(before)
        self.moves += 1
        self.plays += 1
        return events

    def ticking(self) -> bool:
        """True while a clock runs that the table shows (a table with friends' turn clock)."""
        return False

    def hand_entry(self, hand: int) -> Any | None:
        """What the match keeps of hand ``hand`` (counted from the match's first); None for
        a hand it does not hold (at a table with friends: one played before this seat came)."""
        logs = self.game.hand_log()
        index = hand - 1 - self.hands_unseen()
        return logs[index] if 0 <= index < len(logs) else None

    def hands_unseen(self) -> int:
        """How many of the match's first hands the match does not hold: none here."""
        return 0

    def hand_known(self, hand: int) -> bool:
        """True when the match holds hand ``hand``'s whole deal (to review and analyse it):
        always here; at a table with friends, once every card of it was seen."""
        return True

    def say(self, phrase: str) -> None:
        """Say a phrase to the table (a table with friends; nobody hears it here)."""

    def said_now(self, seconds: float) -> list[tuple[int, str]]:
        """The phrases said at the table within the last ``seconds``: none here."""
        return []

    def _coach_position(self, move: M) -> Position | None:
        """The play the coach is to rate: the player's, from the position before it, when
        the coach is on and the player had a choice."""
        if not self.coached or self.remote or self.game.current_player() != self.viewer:
            return None
        self._coach = None
        if len(self.game.legal_moves()) < 2:
            return None
        hand, plays, _over = self.progress()
        return Position(hand, plays + 1, self.viewer, self.game.view(self.viewer), move)

    def coach_said(self) -> PlayRating | None:
        """The coach's word on the player's last play, once it has come in."""
        future = self._coach
        if future is None or not future.done() or future.cancelled():
            return None
        return None if future.exception() is not None else future.result()

    def coach_thinking(self) -> bool:
        """Whether the coach is still working out what to say of the last play."""
        return self._coach is not None and not self._coach.done()

    def tag(self) -> str | None:
        """What the table's top-left corner says the match is, when it is not one of its own:
        "Practice" (Try again from here); None for a match."""
        return _("Practice") if self.practice_of is not None else None

    def due_scene(self) -> tuple[str, tuple[Any, ...]] | None:
        """A scene the match asks for once the table is at rest (a lesson's verdict after the
        learner's move), by name with its arguments; None here."""
        return None

    def table_notice(self) -> str | None:
        """What the table says over the cloth for now (a remote table: "Bepi is
        reconnecting…"), translated; None here."""
        return None

    def arrived(self) -> Any | None:
        """A step a remote table sent, to show now (:class:`cicera_net.shadow.Step`); None
        here: the opponents are this program's."""
        return None

    def opponent_announcement(self) -> Any | None:
        """What the opponent to play announces before its play, if anything (its family's
        calls: they change no score), kept with the match's calls; None when it says
        nothing, or its family has no announcements."""
        announce = self.family.announce
        if announce is None or not self.opponent_to_play() or self.game.is_terminal():
            return None
        seat = self.game.current_player()
        assert seat is not None  # an opponent is to play
        said = announce(self.game.view(seat), self.calls)
        if said is not None:
            self.calls.append(said)
        return said

    def apply_opponent(self, move: M) -> list[E]:
        """An opponent's chosen move."""
        self.moves += 1
        self.plays += 1
        return list(self.game.apply(move))

    def keep_for_undo(self, states: list[G_co]) -> None:
        """Let the player take back the plays that led to this match (a continued match):
        ``states`` are the match before each of the player's plays of the hand in play."""
        self._undo = [(state, copy.deepcopy(self.opponents)) for state in states]

    @property
    def can_undo(self) -> bool:
        """Undo takes back your last play; never at one screen, where it would take back
        a friend's plays too."""
        return bool(self._undo) and not self.game.is_terminal() and not self.at_one_screen

    def undo(self) -> bool:
        """Take back the player's last play of this hand and the opponents' replies since;
        the match counts as assisted from then on."""
        if not self.can_undo:
            return False
        if self._thinking is not None:
            self._thinking.cancel()
            self._thinking = None
        self.game, self.opponents = self._undo.pop()
        self._coach = None  # the coach's word was on the play taken back
        self.moves += 1
        self.assisted = True
        return True

    @property
    def hint_level(self) -> str | None:
        """The family's strongest level, which gives the hints; None when it has none."""
        return self.family.player_levels[-1] if self.family.player_levels else None

    def hint(self) -> Future[M]:
        """The move the analysis takes for the best in the player's seat (in the worker): the
        same judge as the analysis of the hand, on the same worlds, so that a hint followed
        is never called a mistake there. Hints make the match count as assisted."""
        if self.hint_level is None:
            raise ValueError("this family offers no hints")
        self.assisted = True
        hand, plays, _over = self.progress()
        position = Position(hand, plays + 1, self.viewer, self.game.view(self.viewer), None)
        return self.thinker.ask(advise, self.family.analysis, position, worlds=DEFAULT_WORLDS,
                                seed=self.seed)

    def start_par(self, hand: int) -> None:
        """Work out the par of ``hand`` in the background (unless it is known or on its
        way): it is delivered to :attr:`pars` when it comes in, so it reaches the save and
        the history whatever the player does meanwhile."""
        if hand in self.pars or hand in self.pars_pending:
            return
        record = self.family.to_record(self.game)
        # a friend at this screen is played by the level New game offers first
        levels = ["human" if seat == HUMAN else self._level(seat)
                  for seat in range(self.game.players)]
        future = self.thinker.run(par_of_record, record, hand, HUMAN, levels)
        self.pars_pending[hand] = future
        self.thinker.when_done(future, partial(self._par_came, hand))

    def _par_came(self, hand: int, future: Future[dict[str, int]]) -> None:
        if self.pars_pending.get(hand) is future:
            del self.pars_pending[hand]
        try:
            self.pars[hand] = future.result()
        except CancelledError:  # the program is stopping
            return
        except Exception as problem:  # said on the summary; the match goes on
            self.par_problems[hand] = one_line(str(problem))

    def think(self) -> None:
        """Start the current opponent thinking, unless it already is."""
        if not self.opponent_to_play() or self._thinking is not None:
            return
        seat = self.game.current_player()
        assert seat is not None  # an opponent is to play
        view = self.game.view(seat)
        self._thinking_seat = seat
        self._thinking = self.thinker.submit(self.opponents[seat], view)

    @property
    def thinking(self) -> bool:
        return self._thinking is not None

    def opponent_move(self) -> M | None:
        """The opponent's chosen move once it has one (then it is not yet applied)."""
        future = self._thinking
        if future is None or not future.done():
            return None
        self._thinking = None
        try:
            move, player = future.result()
        except Exception as problem:  # the worker died: think again on a thread
            self.thinker.fall_back(problem)
            self.think()
            return None
        seat = self._thinking_seat
        if seat is None or self.game.current_player() != seat:
            return None
        self.opponents[seat] = player  # its generator moved on in the worker
        return move

    def wait_for_opponent(self, timeout: float = 30.0) -> M | None:
        """Block until the opponent has chosen (for tests and screenshots)."""
        if self._thinking is None:
            self.think()
        if self._thinking is None:
            return None
        self._thinking.result(timeout)
        return self.opponent_move()

    def close(self) -> None:
        if self._thinking is not None:
            self._thinking.cancel()
            self._thinking = None
        if self._coach is not None:
            self._coach.cancel()
            self._coach = None
        # the thinker is shared by every match and stops when the program does
