"""Why the engine refused a card at the trick table, in the player's language: from the
refusal's code and its numbers (:class:`engine.errors.IllegalMove`), never its English."""

from __future__ import annotations

from cicera_gui.words.card_names import capitalized, card_name
from cicera_gui.words.i18n import _
from cicera_gui.words.names import suit_words
from engine.cards import SUIT_OF
from engine.errors import IllegalMove, Refusal

#: The codes the table says in words of their own (any other: "You may not play this card
#: now.").
EXPLAINED = (Refusal.MUST_FOLLOW, Refusal.LEAD_FORBIDDEN, Refusal.DISCARD_FORBIDDEN)


def why_illegal(refusal: IllegalMove, deck: str) -> str:
    """The engine's reason for refusing a card, in the player's language."""
    params = refusal.params
    card = params.get("card")
    if refusal.code is Refusal.MUST_FOLLOW and isinstance(led := params.get("led"), int):
        return _("You must follow {suit}.").format(suit=suit_words(deck)[SUIT_OF[led]])
    if refusal.code is Refusal.LEAD_FORBIDDEN and isinstance(card, int):
        return _("No {suit} may be led to the first trick.").format(
            suit=suit_words(deck)[SUIT_OF[card]])
    if refusal.code is Refusal.DISCARD_FORBIDDEN and isinstance(card, int):
        return _("{card} may not be discarded to the first trick.").format(
            card=capitalized(card_name(card, deck, in_sentence=True)))
    return _("You may not play this card now.")
