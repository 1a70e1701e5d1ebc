"""What a Cicera move leaves to the next player, in words (:mod:`engine.cicera.exposure`).

The analysis says what a play gave away that the better move did not: the table open to a
Scùa, a card laid for a Picada, an honour or a sword left to be taken. A fact of the position
is said only where the analysis's own worlds show it cost something (the other side's Scùas
or Picadas, the honour's or the swords' share, moved by at least a tenth), so a card left
open that nobody could use is not blamed. The hint says what its own move leaves. Each
sentence is a whole message; only names are put into it.
"""

from __future__ import annotations

from cicera_gui.families.cicera.outcomes_text import ITEMS
from cicera_gui.words.card_names import capitalized, card_name
from cicera_gui.words.i18n import N_, _, and_list, pgettext
from cicera_gui.words.names import seat_name
from cicera_gui.words.reasons import Reason
from engine.ai.outcomes import Outcomes
from engine.cicera.exposure import Exposure, exposure, given_away
from engine.cicera.scoring import DIECI_DENARI, FANTE_COPPE, MATA, NAPULA_CARDS
from engine.cicera.view import SeatView
from engine.kinds.capture.moves import Move

GAVE_SWEEP = N_("your play left the table open to a Scùa for {name}: one card could sweep it")
GAVE_SNAP = N_("your play laid {card}, which {name} could snap up for a Picada")
GAVE_CARDS = N_("your play left {cards} on the table for {name} to take")

HINT_SWEEP = N_("careful: {name} could sweep the table")
HINT_SAFE = N_("leaves {name} no Scùa")
HINT_CARDS = N_("careful: it leaves {cards} on the table for {name} to take")

#: Each honour's measure in the analysis's outcomes, and its name there.
HONOUR_ITEMS = {int(MATA): "mata", int(DIECI_DENARI): "dieci_denari",
                int(FANTE_COPPE): "fante_coppe"}
#: The swords that start the Napula: leaving one also costs the Napula's points.
NAPULA_STARTS = frozenset(int(card) for card in NAPULA_CARDS)


def _next_name(view: SeatView) -> str:
    return seat_name((view.seat + 1) % view.players)


def named(cards: tuple[int, ...], deck: str) -> str:
    """Honours by their names ("the Mata"), other cards by rank and suit, as a list."""
    return and_list([pgettext(*ITEMS[HONOUR_ITEMS[card]]) if card in HONOUR_ITEMS
                     else card_name(card, deck, in_sentence=True) for card in cards])


def _worse(outcomes: Outcomes | None, name: str, *, theirs: bool) -> bool:
    """The worlds show the play did worse than the better move on measure ``name`` (more
    of it for the others where ``theirs``, else less for the seat's side), by a tenth at
    least; with no worlds to look at, the position's fact stands alone."""
    if outcomes is None:
        return True
    played, better = outcomes.played.get(name), outcomes.better.get(name)
    if played is None or better is None:
        return False
    scale = 1 if outcomes.worlds == 1 else 10
    shown_played, shown_better = round(scale * played), round(scale * better)
    return shown_played > shown_better if theirs else shown_played < shown_better


def _confirmed(gave: Exposure, outcomes: Outcomes | None) -> Exposure:
    """Of what the play left open, what the worlds show cost the seat's side."""
    swords_cost = _worse(outcomes, "spades", theirs=False)
    napula_cost = _worse(outcomes, "napula_points", theirs=False)
    return Exposure(
        gave.table,
        gave.sweep and _worse(outcomes, "scua_theirs", theirs=True),
        gave.snap if gave.snap is not None and _worse(outcomes, "picada_theirs", theirs=True)
        else None,
        tuple(card for card in gave.honours
              if _worse(outcomes, HONOUR_ITEMS[card], theirs=False)),
        tuple(card for card in gave.swords
              if swords_cost or (card in NAPULA_STARTS and napula_cost)))


def given_away_reasons(view: SeatView, played: Move, better: Move,
                       outcomes: Outcomes | None, deck: str) -> list[str]:
    """What the play left the next player that the better move did not, and the worlds show
    it cost, most costly first: the table open to a Scùa, the honours and swords left to
    be taken, the card laid open to a Picada (none when it left nothing such)."""
    gave = _confirmed(given_away(view, played, better), outcomes)
    name = _next_name(view)
    said: list[str] = []
    if gave.sweep:
        said.append(_(GAVE_SWEEP).format(name=name))
    if gave.honours or gave.swords:
        said.append(_(GAVE_CARDS).format(cards=named((*gave.honours, *gave.swords), deck),
                                         name=name))
    if gave.snap is not None:
        said.append(_(GAVE_SNAP).format(card=card_name(gave.snap, deck, in_sentence=True),
                                        name=name))
    return [capitalized(sentence) for sentence in said]


def leaves_reasons(view: SeatView, move: Move) -> list[Reason]:
    """What the hint's move leaves the next player, as the hint's reasons: whether the table
    can be swept (or that it cannot), and the honours it leaves to be taken (``cards``, read
    by :func:`named`)."""
    open_ = exposure(view, move)
    if not open_.table:
        return []
    name = _next_name(view)
    reasons: list[Reason] = [(HINT_SWEEP if open_.sweep else HINT_SAFE, {"name": name})]
    if open_.honours:
        reasons.append((HINT_CARDS, {"cards": open_.honours, "name": name}))
    return reasons
