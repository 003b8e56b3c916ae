-- Puzzle ratings (docs/learn.md): each player's Glicko-2 rating from the puzzles they solve
-- (janggi.store.Glicko2.afterPuzzle), apart from the game rating; tries counts the rated tries.
-- A row is made at a player's first rated try.
CREATE TABLE puzzle_ratings (
    player VARCHAR(100) PRIMARY KEY REFERENCES players (fingerprint),
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    tries INTEGER NOT NULL
);
CREATE INDEX puzzle_ratings_by_rating ON puzzle_ratings (rating);

-- Each player's first try of each puzzle (by the puzzle's id), the only one rated: whether it
-- was solved, and how far it moved the rating.
CREATE TABLE puzzle_tries (
    player VARCHAR(100) NOT NULL REFERENCES players (fingerprint),
    puzzle VARCHAR(20) NOT NULL,
    solved BOOLEAN NOT NULL,
    rating_change DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (player, puzzle)
);
