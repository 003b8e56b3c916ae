package janggi.server;

import janggi.core.Game;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.files.Settings;
import janggi.notation.MoveNotation;
import janggi.record.GameRecord;
import janggi.store.Chat;
import janggi.store.Games;
import janggi.store.Notice;
import janggi.store.Player;
import janggi.store.Players;
import janggi.store.PuzzleRatings;
import janggi.store.Ratings;
import janggi.store.Servers;
import janggi.store.Store;
import janggi.store.StoreException;
import janggi.store.StoredGame;
import janggi.store.StoredGame.Status;
import janggi.store.StoredMove;
import janggi.text.Message;
import janggi.text.Texts;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The club: its database, the rooms of the games being played or watched, the computer's
 * threads, and everyone connected. Rooms come from the database when first asked for, so a
 * restart brings every game back as it was stored. When several servers share the club's
 * database, the other servers' notices reach the rooms here through {@link #heard}.
 */
final class Club implements AutoCloseable {
    /** A game's code: short enough to say aloud, in {@code [a-z0-9]}. */
    private static final int CODE_LENGTH = 5;

    private static final String CODE_LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789";
    /** Codes tried for a rematch before giving up: one taken twice in a row is already unlikely. */
    private static final int CODE_TRIES = 10;
    /**
     * How often the server notes in the database that it is alive. A crash's downtime is
     * charged to no clock beyond this, and the time the note takes (docs/server.md, Clocks).
     */
    static final long ALIVE_EVERY_MS = 1000;
    /**
     * How many times a server sharing the club on PostgreSQL notes itself alive while another
     * does not before it takes the other for dead and stops its clocks where it was last known
     * alive: five seconds. Counted in notes rather than read from the clocks' time, so that a
     * step of the system clock kills no server.
     */
    static final int DEAD_AFTER_NOTES = 5;
    /** The most games a key may have open, waiting for an opponent, at once. */
    static final int MAX_OPEN = 5;
    /** Games a key may open at once, and how many a minute after that. */
    static final int OPEN_BURST = 10;

    static final int OPEN_PER_MINUTE = 10;
    /** The keys whose pace of opening games is followed at most; the longest unseen is forgotten first. */
    private static final int PACED_KEYS = 10_000;

    private final Players players;
    private final Games games;
    private final Chat chat;
    private final Ratings ratings;
    private final Servers servers;
    private final boolean shared;
    private final Store store;
    /** Whether the last note that this server is alive failed, so that only the change is logged. */
    private boolean aliveFailing;
    /** Each other server's last note as this one last read it, and how many of its own notes since. */
    private final Map<String, long[]> peers = new HashMap<>();

    private final Object noting = new Object();

