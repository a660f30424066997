-- PostgreSQL's form of 0019_moves_keep_seats.sql: a move rewrites its player's seat row only
-- when it ends a run of timer expiries. Otherwise as 0005's function.
CREATE OR REPLACE FUNCTION moves_record() RETURNS trigger LANGUAGE plpgsql AS $$
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
        UPDATE seats SET expiries = 0
            WHERE game_id = NEW.game_id AND seat = NEW.seat AND expiries <> 0;
    END IF;
    RETURN NEW;
END;
$$;
