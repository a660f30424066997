-- Computer levels (issue 25): each computer seat's level ('easy', 'normal' or 'hard', see
-- bot/ai/base.py SEAT_LEVELS); NULL for humans. A computer seat stored before levels existed
-- has none and plays Normal.
ALTER TABLE seats ADD COLUMN level TEXT;
