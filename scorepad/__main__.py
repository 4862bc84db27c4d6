from scorepad.cli import main

raise SystemExit(main())
