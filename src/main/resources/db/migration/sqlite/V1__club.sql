-- The club's first schema on SQLite, the embedded database: ../standard/V1__club.sql in
-- SQLite's words. A time is TEXT, written by janggi.store.Store.time() in one fixed-width UTC
-- form, so that it sorts as it reads; an identity column is an INTEGER PRIMARY KEY.

-- A player is a key: its fingerprint, and the name it claimed on first use (name_key is the
-- name in lower case, so that Alice and alice cannot both be taken).
CREATE TABLE players (
    fingerprint VARCHAR(100) PRIMARY KEY,
    name VARCHAR(40) NOT NULL,
    name_key VARCHAR(40) NOT NULL UNIQUE,
    settings VARCHAR(2000) NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    seen_at TEXT NOT NULL
);

-- A game, known by its code. An empty seat is either free (status OPEN) or the computer's
-- (computer_level set). plies counts the stored moves: a move is accepted only for the ply
-- it claims, so two servers can never both store a move for one turn.
CREATE TABLE games (
    code VARCHAR(12) PRIMARY KEY,
    rules VARCHAR(20) NOT NULL,
    setup VARCHAR(20) NOT NULL,
    clock VARCHAR(40),
    cho_player VARCHAR(100) REFERENCES players (fingerprint),
    han_player VARCHAR(100) REFERENCES players (fingerprint),
    computer_level INTEGER,
    status VARCHAR(10) NOT NULL,
    result VARCHAR(10),
    termination VARCHAR(30),
    plies INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX games_by_status ON games (status);

-- Every move, as our int encoding (janggi.core.Move) and as display notation for people
-- reading the table; the clocks after the move, when the game has a clock.
CREATE TABLE moves (
    game_code VARCHAR(12) NOT NULL REFERENCES games (code),
    ply INTEGER NOT NULL,
    move INTEGER NOT NULL,
    notation VARCHAR(16) NOT NULL,
    cho_clock_ms BIGINT,
    han_clock_ms BIGINT,
    played_at TEXT NOT NULL,
    PRIMARY KEY (game_code, ply)
);

-- What was said in a game, already sanitised; player is null for a guest.
CREATE TABLE chat (
    id INTEGER PRIMARY KEY,
    game_code VARCHAR(12) NOT NULL REFERENCES games (code),
    player VARCHAR(100) REFERENCES players (fingerprint),
    name VARCHAR(40) NOT NULL,
    said_at TEXT NOT NULL,
    text VARCHAR(500) NOT NULL
);
CREATE INDEX chat_by_game ON chat (game_code, id);
