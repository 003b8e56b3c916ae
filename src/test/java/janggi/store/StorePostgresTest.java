package janggi.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The store's tests on PostgreSQL (in a schema of their own), and what only PostgreSQL does:
 * several servers on one database, telling each other what changed.
 */
class StorePostgresTest extends StoreTest {
    private PostgresSchema schema;

    @BeforeEach
    void createSchema() {
        schema = PostgresSchema.create();
    }

    @AfterEach
    void dropSchema() {
        if (schema != null) {
            schema.close();
        }
    }

    @Override
    String url() {
        return schema.url();
    }

    @Test
    void aListenerWhoseConnectionIsLostConnectsAgainAndSaysSoToCatchUp() throws Exception {
        BlockingQueue<Notice> heard = new LinkedBlockingQueue<>();
        BlockingQueue<String> connected = new LinkedBlockingQueue<>();
        try (Store a = Store.open(url());
                Store b = Store.open(url());
                Notices listening =
                        a.listen(heard::add, () -> connected.add("connected"), Logger.getAnonymousLogger())) {
            assertNotNull(connected.poll(20, TimeUnit.SECONDS));
            try (java.sql.Connection c = java.sql.DriverManager.getConnection(url());
                    java.sql.Statement s = c.createStatement()) {
                s.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '"
                        + PostgresNotices.APPLICATION + "'");
            }
            assertNotNull(connected.poll(20, TimeUnit.SECONDS), "connected again, and told to catch up");
            b.post("ab12c", "present", "HAN");
            assertEquals(new Notice(b.origin(), "ab12c", "present", "HAN"), heard.poll(20, TimeUnit.SECONDS));
        }
    }

    @Test
    void aChangeStoredByOneServerIsAnnouncedToTheOthersAndNotToItself() throws InterruptedException {
        BlockingQueue<Notice> heardByA = new LinkedBlockingQueue<>();
        BlockingQueue<Notice> heardByB = new LinkedBlockingQueue<>();
        BlockingQueue<String> connected = new LinkedBlockingQueue<>();
        Logger log = Logger.getAnonymousLogger();
        try (Store a = Store.open(url());
                Store b = Store.open(url());
                Notices listenA = a.listen(heardByA::add, () -> connected.add("a"), log);
                Notices listenB = b.listen(heardByB::add, () -> connected.add("b"), log)) {
            assertTrue(a.isShared());
            assertNotNull(connected.poll(20, TimeUnit.SECONDS));
            assertNotNull(connected.poll(20, TimeUnit.SECONDS));
            a.players().claim("SHA256:alice", "alice");
            a.players().claim("SHA256:bob", "bob");
            a.games()
                    .create(
                            "ab12c",
                            "janggi",
                            "NBBN/NBBN",
                            null,
                            null,
                            new Player("SHA256:alice", "alice"),
                            null,
                            false);
            assertTrue(a.games().sit("ab12c", janggi.core.Side.CHO, new Player("SHA256:bob", "bob")));
            Notice notice = heardByB.poll(20, TimeUnit.SECONDS);
            assertNotNull(notice, "B hears of the seat A gave");
            assertEquals(new Notice(a.origin(), "ab12c", Notice.CHANGED, ""), notice);
            b.post("ab12c", "present", "CHO HAN");
            assertEquals(new Notice(b.origin(), "ab12c", "present", "CHO HAN"), heardByA.poll(20, TimeUnit.SECONDS));
            assertTrue(heardByA.isEmpty(), "A does not hear its own notices");
        }
    }
}
