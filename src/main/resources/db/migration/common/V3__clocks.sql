-- Running clocks (docs/server.md, Clocks). Each move row keeps both clocks after it (the main
-- time, or under byoyomi the periods left as well); the game's row says when the clock of the
-- side to move last started, in milliseconds since 1970 as the servers read the time, and what
-- that move had taken before then (when a stopping server paused it). clock_started_ms is null
-- while no clock runs: the game not begun, over, without a clock, or paused by a stopped server.
ALTER TABLE games ADD COLUMN clock_started_ms BIGINT;
ALTER TABLE games ADD COLUMN clock_used_ms BIGINT DEFAULT 0 NOT NULL;
ALTER TABLE moves ADD COLUMN cho_periods INTEGER;
ALTER TABLE moves ADD COLUMN han_periods INTEGER;
