"""Scopa and Scopone (``game: scopa``): the third family, on the capture kind
(:mod:`engine.kinds.capture`). It keeps only its own rules (:mod:`engine.scopa.rules`) and
scoring (:mod:`engine.scopa.scoring`)."""
