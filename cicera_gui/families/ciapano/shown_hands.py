"""The cards the deal left over (the card put aside, the Traversone monte, the Kifameno
talon) or took out first (Kifameno's 4 with three players), in words: shown in the hand's
review and its summary, now that the hand is over and nothing is secret."""

from __future__ import annotations

from cicera_gui.words.card_names import capitalized, card_names
from cicera_gui.words.i18n import _
from cicera_gui.words.names import seat_name, viewer
from engine.ciapano.game import HandLog
from engine.ciapano.rules import CiapanoRules


def rest_line(rules: CiapanoRules, log: HandLog, deck: str) -> str:
    """The cards the deal left over, by name; "" when none."""
    rest = [int(c) for c in log.deal.rest]
    if not rest:
        return ""
    cards = card_names(rest, deck)
    if rules.rest == "monte":
        taker = log.tricks[-1].winner if log.tricks and log.finished else None
        if taker is None:
            return capitalized(_("The monte: {cards}").format(cards=cards))
        if taker == viewer():
            return _("The monte, taken by you with the last trick: {cards}").format(cards=cards)
        return _("The monte, taken by {name} with the last trick: {cards}").format(
            name=seat_name(taker), cards=cards)
    if rules.rest == "talon":
        return capitalized(_("The talon, in drawing order: {cards}").format(cards=cards))
    return capitalized(_("Put aside, out of play: {cards}").format(cards=cards))


def removed_line(rules: CiapanoRules, players: int, deck: str) -> str:
    """The cards taken out of the deck before dealing for ``players``, by name; "" when none."""
    removed = [int(c) for c in rules.removed.get(players, ())]
    if not removed:
        return ""
    return capitalized(_("Taken out before the deal: {cards}").format(
        cards=card_names(removed, deck)))
