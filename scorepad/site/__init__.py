"""Scorepad as a static web site: the Flet web client, Pyodide and the app in one folder (`scorepad publish`).

See docs/web.md for how it is built, what it caches for offline use and how it keeps matches in the browser.
"""
