package janggi.server;

/**
 * Someone in a room: a player on a seat or a spectator, on whatever screen they have. The room
 * calls {@link #show} under its own lock, for every view in turn, so a view must not block:
 * it queues what to show for its own thread or connection.
 */
interface RoomView {
    void show(RoomEvent event, Snapshot snapshot);
}
