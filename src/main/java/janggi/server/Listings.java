package janggi.server;

import janggi.clock.ClockWords;
import janggi.core.GameResult;
import janggi.core.Side;
import janggi.notation.MoveNotation;
import janggi.store.Glicko2;
import janggi.store.Ratings;
import janggi.store.StoredGame;
import janggi.store.StoredGame.Status;
import janggi.text.Message;
import janggi.text.Texts;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The club's lists as text: who is here and which games are open or in progress ({@code who}),
 * one player's games ({@code games}) and the ratings ({@code ratings}), for the plain-text
 * commands and the lobby alike.
 */
final class Listings {
    /** The most games a list shows, and a page of {@code games}. */
    static final int LIMIT = 50;
    /** The most open games of one player the lists show, so that nobody's are buried under another's. */
    static final int OPEN_PER_PLAYER = 3;
    /** The players the table of ratings shows. */
    private static final int RATINGS = 20;

    private final Club club;
    private final Texts texts;

    Listings(Club club, Texts texts) {
        this.club = club;
        this.texts = texts;
    }

    /** Players online, open games, games in progress. */
    List<String> who() {
        List<String> lines = new ArrayList<>();
        Set<String> online = club.online();
        lines.add(texts.get("server.who.online", online.size(), String.join(", ", online))
                .stripTrailing());
        List<StoredGame> open = club.openGames(OPEN_PER_PLAYER, LIMIT);
        lines.add(texts.get("server.who.open", open.size()));
        open.forEach(g -> lines.add(openGame(g)));
        List<StoredGame> playing = club.games(Status.PLAYING, LIMIT);
        lines.add(texts.get("server.who.playing", playing.size()));
        playing.forEach(g -> lines.add(game(g)));
        return lines;
    }

    /** An open game: its code, rules, and who waits on which side. */
    String openGame(StoredGame g) {
        Side waiting = g.cho() != null ? Side.CHO : Side.HAN;
        return texts.get(
                "server.who.open_game",
                g.code(),
                rulesAndClock(g, texts),
                g.player(waiting).name(),
                texts.render(janggi.notation.RuleWords.side(waiting)));
    }

    /** A game in progress: its code, rules, the two sides and the moves so far; or a finished game and its result. */
    String game(StoredGame g) {
        if (g.ended()) {
            return texts.get(
                    "server.who.finished_game",
                    g.code(),
                    rulesAndClock(g, texts),
                    texts.render(seatName(g, Side.CHO)),
                    texts.render(seatName(g, Side.HAN)),
                    result(g));
        }
        return texts.get(
                "server.who.game",
                g.code(),
                rulesAndClock(g, texts),
                texts.render(seatName(g, Side.CHO)),
                texts.render(seatName(g, Side.HAN)),
                texts.count("count.plies", g.plies()));
    }

    /**
     * The game's rules, its time control when it has one, and {@code casual} for a game between
     * two players that moves no rating: {@code janggi 10m+5s}, {@code janggi 5m casual}.
     */
    static String rulesAndClock(StoredGame g, Texts texts) {
        String rules =
                g.clock() == null ? g.rules() : g.rules() + " " + ClockWords.control(texts, ClubRecord.control(g));
        return g.rated() || g.computerLevel() != null ? rules : rules + " " + texts.get("server.casual");
    }

    /** The players with rated games, the best first, and the visitor's own rating (for a player with a key). */
    List<String> ratings(Identity who) {
        List<String> lines = new ArrayList<>();
        List<Ratings.Entry> top = club.ratings(RATINGS);
        if (top.isEmpty()) {
            lines.add(texts.get("server.ratings.none"));
        } else {
            lines.add(texts.get("server.ratings.title", top.size()));
            for (int i = 0; i < top.size(); i++) {
                Ratings.Entry e = top.get(i);
                lines.add(texts.get(
                        "server.ratings.entry",
                        i + 1,
                        e.name(),
                        rating(e.rating()),
                        Math.round(e.rating().deviation()),
                        texts.count("count.games", e.games())));
            }
        }
        club.rating(who)
                .ifPresent(e -> lines.add(texts.get(
                        "server.ratings.you",
                        e.name(),
                        rating(e.rating()),
                        Math.round(e.rating().deviation()),
                        texts.count("count.games", e.games()))));
        return lines;
    }

    /** The first line of {@link #games}: the names of its fields, after a {@code #} that scripts skip. */
    static final String GAMES_HEADER = "# code\tdate\trules\topponent\tresult\tplies\trating";

