package janggi.server;

import janggi.clock.ClockWords;
import janggi.clock.TimeControl;
import janggi.core.Side;
import janggi.engine.Engine;
import janggi.store.StoredGame;
import janggi.tui.Seat;
import java.io.IOException;
import java.util.Optional;
import java.util.Set;

/**
 * The commands that take someone to a game: {@code new}, {@code join CODE}, {@code watch CODE}
 * and {@code play} against the computer, typed in the lobby or given to ssh directly.
 */
final class Seating {
    /** The commands this class runs; each needs a terminal. */
    static final Set<String> COMMANDS = Set.of("new", "join", "watch", "play", "pool");

    private final Club club;
    private final Visit visit;
    private final Seat seat;
    private final boolean mono;

    /** @param seat the screen the game is shown on */
    Seating(Club club, Visit visit, Seat seat, boolean mono) {
        this.club = club;
        this.visit = visit;
        this.seat = seat;
        this.mono = mono;
    }

    /**
     * Runs one of {@link #COMMANDS} until the person leaves the game.
     *
     * @param greeting the first message at the game, or ""
     * @throws Refused when it cannot be done: a guest asking to play, an unknown game, a bad option
     */
    void run(Request request, String greeting) throws IOException {
        Identity who = visit.who();
        if (who.isGuest() && !request.name().equals("watch")) {
            throw new Refused(Refused.CANNOT, "server.guests_only_watch");
        }
        RoomTable table;
        switch (request.name()) {
            case "new" -> table = open(request, null, greeting);
            case "play" -> table = open(request, level(request), greeting);
            case "join" -> {
                table = table(room(request));
                table.sit(greeting);
            }
            case "watch" -> {
                table = table(room(request));
                table.watch();
            }
            case "pool" -> table = pool(Pools.pool(request.word("CLOCK")), greeting);
            default -> throw new IllegalArgumentException(request.name());
        }
        follow(table);
    }

    /** Opens a game and sits at it until the player leaves; its table. */
    private RoomTable open(Request request, Integer computerLevel, String greeting) throws IOException {
        GameOptions options = GameOptions.of(request);
        Side side = options.side(computerLevel == null ? "random" : "han", club::coinToss);
        Room room = club.open(visit.who(), options.rules(), side, computerLevel, options.clock(), options.rated());
        TimeControl control = room.snapshot().clock().control();
        String code = control.daysPerMove().isPresent()
                ? visit.texts().get("server.game_code_days", room.code(), ClockWords.control(visit.texts(), control))
                : visit.texts().get(options.rated() ? "server.game_code_rated" : "server.game_code", room.code());
        RoomTable table = table(room);
        table.sit(computerLevel == null && greeting.isEmpty() ? code : greeting);
        return table;
    }

    /**
     * Sits at the waiting game of the pool of {@code options} whose player's rating is nearest,
     * within range (Pools); or at one's own waiting game in that pool, or opens one, on a side
     * tossed for, and waits there. Its table.
     */
    private RoomTable pool(GameOptions options, String greeting) throws IOException {
        for (StoredGame g : new Pools(club).seats(visit.who(), options)) {
            Room room = club.room(g.code()).orElse(null);
            if (room == null) {
                continue;
            }
            RoomTable table = table(room);
            try {
                table.sit(greeting);
                return table;
            } catch (Refused taken) {
                // another player was quicker: the next one, or a game of one's own
            }
        }
        Optional<StoredGame> own = new Pools(club).own(visit.who(), options);
        Room room = own.isPresent()
                ? club.room(own.get().code()).orElseThrow()
                : club.open(
                        visit.who(),
                        options.rules(),
                        options.side("random", club::coinToss),
                        null,
                        options.clock(),
                        true);
        // The player waits now: paired with another waiting in the pool once their ranges meet.
        club.pairWaiting();
        RoomTable table = table(room);
        table.sit(visit.texts().get("server.pool.waiting", options.clock(), room.code()));
        return table;
    }

    /** From a game that was left for its rematch on to the rematch, as a player or as a spectator, and so on. */
    private void follow(RoomTable left) throws IOException {
        RoomTable at = left;
        while (at.next() != null) {
            Room next = club.room(at.next()).orElse(null);
            if (next == null) {
                return;
            }
            boolean seated = at.seated();
            at = table(next);
            if (seated) {
                at.sit("");
            } else {
                at.watch();
            }
        }
    }

    private static int level(Request request) {
        String text = request.option("--level").orElse(Integer.toString(Engine.DEFAULT_LEVEL));
        try {
            int level = Integer.parseInt(text);
            if (level >= Engine.MIN_LEVEL && level <= Engine.MAX_LEVEL) {
                return level;
            }
        } catch (NumberFormatException e) {
            // refused below, as a number out of range is
        }
        throw new Refused(
                Refused.BAD_REQUEST, "server.level", Engine.MIN_LEVEL, Engine.MAX_LEVEL, ClientText.chat(text));
    }

    private Room room(Request request) {
        String code = request.word("CODE");
        return club.room(code)
                .orElseThrow(() -> new Refused(Refused.CANNOT, "server.no_such_game", ClientText.chat(code)));
    }

    private RoomTable table(Room room) {
        return new RoomTable(room, visit, seat, mono);
    }
}
