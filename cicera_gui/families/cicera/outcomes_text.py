"""What a Cicera play and the better move come to, in words: the teacher's reasons, read from
the analysis's own worlds (:mod:`engine.ai.outcomes`).

Of the measures :meth:`engine.cicera.analysis.CiceraAnalysis.outcome` takes, the one where the
better move gains most is said, and the one where the play itself gained most, when it did:
what each gives away and gains. A measure is said only where the difference shows in the
words (a tenth of the deals, or one Scùa in ten hands), so nothing is said that the worlds do
not show. Each sentence is a whole message; the few words put into it (who, and which honour
or majority) are whole phrases chosen by their role in it (a gettext context).
"""

from __future__ import annotations

from cicera_gui.words.card_names import capitalized
from cicera_gui.words.i18n import N_, NC_, N_plural, _, ngettext, pgettext
from cicera_gui.words.names import OPPONENT_NAMES, deck_family
from engine.ai.outcomes import Outcomes, worth_saying
from engine.cicera.view import SeatView

#: The measures that are shares of the deals (the item went to the seat's side or not), and
#: what each is worth in points to the side, to weigh them against each other (the Napula's
#: worth is its own measure of points, ``napula_points``: the run's length varies).
SHARES = {"napula": None, "mata": 1.0, "dieci_denari": 1.0, "fante_coppe": 1.0,
          "cards": 2.0, "spades": 1.0}
#: The events counted for the seat's side and for the others.
EVENTS = ("scua", "picada")
#: Differences smaller than this, in points, are not worth a sentence.
WORTH_SAYING = 0.1

#: Each share's item as the subject of its sentence.
ITEMS = {"napula": NC_("outcome item", "the Napula"),
         "mata": NC_("outcome item", "the Mata"),
         "dieci_denari": NC_("outcome item", "the Dieci di denari"),
         "fante_coppe": NC_("outcome item", "the Fante di coppe"),
         "cards": NC_("outcome item", "the majority of cards")}
SPADES_ITEM = {"italian": NC_("outcome item", "the majority of swords"),
               "french": NC_("outcome item", "the majority of spades")}

SHARE_SAMPLED = N_plural(
    "after your play {item} goes {to_mine} {a} time in 10; after the better move, {b} in 10",
    "after your play {item} goes {to_mine} {a} times in 10; after the better move, {b} in 10")
SHARE_LOST = N_("after your play {item} goes {to_theirs}; after the better move, {to_mine}")
SHARE_KEPT = N_("after your play {item} goes {to_mine}; after the better move, {to_theirs}")
EVENT_SAMPLED = {
    "scua": N_("Scùas in 10 hands: after your play {a} {for_mine} and {c} {for_theirs}; "
               "after the better move, {b} and {d}"),
    "picada": N_("Picadas in 10 hands: after your play {a} {for_mine} and {c} {for_theirs}; "
                 "after the better move, {b} and {d}")}
EVENT_EXACT = {
    "scua": N_("Scùas: after your play {a} {for_mine} and {c} {for_theirs}; after the "
               "better move, {b} and {d}"),
    "picada": N_("Picadas: after your play {a} {for_mine} and {c} {for_theirs}; after the "
                 "better move, {b} and {d}")}


def _sides(view: SeatView) -> tuple[int, int]:
    """How many sides play, and how many seats the viewing seat's side has."""
    sides = [view.rules.side_of(seat, view.players) for seat in range(view.players)]
    return len(set(sides)), sides.count(view.side)


def _who(view: SeatView) -> dict[str, str]:
    """The phrases for the seat's side and the others, by their role in a sentence."""
    count, mine = _sides(view)
    together = mine > 1
    if together:
        words = {"to_mine": pgettext("outcome to whom", "to your side"),
                 "for_mine": pgettext("outcome for whom", "for your side")}
    else:
        words = {"to_mine": pgettext("outcome to whom", "to you"),
                 "for_mine": pgettext("outcome for whom", "for you")}
    if count == 2 and not together:
        name = OPPONENT_NAMES[1]
        words["to_theirs"] = pgettext("outcome to whom", "to {name}").format(name=name)
        words["for_theirs"] = pgettext("outcome for whom", "for {name}").format(name=name)
    elif count == 2:
        words["to_theirs"] = pgettext("outcome to whom", "to the other side")
        words["for_theirs"] = pgettext("outcome for whom", "for the other side")
    else:
        words["to_theirs"] = pgettext("outcome to whom", "to the others")
        words["for_theirs"] = pgettext("outcome for whom", "for the others")
    return words


def _item(name: str, deck: str) -> str:
    context, message = SPADES_ITEM[deck_family(deck)] if name == "spades" else ITEMS[name]
    return pgettext(context, message)


def _shown(value: float, exact: bool) -> float:
    """A measure as its sentence says it: as it is where the one world is solved exactly,
    else in tenths (of the deals, or per ten hands)."""
    return value if exact else round(10 * value)


def _gains(view: SeatView, outcomes: Outcomes) -> dict[str, float]:
    """What the better move gains over the play, measure by measure, in points to the
    side (a loss is negative); only where the difference shows in the words."""
    count, _mine = _sides(view)
    exact = outcomes.worlds == 1
    played, better = outcomes.played, outcomes.better
    gains: dict[str, float] = {}
    for name, worth in SHARES.items():
        if name not in played:
            continue
        if _shown(played[name], exact) != _shown(better[name], exact):
            gains[name] = (better["napula_points"] - played["napula_points"] if worth is None
                           else worth * (better[name] - played[name]))
    for event in EVENTS:
        ours, theirs = f"{event}_ours", f"{event}_theirs"
        if ours not in played:
            continue
        if _shown(played[ours], exact) != _shown(better[ours], exact) \
                or _shown(played[theirs], exact) != _shown(better[theirs], exact):
            gains[event] = (better[ours] - played[ours]
                            - (better[theirs] - played[theirs]) / (count - 1))
    return {name: gain for name, gain in gains.items() if abs(gain) >= WORTH_SAYING}


def _sentence(view: SeatView, outcomes: Outcomes, name: str, deck: str) -> str:
    words = _who(view)
    played, better = outcomes.played, outcomes.better
    exact = outcomes.worlds == 1
    if name in EVENTS:
        ours, theirs = f"{name}_ours", f"{name}_theirs"
        scale = 1 if exact else 10
        numbers = {"a": round(scale * played[ours]), "b": round(scale * better[ours]),
                   "c": round(scale * played[theirs]), "d": round(scale * better[theirs])}
        message = EVENT_EXACT[name] if exact else EVENT_SAMPLED[name]
        return _(message).format(**numbers, **words)
    item = _item(name, deck)
    if exact:
        message = SHARE_KEPT if played[name] > better[name] else SHARE_LOST
        return _(message).format(item=item, **words)
    a, b = round(10 * played[name]), round(10 * better[name])
    return ngettext(*SHARE_SAMPLED, a).format(item=item, a=a, b=b, **words)


def outcome_reasons(view: SeatView, outcomes: Outcomes, deck: str) -> list[str]:
    """At most two sentences: what the better move gains most over the play (what the play
    gave away), then what the play gained most over it, where it gained anything worth a
    sentence."""
    return [capitalized(_sentence(view, outcomes, name, deck))
            for name in worth_saying(_gains(view, outcomes))]
