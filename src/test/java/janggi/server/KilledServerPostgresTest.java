package janggi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import janggi.store.PostgresSchema;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * {@link KilledServerTest} on PostgreSQL, when {@code JANGGI_TEST_PG_URL} names one; and in its
 * first round PostgreSQL itself is restarted in the middle of the game (crashed: {@code pg_ctl
 * restart -m immediate}), with the command {@code JANGGI_TEST_PG_RESTART} names ({@code
 * .ci/postgres} sets both).
 */
class KilledServerPostgresTest extends KilledServerTest {
    private static final String RESTART = "JANGGI_TEST_PG_RESTART";

    private PostgresSchema schema;

    @BeforeEach
    void schema() {
        schema = PostgresSchema.create();
    }

    @AfterEach
    void drop() {
        // Null when no PostgreSQL is named: the test was skipped before it made a schema.
        if (schema != null) {
            schema.close();
        }
    }

    @Override
    String[] database() {
        return new String[] {"--db", schema.url()};
    }

    @Override
    void duringPlay(int round, FastBot alice) throws Exception {
        String restart = System.getenv(RESTART);
        if (round != 0) {
            return;
        }
        if (restart == null || restart.isBlank()) {
            System.out.println("SKIPPED: restarting PostgreSQL in the middle of a game, since " + RESTART
                    + " names no command (.ci/postgres sets it)");
            return;
        }
        Process p = new ProcessBuilder("sh", "-c", restart).inheritIO().start();
        p.waitFor(60, TimeUnit.SECONDS);
        assertEquals(0, p.exitValue(), "PostgreSQL restarted");
        // The game goes on once the server has its connections back.
        for (int i = 0; i < 3; i++) {
            assertNotNull(alice.await("move "), "the game goes on after PostgreSQL's restart");
        }
    }
}
