"""Services between the Discord interface and the store: tables, timers, history, settings."""
