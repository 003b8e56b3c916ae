package janggi.play;

import janggi.files.GameLock;
import java.nio.file.Path;

/**
 * A second program for {@link GameLockTest}: takes the lock named on its command line, says
 * "held", and keeps it until its standard input closes.
 */
public final class LockHolder {
    private LockHolder() {}

    public static void main(String[] args) throws Exception {
        GameLock.Attempt attempt = GameLock.tryLock(Path.of(args[0]));
        System.out.println(attempt instanceof GameLock.Held ? "held" : "not held: " + attempt);
        System.out.flush();
        System.in.read();
    }
}
