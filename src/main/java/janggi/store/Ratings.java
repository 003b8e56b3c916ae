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
     * its end, if it is a rated game. The rating periods are days (UTC): each player's rating
     * after it is Glicko-2's for the games of their period so far, this one among them, rated
     * against the rating they had as the period began and each opponent's as theirs began. The
     * game keeps how far each rating moved, and each player's rating after it.
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
        int day = (int) store.today();
        // Locked in one order, so that two games ending at once on two servers cannot deadlock.
        Period choPeriod = null;
        Period hanPeriod = null;
        try (PreparedStatement s = c.prepareStatement("SELECT fingerprint, rating, deviation, volatility,"
                + " period_day, period_rating, period_deviation, period_volatility"
                + " FROM players WHERE fingerprint IN (?, ?) ORDER BY fingerprint" + store.forUpdate())) {
            s.setString(1, cho);
            s.setString(2, han);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    Period period = period(r, day);
                    if (r.getString(1).equals(cho)) {
                        choPeriod = period;
                    } else {
                        hanPeriod = period;
                    }
                }
            }
        }
        double choScore = switch (outcome) {
            case CHO_WINS -> 1;
            case HAN_WINS -> 0;
            case DRAW -> 0.5;
        };
        Rating choAfter = rate(c, code, cho, day, choPeriod, hanPeriod.start(), choScore);
        Rating hanAfter = rate(c, code, han, day, hanPeriod, choPeriod.start(), 1 - choScore);
        try (PreparedStatement s =
                c.prepareStatement("UPDATE games SET cho_rating_change = ?, han_rating_change = ? WHERE code = ?")) {
            s.setDouble(1, choAfter.rating() - choPeriod.now().rating());
            s.setDouble(2, hanAfter.rating() - hanPeriod.now().rating());
            s.setString(3, code);
            s.executeUpdate();
        }
    }

    /** A player's rating now, and as their rating period of {@code day} began. */
    private record Period(Rating now, Rating start) {}

    /**
     * The player of row {@code r} in the period of {@code day}: the start kept for it, or, for
     * a player whose last period was an earlier day (or who had none), their rating now, less
     * sure by the days between without a game.
     */
    private static Period period(ResultSet r, int day) throws SQLException {
        Rating now = new Rating(r.getDouble(2), r.getDouble(3), r.getDouble(4));
        int last = r.getInt(5);
        if (r.wasNull()) {
            return new Period(now, now);
        }
        if (last == day) {
            return new Period(now, new Rating(r.getDouble(6), r.getDouble(7), r.getDouble(8)));
        }
        return new Period(now, Glicko2.idle(now, day - last - 1));
    }

    /**
     * Rates {@code player}'s games of the period of {@code day}, this one with {@code score}
     * against {@code opponent} among them; stores the rating and the game's row for the player.
     */
    private static Rating rate(
            Connection c, String code, String player, int day, Period period, Rating opponent, double score)
            throws SQLException {
        List<Glicko2.Game> games = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT opponent_rating, opponent_deviation, score"
                + " FROM rated_games WHERE player = ? AND period_day = ? ORDER BY game_code")) {
            s.setString(1, player);
            s.setInt(2, day);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    games.add(new Glicko2.Game(new Rating(r.getDouble(1), r.getDouble(2), 0), r.getDouble(3)));
                }
            }
        }
        games.add(new Glicko2.Game(opponent, score));
        Rating after = Glicko2.update(period.start(), games);
        try (PreparedStatement s = c.prepareStatement("INSERT INTO rated_games (game_code, player, period_day,"
                + " opponent_rating, opponent_deviation, score, rating_after, deviation_after)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
            s.setString(1, code);
            s.setString(2, player);
            s.setInt(3, day);
            s.setDouble(4, opponent.rating());
            s.setDouble(5, opponent.deviation());
            s.setDouble(6, score);
            s.setDouble(7, after.rating());
            s.setDouble(8, after.deviation());
            s.executeUpdate();
        }
        try (PreparedStatement s = c.prepareStatement("UPDATE players SET rating = ?, deviation = ?, volatility = ?,"
                + " rated_games = rated_games + 1, period_day = ?, period_rating = ?, period_deviation = ?,"
                + " period_volatility = ? WHERE fingerprint = ?")) {
            s.setDouble(1, after.rating());
            s.setDouble(2, after.deviation());
            s.setDouble(3, after.volatility());
            s.setInt(4, day);
            s.setDouble(5, period.start().rating());
            s.setDouble(6, period.start().deviation());
            s.setDouble(7, period.start().volatility());
            s.setString(8, player);
            s.executeUpdate();
        }
        return after;
    }
}
