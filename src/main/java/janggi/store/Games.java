package janggi.store;

import janggi.core.GameResult;
import janggi.core.Side;
import janggi.store.StoredGame.Ending;
import janggi.store.StoredGame.Status;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The games table and its moves. */
public final class Games {
    private static final String SELECT = "SELECT g.code, g.rules, g.setup, g.clock, g.cho_player, c.name,"
            + " g.han_player, h.name, g.computer_level, g.status, g.result, g.termination, g.plies,"
            + " g.created_at, g.updated_at, g.rated, g.cho_rating_change, g.han_rating_change, g.clock_started_ms,"
            + " g.clock_used_ms FROM games g"
            + " LEFT JOIN players c ON c.fingerprint = g.cho_player"
            + " LEFT JOIN players h ON h.fingerprint = g.han_player";

    private final Store store;

    Games(Store store) {
        this.store = store;
    }

    /**
     * Stores a new game with the players seated; it is open while a seat is free and not the
     * computer's.
     *
     * @param rated whether its result moves the players' ratings
     * @return false when the code is taken already
     */
    public boolean create(
            String code,
            String rules,
            String setup,
            String clock,
            Player cho,
            Player han,
            Integer computerLevel,
            boolean rated) {
        Status status = (cho != null && han != null) || computerLevel != null ? Status.PLAYING : Status.OPEN;
        Object now = store.now();
        try {
            store.write(c -> {
                try (PreparedStatement s = c.prepareStatement("INSERT INTO games (code, rules, setup, clock,"
                        + " cho_player, han_player, computer_level, status, plies, created_at, updated_at, rated)"
                        + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)")) {
                    s.setString(1, code);
                    s.setString(2, rules);
                    s.setString(3, setup);
                    s.setString(4, clock);
                    s.setString(5, cho == null ? null : cho.fingerprint());
                    s.setString(6, han == null ? null : han.fingerprint());
                    if (computerLevel == null) {
                        s.setNull(7, Types.INTEGER);
                    } else {
                        s.setInt(7, computerLevel);
                    }
                    s.setString(8, status.name());
                    s.setObject(9, now);
                    s.setObject(10, now);
                    s.setBoolean(11, rated && computerLevel == null);
                    return s.executeUpdate();
                }
            });
            return true;
        } catch (StoreException e) {
            if (Store.uniqueViolation(e)) {
                return false;
            }
            throw e;
        }
    }

    /**
     * Seats {@code player} on the free seat of an open game, which then begins.
     *
     * @return false when the seat is taken or the game not open (someone else was quicker)
     */
    public boolean sit(String code, Side side, Player player) {
        String seat = side == Side.CHO ? "cho_player" : "han_player";
        return store.write(c -> {
            try (PreparedStatement s =
                    c.prepareStatement("UPDATE games SET " + seat + " = ?, status = ?, updated_at = ?"
                            + " WHERE code = ? AND " + seat + " IS NULL AND status = ? AND computer_level IS NULL")) {
                s.setString(1, player.fingerprint());
                s.setString(2, Status.PLAYING.name());
                s.setObject(3, store.now());
                s.setString(4, code);
                s.setString(5, Status.OPEN.name());
                if (s.executeUpdate() != 1) {
                    return false;
                }
            }
            store.changed(c, code);
            return true;
        });
    }

    public Optional<StoredGame> find(String code) {
        return store.run(c -> {
            try (PreparedStatement s = c.prepareStatement(SELECT + " WHERE g.code = ?")) {
                s.setString(1, code);
                List<StoredGame> found = list(s);
                return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
            }
        });
    }

    /** The games with this status, the most recently changed first, at most {@code limit}. */
    public List<StoredGame> withStatus(Status status, int limit) {
        return store.run(c -> {
            try (PreparedStatement s =
                    c.prepareStatement(SELECT + " WHERE g.status = ? ORDER BY g.updated_at DESC, g.code")) {
                s.setString(1, status.name());
                s.setMaxRows(limit);
                return list(s);
            }
        });
    }

    /** The games {@code fingerprint} sits in, the most recently changed first, at most {@code limit}. */
    public List<StoredGame> of(String fingerprint, int limit) {
        return of(fingerprint, 0, limit);
    }

    /**
     * The open games, the most recently changed first, at most {@code perPlayer} of each waiting
     * player's and {@code limit} in all, so that nobody's open games bury everyone else's.
     */
    public List<StoredGame> openFairly(int perPlayer, int limit) {
        return store.run(c -> {
            try (PreparedStatement s = c.prepareStatement(SELECT.replace(
                            "FROM games g",
                            "FROM (SELECT o.*, ROW_NUMBER() OVER (PARTITION BY COALESCE(o.cho_player, o.han_player)"
                                    + " ORDER BY o.updated_at DESC, o.code) AS nth FROM games o WHERE o.status = ?) g")
                    + " WHERE g.nth <= ? ORDER BY g.updated_at DESC, g.code")) {
                s.setString(1, Status.OPEN.name());
                s.setInt(2, perPlayer);
                s.setMaxRows(limit);
                return list(s);
            }
        });
    }

