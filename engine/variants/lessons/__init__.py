"""The shipped lessons, one YAML file per family (read by engine.lessons.model)."""
