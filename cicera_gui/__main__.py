import sys

from cicera_gui.cli import main

sys.exit(main())
