"""A trick game in the window: each seat lays a card to the trick in the centre. Its zones,
steps and hand as shown (:mod:`.play`), layout (:mod:`.layout`), the trick in the centre and
the last trick (:mod:`.centre_trick`), the hand and the tracker by suit (:mod:`.lines`), the
table (:mod:`.table`) and the review (:mod:`.review`)."""
