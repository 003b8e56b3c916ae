package janggi.server;

import janggi.core.Side;

/** What happens in a room, told to everyone in it: the players on their seats and the spectators. */
sealed interface RoomEvent {
    /** A move, stored before anyone hears of it. */
    record Moved(Side side, String move) implements RoomEvent {}

    /** The second player took the free seat: the game begins. */
    record Seated(Side side, String name) implements RoomEvent {}

    /** The last connection of a seat's player closed; the game waits for them. */
    record Away(Side side, String name) implements RoomEvent {}

    /** A player came back to their seat. */
    record Back(Side side, String name) implements RoomEvent {}

    record Watching(String name) implements RoomEvent {}

    record Said(String name, String text) implements RoomEvent {}

    record Resigned(Side side, String name) implements RoomEvent {}

    /** The computer could not choose a move (the club's log says why): it tries again when someone comes back. */
    record ComputerFailed() implements RoomEvent {}

    /** The computer's move waits its turn: so many games want it now that it thinks less. */
    record ComputerBusy(int games) implements RoomEvent {}

    /** The time of the side to move ran out: the game is over, stored before anyone hears of it. */
    record Flagged(Side side, String name) implements RoomEvent {}
}
