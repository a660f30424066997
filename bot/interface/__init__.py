"""The Discord interface: everything that imports discord (client, routing, boards, controls)."""
