package janggi.store;

/** A member of the club: a key's fingerprint and the name that key claimed on first use. */
public record Player(String fingerprint, String name) {}
