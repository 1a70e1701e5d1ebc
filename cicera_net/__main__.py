"""``python -m cicera_net``: the same as ``cicera-server``."""

import sys

from cicera_net.cli import main

sys.exit(main())
