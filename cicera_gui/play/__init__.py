"""The match in the window: the controller over the engine, the opponents' worker, the analysis."""
