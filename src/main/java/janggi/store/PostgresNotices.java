package janggi.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * {@code LISTEN} on a connection of its own, on a thread of its own that blocks in the driver
 * until a notice arrives: nothing runs while the club is quiet. When the connection is lost it
 * is opened again (after a pause that grows while the database stays away), and everyone is
 * told to catch up from the tables, since notices sent meanwhile are gone.
 */
final class PostgresNotices implements Notices {
    /** The name of the listening connections in pg_stat_activity. */
    static final String APPLICATION = "janggi notices";

    private static final long FIRST_RETRY_MS = 200;
    private static final long LAST_RETRY_MS = TimeUnit.SECONDS.toMillis(10);

    private final String url;
    private final String channel;
    private final String origin;
    private final Consumer<Notice> heard;
    private final Runnable reconnected;
    private final Logger log;
    private final Thread thread;
    private volatile boolean closed;
    private volatile Connection connection;

    PostgresNotices(
            String url, String channel, String origin, Consumer<Notice> heard, Runnable reconnected, Logger log) {
        this.url = url;
        this.channel = channel;
        this.origin = origin;
        this.heard = heard;
        this.reconnected = reconnected;
        this.log = log;
        this.thread = new Thread(this::listen, "club notices");
        thread.setDaemon(true);
        thread.start();
    }

    private void listen() {
        long retry = FIRST_RETRY_MS;
        boolean first = true;
        while (!closed) {
            try (Connection c = DriverManager.getConnection(url, name())) {
                connection = c;
                try (Statement s = c.createStatement()) {
                    s.execute("LISTEN " + channel);
                }
                if (!first) {
                    log.info("notices: connected again; catching up");
                }
                retry = FIRST_RETRY_MS;
                reconnected.run();
                first = false;
                PGConnection pg = c.unwrap(PGConnection.class);
                while (!closed) {
                    PGNotification[] notes = pg.getNotifications(0);
                    if (notes == null) {
                        continue;
                    }
                    for (PGNotification n : notes) {
                        deliver(n.getParameter());
                    }
                }
            } catch (SQLException | RuntimeException e) {
                if (closed) {
                    return;
                }
                log.warning("notices: connection lost (" + StoreException.firstLine(e.getMessage()) + "), retrying in "
                        + retry + " ms");
                try {
                    Thread.sleep(retry);
                } catch (InterruptedException interrupted) {
                    return;
                }
                retry = Math.min(LAST_RETRY_MS, retry * 2);
            }
        }
    }

    /** The listener's connection is named, so that an operator can tell it in pg_stat_activity. */
    private static Properties name() {
        Properties p = new Properties();
        p.setProperty("ApplicationName", APPLICATION);
        return p;
    }

    private void deliver(String payload) {
        Notice notice = Notice.parse(payload);
        if (notice == null || notice.origin().equals(origin)) {
            return;
        }
        try {
            heard.accept(notice);
        } catch (RuntimeException e) {
            log.log(Level.WARNING, "notices: " + payload + " failed", e);
        }
    }

    @Override
    public void close() {
        closed = true;
        Store.closeQuietly(connection);
        thread.interrupt();
        try {
            thread.join(TimeUnit.SECONDS.toMillis(2));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
