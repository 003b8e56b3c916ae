package janggi.uci;

/** Tiny shell scripts that play the part of a UCI engine, for tests of what talks to one. */
public final class FakeEngine {
    private FakeEngine() {}

    /** A command line for an "engine" that completes the handshake and runs {@code onGo} for every go command. */
    public static String answering(String onGo) {
        return "sh -c 'while read l; do case $l in uci) echo uciok;; isready) echo readyok;;" + " go*) " + onGo
                + ";; quit) exit 0;; esac; done'";
    }
}
