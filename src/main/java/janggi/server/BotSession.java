package janggi.server;

import janggi.clock.GameClock;
import janggi.core.GameResult;
import janggi.core.Side;
import janggi.notation.DisplayMove;
import janggi.store.Offer;
import janggi.store.StoredGame;
import janggi.store.StoredGame.Status;
import janggi.text.Texts;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code ssh host bot}: the club for programs, one line per command and one per event, as
 * docs/bot.md describes. A bot seeks, opens or joins one game at a time, plays moves in our
 * notation, and reads its opponent's moves, the turn, chat and the result. The protocol's
 * words are fixed, in English; only the text of an {@code error} or {@code info} line is for
 * people.
 *
 * <p>Events reach the bot from the room under the room's lock, and its own answers from its
 * channel's thread; both write under this session's lock, which is never held while calling
 * into a room, so the two cannot deadlock. Events of a game the bot is sitting down at wait
 * until the bot has been told the game's start and its moves so far, so that nothing is told
 * twice or out of order.
 */
final class BotSession implements RoomView {
    /** The protocol's version, in the first line. */
    static final int VERSION = 1;
    /** The longest command line; a longer one is refused. */
    private static final int MAX_LINE = 300;

    private final Club club;
    private final Identity who;
    private final Outbox out;
    private final Texts texts;
    private final RateLimit chat = Room.chatLimit();
    private final Object lock = new Object();
    private Room room;
    private Side side;
    /** Whether the bot has been told how its game stands; until then its events wait in {@link #held}. */
    private boolean told;
    /** The moves the bot has been told of. */
    private int toldPly;
    /** The setups the bot has been told of: none, Han's, or both. */
    private int toldSetups;

    private final List<Pending> held = new ArrayList<>();

    /** An event of the game the bot is sitting down at, told once the bot knows how the game stands. */
    private record Pending(RoomEvent event, Snapshot snapshot) {}

    BotSession(Club club, Identity who, Outbox out, Texts texts) {
        this.club = club;
        this.who = who;
        this.out = out;
        this.texts = texts;
    }

    /** A line for people, such as the server's goodbye. */
    void info(String text) {
        send("info " + text.replace('\n', ' '));
    }

