"""What the program says: languages, names of cards and players, numbers."""
