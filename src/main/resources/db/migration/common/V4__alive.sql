-- Downtime is not charged (docs/server.md, Clocks). Each server notes every second that it is
-- alive, under the name it goes by in the club's notices; clock_server names the server that
-- last started a game's running clock. When a server is found dead (its row older than a few
-- seconds, or left behind by a crash of the only server), the clocks it ran are stopped at its
-- last moment known alive, as a clean stop would have paused them, and its row is removed.
CREATE TABLE servers (
    origin VARCHAR(20) PRIMARY KEY,
    alive_ms BIGINT NOT NULL
);
ALTER TABLE games ADD COLUMN clock_server VARCHAR(20);
