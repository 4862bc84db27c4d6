"""One module per screen; each registers itself with `scorepad.ui.nav.screen`."""