    /** Answers the bot's commands until it quits or the connection ends. */
    void run(InputStream in) throws IOException {
        Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8);
        send("hello janggi-bot " + VERSION + " " + who.name());
        // What waits for the bot since it was last here: a correspondence game's opponent may have moved meanwhile.
        for (StoredGame g : club.playingOf(who, Listings.LIMIT)) {
            if (Listings.isYourMove(g, who)
                    && ClubRecord.control(g).daysPerMove().isPresent()) {
                send("yourmove " + g.code());
            }
        }
        boolean quit = false;
        try {
            String line;
            while ((line = readLine(reader)) != null) {
                if (line.length() > MAX_LINE) {
                    send("error " + texts.get("server.bot.too_long", MAX_LINE));
                } else if (!command(line.strip())) {
                    quit = true;
                    return;
                }
            }
        } finally {
            leave(quit);
        }
    }

    /** Does one command; false when the bot quits. */
    private boolean command(String line) {
        try {
            String word = line.split("\\s+", 2)[0].toLowerCase(Locale.ROOT);
            switch (word) {
                case "" -> {}
                case "quit" -> {
                    return false;
                }
                case "seek" -> seek(GameOptions.of(Request.parse(line)));
                case "pool" -> seek(Pools.pool(Request.parse(line).word("CLOCK")));
                case "open" -> open(GameOptions.of(Request.parse(line)));
                case "join" -> join(room(Request.parse(line).word("CODE")));
                case "move" ->
                    seated().play(this, line.length() > 4 ? line.substring(5).strip() : "");
                case "setup" ->
                    seated().chooseSetup(
                                    this, line.length() > 5 ? line.substring(6).strip() : "");
                case "resign" -> seated().resign(this);
                case "draw" -> seated().offer(this, who, Offer.DRAW);
                case "takeback" -> seated().offer(this, who, Offer.TAKEBACK);
                case "rematch" -> seated().offer(this, who, Offer.REMATCH);
                case "decline" -> seated().decline(this, offer(line));
                case "abort" -> seated().abort(this);
                case "say" -> say(line.length() > 3 ? line.substring(4) : "");
                case "leave" -> leave(true);
                default -> throw new Refused(Refused.BAD_REQUEST, "server.bot.unknown", ClientText.chat(word));
            }
        } catch (Refused e) {
            send("error " + texts.render(e.reason()));
        }
        return true;
    }

    /** The offer a {@code decline} line names: {@code decline draw}; whichever stands for {@code decline} alone. */
    private static Offer offer(String line) {
        String[] words = line.split("\\s+");
        if (words.length < 2) {
            return null;
        }
        return Offer.named(words[1])
                .orElseThrow(() -> new Refused(Refused.BAD_REQUEST, "server.usage", "decline draw|takeback|rematch"));
    }

    /**
     * Takes the free seat of another player's open game like this one (of a rated game, the one
     * whose player's rating is nearest, within range: Pools), or waits again at its own open game
     * like it, or opens one and waits (refused, as {@code open} is, to a key with its open games
     * already).
     */
    private void seek(GameOptions options) {
        for (StoredGame g : new Pools(club).seats(who, options)) {
            try {
                join(room(g.code()));
                return;
            } catch (Refused taken) {
                // another player was quicker: the next one, or a game of one's own
            }
        }
        Optional<StoredGame> own = new Pools(club).own(who, options);
        if (own.isPresent()) {
            join(room(own.get().code()));
        } else {
            open(options);
        }
        club.pairWaiting();
    }

    /** Opens a game and waits at it; the game the bot was at is left only once the new one is open. */
    private void open(GameOptions options) {
        Side mine = options.side("random", club::coinToss);
        Room opened = club.open(who, options.rules(), mine, null, options.clock(), options.rated());
        leave(true);
        sit(opened);
    }

    /** Says a line at the bot's game, at the pace people may. */
    private void say(String text) {
        Room at = seated();
        if (chat.take(1) == 0) {
            throw new Refused(Refused.CANNOT, "server.chat_too_fast", Room.CHAT_PER_MINUTE);
        }
        at.say(who, text);
    }

    private void join(Room target) {
        leave(true);
        sit(target);
    }

    private void sit(Room target) {
        synchronized (lock) {
            told = false;
            held.clear();
        }
        Side mine = target.sit(who, this);
        Snapshot now = target.snapshot();
        synchronized (lock) {
            room = target;
            side = mine;
            if (now.game().status() == Status.OPEN) {
                send("game " + now.code() + " open " + side(mine));
            } else {
                start(now);
            }
            toldPly = now.position().ply();
            told = true;
            for (Pending p : held) {
                tell(p.event(), p.snapshot());
            }
            held.clear();
        }
    }

    /** @param left whether the bot chose to go, rather than its connection ending */
    private void leave(boolean left) {
        Room r;
        synchronized (lock) {
            r = room;
            room = null;
            side = null;
        }
        if (r != null) {
            r.leave(this, left);
        }
    }

    private Room seated() {
        synchronized (lock) {
            if (room == null) {
                throw new Refused(Refused.CANNOT, "server.bot.no_game");
            }
            return room;
        }
    }

    private Room room(String code) {
        return club.room(code)
                .orElseThrow(() -> new Refused(Refused.CANNOT, "server.no_such_game", ClientText.chat(code)));
    }

    @Override
    public void show(RoomEvent event, Snapshot snapshot) {
        synchronized (lock) {
            if (!told) {
                held.add(new Pending(event, snapshot));
            } else {
                tell(event, snapshot);
            }
        }
    }

    /** Tells one event of the bot's game, under the lock. */
    private void tell(RoomEvent event, Snapshot s) {
        if (event instanceof RoomEvent.Moved m) {
            int ply = s.position().ply();
            if (ply <= toldPly) {
                return;
            }
            toldPly = ply;
            send("move " + side(m.side()) + " " + m.move());
            clocks(s);
            turnOrResult(s);
        } else if (event instanceof RoomEvent.SetupChosen chosen) {
            int setups = chosen.side() == Side.HAN ? 1 : 2;
            if (setups <= toldSetups) {
                return;
            }
            toldSetups = setups;
            send("setup " + side(chosen.side()) + " " + chosen.setup());
            if (s.game().settingUp()) {
                askSetup(s);
            } else {
                clocks(s);
                turnOrResult(s);
            }
        } else if (event instanceof RoomEvent.Seated seated) {
            if (seated.side() != side) {
                start(s);
            }
        } else if (event instanceof RoomEvent.Resigned
                || event instanceof RoomEvent.Flagged
                || event instanceof RoomEvent.Drawn
                || event instanceof RoomEvent.Aborted) {
            result(s);
        } else if (event instanceof RoomEvent.Offered offered) {
            send("offer " + offered.kind().word() + " " + side(offered.side()));
        } else if (event instanceof RoomEvent.Declined declined) {
            send("declined " + declined.kind().word() + " " + side(declined.side()));
        } else if (event instanceof RoomEvent.TookBack took) {
            toldPly = took.plies();
            send("takeback " + took.plies());
            clocks(s);
            turnOrResult(s);
        } else if (event instanceof RoomEvent.Rematch rematch) {
            // Sitting at the rematch calls into another room: not under this room's lock.
            club.later(() -> {
                try {
                    join(room(rematch.code()));
                } catch (Refused e) {
                    send("error " + texts.render(e.reason()));
                }
            });
        } else if (event instanceof RoomEvent.Said said) {
            send("said " + said.name() + " " + said.text());
        } else if (event instanceof RoomEvent.Away away) {
            send("away " + side(away.side()) + " " + away.name() + " "
                    + switch (away.how()) {
                        case LEFT -> "left";
                        case DROPPED -> "dropped";
                        case ELSEWHERE -> "unknown";
                    });
        } else if (event instanceof RoomEvent.Back back) {
            send("back " + side(back.side()) + " " + back.name());
        }
    }

    /** The game begins (or the bot comes back to it): who plays what, the moves so far, and the turn. */
    private void start(Snapshot s) {
        StoredGame g = s.game();
        send(String.join(
                " ",
                "game",
                g.code(),
                "start",
                side(side),
                "rules",
                g.rules(),
                "clock",
                s.clock().control().spec(),
                "rated",
                g.rated() ? "yes" : "no",
                "cho",
                texts.render(Listings.seatName(g, Side.CHO)).replace(' ', '_'),
                "han",
                texts.render(Listings.seatName(g, Side.HAN)).replace(' ', '_')));
        String[] setups = g.setup().split("/");
        if (g.settingUp()) {
            // Han has chosen once Cho is asked; the bot is asked when the choice is its own.
            toldSetups = g.setupAsks() == Side.CHO ? 1 : 0;
            if (toldSetups == 1) {
                send("setup han " + setups[Side.HAN.ordinal()]);
            }
            askSetup(s);
            return;
        }
        toldSetups = 2;
        send("setup han " + setups[Side.HAN.ordinal()]);
        send("setup cho " + setups[Side.CHO.ordinal()]);
        int plies = s.position().ply();
        if (plies > 0) {
            StringBuilder moves = new StringBuilder("moves");
            for (int i = 0; i < plies; i++) {
                moves.append(' ').append(DisplayMove.of(s.position().moveAt(i)));
            }
            send(moves.toString());
        }
        clocks(s);
        turnOrResult(s);
    }

    /** {@code choose setup}, when the setup asked now is the bot's own. */
    private void askSetup(Snapshot s) {
        if (side != null && s.game().setupAsks() == side) {
            send("choose setup");
        }
    }

    /**
     * Both clocks, in a game with one: {@code clock cho MS han MS}, each side's main time left,
     * or under byoyomi once it is used up the period's time, then {@code periods N N}, the
     * periods each side has left. The side to move's clock runs from here on.
     */
    private void clocks(Snapshot s) {
        GameClock clock = s.clock();
        if (!clock.active() || s.game().status() == Status.OPEN) {
            return;
        }
        GameClock.Reading cho = clock.reading(Side.CHO);
        GameClock.Reading han = clock.reading(Side.HAN);
        String line = "clock cho " + cho.ms() + " han " + han.ms();
        send(clock.control().byoyomi() ? line + " periods " + cho.periods() + " " + han.periods() : line);
    }

    private void turnOrResult(Snapshot s) {
        if (s.isOver()) {
            result(s);
        } else if (s.game().status() == Status.PLAYING) {
            send("turn " + side(s.position().sideToMove()));
        }
    }

    private void result(Snapshot s) {
        if (s.game().status() == Status.ABORTED) {
            send("result * aborted");
            return;
        }
        GameResult r = s.result().orElse(null);
        if (r == null) {
            return;
        }
        send("result " + r.outcome().pgn + " " + r.termination().name().toLowerCase(Locale.ROOT));
        Double change = side == null ? null : s.game().ratingChange(side);
        if (change != null) {
            long points = Math.round(change);
            send("rating " + (points > 0 ? "+" : "") + points);
        }
    }

    private static String side(Side side) {
        return side.name().toLowerCase(Locale.ROOT);
    }

    private void send(String line) {
        out.send(line + "\n");
    }

    /**
     * A line, or null at the end of input; of a line longer than {@link #MAX_LINE} characters only
     * the first {@code MAX_LINE + 1} are kept, enough to tell that it is too long.
     */
    private static String readLine(Reader in) throws IOException {
        StringBuilder line = new StringBuilder();
        int c;
        while ((c = in.read()) >= 0) {
            if (c == '\n') {
                return line.toString();
            }
            if (c != '\r' && line.length() <= MAX_LINE) {
                line.append((char) c);
            }
        }
        return line.length() > 0 ? line.toString() : null;
    }
}
