package janggi.server;

import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.Move;
import janggi.core.Side;
import janggi.notation.DisplayMove;
import janggi.notation.NotationException;
import janggi.notation.RuleWords;
import janggi.store.Chat;
import janggi.store.Games;
import janggi.store.Player;
import janggi.store.StoreException;
import janggi.store.StoredGame;
import janggi.store.StoredGame.Ending;
import janggi.store.StoredGame.Status;
import janggi.store.StoredMove;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * One game and the people at it: two seats, spectators, and what they say. Every move is
 * checked by the rules, stored, and only then shown to anyone; a player whose connection
 * drops keeps the seat, and the game waits for them. The computer, when it holds a seat,
 * answers from the club's engine threads with a result tagged by the ply it was asked at, and
 * a stale answer is dropped.
 */
final class Room {
    private final Games games;
    private final Chat chat;
    private final Engines engines;
    private final Logger log;
    private final Game game;
    /** Everyone here: a seated player's view with its side, a spectator's with null. */
    private final Map<RoomView, Side> views = new LinkedHashMap<>();

    private StoredGame row;
    private boolean thinking;

    Room(StoredGame row, List<StoredMove> moves, Games games, Chat chat, Engines engines, Logger log) {
        this.row = row;
        this.game = ClubRecord.game(row, moves);
        this.games = games;
        this.chat = chat;
        this.engines = engines;
        this.log = log;
    }

    String code() {
        return row.code();
    }

    synchronized Snapshot snapshot() {
        int ply = game.position().ply();
        String last = ply == 0 ? null : DisplayMove.of(game.position().moveAt(ply - 1));
        return new Snapshot(row, game.position().copy(), game.result(), present(), last);
    }

    /** The last lines said here, oldest first, for someone coming in. */
    List<Chat.Line> recentChat(int lines) {
        return chat.recent(row.code(), lines);
    }

    /**
     * Seats a player: on their own seat, or on the free seat of an open game, which then begins.
     *
     * @return the player's side
     * @throws Refused for a guest, or when the player has no seat here and none is free
     */
    synchronized Side sit(Identity who, RoomView view) {
        if (who.isGuest()) {
            throw new Refused(Refused.CANNOT, "server.guests_watch", row.code());
        }
        Side side = row.sideOf(who.fingerprint()).orElse(null);
        boolean newcomer = side == null;
        if (newcomer) {
            side = takeFreeSeat(who);
        }
        boolean back = !newcomer && !present().contains(side);
        views.put(view, side);
        if (newcomer) {
            broadcast(new RoomEvent.Seated(side, who.name()), view);
        } else if (back) {
            broadcast(new RoomEvent.Back(side, who.name()), view);
        }
        think();
        return side;
    }

    private Side takeFreeSeat(Identity who) {
        if (row.status() != Status.OPEN) {
            throw new Refused(Refused.CANNOT, "server.no_free_seat", row.code());
        }
        Side free = row.cho() == null ? Side.CHO : Side.HAN;
        boolean seated = games.sit(row.code(), free, new Player(who.fingerprint(), who.name()));
        reload();
        if (!seated) {
            throw new Refused(Refused.CANNOT, "server.no_free_seat", row.code());
        }
        log.info(who.name() + " joins game " + row.code() + " as " + free);
        return free;
    }

    synchronized void watch(Identity who, RoomView view) {
        views.put(view, null);
        broadcast(new RoomEvent.Watching(who.name()), view);
    }

    /** Someone goes: the game stays as it is, and waits for a player who has left their seat. */
    synchronized void leave(RoomView view) {
        if (!views.containsKey(view)) {
            return;
        }
        Side side = views.remove(view);
        if (side != null && !present().contains(side) && !game.isOver()) {
            broadcast(new RoomEvent.Away(side, row.player(side).name()), null);
        }
    }

    /**
     * Plays a move typed by the player of {@code view}.
     *
     * @throws Refused saying why the move is not played: not this player's turn, not legal here, ...
     */
    synchronized void play(RoomView view, String text) {
        Side side = seatOf(view);
        if (game.isOver()) {
            throw new Refused(
                    Refused.CANNOT,
                    "server.game_over",
                    RuleWords.result(game.result().orElseThrow()));
        }
        if (row.status() == Status.OPEN) {
            throw new Refused(Refused.CANNOT, "server.no_opponent_yet", row.code());
        }
        if (game.position().sideToMove() != side) {
            throw new Refused(Refused.CANNOT, "server.not_your_turn");
        }
        int move;
        try {
            move = DisplayMove.parse(text, game.position());
        } catch (NotationException e) {
            throw new Refused(Refused.CANNOT, e.message());
        }
        store(side, move);
    }

