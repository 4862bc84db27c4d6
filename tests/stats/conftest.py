"""Makes the hand-built match helpers (stats_build.py) importable by the tests in this folder."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
