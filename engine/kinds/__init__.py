"""The kinds of card game the families share: what a family of one kind plays on.

A *kind* holds what is the same for every family of its kind of play, and names no family:
the capture kind (:mod:`engine.kinds.capture`: a card from hand takes from cards open on the
table; Cicera and Scopa) holds the capture options with the values as a parameter, the deal
in packets, the shared events, the match, the records, the search adapter and the analysis
kit's shared parts; the trick kind (:mod:`engine.kinds.trick`: a card to a trick, following
suit; the Ciapanò family) holds the hands as bit masks and the rule of which cards may
follow. A family keeps only its own rules, scoring and heuristics.
"""
