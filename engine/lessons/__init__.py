"""Lessons: a game taught in short steps on set positions, as the best teaching programs do.

A lesson is data (YAML in :mod:`engine.variants.lessons`, beside the variants): each step a
position, a prompt, what the right move is (a move, or a rule such as "any move that takes
the seven"), and the words said after a right and after a wrong move, by message id (the
window translates them). :mod:`engine.lessons.model` reads them; each family says how its
positions are set up and what its moves do (:mod:`engine.lessons.kits`);
:mod:`engine.lessons.check` proves every step true of its position.
"""
