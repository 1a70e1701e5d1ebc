"""``python -m cicera_gui.bench``: the frame bench's command line (a contract other tools run),
kept at this name; the bench itself is :mod:`cicera_gui.program.bench`."""

import sys

from cicera_gui.program.bench import main

if __name__ == "__main__":
    sys.exit(main())
