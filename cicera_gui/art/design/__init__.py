"""The card-art generator: pure Python that writes the SVG sources under ``assets/``."""
