"""Packaging beyond pyproject.toml: the top-level assets/ (font, icon) go into the package as scorepad/assets.

assets/ stays where `flet build` and `flet publish` look for it; a wheel or `pip install .` gets a copy
inside the package, which scorepad.assets finds (an editable install uses assets/ itself).
"""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["scorepad", "scorepad.*"]) + ["scorepad.assets"],
    package_dir={"scorepad.assets": "assets"},
    package_data={
        "scorepad": ["py.typed"],
        # the site's service worker, start and keep-awake scripts
        "scorepad.site": ["*.js"],
        # connection.js, served in every page of scorepad --web
        "scorepad.server": ["*.js"],
        "scorepad.assets": ["*.png", "fonts/*"],
    },
)
