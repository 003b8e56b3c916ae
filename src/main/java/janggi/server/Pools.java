package janggi.server;

import janggi.core.Side;
import janggi.store.Glicko2;
import janggi.store.Ratings;
import janggi.store.StoredGame;
import janggi.text.Texts;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Quick pairing: rated pools by time control ({@code pool 5m+3s}), and the matching that a
 * bot's {@code seek} shares. A newcomer takes the free seat of the waiting game whose player's
 * rating is nearest their own, among those within that player's range; the range is {@value
 * #RANGE} points and widens by {@value #WIDENS_PER_SECOND} a second while the player waits, so
 * that nobody waits long for a perfect match (docs/server.md, Quick pairing). Two players who
 * both wait in a pool are paired once the range of the one who has waited longer reaches the
 * other ({@link #pairs}, and the club's alarm for them).
 */
final class Pools {
    /** The pools' time controls, in our clock grammar's shortest form; their games are rated, under the janggi rules. */
    static final List<String> CLOCKS = List.of("3m+2s", "5m+3s", "10m+5s", "20m+3x30s");
    /** How far apart two ratings may be at first. */
    static final int RANGE = 150;
    /** How fast the range widens while a player waits: after a minute, 450 points. */
    static final int WIDENS_PER_SECOND = 5;

    private final Club club;

    Pools(Club club) {
        this.club = club;
    }

    /** The range of a player who has waited {@code waitedMs}. */
    static double range(long waitedMs) {
        return RANGE + WIDENS_PER_SECOND * Math.max(0, waitedMs) / 1000.0;
    }

    /**
     * The open games another player waits at that {@code who} may take for {@code options}: the
     * same rules, clock and rating; for a rated game, only those whose player's rating is within
     * their range of {@code who}'s, the nearest first. Casual games in the order they opened.
     */
    List<StoredGame> seats(Identity who, GameOptions options) {
        double mine = rating(club.rating(who)).rating();
        long now = club.millis();
        List<StoredGame> fits = new ArrayList<>();
        for (StoredGame g : club.openGames(Club.MAX_OPEN, Integer.MAX_VALUE)) {
            if (g.sideOf(who.fingerprint()).isEmpty()
                    && g.rules().equals(options.rules().name)
                    && Objects.equals(g.clock(), options.clock())
                    && g.rated() == options.rated()
                    && (!g.rated() || distance(g, mine) <= range(now - waited(g, now)))) {
                fits.add(g);
            }
        }
        if (options.rated()) {
            fits.sort((a, b) -> Double.compare(distance(a, mine), distance(b, mine)));
        }
        return fits;
    }

    /**
     * {@code who}'s own open game like {@code options} (the same rules, clock and rating), the
     * one they have waited at longest: a second {@code pool} or {@code seek} waits there again,
     * with the range it has widened to, rather than opening another beside it.
     */
    Optional<StoredGame> own(Identity who, GameOptions options) {
        StoredGame oldest = null;
        for (StoredGame g : club.openGames(Club.MAX_OPEN, Integer.MAX_VALUE)) {
            if (g.sideOf(who.fingerprint()).isPresent()
                    && g.rules().equals(options.rules().name)
                    && Objects.equals(g.clock(), options.clock())
                    && g.rated() == options.rated()) {
                oldest = g;
            }
        }
        return Optional.ofNullable(oldest);
    }

    /** Two players waiting in one pool, and the moment the range of the one who has waited longer reaches the other's rating. */
    record Pair(StoredGame older, StoredGame newer, long dueMs) {}

    /**
     * Every two players waiting in the same pool (their games rated, under the janggi rules, on
     * one of {@link #CLOCKS}), with the moment they are to be paired: when the range of the
     * one who has waited longer reaches the other's rating, as it would have for the other
     * arriving then. The soonest first.
     */
    List<Pair> pairs() {
        long now = club.millis();
        List<StoredGame> waiting = new ArrayList<>();
        for (StoredGame g : club.openGames(Club.MAX_OPEN, Integer.MAX_VALUE)) {
            if (g.rated() && g.rules().equals("janggi") && CLOCKS.contains(g.clock())) {
                waiting.add(g);
            }
        }
        List<Pair> pairs = new ArrayList<>();
        for (int i = 0; i < waiting.size(); i++) {
            for (int j = i + 1; j < waiting.size(); j++) {
                StoredGame a = waiting.get(i);
                StoredGame b = waiting.get(j);
                if (!a.clock().equals(b.clock()) || waitingPlayer(a).equals(waitingPlayer(b))) {
                    continue;
                }
                boolean aOlder = waited(a, now) < waited(b, now)
                        || waited(a, now) == waited(b, now) && !a.created().isAfter(b.created());
                StoredGame older = aOlder ? a : b;
                double apart = distance(
                        aOlder ? b : a,
                        rating(club.ratingOf(waitingPlayer(older))).rating());
                long due = waited(older, now) + (long) Math.ceil(Math.max(0, apart - RANGE) * 1000 / WIDENS_PER_SECOND);
                pairs.add(new Pair(older, aOlder ? b : a, due));
            }
        }
        pairs.sort(java.util.Comparator.comparingLong(Pair::dueMs));
        return pairs;
    }

    /** What {@code pool} alone says: how the pools pair, and who waits in each. */
    List<String> waiting(Texts texts) {
        List<String> lines = new ArrayList<>();
        lines.add(texts.get("server.pool.title", RANGE, WIDENS_PER_SECOND));
        lines.addAll(entries(texts));
        return lines;
    }

    /** Who waits in each pool, one a line in the order of {@link #CLOCKS}: {@code   pool 5m+3s  alice 1500?, bob 1620}. */
    List<String> entries(Texts texts) {
        List<String> lines = new ArrayList<>();
        List<StoredGame> open = club.openGames(Club.MAX_OPEN, Integer.MAX_VALUE);
        for (String clock : CLOCKS) {
            List<String> names = new ArrayList<>();
            for (StoredGame g : open) {
                if (g.rated() && clock.equals(g.clock()) && g.rules().equals("janggi")) {
                    String name = g.player(waitingSide(g)).name();
                    names.add(name + " " + Listings.rating(rating(club.ratingOf(waitingPlayer(g)))));
                }
            }
            lines.add(texts.get(
                    "server.pool.entry",
                    clock,
                    names.isEmpty() ? texts.get("server.pool.nobody") : String.join(", ", names)));
        }
        return lines;
    }

    /**
     * The options of the pool named {@code clock} ({@code 5m+3s}, or as the clock grammar writes
     * it otherwise: {@code 300+3}).
     *
     * @throws Refused for a time control that is no pool's
     */
    static GameOptions pool(String clock) {
        GameOptions options = GameOptions.of(Request.parse("new --clock " + clock));
        if (!CLOCKS.contains(options.clock())) {
            throw new Refused(
                    Refused.BAD_REQUEST, "server.pool.unknown", ClientText.chat(clock), String.join(", ", CLOCKS));
        }
        return options;
    }

    private double distance(StoredGame g, double mine) {
        return Math.abs(rating(club.ratingOf(waitingPlayer(g))).rating() - mine);
    }

    private static long waited(StoredGame g, long now) {
        return g.phaseMs() == null ? now : g.phaseMs();
    }

    private static Side waitingSide(StoredGame g) {
        return g.cho() != null ? Side.CHO : Side.HAN;
    }

    private static String waitingPlayer(StoredGame g) {
        return g.player(waitingSide(g)).fingerprint();
    }

    private static Glicko2.Rating rating(Optional<Ratings.Entry> entry) {
        return entry.map(Ratings.Entry::rating).orElse(Glicko2.FIRST);
    }
}
