"""How the program looks and sounds: theme, fonts, widgets, text boxes, charts, sounds."""
