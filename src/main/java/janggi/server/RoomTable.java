package janggi.server;

import janggi.core.Side;
import janggi.notation.PieceStyle;
import janggi.notation.RuleWords;
import janggi.store.StoredGame;
import janggi.store.StoredGame.Status;
import janggi.text.Message;
import janggi.text.Texts;
import janggi.tui.Seat;
import janggi.tui.Table;
import janggi.tui.TableScreen;
import java.io.IOException;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Someone at a room on the full screen, as at home: a player on a seat or a spectator. The
 * room's news is queued for the screen, under the room's lock, and drawn on the screen's own
 * thread, which reads the room again then; what the player does goes to the room, which stores
 * a move before anyone is shown it.
 */
final class RoomTable implements RoomView, Table {
    /** Lines of chat shown to someone coming in. */
    private static final int RECENT_CHAT = 5;

    private final Room room;
    private final Visit visit;
    private final Texts texts;
    private final TableScreen screen;
    private final RateLimit chat = Room.chatLimit();
    /** The player's side, or null for a spectator. */
    private Side side;

    RoomTable(Room room, Visit visit, Seat seat, boolean mono) {
        this.room = room;
        this.visit = visit;
        this.texts = visit.texts();
        this.screen = new TableScreen(seat, texts, mono, visit.pieces(), this);
    }

    /**
     * Takes the player's seat and plays until they leave.
     *
     * @param greeting the first message on the screen, or ""
     * @throws Refused when they cannot sit here
     */
    void sit(String greeting) throws IOException {
        List<Said> recent = recentChat();
        side = room.sit(visit.who(), this);
        run(recent, greeting);
    }

    /** Watches until the spectator leaves. */
    void watch() throws IOException {
        List<Said> recent = recentChat();
        room.watch(visit.who(), this);
        run(recent, "");
    }

    private void run(List<Said> recent, String greeting) throws IOException {
        try {
            screen.run(recent, greeting);
        } finally {
            room.leave(this);
        }
    }

    /** What was said before, read before coming in so that nothing said meanwhile is shown twice. */
    private List<Said> recentChat() {
        return room.recentChat(RECENT_CHAT).stream()
                .map(line -> new Said(line.name(), line.text()))
                .toList();
    }

    // ---- the room's news, under its lock: queued only -----------------------------------

    @Override
    public void show(RoomEvent event, Snapshot snapshot) {
        visit.touch();
        if (event instanceof RoomEvent.Said s) {
            screen.tell(new Said(s.name(), s.text()));
        } else {
            screen.tell(message(event, snapshot));
        }
    }

    private String message(RoomEvent event, Snapshot snapshot) {
        StoredGame game = snapshot.game();
        if (event instanceof RoomEvent.Moved m) {
            return texts.get("server.table.moved", name(game, m.side()), m.move());
        } else if (event instanceof RoomEvent.Seated s) {
            return texts.get("server.table.seated", s.name(), RuleWords.side(s.side()));
        } else if (event instanceof RoomEvent.Away a) {
            // As on online servers, the absent player's clock runs.
            return texts.get(
                    snapshot.clock().active() ? "server.table.away_clock" : "server.table.away", a.name(), game.code());
        } else if (event instanceof RoomEvent.Back b) {
            return texts.get("server.table.back", b.name());
        } else if (event instanceof RoomEvent.Watching w) {
            return texts.get("server.table.watching", w.name());
        } else if (event instanceof RoomEvent.Resigned r) {
            return texts.get("server.table.resigned", r.name());
        } else if (event instanceof RoomEvent.ComputerBusy busy) {
            return texts.get("server.table.computer_busy", busy.games());
        } else if (event instanceof RoomEvent.ComputerFailed) {
            return texts.get("server.table.computer_failed", game.code());
        } else if (event instanceof RoomEvent.Flagged f) {
            return texts.get(
                    "server.table.flagged",
                    f.name(),
                    texts.render(RuleWords.result(snapshot.result().orElseThrow())));
        }
        throw new IllegalArgumentException(event.toString());
    }

    // ---- the screen's questions and the player's doings, on the screen's thread ---------

    @Override
    public State state() {
        Snapshot now = room.snapshot();
        StoredGame game = now.game();
        Set<Side> away = EnumSet.noneOf(Side.class);
        for (Side s : Side.values()) {
            if (game.player(s) != null && !now.present().contains(s) && !now.isOver()) {
                away.add(s);
            }
        }
        return new State(
                now.code(),
                now.position(),
                now.result(),
                name(game, Side.CHO),
                name(game, Side.HAN),
                away,
                side,
                game.status() == Status.OPEN,
                now.clock());
    }

    @Override
    public Optional<String> play(String move) {
        return refusal(() -> room.play(this, move));
    }

    @Override
    public Optional<String> resign() {
        return refusal(() -> room.resign(this));
    }

    @Override
    public Optional<String> say(String text) {
        if (text.isBlank()) {
            return Optional.of(texts.get("server.usage", "say TEXT"));
        }
        if (chat.take(1) == 0) {
            return Optional.of(texts.get("server.chat_too_fast", Room.CHAT_PER_MINUTE));
        }
        room.say(visit.who(), text);
        return Optional.empty();
    }

    @Override
    public Optional<Message> keepPieces(PieceStyle style) {
        return visit.pieces(style);
    }

    /** Does what the room is asked, or says why the room refused it. */
    private Optional<String> refusal(Runnable action) {
        try {
            action.run();
            return Optional.empty();
        } catch (Refused e) {
            return Optional.of(texts.render(e.reason()));
        }
    }

    private String name(StoredGame game, Side side) {
        return texts.render(Listings.seatName(game, side));
    }
}
