"""The window's kinds of game, one package each, between the shared table and scenes below
and the families' plug-ins above: what every game of captures (:mod:`.capture`: Cicera,
Scopa) or every trick game (:mod:`.trick`: the Ciapanò family) shows and does the same way,
its table, layout, labels, panels, last play, review and dialog. A kind names no family."""
