package janggi.store;

import janggi.core.GameResult;
import janggi.store.Glicko2.Rating;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The players' ratings: the club's table of the best, and each game's effect on its two players. */
public final class Ratings {
    /** A player's place in the table. */
    public record Entry(String name, Rating rating, int games) {}

    private final Store store;

    Ratings(Store store) {
        this.store = store;
    }

    /** The players with at least one rated game, the highest rating first. */
    public List<Entry> top(int limit) {
        return store.run(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT name, rating, deviation, volatility, rated_games"
                    + " FROM players WHERE rated_games > 0 ORDER BY rating DESC, name")) {
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

    /** One player's rating, a newcomer's before any rated game. */
    public Optional<Entry> of(String fingerprint) {
        return store.run(c -> {
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT name, rating, deviation, volatility, rated_games FROM players WHERE fingerprint = ?")) {
                s.setString(1, fingerprint);
                try (ResultSet r = s.executeQuery()) {
                    return r.next() ? Optional.of(entry(r)) : Optional.empty();
                }
            }
        });
    }

    private static Entry entry(ResultSet r) throws SQLException {
        return new Entry(r.getString(1), new Rating(r.getDouble(2), r.getDouble(3), r.getDouble(4)), r.getInt(5));
    }

    /**
     * Rates a game that has just ended with {@code outcome}, in the transaction that stores
     * its end, if it is a rated game: both ratings move, and the game keeps how far.
     */
    static void settle(Store store, Connection c, String code, GameResult.Outcome outcome) throws SQLException {
        String cho;
        String han;
        try (PreparedStatement s =
                c.prepareStatement("SELECT cho_player, han_player, rated FROM games WHERE code = ?")) {
            s.setString(1, code);
            try (ResultSet r = s.executeQuery()) {
                if (!r.next() || !r.getBoolean(3)) {
                    return;
                }
                cho = r.getString(1);
                han = r.getString(2);
            }
        }
        if (cho == null || han == null || cho.equals(han)) {
            return;
        }
        // Locked in one order, so that two games ending at once on two servers cannot deadlock.
        Rating choBefore = null;
        Rating hanBefore = null;
        try (PreparedStatement s = c.prepareStatement("SELECT fingerprint, rating, deviation, volatility"
                + " FROM players WHERE fingerprint IN (?, ?) ORDER BY fingerprint" + store.forUpdate())) {
            s.setString(1, cho);
            s.setString(2, han);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    Rating rating = new Rating(r.getDouble(2), r.getDouble(3), r.getDouble(4));
                    if (r.getString(1).equals(cho)) {
                        choBefore = rating;
                    } else {
                        hanBefore = rating;
                    }
                }
            }
        }
        double choScore = switch (outcome) {
            case CHO_WINS -> 1;
            case HAN_WINS -> 0;
            case DRAW -> 0.5;
        };
        Rating choAfter = Glicko2.update(choBefore, List.of(new Glicko2.Game(hanBefore, choScore)));
        Rating hanAfter = Glicko2.update(hanBefore, List.of(new Glicko2.Game(choBefore, 1 - choScore)));
        save(c, cho, choAfter);
        save(c, han, hanAfter);
        try (PreparedStatement s =
                c.prepareStatement("UPDATE games SET cho_rating_change = ?, han_rating_change = ? WHERE code = ?")) {
            s.setDouble(1, choAfter.rating() - choBefore.rating());
            s.setDouble(2, hanAfter.rating() - hanBefore.rating());
            s.setString(3, code);
            s.executeUpdate();
        }
    }

    private static void save(Connection c, String fingerprint, Rating rating) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE players SET rating = ?, deviation = ?, volatility = ?,"
                + " rated_games = rated_games + 1 WHERE fingerprint = ?")) {
            s.setDouble(1, rating.rating());
            s.setDouble(2, rating.deviation());
            s.setDouble(3, rating.volatility());
            s.setString(4, fingerprint);
            s.executeUpdate();
        }
    }
}