    /** The player of {@code view} resigns; stored before anyone is told. */
    synchronized void resign(RoomView view) {
        Side side = seatOf(view);
        if (game.isOver() || row.status() != Status.PLAYING) {
            throw new Refused(Refused.CANNOT, "server.nothing_to_resign");
        }
        Ending ending = new Ending(GameResult.Outcome.winner(side.opponent()), GameResult.Termination.RESIGNATION);
        if (!games.finish(row.code(), game.position().ply(), ending)) {
            throw new Refused(Refused.CANNOT, "server.turn_taken");
        }
        game.resign(side);
        reload();
        log.info(row.player(side).name() + " resigns game " + row.code());
        broadcast(new RoomEvent.Resigned(side, row.player(side).name()), null);
    }

    /** A line of chat, sanitised, stored with the game and told to everyone here. */
    synchronized void say(Identity who, String text) {
        String line = ClientText.chat(text);
        if (line.isEmpty()) {
            return;
        }
        chat.add(row.code(), who.fingerprint(), who.name(), line);
        broadcast(new RoomEvent.Said(who.name(), line), null);
    }

    private Side seatOf(RoomView view) {
        Side side = views.get(view);
        if (side == null) {
            throw new Refused(Refused.CANNOT, "server.spectators_watch");
        }
        return side;
    }

    /**
     * Plays, stores and tells a move: the move is tried on the game first, to learn the ending
     * it brings, and taken back unless the store accepts it for this turn.
     */
    private void store(Side side, int move) {
        int ply = game.position().ply();
        game.play(move);
        Ending ending =
                game.result().map(r -> new Ending(r.outcome(), r.termination())).orElse(null);
        String notation = DisplayMove.of(move);
        boolean stored;
        try {
            stored = games.addMove(row.code(), new StoredMove(ply, move, notation, null, null), ending);
        } catch (StoreException e) {
            game.undo();
            log.log(Level.SEVERE, "game " + row.code() + ": move " + notation + " not stored", e);
            throw new Refused(Refused.CANNOT, "server.not_stored");
        }
        if (!stored) {
            game.undo();
            throw new Refused(Refused.CANNOT, "server.turn_taken");
        }
        reload();
        if (ending != null) {
            log.info("game " + row.code() + " ends: " + ending.outcome() + " by " + ending.termination());
        }
        broadcast(new RoomEvent.Moved(side, notation), null);
        think();
    }

    /** Asks the computer for a move when it holds the seat to move and is not asked already. */
    private void think() {
        Side computer = row.computerSide().orElse(null);
        if (computer == null || thinking || game.isOver() || game.position().sideToMove() != computer) {
            return;
        }
        thinking = true;
        int ply = game.position().ply();
        engines.think(game.position().copy(), row.computerLevel(), move -> computerMoved(ply, move));
    }

    private synchronized void computerMoved(int ply, int move) {
        thinking = false;
        if (move == Move.NONE || game.isOver() || game.position().ply() != ply) {
            return;
        }
        try {
            store(game.position().sideToMove(), move);
        } catch (Refused e) {
            log.warning("game " + row.code() + ": the computer's move " + DisplayMove.of(move) + " was refused: "
                    + e.getMessage());
        }
    }

    private void reload() {
        row = games.find(row.code()).orElse(row);
    }

    private Set<Side> present() {
        Set<Side> present = EnumSet.noneOf(Side.class);
        views.values().forEach(side -> {
            if (side != null) {
                present.add(side);
            }
        });
        return present;
    }

    /** Tells everyone here but {@code except} (who knows already), each with the room as it now stands. */
    private void broadcast(RoomEvent event, RoomView except) {
        Snapshot snapshot = snapshot();
        for (RoomView view : List.copyOf(views.keySet())) {
            if (view != except) {
                view.show(event, snapshot);
            }
        }
    }
}
