-- Rating periods of a day (docs/server.md, Ratings). Glicko-2 rates the games of a period
-- together, each against the opponent's rating as the opponent's own period began; the rating
-- shown after each game is the period's so far. A player's period_* columns hold the rating as
-- their current period (period_day, in days since 1970, UTC) began; null before their first.
ALTER TABLE players ADD COLUMN period_day INTEGER;
ALTER TABLE players ADD COLUMN period_rating DOUBLE PRECISION;
ALTER TABLE players ADD COLUMN period_deviation DOUBLE PRECISION;
ALTER TABLE players ADD COLUMN period_volatility DOUBLE PRECISION;
-- One row per player of each rated game: the period it counts in, what the opponent counted as,
-- the player's score, and the player's rating and deviation once it was rated.
CREATE TABLE rated_games (
    game_code VARCHAR(12) NOT NULL REFERENCES games (code),
    player VARCHAR(100) NOT NULL REFERENCES players (fingerprint),
    period_day INTEGER NOT NULL,
    opponent_rating DOUBLE PRECISION NOT NULL,
    opponent_deviation DOUBLE PRECISION NOT NULL,
    score DOUBLE PRECISION NOT NULL,
    rating_after DOUBLE PRECISION NOT NULL,
    deviation_after DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_code, player)
);
CREATE INDEX rated_games_by_period ON rated_games (player, period_day);
