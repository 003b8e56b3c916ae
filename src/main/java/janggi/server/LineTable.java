package janggi.server;

import janggi.core.Side;
import janggi.notation.MartinBoard;
import janggi.notation.PieceStyle;
import janggi.notation.RuleWords;
import janggi.store.Chat;
import janggi.store.StoredGame;
import janggi.store.StoredGame.Status;
import janggi.text.Message;
import janggi.text.Texts;
import java.io.IOException;
import java.util.Locale;

/**
 * A room in line mode: the board (Martin's figure, as a local game in line mode shows it) after
 * every move, and what happens as lines of text; the player types moves, {@code say TEXT} and
 * the commands of {@code help} on the prompt line. Used by a player on a seat and by a
 * spectator alike.
 */
final class LineTable implements RoomView {
    /** Lines of chat shown to someone coming in. */
    private static final int RECENT_CHAT = 5;
    /** Lines of chat one may say at once, and how many a minute after that. */
    private static final int CHAT_BURST = 5;

    private static final int CHAT_PER_MINUTE = 12;

    private final Room room;
    private final Visit visit;
    private final LineConsole console;
    private final Texts texts;
    /** The player's side, or null for a spectator. */
    private Side side;

    private boolean flipped;
    /** The board in the visitor's pieces, printed without colour: brackets tell the sides. */
    private MartinBoard board;

    private final RateLimit chat = new RateLimit(CHAT_BURST, CHAT_PER_MINUTE / 60.0, System::nanoTime);

    LineTable(Room room, Visit visit, LineConsole console, Texts texts) {
        this.room = room;
        this.visit = visit;
        this.console = console;
        this.texts = texts;
        this.board = MartinBoard.of(visit.pieces(), true);
    }

    /** Takes the player's seat and plays until they leave. @throws Refused when they cannot sit here */
    void play() throws IOException {
        side = room.sit(visit.who(), this);
        flipped = side == Side.CHO;
        run();
    }

    /** Watches until the spectator leaves. */
    void watch() throws IOException {
        room.watch(visit.who(), this);
        run();
    }

    private void run() throws IOException {
        try {
            Snapshot now = room.snapshot();
            console.println(texts.get("server.table.welcome", now.code(), players(now.game())));
            for (Chat.Line line : room.recentChat(RECENT_CHAT)) {
                console.println(texts.get("server.table.said", line.name(), line.text()));
            }
            board(now);
            String line;
            while ((line = console.readLine(prompt(room.snapshot()))) != null) {
                if (!command(line.strip())) {
                    return;
                }
            }
        } finally {
            room.leave(this);
        }
    }

    /** Does what the player typed; false when they leave the table. */
    private boolean command(String line) {
        String word = line.split("\\s+", 2)[0].toLowerCase(Locale.ROOT);
        try {
            switch (word) {
                case "" -> {}
                case "quit", "leave", "lobby" -> {
                    return false;
                }
                case "help" ->
                    console.println(texts.get(side == null ? "server.table.help_watch" : "server.table.help"));
                case "board" -> board(room.snapshot());
                case "flip" -> {
                    flipped = !flipped;
                    board(room.snapshot());
                }
                case "say" -> say(line.length() > 3 ? line.substring(4) : "");
                case "pieces" -> pieces(line.substring(word.length()).strip());
                case "resign" -> room.resign(this);
                default -> room.play(this, line);
            }
        } catch (Refused e) {
            console.println(texts.get("server.table.refused", texts.render(e.reason())));
        }
        return true;
    }

    /** {@code pieces STYLE}: the board in other pieces, now and in the next games. */
    private void pieces(String name) {
        PieceStyle style = PieceStyle.named(name)
                .orElseThrow(() -> new Refused(
                        Refused.BAD_REQUEST, "session.pieces_unknown", ClientText.chat(name), PieceStyle.names()));
        board = MartinBoard.of(style, true);
        console.println(visit.pieces(style)
                .map(why -> texts.get("session.pieces_not_kept", style.id(), why))
                .orElseGet(() -> texts.get("session.pieces_kept", style.id())));
        board(room.snapshot());
    }

    private void say(String text) {
        if (chat.take(1) == 0) {
            throw new Refused(Refused.CANNOT, "server.chat_too_fast", CHAT_PER_MINUTE);
        }
        room.say(visit.who(), text);
    }

    @Override
    public void show(RoomEvent event, Snapshot snapshot) {
        visit.touch();
        StoredGame game = snapshot.game();
        if (event instanceof RoomEvent.Moved m) {
            console.println(texts.get("server.table.moved", name(game, m.side()), m.move()));
            board(snapshot);
        } else if (event instanceof RoomEvent.Seated s) {
            console.println(texts.get("server.table.seated", s.name(), texts.render(RuleWords.side(s.side()))));
            board(snapshot);
        } else if (event instanceof RoomEvent.Away a) {
            console.println(texts.get("server.table.away", a.name(), snapshot.code()));
        } else if (event instanceof RoomEvent.Back b) {
            console.println(texts.get("server.table.back", b.name()));
        } else if (event instanceof RoomEvent.Watching w) {
            console.println(texts.get("server.table.watching", w.name()));
        } else if (event instanceof RoomEvent.Said s) {
            console.println(texts.get("server.table.said", s.name(), s.text()));
        } else if (event instanceof RoomEvent.Resigned r) {
            console.println(texts.get("server.table.resigned", r.name()) + "\n" + status(snapshot));
        }
        console.prompt(prompt(snapshot));
    }

    private void board(Snapshot snapshot) {
        console.println(String.join("\n", board.draw(snapshot.position(), flipped)) + "\n" + status(snapshot));
    }

    /** Whose move it is, whom the game waits for, or how it ended. */
    private String status(Snapshot s) {
        StoredGame game = s.game();
        if (s.isOver()) {
            return texts.get(
                    "server.table.over",
                    texts.render(RuleWords.result(s.result().orElseThrow())));
        }
        if (game.status() == Status.OPEN) {
            return texts.get("server.table.code", s.code());
        }
        Side toMove = s.position().sideToMove();
        if (game.player(toMove) != null && !s.present().contains(toMove)) {
            return texts.get("server.table.waiting_for", game.player(toMove).name(), s.code());
        }
        return toMove == side
                ? texts.get("server.table.your_move")
                : texts.get("server.table.to_move", name(game, toMove), texts.render(RuleWords.side(toMove)));
    }

    private String prompt(Snapshot s) {
        boolean yourMove = !s.isOver()
                && s.game().status() == Status.PLAYING
                && s.position().sideToMove() == side;
        return texts.get(yourMove ? "server.table.prompt_move" : "server.table.prompt", s.code());
    }

    private String players(StoredGame game) {
        return texts.get("server.table.players", name(game, Side.CHO), name(game, Side.HAN));
    }

    /** A seat's occupant as the table shows it: the player's name, the computer, or a free seat. */
    private String name(StoredGame game, Side side) {
        return texts.render(seatName(game, side));
    }

    static Message seatName(StoredGame game, Side side) {
        if (game.player(side) != null) {
            return Message.verbatim(game.player(side).name());
        }
        return game.computerSide().isPresent()
                ? new Message("server.computer", game.computerLevel())
                : new Message("server.free_seat");
    }
}
