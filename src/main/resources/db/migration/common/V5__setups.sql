-- The setup phase (docs/server.md, Setups): once a game between two seats begins, Han and then
-- Cho choose where their horses and elephants stand. setup_asks is the side asked now ('HAN' or
-- 'CHO'), null once both have chosen (or when nobody is asked: Korean Random Chess draws its
-- wings); games.setup holds the choices made so far, NBBN standing in for a choice not yet made.
-- phase_ms is when the side asked was asked, and once both have chosen, when play began: in
-- milliseconds since 1970 as the servers read the time, for the deadlines that run from then.
ALTER TABLE games ADD COLUMN setup_asks VARCHAR(3);
ALTER TABLE games ADD COLUMN phase_ms BIGINT;
