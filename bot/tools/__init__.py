"""Tools run from the command line: the demo, moving a store."""
