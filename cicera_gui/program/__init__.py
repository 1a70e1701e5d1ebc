"""The program and its drivers: the window's main loop, the command line, the bench, screenshots."""