    /** How many open games {@code fingerprint} waits at for an opponent. */
    public int openCount(String fingerprint) {
        return count("status = '" + Status.OPEN.name() + "' AND (cho_player = ? OR han_player = ?)", fingerprint);
    }

    /** How many games {@code fingerprint} sits in, open, in progress or finished. */
    public int countOf(String fingerprint) {
        return count("cho_player = ? OR han_player = ?", fingerprint);
    }

    private int count(String where, String fingerprint) {
        return store.run(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT COUNT(*) FROM games WHERE " + where)) {
                s.setString(1, fingerprint);
                s.setString(2, fingerprint);
                try (ResultSet r = s.executeQuery()) {
                    r.next();
                    return r.getInt(1);
                }
            }
        });
    }

    /** The games {@code fingerprint} sits in, the most recently changed first, {@code limit} of them after the first {@code skip}. */
    public List<StoredGame> of(String fingerprint, int skip, int limit) {
        return store.run(c -> {
            try (PreparedStatement s = c.prepareStatement(
                    SELECT
                            + " WHERE g.cho_player = ? OR g.han_player = ? ORDER BY g.updated_at DESC, g.code LIMIT ? OFFSET ?")) {
                s.setString(1, fingerprint);
                s.setString(2, fingerprint);
                s.setInt(3, limit);
                s.setInt(4, skip);
                return list(s);
            }
        });
    }

    public List<StoredMove> moves(String code) {
        return movesFrom(code, 0);
    }

    /** The moves of a game from ply {@code from} on: what a server that has the others missed. */
    public List<StoredMove> movesFrom(String code, int from) {
        return store.run(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT ply, move, notation, cho_clock_ms, cho_periods,"
                    + " han_clock_ms, han_periods FROM moves WHERE game_code = ? AND ply >= ? ORDER BY ply")) {
                s.setString(1, code);
                s.setInt(2, from);
                List<StoredMove> moves = new ArrayList<>();
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        Long cho = longOrNull(r, 4);
                        StoredMove.Clocks clocks =
                                cho == null ? null : new StoredMove.Clocks(cho, r.getInt(5), r.getLong(6), r.getInt(7));
                        moves.add(new StoredMove(r.getInt(1), r.getInt(2), r.getString(3), clocks));
                    }
                }
                return moves;
            }
        });
    }

    /**
     * Stores a move of a game in play, with the ending it brings if any, in one transaction
     * that claims the turn: the move is stored only if the game still has exactly
     * {@code move.ply()} moves. An ending moves the ratings of a rated game in the same
     * transaction.
     *
     * @param clockStartedMs when the next side's clock started (the moment the move was made),
     *     or null when no clock runs after the move
     * @return false when the turn was taken already or the game is not in play
     */
    public boolean addMove(String code, StoredMove move, Ending ending, Long clockStartedMs) {
        return store.write(c -> {
            if (!advance(c, code, move.ply(), ending, clockStartedMs, store.origin())) {
                return false;
            }
            StoredMove.Clocks clocks = move.clocks();
            try (PreparedStatement s = c.prepareStatement("INSERT INTO moves (game_code, ply, move, notation,"
                    + " cho_clock_ms, cho_periods, han_clock_ms, han_periods, played_at)"
                    + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                s.setString(1, code);
                s.setInt(2, move.ply());
                s.setInt(3, move.move());
                s.setString(4, move.notation());
                s.setObject(5, clocks == null ? null : clocks.choMs(), Types.BIGINT);
                s.setObject(6, clocks == null ? null : clocks.choPeriods(), Types.INTEGER);
                s.setObject(7, clocks == null ? null : clocks.hanMs(), Types.BIGINT);
                s.setObject(8, clocks == null ? null : clocks.hanPeriods(), Types.INTEGER);
                s.setObject(9, store.now());
                s.executeUpdate();
            }
            if (ending != null) {
                Ratings.settle(store, c, code, ending.outcome());
            }
            store.changed(c, code);
            return true;
        });
    }

    /**
     * Ends a game in play without a move (a resignation, an agreed draw), after {@code plies}
     * moves, and rates it if it is rated, in one transaction.
     *
     * @return false when the game has moved on or is not in play
     */
    public boolean finish(String code, int plies, Ending ending) {
        return store.write(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE games SET status = ?, result = ?, termination = ?,"
                    + " updated_at = ?, clock_started_ms = NULL WHERE code = ? AND plies = ? AND status = ?")) {
                s.setString(1, Status.FINISHED.name());
                s.setString(2, ending.outcome().name());
                s.setString(3, ending.termination().name());
                s.setObject(4, store.now());
                s.setString(5, code);
                s.setInt(6, plies);
                s.setString(7, Status.PLAYING.name());
                if (s.executeUpdate() != 1) {
                    return false;
                }
            }
            Ratings.settle(store, c, code, ending.outcome());
            store.changed(c, code);
            return true;
        });
    }

    /**
     * Starts the clock of the side to move of a game in play whose clock stands: at its first
     * move, or after a stopped server paused it. Claimed like a move: when several servers try,
     * the first one's time stands.
     *
     * @return false when the clock runs already, or the game has moved on or is not in play
     */
    public boolean startClock(String code, int plies, long startedMs) {
        return clock(
                code,
                plies,
                "UPDATE games SET clock_started_ms = ?, clock_server = ? WHERE code = ? AND plies = ? AND status = ?"
                        + " AND clock_started_ms IS NULL AND clock IS NOT NULL",
                startedMs);
    }

    /**
     * Stops the running clock of a game in play, keeping the time its move in progress has
     * taken, {@code usedMs}, for when it starts again: a stopping server's games wait for it.
     *
     * @return false when no clock runs, or the game has moved on or is not in play
     */
    public boolean pauseClock(String code, int plies, long usedMs) {
        return clock(
                code,
                plies,
                "UPDATE games SET clock_used_ms = ?, clock_started_ms = NULL, clock_server = ? WHERE code = ?"
                        + " AND plies = ? AND status = ? AND clock_started_ms IS NOT NULL",
                usedMs);
    }

    private boolean clock(String code, int plies, String sql, long ms) {
        return store.write(c -> {
            try (PreparedStatement s = c.prepareStatement(sql)) {
                s.setLong(1, ms);
                s.setString(2, store.origin());
                s.setString(3, code);
                s.setInt(4, plies);
                s.setString(5, Status.PLAYING.name());
                if (s.executeUpdate() != 1) {
                    return false;
                }
            }
            store.changed(c, code);
            return true;
        });
    }

    /** Counts the move in the game's row, finishing the game if the move ends it; false if the turn is gone. */
    private boolean advance(Connection c, String code, int ply, Ending ending, Long clockStartedMs, String server)
            throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE games SET plies = ?, status = ?, result = ?,"
                + " termination = ?, updated_at = ?, clock_started_ms = ?, clock_used_ms = 0, clock_server = ?"
                + " WHERE code = ? AND plies = ? AND status = ?")) {
            s.setInt(1, ply + 1);
            s.setString(2, (ending == null ? Status.PLAYING : Status.FINISHED).name());
            s.setString(3, ending == null ? null : ending.outcome().name());
            s.setString(4, ending == null ? null : ending.termination().name());
            s.setObject(5, store.now());
            s.setObject(6, ending == null ? clockStartedMs : null, Types.BIGINT);
            s.setString(7, server);
            s.setString(8, code);
            s.setInt(9, ply);
            s.setString(10, Status.PLAYING.name());
            return s.executeUpdate() == 1;
        }
    }

    private List<StoredGame> list(PreparedStatement s) throws SQLException {
        List<StoredGame> games = new ArrayList<>();
        try (ResultSet r = s.executeQuery()) {
            while (r.next()) {
                games.add(game(r));
            }
        }
        return games;
    }

    private StoredGame game(ResultSet r) throws SQLException {
        String result = r.getString(11);
        return new StoredGame(
                r.getString(1),
                r.getString(2),
                r.getString(3),
                r.getString(4),
                player(r.getString(5), r.getString(6)),
                player(r.getString(7), r.getString(8)),
                intOrNull(r, 9),
                Status.valueOf(r.getString(10)),
                result == null
                        ? null
                        : new Ending(
                                GameResult.Outcome.valueOf(result), GameResult.Termination.valueOf(r.getString(12))),
                r.getInt(13),
                store.instant(r, 14),
                store.instant(r, 15),
                r.getBoolean(16),
                doubleOrNull(r, 17),
                doubleOrNull(r, 18),
                longOrNull(r, 19),
                r.getLong(20));
    }

    /** A column that may be null, read the same way in the three databases (SQLite's driver converts no null). */
    private static Integer intOrNull(ResultSet r, int column) throws SQLException {
        int value = r.getInt(column);
        return r.wasNull() ? null : value;
    }

    private static Long longOrNull(ResultSet r, int column) throws SQLException {
        long value = r.getLong(column);
        return r.wasNull() ? null : value;
    }

    private static Double doubleOrNull(ResultSet r, int column) throws SQLException {
        double value = r.getDouble(column);
        return r.wasNull() ? null : value;
    }

    private static Player player(String fingerprint, String name) {
        return fingerprint == null ? null : new Player(fingerprint, name);
    }
}
