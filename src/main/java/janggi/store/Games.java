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
            + " g.clock_used_ms, g.setup_asks, g.phase_ms, g.draw_offer, g.takeback_offer, g.rematch_offer,"
            + " g.rematch, g.clocks_now, rc.rating_after, rc.deviation_after, rh.rating_after, rh.deviation_after"
            + " FROM games g"
            + " LEFT JOIN players c ON c.fingerprint = g.cho_player"
            + " LEFT JOIN players h ON h.fingerprint = g.han_player"
            + " LEFT JOIN rated_games rc ON rc.game_code = g.code AND rc.player = g.cho_player"
            + " LEFT JOIN rated_games rh ON rh.game_code = g.code AND rh.player = g.han_player";

    private final Store store;

    Games(Store store) {
        this.store = store;
    }

    /**
     * A game to store.
     *
     * @param setup the setups as a record's Setup tag holds them ({@code NBBN/BNNB}), or the
     *     placeholder of choices not made yet
     * @param rated whether its result moves the players' ratings (never against the computer)
     * @param setupAsks the side whose setup is asked first when the game begins in play, or null
     * @param phaseMs when it was asked, for a game that begins in play
     */
    public record NewGame(
            String code,
            String rules,
            String setup,
            String clock,
            Player cho,
            Player han,
            Integer computerLevel,
            boolean rated,
            Side setupAsks,
            Long phaseMs) {}

    /**
     * Stores a new game with the players seated, nobody asked for a setup; it is open while a
     * seat is free and not the computer's.
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
        return create(new NewGame(code, rules, setup, clock, cho, han, computerLevel, rated, null, null));
    }

    /**
     * Stores a new game; it is open while a seat is free and not the computer's, and only a game
     * that begins in play asks for a setup.
     *
     * @return false when the code is taken already
     */
    public boolean create(NewGame g) {
        try {
            store.write(c -> insert(c, g));
            return true;
        } catch (StoreException e) {
            if (Store.uniqueViolation(e)) {
                return false;
            }
            throw e;
        }
    }

    private int insert(Connection c, NewGame g) throws SQLException {
        Status status =
                (g.cho() != null && g.han() != null) || g.computerLevel() != null ? Status.PLAYING : Status.OPEN;
        Object now = store.now();
        try (PreparedStatement s = c.prepareStatement("INSERT INTO games (code, rules, setup, clock,"
                + " cho_player, han_player, computer_level, status, plies, created_at, updated_at, rated,"
                + " setup_asks, phase_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)")) {
            s.setString(1, g.code());
            s.setString(2, g.rules());
            s.setString(3, g.setup());
            s.setString(4, g.clock());
            s.setString(5, g.cho() == null ? null : g.cho().fingerprint());
            s.setString(6, g.han() == null ? null : g.han().fingerprint());
            s.setObject(7, g.computerLevel(), Types.INTEGER);
            s.setString(8, status.name());
            s.setObject(9, now);
            s.setObject(10, now);
            s.setBoolean(11, g.rated() && g.computerLevel() == null);
            boolean playing = status == Status.PLAYING;
            s.setString(12, playing && g.setupAsks() != null ? g.setupAsks().name() : null);
            // An open game keeps when it opened: how long its player has waited (Pools).
            s.setObject(13, g.phaseMs(), Types.BIGINT);
            return s.executeUpdate();
        }
    }

    /**
     * Seats {@code player} on the free seat of an open game, which then begins.
     *
     * @return false when the seat is taken or the game not open (someone else was quicker)
     */
    public boolean sit(String code, Side side, Player player) {
        return sit(code, side, player, null, null);
    }

    /**
     * Seats {@code player} on the free seat of an open game, which then begins: with {@code
     * asks}'s setup asked from {@code phaseMs}, in the same transaction, or with nobody asked.
     *
     * @return false when the seat is taken or the game not open (someone else was quicker)
     */
    public boolean sit(String code, Side side, Player player, Side asks, Long phaseMs) {
        return store.write(c -> {
            if (!seat(c, code, side, player, asks, phaseMs)) {
                return false;
            }
            store.changed(c, code);
            return true;
        });
    }

    /** Seats {@code player} as {@link #sit} does, in the transaction of {@code c}; false when the seat is not free. */
    private boolean seat(Connection c, String code, Side side, Player player, Side asks, Long phaseMs)
            throws SQLException {
        String seat = side == Side.CHO ? "cho_player" : "han_player";
        try (PreparedStatement s = c.prepareStatement("UPDATE games SET " + seat + " = ?, status = ?,"
                + " updated_at = ?, setup_asks = ?, phase_ms = ?"
                + " WHERE code = ? AND " + seat + " IS NULL AND status = ? AND computer_level IS NULL")) {
            s.setString(1, player.fingerprint());
            s.setString(2, Status.PLAYING.name());
            s.setObject(3, store.now());
            s.setString(4, asks == null ? null : asks.name());
            s.setObject(5, phaseMs, Types.BIGINT);
            s.setString(6, code);
            s.setString(7, Status.OPEN.name());
            return s.executeUpdate() == 1;
        }
    }

    /**
     * Pairs two players waiting at open games: the player of {@code from} takes the free
     * {@code side} of {@code into}, which begins as {@link #sit} begins it, and {@code from} is
     * withdrawn (aborted, never begun) with {@code into} as the game its player moved on to, in
     * its {@code rematch} column; in one transaction.
     *
     * @return false, with nothing changed, when either game is no longer open
     */
    public boolean pairInto(String from, String into, Side side, Player player, Side asks, long phaseMs) {
        return store.write(c -> {
            try (PreparedStatement s = c.prepareStatement(
                    "UPDATE games SET status = ?, rematch = ?, updated_at = ? WHERE code = ? AND status = ?")) {
                s.setString(1, Status.ABORTED.name());
                s.setString(2, into);
                s.setObject(3, store.now());
                s.setString(4, from);
                s.setString(5, Status.OPEN.name());
                if (s.executeUpdate() != 1) {
                    return false;
                }
            }
            if (!seat(c, into, side, player, asks, phaseMs)) {
                c.rollback();
                return false;
            }
            store.changed(c, from);
            store.changed(c, into);
            return true;
        });
    }

    /**
     * Stores {@code side}'s setup, the one asked now: the game's setups become {@code setups},
     * and {@code next} is asked from {@code phaseMs} (or, when null, play begins then). Claimed
     * like a move: when two servers try, the first one's choice stands.
     *
     * @return false when {@code side} is not asked (any more), or the game is not in play
     */
    public boolean chooseSetup(String code, Side side, String setups, Side next, long phaseMs) {
        return store.write(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE games SET setup = ?, setup_asks = ?, phase_ms = ?,"
                    + " updated_at = ? WHERE code = ? AND setup_asks = ? AND status = ? AND plies = 0")) {
                s.setString(1, setups);
                s.setString(2, next == null ? null : next.name());
                s.setLong(3, phaseMs);
                s.setObject(4, store.now());
                s.setString(5, code);
                s.setString(6, side.name());
                s.setString(7, Status.PLAYING.name());
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

    /**
     * Every game but one withdrawn from the pools before it began ({@link #pairInto}): aborted
     * with a seat still free. A player's games leave those out.
     */
    private static final String BEGUN = "NOT (status = '" + Status.ABORTED.name()
            + "' AND (cho_player IS NULL OR han_player IS NULL) AND computer_level IS NULL)";

    /** The games {@code fingerprint} sits in, the most recently changed first, at most {@code limit}; withdrawn ones left out. */
    public List<StoredGame> of(String fingerprint, int limit) {
        return of(fingerprint, 0, limit);
    }

    /** The games in play {@code fingerprint} sits in, the most recently changed first, at most {@code limit}. */
    public List<StoredGame> playingOf(String fingerprint, int limit) {
        return store.run(c -> {
            try (PreparedStatement s = c.prepareStatement(SELECT
                    + " WHERE g.status = ? AND (g.cho_player = ? OR g.han_player = ?)"
                    + " ORDER BY g.updated_at DESC, g.code")) {
                s.setString(1, Status.PLAYING.name());
                s.setString(2, fingerprint);
                s.setString(3, fingerprint);
                s.setMaxRows(limit);
                return list(s);
            }
        });
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
        return count("(cho_player = ? OR han_player = ?) AND " + BEGUN, fingerprint);
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
            try (PreparedStatement s = c.prepareStatement(SELECT
                    + " WHERE (g.cho_player = ? OR g.han_player = ?) AND " + BEGUN.replace("status", "g.status")
                    + " ORDER BY g.updated_at DESC, g.code LIMIT ? OFFSET ?")) {
                s.setString(1, fingerprint);
                s.setString(2, fingerprint);
                s.setInt(3, limit);
                s.setInt(4, skip);
                return list(s);
            }
        });
    }

    /** The moves of a game, in order. */
    public List<StoredMove> moves(String code) {
        return store.run(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT ply, move, notation, cho_clock_ms, cho_periods,"
                    + " han_clock_ms, han_periods FROM moves WHERE game_code = ? ORDER BY ply")) {
                s.setString(1, code);
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
            if (!advance(c, code, move.ply(), mover(move.ply()), ending, clockStartedMs, store.origin())) {
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
                    + " updated_at = ?, clock_started_ms = NULL, draw_offer = NULL, takeback_offer = NULL"
                    + " WHERE code = ? AND plies = ? AND status = ?")) {
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
     * Stores {@code side}'s offer of {@code kind}: a draw or a takeback in a game in play after
     * {@code plies} moves, a rematch once the game is over and has none yet.
     *
     * @return false when the game has moved on, or is not where such an offer can stand
     */
    public boolean offer(String code, Offer kind, Side side, int plies) {
        String where = kind == Offer.REMATCH
                ? "status IN ('" + Status.FINISHED.name() + "', '" + Status.ABORTED.name() + "') AND rematch IS NULL"
                : "status = '" + Status.PLAYING.name() + "' AND setup_asks IS NULL";
        return update(
                code,
                "UPDATE games SET " + kind.column() + " = ? WHERE code = ? AND plies = ? AND " + where,
                side.name(),
                plies);
    }

    /**
     * Takes back {@code side}'s offer of {@code kind}: declined by its opponent.
     *
     * @return false when no such offer stands
     */
    public boolean withdraw(String code, Offer kind, Side side) {
        return store.write(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE games SET " + kind.column() + " = NULL"
                    + " WHERE code = ? AND " + kind.column() + " = ?")) {
                s.setString(1, code);
                s.setString(2, side.name());
                if (s.executeUpdate() != 1) {
                    return false;
                }
            }
            store.changed(c, code);
            return true;
        });
    }

    /**
     * Ends a game in play after {@code plies} moves, fewer than one of each side's, or withdraws
     * an open game nobody has joined, with no result and no rating change.
     *
     * @return false when the game has moved on, or is neither in play nor open
     */
    public boolean abort(String code, int plies) {
        return update(
                code,
                "UPDATE games SET status = ?, clock_started_ms = NULL, draw_offer = NULL, takeback_offer = NULL"
                        + " WHERE code = ? AND plies = ? AND plies < 2 AND status IN ('" + Status.PLAYING.name()
                        + "', '" + Status.OPEN.name() + "')",
                Status.ABORTED.name(),
                plies);
    }

    /**
     * Takes back the moves of a game in play from {@code to} on, as {@code asker} asked: its
     * request must stand, with the game at {@code plies} moves. The clocks stand as {@code now}
     * gives them, no time given back; the next side's runs from {@code clockStartedMs} (null
     * without a clock).
     *
     * @return false when the request no longer stands or the game has moved on
     */
    public boolean takeBack(String code, int plies, int to, Side asker, StoredMove.Clocks now, Long clockStartedMs) {
        return store.write(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE games SET plies = ?, takeback_offer = NULL,"
                    + " draw_offer = NULL, clocks_now = ?, clock_started_ms = ?, clock_used_ms = 0, clock_server = ?,"
                    + " updated_at = ? WHERE code = ? AND plies = ? AND status = ? AND takeback_offer = ?")) {
                s.setInt(1, to);
                s.setString(
                        2,
                        now == null
                                ? null
                                : to + " " + now.choMs() + " " + now.choPeriods() + " " + now.hanMs() + " "
                                        + now.hanPeriods());
                s.setObject(3, clockStartedMs, Types.BIGINT);
                s.setString(4, store.origin());
                s.setObject(5, store.now());
                s.setString(6, code);
                s.setInt(7, plies);
                s.setString(8, Status.PLAYING.name());
                s.setString(9, asker.name());
                if (s.executeUpdate() != 1) {
                    return false;
                }
            }
            try (PreparedStatement s = c.prepareStatement("DELETE FROM moves WHERE game_code = ? AND ply >= ?")) {
                s.setString(1, code);
                s.setInt(2, to);
                s.executeUpdate();
            }
            store.changed(c, code);
            return true;
        });
    }

    /**
     * Stores {@code next} as the rematch of the game {@code code}, which is over and has none
     * yet, in one transaction: the first of two servers to try makes it.
     *
     * @return false when the game has a rematch already, or {@code next}'s code is taken
     */
    public boolean rematch(String code, NewGame next) {
        try {
            return store.write(c -> {
                try (PreparedStatement s = c.prepareStatement("UPDATE games SET rematch = ?, rematch_offer = NULL"
                        + " WHERE code = ? AND rematch IS NULL AND status IN (?, ?)")) {
                    s.setString(1, next.code());
                    s.setString(2, code);
                    s.setString(3, Status.FINISHED.name());
                    s.setString(4, Status.ABORTED.name());
                    if (s.executeUpdate() != 1) {
                        return false;
                    }
                }
                insert(c, next);
                store.changed(c, code);
                return true;
            });
        } catch (StoreException e) {
            if (Store.uniqueViolation(e)) {
                return false;
            }
            throw e;
        }
    }

    /** An update of one game's row with a text and the plies it must have; announced when it is made. */
    private boolean update(String code, String sql, String text, int plies) {
        return store.write(c -> {
            try (PreparedStatement s = c.prepareStatement(sql)) {
                s.setString(1, text);
                s.setString(2, code);
                s.setInt(3, plies);
                if (s.executeUpdate() != 1) {
                    return false;
                }
            }
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
    private boolean advance(
            Connection c, String code, int ply, Side mover, Ending ending, Long clockStartedMs, String server)
            throws SQLException {
        // A draw offered by the mover stands; one offered by the other side lapses, as any takeback asked.
        try (PreparedStatement s = c.prepareStatement("UPDATE games SET plies = ?, status = ?, result = ?,"
                + " termination = ?, updated_at = ?, clock_started_ms = ?, clock_used_ms = 0, clock_server = ?,"
                + " draw_offer = CASE WHEN draw_offer = ? THEN draw_offer END, takeback_offer = NULL"
                + " WHERE code = ? AND plies = ? AND status = ?")) {
            s.setInt(1, ply + 1);
            s.setString(2, (ending == null ? Status.PLAYING : Status.FINISHED).name());
            s.setString(3, ending == null ? null : ending.outcome().name());
            s.setString(4, ending == null ? null : ending.termination().name());
            s.setObject(5, store.now());
            s.setObject(6, ending == null ? clockStartedMs : null, Types.BIGINT);
            s.setString(7, server);
            s.setString(8, mover.name());
            s.setString(9, code);
            s.setInt(10, ply);
            s.setString(11, Status.PLAYING.name());
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
                r.getLong(20),
                side(r.getString(21)),
                longOrNull(r, 22),
                side(r.getString(23)),
                side(r.getString(24)),
                side(r.getString(25)),
                r.getString(26),
                clocksNow(r.getString(27)),
                rated(r, 28),
                rated(r, 30));
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

    /** A player's rating after a rated game, from columns {@code column} and the next; null for none. */
    private static Glicko2.Rating rated(ResultSet r, int column) throws SQLException {
        Double rating = doubleOrNull(r, column);
        return rating == null ? null : new Glicko2.Rating(rating, r.getDouble(column + 1), 0);
    }

    /** The side that makes move {@code ply}: a club's game begins from the setups, Cho first. */
    static Side mover(int ply) {
        return ply % 2 == 0 ? Side.CHO : Side.HAN;
    }

    /** The clocks a takeback left, as {@code clocks_now} keeps them: {@code PLY CHO_MS CHO_PERIODS HAN_MS HAN_PERIODS}. */
    private static StoredGame.ClocksNow clocksNow(String text) {
        if (text == null) {
            return null;
        }
        String[] w = text.split(" ");
        return new StoredGame.ClocksNow(
                Integer.parseInt(w[0]),
                new StoredMove.Clocks(
                        Long.parseLong(w[1]), Integer.parseInt(w[2]), Long.parseLong(w[3]), Integer.parseInt(w[4])));
    }

    private static Side side(String name) {
        return name == null ? null : Side.valueOf(name);
    }

    private static Player player(String fingerprint, String name) {
        return fingerprint == null ? null : new Player(fingerprint, name);
    }
}
