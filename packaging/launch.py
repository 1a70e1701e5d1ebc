"""The frozen app's entry point (PyInstaller starts here)."""

import sys

from cicera_gui.program.cli import main

if __name__ == "__main__":
    sys.exit(main())
