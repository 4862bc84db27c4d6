"""User agents of the browsers a table's phones run, and the engine each is (what keep-awake has to do there:
scorepad/ui/device.py's engine_of and scorepad/site/keep_awake.js's engine, checked against this one table)."""

ENGINES = {
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 "
    "Mobile/15E148 Safari/604.1": "webkit",  # Safari on an iPhone
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
    "CriOS/126.0.6478.54 "
    "Mobile/15E148 Safari/604.1": "webkit",  # Chrome on an iPhone: WebKit too
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 "
    "Mobile/15E148 Safari/605.1.15": "webkit",  # Firefox on an iPhone: WebKit too
    "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) EdgiOS/126.0.2592.56 "
    "Version/17.0 Mobile/15E148 Safari/604.1": "webkit",  # Edge on an iPad
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 "
    "Safari/605.1.15": "webkit",  # Safari on a Mac, or an iPad asking for the desktop site
    # GNOME Web
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15": "webkit",
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile "
    "Safari/537.36": "blink",  # Chrome on Android
    "Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 "
    "Chrome/121.0.0.0 Mobile Safari/537.36": "blink",  # Samsung Internet
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile "
    "Safari/537.36 EdgA/126.0.2592.61": "blink",  # Edge on Android
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 "
    "Safari/537.36": "blink",  # Chrome on a Mac
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 "
    "Safari/537.36": "blink",  # the tests' Chromium
    "Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0": "gecko",  # Firefox on Android
    "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0": "gecko",  # Firefox on Linux
    "": "blink",  # says nothing: the muted clip
}
IPHONE = next(iter(ENGINES))
