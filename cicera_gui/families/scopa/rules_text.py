"""The in-game rules of a Scopa variant, built from its parameters, in the player's
language. Choices the sources leave open are said as choices."""

from __future__ import annotations

from cicera_gui.families.scopa.terms import ITEM_HELP, deck_terms
from cicera_gui.words.i18n import _, join_sentences, ngettext
from cicera_gui.words.names import deck_family, figure_words, suit_words, variant_name
from engine.scopa.rules import ScopaRules


def _deal_text(rules: ScopaRules, players: int, alike: bool) -> str:
    """How ``players`` are dealt to, in a sentence (``alike``: every number of players is
    dealt so, and the sentence names none)."""
    pattern = rules.deal_for(players)
    each = sum(packet.count for packet in pattern.first if packet.to == "hands")
    table = sum(packet.count for packet in pattern.first if packet.to != "hands")
    words = {"players": players, "each": each, "table": table, "later": pattern.later}
    if pattern.later:
        return (_("{each} cards to each player and {table} face up to the table; when every "
                  "hand is empty, {later} more to each, until the deck is used up.") if alike
                else _("{players} players: {each} cards to each player and {table} face up "
                       "to the table; when every hand is empty, {later} more to each, until "
                       "the deck is used up.")).format(**words)
    if table:
        return (_("{each} cards to each player and {table} face up to the table, the whole "
                  "hand at once.") if alike
                else _("{players} players: {each} cards to each player and {table} face up "
                       "to the table, the whole hand at once.")).format(**words)
    return (_("{each} cards to each player and none to the table; the first player must lay "
              "a card.") if alike
            else _("{players} players: {each} cards to each player and none to the table; "
                   "the first player must lay a card.")).format(**words)


def _deal_texts(rules: ScopaRules) -> list[str]:
    """The deal for each number of players, said once when it is the same for all."""
    alike = len({rules.deal_for(n) for n in rules.players}) == 1
    counts = rules.players[:1] if alike else rules.players
    return [_deal_text(rules, n, alike) for n in counts]


def rules_sections(rules: ScopaRules, deck: str = "bresciane") -> list[tuple[str, str]]:
    """(heading, text) pairs: the whole rules of ``rules``'s variant, naming suits and
    figures as ``deck`` shows them."""
    coins, cups, swords, batons = suit_words(deck)
    fante, cavallo, re = figure_words(deck)
    words = {"coins": coins, "cups": cups, "swords": swords, "batons": batons,
             "fante": fante, "cavallo": cavallo, "re": re}
    terms = deck_terms(deck)
    parts: list[tuple[str, list[str]]] = [
        (variant_name(rules.name), [(_(
            "Scopa is played with 40 cards: {coins}, {cups}, {swords} and {batons}, ace to "
            "seven, {fante}, {cavallo} and {re}. Play runs counter-clockwise; the player after "
            "the dealer plays first, and the deal passes to the next player each hand.")
            if deck_family(deck) == "italian" else _(
            "Scopa is played with 40 cards, here in French suits: {coins}, {cups}, {swords} "
            "and {batons}, ace to seven, {fante}, {cavallo} and {re}. Play runs "
            "counter-clockwise; the player after the dealer plays first, and the deal passes "
            "to the next player each hand.")).format(**words),
            _("Four players play in partnerships, partners opposite; otherwise every player "
              "plays for themself.")]),
        (_("Dealing"), [
            *_deal_texts(rules),
            _("A first table with three or four kings is dealt again (a house rule, as most "
              "sources play it).") if rules.redeal_kings else ""]),
        (_("Capturing"), [_(
            "Each card counts its value: ace 1 to seven 7, {fante} 8, {cavallo} 9, {re} 10. The "
            "card you play must take when it can: one table card of the same value, or several "
            "that add up to its value. If a card of the same value lies on the table, you may "
            "take only a single such card, never a sum. Where there are several ways, you "
            "choose. A card that can take nothing is laid on the table.").format(**words)]),
        (_("Scopa"), [_(
            "A capture that leaves the table empty is a scopa: 1 point at once, and the card "
            "is turned face up across the pile. The hand's last play is never a scopa. The "
            "cards left on the table at the end go to whoever captured last.")]),
        (_("Scoring a hand"), [
            *(_(ITEM_HELP[key]).format(**terms)
              for key in ("carte", "denari", "settebello", "primiera", "scope")),
            _(ITEM_HELP["napola"]).format(**terms) if rules.napola else "",
            _(ITEM_HELP["re_bello"]).format(**terms) if rules.re_bello else "",
            _("A tie scores for nobody; with three players each point goes to the one best "
              "alone.")]),
        (_("The match"), [
            ngettext("Hands are played until a side has {target} point or more after a hand "
                     "(a house rule: 11, 16 and 21 are common); then the side with the most points "
                     "wins. If the top is tied, another hand is played.",
                     "Hands are played until a side has {target} points or more after a hand "
                     "(a house rule: 11, 16 and 21 are common); then the side with the most points "
                     "wins. If the top is tied, another hand is played.",
                     rules.target).format(target=rules.target)]),
    ]
    return [(heading, join_sentences(sentences)) for heading, sentences in parts]
