"""A game of captures in the window: a card from hand takes table cards open to everyone
onto its side's pile. Its zones, steps and hand as shown (:mod:`.play`), layout
(:mod:`.layout`), labels (:mod:`.labels`), panels (:mod:`.panels`), last play
(:mod:`.last_play`), a move in words (:mod:`.words`), the table assembled from a family's
parts (:mod:`.table`), the capture dialog (:mod:`.dialog`), the review (:mod:`.review`) and
the hand's summary (:mod:`.summary`)."""
