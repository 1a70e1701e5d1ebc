"""Why the engine refused a card at the trick table, in the player's language."""

from __future__ import annotations

from cicera_gui.card_names import capitalized, card_name
from cicera_gui.i18n import _
from cicera_gui.names import suit_words
from engine.cards import SUIT_OF


def why_illegal(message: str, card: int, led: int | None, deck: str) -> str:
    """The engine's reason for refusing ``card``, in the player's language."""
    if message.startswith("you must follow") and led is not None:
        return _("You must follow {suit}.").format(suit=suit_words(deck)[SUIT_OF[led]])
    if message.startswith("no ") and "led to the first trick" in message:
        return _("No {suit} may be led to the first trick.").format(
            suit=suit_words(deck)[SUIT_OF[card]])
    if "discarded to the first trick" in message:
        return _("{card} may not be discarded to the first trick.").format(
            card=capitalized(card_name(card, deck)))
    return _("You may not play this card now.")