    /**
     * A page of one player's games, {@value #LIMIT} of them, the newest first, one a line after
     * {@link #GAMES_HEADER}, fields separated by tabs: the code (the id for join, watch and
     * export), the date, the rules, the opponent, the result ({@code *} unfinished, {@code your
     * move} unfinished and waiting for the player's move or setup, {@code open} waiting for an
     * opponent, {@code aborted}), the number of plies (each side's move counts
     * one), and how far the game moved the player's rating ({@code +12}, {@code -7}; {@code -}
     * for an unrated game or one not over). The last line, without tabs, says which page this is
     * of how many; nothing at all for a player without games.
     *
     * @param page from 1
     * @throws Refused for a page past the last
     */
    List<String> games(Identity who, int page) {
        int total = club.countGamesOf(who);
        int pages = Math.max(1, (total + LIMIT - 1) / LIMIT);
        if (page < 1 || page > pages) {
            throw new Refused(Refused.CANNOT, "server.games.no_page", page, pages);
        }
        List<String> lines = new ArrayList<>();
        if (total > 0) {
            lines.add(GAMES_HEADER);
        }
        for (StoredGame g : club.gamesOf(who, (page - 1) * LIMIT, LIMIT)) {
            Side own = g.sideOf(who.fingerprint()).orElseThrow();
            lines.add(String.join(
                    "\t",
                    g.code(),
                    g.created().atOffset(ZoneOffset.UTC).toLocalDate().toString(),
                    g.rules(),
                    texts.render(seatName(g, own.opponent())),
                    isYourMove(g, who) ? "your move" : result(g),
                    Integer.toString(g.plies()),
                    change(g.ratingChange(own))));
        }
        if (total > 0) {
            lines.add(
                    page < pages
                            ? texts.get("server.games.page_next", page, pages, page + 1)
                            : texts.get("server.games.page", page, pages));
        }
        return lines;
    }

    /** Whether it is {@code who}'s turn in {@code g}: a game in play that waits for their setup or move. */
    static boolean isYourMove(StoredGame g, Identity who) {
        return !who.isGuest()
                && g.toMove()
                        .map(g::player)
                        .filter(p -> p.fingerprint().equals(who.fingerprint()))
                        .isPresent();
    }

    /**
     * A game that waits for the visitor's move, with the move their opponent played while they
     * were away: {@code Your move in k3x9q: bob played B9-C7  (janggi 3 days a move)}.
     */
    String yourMove(StoredGame g, Identity who, MoveNotation notation) {
        Side own = g.sideOf(who.fingerprint()).orElseThrow();
        String opponent = texts.render(seatName(g, own.opponent()));
        String rules = rulesAndClock(g, texts);
        if (g.settingUp()) {
            return texts.get("server.lobby.your_setup", g.code(), opponent, rules);
        }
        return club.lastMove(g, notation, texts)
                .map(move -> texts.get("server.lobby.your_move", g.code(), opponent, move, rules))
                .orElseGet(() -> texts.get("server.lobby.your_first_move", g.code(), opponent, rules));
    }

    /** A rating as players read it: {@code 1662}, or {@code 1662?} while it is provisional. */
    static String rating(Glicko2.Rating rating) {
        return Math.round(rating.rating()) + (Glicko2.provisional(rating) ? "?" : "");
    }

    /** One of the visitor's finished games, with how far it moved their rating when it did. */
    String ownFinishedGame(StoredGame g, Identity who) {
        Side own = g.sideOf(who.fingerprint()).orElse(null);
        Double moved = own == null ? null : g.ratingChange(own);
        return moved == null ? game(g) : texts.get("server.lobby.finished_rated", game(g), change(moved));
    }

    static String change(Double change) {
        if (change == null) {
            return "-";
        }
        long points = Math.round(change);
        return points > 0 ? "+" + points : Long.toString(points);
    }

    /** A seat's occupant as the club shows it: the player's name, the computer, or a free seat. */
    static Message seatName(StoredGame game, Side side) {
        if (game.player(side) != null) {
            return Message.verbatim(game.player(side).name());
        }
        return game.computerSide().isPresent()
                ? new Message("server.computer", game.computerLevel())
                : new Message("server.free_seat");
    }

    /** A result as a record's Result tag writes it, or what keeps the game from having one yet. */
    private static String result(StoredGame g) {
        if (g.status() == Status.OPEN) {
            return "open";
        } else if (g.status() == Status.ABORTED) {
            return "aborted";
        }
        GameResult.Outcome outcome = g.ending() == null ? null : g.ending().outcome();
        return outcome == null ? "*" : outcome.pgn;
    }
}
