package janggi.server;

import janggi.core.Side;
import janggi.engine.Engine;
import janggi.text.Texts;
import java.io.IOException;
import java.util.Set;

/**
 * The commands that take someone to a game: {@code new}, {@code join CODE}, {@code watch CODE}
 * and {@code play} against the computer, typed in the lobby or given to ssh directly.
 */
final class Seating {
    /** The commands this class runs; each needs a terminal. */
    static final Set<String> COMMANDS = Set.of("new", "join", "watch", "play");

    private final Club club;
    private final Visit visit;
    private final LineConsole console;
    private final Texts texts;

    Seating(Club club, Visit visit, LineConsole console, Texts texts) {
        this.club = club;
        this.visit = visit;
        this.console = console;
        this.texts = texts;
    }

    /**
     * Runs one of {@link #COMMANDS} until the person leaves the game.
     *
     * @throws Refused when it cannot be done: a guest asking to play, an unknown game, a bad option
     */
    void run(Request request) throws IOException {
        Identity who = visit.who();
        if (who.isGuest() && !request.name().equals("watch")) {
            throw new Refused(Refused.CANNOT, "server.guests_only_watch");
        }
        switch (request.name()) {
            case "new" -> open(request, null);
            case "play" -> open(request, level(request));
            case "join" -> table(room(request)).play();
            case "watch" -> table(room(request)).watch();
            default -> throw new IllegalArgumentException(request.name());
        }
    }

    private void open(Request request, Integer computerLevel) throws IOException {
        GameOptions options = GameOptions.of(request);
        Side side = options.side(computerLevel == null ? "random" : "han", club::coinToss);
        Room room = club.open(visit.who(), options.rules(), side, computerLevel, options.clock(), options.rated());
        if (computerLevel == null) {
            console.println(texts.get(options.rated() ? "server.game_code_rated" : "server.game_code", room.code()));
        }
        table(room).play();
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

    private LineTable table(Room room) {
        return new LineTable(room, visit, console, texts);
    }
}
