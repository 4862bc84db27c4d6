"""Rules tests share strategies (importlib mode puts no test folder on sys.path by itself)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
