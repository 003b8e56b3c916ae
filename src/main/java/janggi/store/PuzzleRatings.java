package janggi.store;

import janggi.store.Glicko2.Rating;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The players' puzzle ratings, apart from their game ratings: the club's leaderboard, each
 * player's rating and the puzzles they tried, and each first try rated in one transaction.
 */
public final class PuzzleRatings {
    /** A player's place on the leaderboard: their name, puzzle rating and rated tries. */
    public record Entry(String name, Rating rating, int tries) {}

    private final Store store;

    PuzzleRatings(Store store) {
        this.store = store;
    }

    /** The players with a rated try, the highest puzzle rating first. */
    public List<Entry> top(int limit) {
        return store.run(c -> {
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT p.name, r.rating, r.deviation, r.volatility, r.tries FROM puzzle_ratings r"
                            + " JOIN players p ON p.fingerprint = r.player ORDER BY r.rating DESC, p.name")) {
                s.setMaxRows(limit);
                List<Entry> entries = new ArrayList<>();
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        entries.add(entry(r));
                    }
                }
                return entries;
            }
        });
    }

    /** One player's puzzle rating; empty before their first rated try. */
    public Optional<Entry> of(String fingerprint) {
        return store.run(c -> {
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT p.name, r.rating, r.deviation, r.volatility, r.tries FROM puzzle_ratings r"
                            + " JOIN players p ON p.fingerprint = r.player WHERE r.player = ?")) {
                s.setString(1, fingerprint);
                try (ResultSet r = s.executeQuery()) {
                    return r.next() ? Optional.of(entry(r)) : Optional.empty();
                }
            }
        });
    }

    /** The ids of the puzzles the player has tried. */
    public Set<String> tried(String fingerprint) {
        return store.run(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT puzzle FROM puzzle_tries WHERE player = ?")) {
                s.setString(1, fingerprint);
                Set<String> ids = new LinkedHashSet<>();
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        ids.add(r.getString(1));
                    }
                }
                return ids;
            }
        });
    }

    /**
     * Rates the player's first try of a puzzle rated {@code puzzleRating}, in one transaction that
     * is durable when this returns: the try is kept and the rating moves. Empty when the player
     * has tried that puzzle already (from another connection, say): nothing changes then.
     *
     * @throws StoreException when it is not stored: nothing of it is to be shown
     */
    public Optional<Rating> rate(String fingerprint, String puzzle, double puzzleRating, boolean solved) {
        try {
            return rateOnce(fingerprint, puzzle, puzzleRating, solved);
        } catch (StoreException e) {
            if (Store.uniqueViolation(e)) {
                // Another connection of the player's rated a try at the same moment: this one is not rated.
                return Optional.empty();
            }
            throw e;
        }
    }

    private Optional<Rating> rateOnce(String fingerprint, String puzzle, double puzzleRating, boolean solved) {
        return store.write(c -> {
            try (PreparedStatement s =
                    c.prepareStatement("SELECT 1 FROM puzzle_tries WHERE player = ? AND puzzle = ?")) {
                s.setString(1, fingerprint);
                s.setString(2, puzzle);
                try (ResultSet r = s.executeQuery()) {
                    if (r.next()) {
                        return Optional.<Rating>empty();
                    }
                }
            }
            Optional<Rating> before = current(c, fingerprint);
            Rating after = Glicko2.afterPuzzle(before.orElse(Glicko2.FIRST), puzzleRating, solved);
            try (PreparedStatement s = c.prepareStatement(
                    "INSERT INTO puzzle_tries (player, puzzle, solved, rating_change) VALUES (?, ?, ?, ?)")) {
                s.setString(1, fingerprint);
                s.setString(2, puzzle);
                s.setBoolean(3, solved);
                s.setDouble(4, after.rating() - before.orElse(Glicko2.FIRST).rating());
                s.executeUpdate();
            }
            try (PreparedStatement s = c.prepareStatement(
                    before.isPresent()
                            ? "UPDATE puzzle_ratings SET rating = ?, deviation = ?, volatility = ?, tries = tries + 1"
                                    + " WHERE player = ?"
                            : "INSERT INTO puzzle_ratings (rating, deviation, volatility, tries, player)"
                                    + " VALUES (?, ?, ?, 1, ?)")) {
                s.setDouble(1, after.rating());
                s.setDouble(2, after.deviation());
                s.setDouble(3, after.volatility());
                s.setString(4, fingerprint);
                s.executeUpdate();
            }
            return Optional.of(after);
        });
    }

    /** The player's rating, its row locked for the transaction; empty before the first try. */
    private Optional<Rating> current(Connection c, String fingerprint) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "SELECT rating, deviation, volatility FROM puzzle_ratings WHERE player = ?" + store.forUpdate())) {
            s.setString(1, fingerprint);
            try (ResultSet r = s.executeQuery()) {
                return r.next()
                        ? Optional.of(new Rating(r.getDouble(1), r.getDouble(2), r.getDouble(3)))
                        : Optional.empty();
            }
        }
    }

    private static Entry entry(ResultSet r) throws SQLException {
        return new Entry(r.getString(1), new Rating(r.getDouble(2), r.getDouble(3), r.getDouble(4)), r.getInt(5));
    }
}
