"""Tables with friends: the protocol, the table server and its client. Pure Python on
``websockets``, ``cryptography`` and ``zeroconf``; never imports pygame (``cicera-server``
runs where no window can)."""
