package janggi.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.UUID;
import org.junit.jupiter.api.Assumptions;

/**
 * A fresh schema for one test in the PostgreSQL that {@code JANGGI_TEST_PG_URL} names (as
 * {@code .ci/postgres} sets it), dropped afterwards; without the variable, the test is skipped
 * and says so.
 */
public final class PostgresSchema implements AutoCloseable {
    public static final String VARIABLE = "JANGGI_TEST_PG_URL";

    private static boolean toldSkipped;

    private final String server;
    private final String schema;

    private PostgresSchema(String server, String schema) {
        this.server = server;
        this.schema = schema;
    }

    /** A new schema; skips the calling test when no PostgreSQL is named. */
    public static PostgresSchema create() {
        String server = System.getenv(VARIABLE);
        if (server == null || server.isBlank()) {
            synchronized (PostgresSchema.class) {
                if (!toldSkipped) {
                    toldSkipped = true;
                    System.out.println("SKIPPED: the PostgreSQL tests, since " + VARIABLE
                            + " names no database (.ci/postgres sets it up)");
                }
            }
        }
        Assumptions.assumeTrue(server != null && !server.isBlank(), VARIABLE + " is not set: PostgreSQL skipped");
        String schema = "t_" + UUID.randomUUID().toString().replace("-", "").toLowerCase(Locale.ROOT);
        try (Connection c = DriverManager.getConnection(server);
                Statement s = c.createStatement()) {
            s.execute("CREATE SCHEMA " + schema);
        } catch (SQLException e) {
            throw new AssertionError("cannot reach " + server + ": " + e.getMessage(), e);
        }
        return new PostgresSchema(server, schema);
    }

    /** The JDBC URL of the schema, for {@code --db}. */
    public String url() {
        return server + (server.contains("?") ? "&" : "?") + "currentSchema=" + schema;
    }

    @Override
    public void close() {
        try (Connection c = DriverManager.getConnection(server);
                Statement s = c.createStatement()) {
            s.execute("DROP SCHEMA " + schema + " CASCADE");
        } catch (SQLException e) {
            throw new AssertionError(e);
        }
    }
}
