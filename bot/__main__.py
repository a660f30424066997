"""``python -m bot``: run Ichiba (see :mod:`bot.cli`, or ``python -m bot --help``)."""

import sys

from bot.cli import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
