"""Variants as data: YAML files read into validated rule sets."""

from engine.variants.loader import VariantSource, read_variant, shipped_variant_ids

__all__ = ["VariantSource", "read_variant", "shipped_variant_ids"]
