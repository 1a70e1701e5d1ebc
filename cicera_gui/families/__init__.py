"""The families' window plug-ins, one package each (``cicera``, ``ciapano``): the top of the
window's layers. Each package's ``PLUGIN`` (:class:`cicera_gui.play.families.FamilyPlugin`)
is what storage and statistics know of the family; its ``window`` module's ``WINDOW``
(:class:`cicera_gui.scenes.families.FamilyWindow`) is its table, dialogs and words. Nothing
below this folder imports it: the registries find a plug-in by its package's name."""
