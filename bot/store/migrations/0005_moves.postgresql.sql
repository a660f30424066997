-- PostgreSQL's form of 0005_moves.sql (same view, same behaviour): the INSTEAD OF trigger is a
-- PL/pgSQL function. The version check is the UPDATE's own condition, so a writer that waited
-- for another one on the game's row re-checks the new version and finds the conflict.
CREATE VIEW moves AS SELECT a.game_id, a.n, a.seat, a.action, a.created_at, a.actor, g.state, g.stamps, g.status FROM actions a JOIN games g ON g.id = a.game_id;

CREATE FUNCTION moves_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE games SET version = NEW.n, state = NEW.state, stamps = NEW.stamps,
            status = NEW.status, updated_at = NEW.created_at
        WHERE id = NEW.game_id AND version = NEW.n - 1 AND status = 'active';
    IF NOT FOUND THEN
        RAISE EXCEPTION 'version conflict';
    END IF;
    INSERT INTO actions (game_id, n, seat, action, created_at, actor)
        VALUES (NEW.game_id, NEW.n, NEW.seat, NEW.action, NEW.created_at, NEW.actor);
    IF NEW.actor = 'player' THEN
        UPDATE seats SET expiries = 0 WHERE game_id = NEW.game_id AND seat = NEW.seat;
    END IF;
    RETURN NEW;
END;
$$;

CREATE TRIGGER moves_record INSTEAD OF INSERT ON moves FOR EACH ROW EXECUTE FUNCTION moves_record();
