package janggi.server;

/**
 * Who is on the other end of a connection: a player, known by a key's fingerprint and the
 * name that key claimed, or a guest without a key, who may only watch.
 */
record Identity(String name, String fingerprint) {
    static Identity guest(String name) {
        return new Identity(name, null);
    }

    boolean isGuest() {
        return fingerprint == null;
    }
}
