"""The trick kind: each player lays a card to a trick, following the suit led where the
rules say so (the Ciapanò family). :mod:`engine.kinds.trick.masks` holds the hands as bit
masks and the one rule of play: which cards may follow."""
