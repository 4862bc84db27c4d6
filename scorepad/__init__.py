"""Scorepad: the Hearts score pad (Punkteblock) for a real card table."""

__version__ = "0.1.0"
