"""The table app (Flet): screens over the rules engine and the store. Start with `scorepad.ui.app.main`."""
