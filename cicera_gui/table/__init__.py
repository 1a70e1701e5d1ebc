"""The parts every family's table is made of, composed rather than inherited.

- :mod:`.ring`: seats on an ellipse for 2 to 8 players at any window size, their panels'
  places, and your hand's band; Larger cards (Settings) scale every card.
- :mod:`.fan`: the one hand fan.
- :mod:`.sprites`: a sprite per card gliding to its place as ``dt`` passes, and the one card
  renderer (shadow, face or back, the marks a table asks for); a family's own marks on its
  faces are its :class:`~cicera_gui.art.decoration.Decoration`.
- :mod:`.panels`: a seat's panel, the prompt line, the big banner, and the opaque frame of
  every dialog and summary.
- :mod:`.corners`: the same corners at every table (the menu top left, the aid buttons bottom
  right), one size of small labels and of buttons' words.
- :mod:`.steps`: the one queue of animation steps the engine's events are played through.
- :mod:`.model`: the one table model: a family's cards in named zones, a sprite per card,
  every change of the zones turned into flights, a position restored from a seat's view.
- :mod:`.director`: a family's events as steps moving cards between those zones.
- :mod:`.still`: the cards at rest kept on one surface between frames.

The flow of a match (the deal, the opponents' pace, undo, the keys) is
:class:`cicera_gui.scenes.table.TableScene`'s; a family's plug-in gives only its zones'
places, what its events move, what a click, a drop or a key means there, its dialogs and its
words (``docs/adding-a-family.md``).
"""
