package janggi.server;

import janggi.core.Side;
import janggi.store.Offer;

/** What happens in a room, told to everyone in it: the players on their seats and the spectators. */
sealed interface RoomEvent {
    /** A move, stored before anyone hears of it. */
    record Moved(Side side, String move) implements RoomEvent {}

    /** The second player took the free seat: the game begins. */
    record Seated(Side side, String name) implements RoomEvent {}

    /** A side's setup was chosen, stored before anyone hears of it: by its player, the computer, or for them when their time ran out. */
    record SetupChosen(Side side, String name, String setup) implements RoomEvent {}

    /** The last connection of a seat's player closed; the game waits for them. */
    record Away(Side side, String name, How how) implements RoomEvent {
        /** How they went: told apart, so that nobody reads "the connection dropped" of a player who chose to leave. */
        enum How {
            /** They left the game (quit, leave, another game). */
            LEFT,
            /** Their connection ended without their leaving, or the club closed it. */
            DROPPED,
            /** On another server of the club, which does not say how. */
            ELSEWHERE
        }
    }

    /** A player came back to their seat. */
    record Back(Side side, String name) implements RoomEvent {}

    /**
     * A player came to their seat with nobody told they had gone: seated by a pool's pairing
     * while at another game, or back after a restart. Nothing to say; the seats are shown again.
     */
    record Arrived(Side side) implements RoomEvent {}

    record Watching(String name) implements RoomEvent {}

    record Said(String name, String text) implements RoomEvent {}

    record Resigned(Side side, String name) implements RoomEvent {}

    /** The computer could not choose a move (the club's log says why): it tries again when someone comes back. */
    record ComputerFailed() implements RoomEvent {}

    /** The computer's move waits its turn: so many games want it now that it thinks less. */
    record ComputerBusy(int games) implements RoomEvent {}

    /** {@code side} offers {@code kind} (a draw, a takeback, a rematch), stored before anyone hears of it. */
    record Offered(Offer kind, Side side, String name) implements RoomEvent {}

    /** {@code side} declines the other side's offer of {@code kind}. */
    record Declined(Offer kind, Side side, String name) implements RoomEvent {}

    /** Moves were taken back at {@code asker}'s request (null when not known): the game now has {@code plies} moves. */
    record TookBack(Side asker, String name, int plies) implements RoomEvent {}

    /** The game was drawn by agreement, stored before anyone hears of it. */
    record Drawn() implements RoomEvent {}

    /**
     * The game was aborted: by {@code side}, by itself ({@code itself}: nobody played in time, or
     * {@code side}'s time ran out before each side had moved), or on another server (neither); no
     * result, no rating change.
     */
    record Aborted(Side side, String name, boolean itself) implements RoomEvent {}

    /**
     * The rematch of this game is game {@code code}: its players (and spectators) move on to it.
     * Or ({@code paired}) this open game's player was paired with another who waited, at that
     * one's game {@code code}, and moves on to it the same way.
     */
    record Rematch(String code, boolean paired) implements RoomEvent {}

    /** The time of the side to move ran out: the game is over, stored before anyone hears of it. */
    record Flagged(Side side, String name) implements RoomEvent {}
}
