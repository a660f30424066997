-- A game's snapshot (2-4 KB of JSON, rewritten at every move) is compressed with lz4 instead of
-- pglz: the row's rewrite costs the server ~25 us less per move (issue 28; BENCHMARKS.md,
-- section 9, stop 44). Values already stored keep their compression until rewritten. A server
-- built without lz4 keeps pglz.
DO $$
BEGIN
    EXECUTE 'ALTER TABLE games ALTER COLUMN state SET COMPRESSION lz4';
EXCEPTION WHEN feature_not_supported THEN
    NULL;
END;
$$;