    private final Bulletin bulletin;
    private final Engines engines;
    private final ClubTime time;
    private final Logger log;
    private final int maxPerKey;
    private final long idleNanos;
    private final SecureRandom random = new SecureRandom();
    private final Map<String, Room> rooms = new HashMap<>();
    private final Map<String, Integer> connectionsPerKey = new HashMap<>();
    /** How fast each key opens games. */
    private final Map<String, RateLimit> openings = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, RateLimit> eldest) {
            return size() > PACED_KEYS;
        }
    };

    private final Set<Visit> visits = ConcurrentHashMap.newKeySet();
    /** Held while the pools are paired ({@link #pairWaiting}); the alarm set for the next pair, or null. */
    private final Object pairing = new Object();

    private Runnable pairingAlarm;
    private final ScheduledExecutorService idleWatch;
    /** Runs what a room's news asks of a bot away from the room's lock: sitting at a rematch. */
    private final ExecutorService handOffs = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "club hand-off");
        t.setDaemon(true);
        return t;
    });

    Club(Store store, Engines engines, ClubTime time, Logger log, int maxPerKey, long idleNanos) {
        this.players = store.players();
        this.games = store.games();
        this.chat = store.chat();
        this.ratings = store.ratings();
        this.servers = store.servers();
        this.shared = store.isShared();
        this.store = store;
        this.bulletin = store.isShared() ? store::post : Bulletin.NONE;
        this.engines = engines;
        this.time = time;
        this.log = log;
        this.maxPerKey = maxPerKey;
        this.idleNanos = idleNanos;
        this.idleWatch = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "idle watch");
            t.setDaemon(true);
            return t;
        });
        long tick = Math.max(TimeUnit.MILLISECONDS.toNanos(50), Math.min(idleNanos / 4, TimeUnit.SECONDS.toNanos(10)));
        idleWatch.scheduleAtFixedRate(this::closeIdle, tick, tick, TimeUnit.NANOSECONDS);
    }

    /**
     * Notes that this server is alive, and on a shared club stops the clocks of servers that
     * have not noted it for {@link #DEAD_AFTER_NOTES} of its own notes; every {@link
     * #ALIVE_EVERY_MS} from {@link #windClocks}.
     */
    void alive() {
        synchronized (noting) {
            try {
                servers.alive(time.millis());
                if (aliveFailing) {
                    log.info("noted alive again");
                }
                aliveFailing = false;
            } catch (StoreException e) {
                if (!aliveFailing) {
                    log.log(
                            Level.WARNING,
                            "cannot note that the server is alive (a crash now would charge the clocks its downtime since)",
                            e);
                }
                aliveFailing = true;
            }
            if (shared) {
                watchPeers();
            }
        }
    }

    private void watchPeers() {
        try {
            Map<String, Long> others = servers.others();
            peers.keySet().retainAll(others.keySet());
            for (Map.Entry<String, Long> other : others.entrySet()) {
                long[] seen = peers.get(other.getKey());
                if (seen == null || seen[0] != other.getValue()) {
                    peers.put(other.getKey(), new long[] {other.getValue(), 0});
                } else if (++seen[1] >= DEAD_AFTER_NOTES) {
                    peers.remove(other.getKey());
                    stopClocks(other.getKey(), other.getValue());
                    // A server that died said nobody goodbye: whoever sat at a game there is away.
                    rooms().forEach(r -> r.presentElsewhere(other.getKey(), Set.of(), true));
                }
            }
        } catch (StoreException e) {
            log.log(Level.WARNING, "the other servers' notes not read", e);
        }
    }

    /**
     * Stops the clocks of a server that died, at its last note, and has the rooms held here
     * start them again now.
     */
    private void stopClocks(String server, long aliveMs) {
        try {
            List<String> stopped = servers.stopClocks(server, aliveMs);
            if (!stopped.isEmpty()) {
                log.info("clocks stopped where their server was last known alive: " + String.join(" ", stopped));
            }
            for (String code : stopped) {
                Room room;
                synchronized (this) {
                    room = rooms.get(code);
                }
                if (room != null) {
                    room.catchUp(null);
                }
            }
        } catch (StoreException e) {
            log.log(Level.WARNING, "the clocks of a dead server not stopped", e);
        }
    }

    Logger log() {
        return log;
    }

    /**
     * The player of a key, with the name it claimed on first use.
     *
     * @param login the SSH user name, the name a new key claims
     * @throws Refused when a new key asks for a name that is not allowed or belongs to another key
     */
    Identity identify(String fingerprint, String login) {
        Optional<Player> known = players.byKey(fingerprint);
        if (known.isPresent()) {
            players.claim(fingerprint, known.get().name());
            return new Identity(known.get().name(), fingerprint);
        }
        String name = ClientText.name(login)
                .orElseThrow(() -> new Refused(Refused.CANNOT, "server.bad_name", ClientText.MAX_NAME));
        Player player;
        try {
            player = players.claim(fingerprint, name)
                    .orElseThrow(() -> new Refused(Refused.CANNOT, "server.name_taken", name));
        } catch (StoreException e) {
            throw Refused.notStored(log, "the name " + name + " of a new key", "server.name_not_stored", e);
        }
        log.info("new player " + player.name() + " (" + fingerprint + ")");
        return new Identity(player.name(), fingerprint);
    }

    /** Whether the key of {@code fingerprint} is a player here already. */
    boolean knows(String fingerprint) {
        return players.byKey(fingerprint).isPresent();
    }

    /** What the player of {@code who} keeps from one visit to the next; a guest keeps nothing. */
    Settings settings(Identity who) {
        return who.isGuest()
                ? Settings.keptNowhere(new Message("server.guests_keep_nothing"))
                : new StoredSettings(players, who.fingerprint(), log);
    }

    /**
     * Counts a connection of a key.
     *
     * @throws Refused when the key has its {@code --max-per-key} connections already
     */
    synchronized void admit(String fingerprint) {
        int n = connectionsPerKey.getOrDefault(fingerprint, 0);
        if (n >= maxPerKey) {
            throw new Refused(Refused.CANNOT, "server.too_many_sessions", maxPerKey);
        }
        connectionsPerKey.put(fingerprint, n + 1);
    }

    synchronized void release(String fingerprint) {
        connectionsPerKey.computeIfPresent(fingerprint, (k, n) -> n > 1 ? n - 1 : null);
    }

    void arrive(Visit visit) {
        visits.add(visit);
    }

    void depart(Visit visit) {
        visits.remove(visit);
    }

    /** The names of everyone connected with a terminal, sorted. */
    Set<String> online() {
        Set<String> names = new TreeSet<>();
        visits.forEach(v -> names.add(v.who().name()));
        return names;
    }

    /** The room of a game, brought from the database on first use. */
    synchronized Optional<Room> room(String typed) {
        String code = typed.toLowerCase(Locale.ROOT);
        Room room = rooms.get(code);
        if (room == null) {
            Optional<StoredGame> stored = games.find(code);
            if (stored.isEmpty()) {
                return Optional.empty();
            }
            List<Chat.Line> last = chat.recent(code, 1);
            room = new Room(
                    stored.get(),
                    games.moves(code),
                    last.isEmpty() ? 0 : last.get(0).id(),
                    games,
                    chat,
                    engines,
                    time,
                    bulletin,
                    this::rematch,
                    log);
            rooms.put(code, room);
            bulletin.post(code, Bulletin.ASK, "");
            room.keepTime();
        }
        return Optional.of(room);
    }

    /**
     * Brings in the room of every game in play on a clock, so that its clock runs, and its flag
     * falls, whether or not anyone comes: a clock a stopped server paused starts again now. So
     * too the games whose setup is being chosen, or which nobody has played yet, whose time
     * runs out as well.
     */
    void windClocks() {
        if (!shared) {
            // The embedded database has one server: any other noted alive there is this one's past, crashed.
            try {
                servers.others().forEach(this::stopClocks);
            } catch (StoreException e) {
                log.log(Level.WARNING, "the clocks of the last run not stopped", e);
            }
        }
        alive();
        idleWatch.scheduleWithFixedDelay(
                () -> {
                    try {
                        alive();
                    } catch (RuntimeException e) {
                        // a task that throws is never run again: the notes go on
                        log.log(Level.WARNING, "noting that the server is alive failed", e);
                    }
                },
                ALIVE_EVERY_MS,
                ALIVE_EVERY_MS,
                TimeUnit.MILLISECONDS);
        for (StoredGame g : games.withStatus(Status.PLAYING, Integer.MAX_VALUE)) {
            // A clock to run, a setup to choose in time, a game nobody has played yet to abort.
            if (g.clock() != null || g.settingUp() || g.plies() < 2 && g.computerLevel() == null) {
                room(g.code());
            }
        }
        pairWaiting();
    }

    /** The rooms held here now. */
    private synchronized List<Room> rooms() {
        return List.copyOf(rooms.values());
    }

    /** A notice from another server of the club: a game changed, or who sits where changed. */
    void heard(Notice notice) {
        if (notice.kind().equals(Bulletin.GONE)) {
            rooms().forEach(r -> r.presentElsewhere(notice.origin(), Set.of(), true));
            return;
        }
        Room room;
        synchronized (this) {
            room = rooms.get(notice.code());
        }
        if (room == null) {
            return;
        }
        switch (notice.kind()) {
            case Notice.CHANGED -> room.catchUp(notice.origin());
            case Bulletin.PRESENT, Bulletin.HERE ->
                room.presentElsewhere(
                        notice.origin(), sides(notice.detail()), notice.kind().equals(Bulletin.PRESENT));
            case Bulletin.ASK -> room.announcePresence(Bulletin.HERE);
            case Bulletin.WATCHING -> room.watchingElsewhere(ClientText.chat(notice.detail()));
            default -> log.fine("notice of an unknown kind: " + notice);
        }
    }

    /**
     * The notices are heard again after the connection to the database was lost: every room
     * reads what it missed, and tells the others who sits there.
     */
    void reconnected() {
        for (Room room : rooms()) {
            room.catchUp(null);
            room.announcePresence(Bulletin.PRESENT);
        }
    }

    private static Set<Side> sides(String detail) {
        Set<Side> sides = java.util.EnumSet.noneOf(Side.class);
        for (String word : detail.split(" ")) {
            for (Side side : Side.values()) {
                if (side.name().equals(word)) {
                    sides.add(side);
                }
            }
        }
        return sides;
    }

    /**
     * Opens a game with {@code who} on {@code side}; the other seat is free, or the computer's
     * at {@code computerLevel}.
     *
     * @param clock the clock as typed, or null for none
     * @param rated whether the result is to move the ratings (never against the computer)
     */
    Room open(Identity who, RuleSet rules, Side side, Integer computerLevel, String clock, boolean rated) {
        mayOpen(who, computerLevel == null);
        Setup cho = rules.shuffledWings ? Setup.random(rules, random) : Setup.STANDARD;
        Setup han = rules.shuffledWings ? cho : Setup.STANDARD;
        Player player = new Player(who.fingerprint(), who.name());
        String code;
        try {
            do {
                code = code();
            } while (!games.create(new Games.NewGame(
                    code,
                    rules.name,
                    ClubRecord.setupText(rules, cho, han),
                    clock,
                    side == Side.CHO ? player : null,
                    side == Side.HAN ? player : null,
                    computerLevel,
                    rated && computerLevel == null,
                    rules.shuffledWings ? null : Side.HAN,
                    time.millis())));
        } catch (StoreException e) {
            throw Refused.notStored(log, "a game of " + who.name(), "server.game_not_stored", e);
        }
        log.info(who.name() + " opens game " + code + " (" + rules.name + ") as " + side
                + (computerLevel == null ? "" : " against the computer, level " + computerLevel)
                + (rated && computerLevel == null ? ", rated" : ""));
        return room(code).orElseThrow();
    }

    /**
     * Makes the rematch of a game that is over: the same rules, clock and rating, the same
     * players (or the computer at its level), the sides swapped; it begins at once, with the
     * setup phase. It counts as a game opened by {@code accepting}, whose pace it must keep.
     *
     * @return its code, or null when the game had its rematch already
     */
    String rematch(StoredGame over, Identity accepting) {
        mayOpen(accepting, false);
        RuleSet rules = RuleSet.named(over.rules()).orElse(RuleSet.JANGGI);
        Setup cho = rules.shuffledWings ? Setup.random(rules, random) : Setup.STANDARD;
        int tries = 0;
        while (true) {
            String code = code();
            Games.NewGame next = new Games.NewGame(
                    code,
                    rules.name,
                    ClubRecord.setupText(rules, cho, cho),
                    over.clock(),
                    over.han(),
                    over.cho(),
                    over.computerLevel(),
                    over.rated(),
                    rules.shuffledWings ? null : Side.HAN,
                    time.millis());
            if (games.rematch(over.code(), next)) {
                log.info("game " + code + " opens as the rematch of " + over.code());
                return code;
            }
            if (games.find(over.code()).map(StoredGame::rematch).isPresent() || ++tries == CODE_TRIES) {
                return null;
            }
        }
    }

    /**
     * Refuses a new game to a key that has {@value #MAX_OPEN} open ones waiting already (when the
     * new one would wait too), or that opens games faster than {@value #OPEN_PER_MINUTE} a minute
     * (after {@value #OPEN_BURST} at once).
     */
    private void mayOpen(Identity who, boolean waits) {
        if (waits && games.openCount(who.fingerprint()) >= MAX_OPEN) {
            throw new Refused(Refused.CANNOT, "server.too_many_open", MAX_OPEN);
        }
        RateLimit pace;
        synchronized (openings) {
            pace = openings.computeIfAbsent(
                    who.fingerprint(), k -> new RateLimit(OPEN_BURST, OPEN_PER_MINUTE / 60.0, System::nanoTime));
        }
        if (pace.take(1) == 0) {
            log.info(who.name() + " refused a new game: opening too fast");
            throw new Refused(Refused.CANNOT, "server.opening_too_fast", OPEN_PER_MINUTE);
        }
    }

    /**
     * Pairs the players waiting in a pool whose ranges have come to meet: the one who waited
     * less moves to the other's game, which begins, and their own is withdrawn (Pools#pairs);
     * then sets the alarm for the next pair's moment. Called when someone starts waiting in a
     * pool, at the start, and by that alarm; never under a room's lock.
     */
    void pairWaiting() {
        List<String> begun = new ArrayList<>();
        List<String> withdrawn = new ArrayList<>();
        synchronized (pairing) {
            if (pairingAlarm != null) {
                pairingAlarm.run();
                pairingAlarm = null;
            }
            long now = time.millis();
            long next = Long.MAX_VALUE;
            try {
                for (Pools.Pair p : new Pools(this).pairs()) {
                    String older = p.older().code();
                    String newer = p.newer().code();
                    if (begun.contains(older)
                            || begun.contains(newer)
                            || withdrawn.contains(older)
                            || withdrawn.contains(newer)) {
                        continue;
                    } else if (p.dueMs() > now) {
                        next = Math.min(next, p.dueMs());
                    } else if (pair(p.older(), p.newer())) {
                        begun.add(older);
                        withdrawn.add(newer);
                    }
                }
            } catch (StoreException e) {
                log.log(Level.WARNING, "the pools not paired, tried again in a second", e);
                next = now + ALIVE_EVERY_MS;
            }
            if (next < Long.MAX_VALUE) {
                pairingAlarm = time.alarm(next - now, this::pairWaiting);
            }
        }
        // Each room reads its change: the older game begins (its room brought in, so that its setup is asked in
        // time), and whoever is at the newer one moves on to it.
        begun.forEach(code -> room(code).ifPresent(room -> room.catchUp(null)));
        for (String code : withdrawn) {
            Room room;
            synchronized (this) {
                room = rooms.get(code);
            }
            if (room != null) {
                room.catchUp(null);
            }
        }
    }

    /** Moves the player waiting at {@code newer} to the free seat of {@code older}; false when either was taken meanwhile. */
    private boolean pair(StoredGame older, StoredGame newer) {
        Side free = older.cho() == null ? Side.CHO : Side.HAN;
        Player moving = newer.cho() != null ? newer.cho() : newer.han();
        RuleSet rules = RuleSet.named(older.rules()).orElse(RuleSet.JANGGI);
        boolean paired = games.pairInto(
                newer.code(), older.code(), free, moving, rules.shuffledWings ? null : Side.HAN, time.millis());
        if (paired) {
            log.info("pool " + older.clock() + ": " + moving.name() + " moves from game " + newer.code() + " to game "
                    + older.code());
        }
        return paired;
    }

    /** Runs {@code task} soon on a thread of its own, away from the lock of the room that asks for it. */
    void later(Runnable task) {
        handOffs.execute(task);
    }

    boolean coinToss() {
        return random.nextBoolean();
    }

    private String code() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < CODE_LENGTH; i++) {
            sb.append(CODE_LETTERS.charAt(random.nextInt(CODE_LETTERS.length())));
        }
        return sb.toString();
    }

    List<StoredGame> games(Status status, int limit) {
        return games.withStatus(status, limit);
    }

    /** The open games, newest first, at most {@code perPlayer} of each player's, {@code limit} in all. */
    List<StoredGame> openGames(int perPlayer, int limit) {
        return games.openFairly(perPlayer, limit);
    }

    List<StoredGame> gamesOf(Identity who, int limit) {
        return games.of(who.fingerprint(), limit);
    }

    /** {@code who}'s games, newest first, {@code limit} of them after the first {@code skip}. */
    List<StoredGame> gamesOf(Identity who, int skip, int limit) {
        return games.of(who.fingerprint(), skip, limit);
    }

    /** The games in play {@code who} sits in, the most recently changed first. */
    List<StoredGame> playingOf(Identity who, int limit) {
        return games.playingOf(who.fingerprint(), limit);
    }

    /** The last move stored in a game as {@code notation} writes it for a reader of {@code texts} ({@code B9-C7}, {@code 02마83}); empty before the first. */
    Optional<String> lastMove(StoredGame g, MoveNotation notation, Texts texts) {
        List<StoredMove> moves = games.moves(g.code());
        if (moves.isEmpty()) {
            return Optional.empty();
        }
        // Korean notation names the piece moved, so the position before the move is replayed.
        StoredMove last = moves.get(moves.size() - 1);
        Game before = ClubRecord.game(g, moves.subList(0, moves.size() - 1));
        return Optional.of(notation.shown(last.move(), before.position(), texts));
    }

    int countGamesOf(Identity who) {
        return games.countOf(who.fingerprint());
    }

    /** The players with rated games, the best first. */
    List<Ratings.Entry> ratings(int limit) {
        return ratings.top(limit);
    }

    Optional<Ratings.Entry> rating(Identity who) {
        return who.isGuest() ? Optional.empty() : ratings.of(who.fingerprint());
    }

    /** The rating of the player with key {@code fingerprint}; empty before their first visit. */
    Optional<Ratings.Entry> ratingOf(String fingerprint) {
        return ratings.of(fingerprint);
    }

    /** The club's time now, in milliseconds: a clock's, so that tests move it. */
    long millis() {
        return time.millis();
    }

    /** The players' puzzle ratings. */
    PuzzleRatings puzzleRatings() {
        return store.puzzleRatings();
    }

    /** A game's record as our PGN, from the database (the same text before and after a restart). */
    Optional<String> export(String typed) {
        String code = typed.toLowerCase(Locale.ROOT);
        return games.find(code).map(g -> ClubRecord.pgn(g, games.moves(code)));
    }

    /** A game's record, from the database, for the replay viewer. */
    Optional<GameRecord> record(String typed) {
        String code = typed.toLowerCase(Locale.ROOT);
        return games.find(code).map(g -> ClubRecord.record(g, games.moves(code)));
    }

    private void closeIdle() {
        long now = System.nanoTime();
        for (Visit v : visits) {
            if (v.idleNanos(now) > idleNanos) {
                log.info(v.who().name() + " closed after " + TimeUnit.NANOSECONDS.toSeconds(idleNanos) + " s idle");
                v.end(new Message("server.idle"));
            }
        }
    }

    /**
     * Tells everyone that the server stops (every move confirmed is stored already, unless the
     * database was lost) and closes their connections, then pauses the clocks.
     */
    @Override
    public void close() {
        unstoredAtClose();
    }

    /**
     * As {@link #close}.
     *
     * @return what could not be stored, in words for the log: empty when everything is stored
     */
    List<String> unstoredAtClose() {
        idleWatch.shutdownNow();
        handOffs.shutdownNow();
        time.close();
        try {
            bulletin.post("-", Bulletin.GONE, "");
        } catch (StoreException e) {
            log.log(Level.WARNING, "the other servers not told that this one stops", e);
        }
        // Everyone is told first, then the connections close, so nobody waits for a slow client.
        Optional<Message> lost = store.lost().map(why -> new Message("server.stopping_lost"));
        visits.forEach(v -> v.tell(lost.orElseGet(v::stopping)));
        visits.forEach(Visit::hangUp);
        engines.close();
        List<String> unstored = new ArrayList<>();
        store.lost().ifPresent(unstored::add);
        // The clocks stand while the server is down: each keeps the time its move has taken.
        List<String> clocks = new ArrayList<>();
        for (Room room : rooms()) {
            if (!room.pauseClock()) {
                clocks.add(room.code());
            }
        }
        if (!clocks.isEmpty()) {
            unstored.add("the paused clocks of games " + String.join(" ", clocks)
                    + " (they resume from the last moment the server was noted alive)");
        }
        try {
            // The last moment alive: a clock that a move started again meanwhile is stopped here on restart.
            servers.alive(time.millis());
        } catch (StoreException e) {
            log.log(Level.WARNING, "the moment of stopping not noted", e);
        }
        return unstored;
    }
}
