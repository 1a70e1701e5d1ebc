"""What one seat may know, and dealing the unseen cards consistently with it.

A computer opponent receives a :class:`SeatView`, never the game: its own hand, the table,
every card played and captured so far, the sizes of the other hands and of the rest of the
deck, and the scores. :func:`determinize` deals the unseen cards at random into a full game
that agrees with the view, for searching.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.cards import CARDS, Card
from engine.cicera.deal import Deal
from engine.cicera.game import CiceraGame, HandLog, Phase
from engine.cicera.hand import NOBODY, HandState
from engine.cicera.moves import Move, capture_options
from engine.cicera.rules import CiceraRules


@dataclass(frozen=True, slots=True)
class SeatView:
    """The match as ``seat`` sees it."""

    rules: CiceraRules
    players: int
    seat: int
    hand_number: int
    dealer: int
    turn: int | None
    hand: tuple[Card, ...]
    table: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock: int
    captured: tuple[frozenset[Card], ...]
    events: tuple[tuple[int, ...], ...]
    plays: tuple[tuple[int, Move], ...]
    laid: Card | None
    last_capturer: int | None
    plays_left: int
    totals: tuple[int, ...]

    @property
    def side(self) -> int:
        return self.rules.side_of(self.seat, self.players)

    def unseen(self) -> frozenset[Card]:
        """Cards this seat has not seen: in the other hands or still to be dealt."""
        seen = set(self.hand) | set(self.table)
        for pile in self.captured:
            seen |= pile
        return frozenset(card for card in CARDS if card not in seen)

    def legal_moves(self) -> list[Move]:
        """This seat's legal moves (the same order as :meth:`CiceraGame.legal_moves`)."""
        moves: list[Move] = []
        for card in sorted(self.hand):
            for option in sorted(tuple(sorted(o)) for o in capture_options(card, self.table)):
                moves.append(Move.of(card, option))
            moves.append(Move.lay(card))
        return moves


def seat_view(game: CiceraGame, seat: int) -> SeatView:
    """Exactly what ``seat`` may know of ``game``."""
    if not 0 <= seat < game.players:
        raise ValueError(f"there is no seat {seat} in a game of {game.players}")
    hand = game.hand
    log = game.log[-1]
    plays: list[tuple[int, Move]] = []
    player = (log.dealer + 1) % game.players
    for move in log.plays:
        plays.append((player, move))
        player = (player + 1) % game.players
    captured = tuple(
        frozenset(CARDS[c] for c in range(52) if pile >> c & 1) for pile in hand.piles
    )
    return SeatView(
        rules=game.rules,
        players=game.players,
        seat=seat,
        hand_number=game.hands_played + (1 if game.phase is Phase.PLAY else 0),
        dealer=hand.dealer,
        turn=game.current_player(),
        hand=tuple(CARDS[c] for c in hand.hands[seat]),
        table=tuple(CARDS[c] for c in hand.table),
        hand_sizes=tuple(len(h) for h in hand.hands),
        stock=hand.stock_size(),
        captured=captured,
        events=tuple(tuple(counts) for counts in hand.events),
        plays=tuple(plays),
        laid=None if hand.laid == NOBODY else CARDS[hand.laid],
        last_capturer=None if hand.last_capturer == NOBODY else hand.last_capturer,
        plays_left=hand.plays_left,
        totals=tuple(game.totals),
    )


def determinize(view: SeatView, rng: random.Random) -> CiceraGame:
    """A full game agreeing with ``view``: the unseen cards dealt at random.

    The other hands get their sizes and the later deals theirs; everything the seat knows
    (its hand, the table, the piles, the events, whose turn it is, the scores) is kept. The
    returned game's log holds the current position as its deal, not the hand's real deal.
    """
    unseen = sorted(view.unseen())
    rng.shuffle(unseen)
    hands: list[list[int]] = []
    position = 0
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.seat:
            hands.append([int(c) for c in view.hand])
        else:
            hands.append([int(c) for c in unseen[position : position + size]])
            position += size
    pattern = view.rules.deal_for(view.players)
    later: list[list[list[int]]] = []
    while position < len(unseen):
        later_hands = []
        for _ in range(view.players):
            later_hands.append([int(c) for c in unseen[position : position + pattern.later]])
            position += pattern.later
        later.append(later_hands)
    game = CiceraGame(view.rules, view.players, rng=random.Random(rng.getrandbits(64)))
    game.totals = list(view.totals)
    game.hands_played = view.hand_number - 1
    state = HandState.start(view.rules, view.dealer, Deal.of(hands, view.table, later))
    state.turn = view.turn if view.turn is not None else state.turn
    state.piles = [sum(1 << c for c in pile) for pile in view.captured]
    state.events = [list(counts) for counts in view.events]
    state.laid = NOBODY if view.laid is None else int(view.laid)
    state.last_capturer = NOBODY if view.last_capturer is None else view.last_capturer
    state.plays_left = view.plays_left
    game._hand = state
    game.log = [HandLog(view.dealer, Deal.of(hands, view.table, later))]
    game.phase = Phase.PLAY if view.turn is not None else Phase.DEAL
    return game
