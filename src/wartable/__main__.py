"""``python -m wartable`` runs the command line."""

from wartable.cli.app import main

main()
