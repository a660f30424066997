-- Recording a move is one INSERT into the view "moves" (one statement, so atomic, and one call
-- to the database thread): the trigger checks the expected version, advances the game to the
-- new snapshot, appends the action to the log, and, when a player acted, ends their seat's run
-- of timer expiries. (Trigger bodies are on one line: migrations are split at ";" + newline.)
CREATE VIEW moves AS SELECT a.game_id, a.n, a.seat, a.action, a.created_at, a.actor, g.state, g.stamps, g.status FROM actions a JOIN games g ON g.id = a.game_id;
CREATE TRIGGER moves_record INSTEAD OF INSERT ON moves BEGIN SELECT RAISE(ABORT, 'version conflict') WHERE NOT EXISTS (SELECT 1 FROM games WHERE id = NEW.game_id AND version = NEW.n - 1 AND status = 'active'); UPDATE games SET version = NEW.n, state = NEW.state, stamps = NEW.stamps, status = NEW.status, updated_at = NEW.created_at WHERE id = NEW.game_id; INSERT INTO actions (game_id, n, seat, action, created_at, actor) VALUES (NEW.game_id, NEW.n, NEW.seat, NEW.action, NEW.created_at, NEW.actor); UPDATE seats SET expiries = 0 WHERE NEW.actor = 'player' AND game_id = NEW.game_id AND seat = NEW.seat; END;
