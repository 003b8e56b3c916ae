package janggi.server;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Logger;
import org.apache.sshd.common.session.Session;
import org.apache.sshd.common.session.SessionListener;

/** {@code --max-sessions}: connections beyond the limit are closed as they arrive. */
final class SessionLimit implements SessionListener {
    private final int max;
    private final Logger log;
    private final AtomicInteger open = new AtomicInteger();

    SessionLimit(int max, Logger log) {
        this.max = max;
        this.log = log;
    }

    @Override
    public void sessionCreated(Session session) {
        if (open.incrementAndGet() > max) {
            log.warning("connection from " + session.getIoSession().getRemoteAddress() + " refused: " + max
                    + " sessions open already");
            session.close(true);
        }
    }

    @Override
    public void sessionClosed(Session session) {
        open.decrementAndGet();
    }
}
