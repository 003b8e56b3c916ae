-- Ratings by Glicko-2 (janggi.store.Glicko2): every player starts at 1500, deviation 350,
-- volatility 0.06; rated_games counts the rated games behind the rating.
ALTER TABLE players ADD COLUMN rating DOUBLE PRECISION DEFAULT 1500 NOT NULL;
ALTER TABLE players ADD COLUMN deviation DOUBLE PRECISION DEFAULT 350 NOT NULL;
ALTER TABLE players ADD COLUMN volatility DOUBLE PRECISION DEFAULT 0.06 NOT NULL;
ALTER TABLE players ADD COLUMN rated_games INTEGER DEFAULT 0 NOT NULL;
CREATE INDEX players_by_rating ON players (rated_games, rating);

-- Whether the game counts for the ratings (two keys, a clock, not opened as casual), and how
-- much each player's rating moved when it ended; null until then, and for unrated games.
ALTER TABLE games ADD COLUMN rated BOOLEAN DEFAULT FALSE NOT NULL;
ALTER TABLE games ADD COLUMN cho_rating_change DOUBLE PRECISION;
ALTER TABLE games ADD COLUMN han_rating_change DOUBLE PRECISION;
