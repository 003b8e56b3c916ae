package janggi.server;

import janggi.store.PostgresSchema;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/** The club's tests on PostgreSQL, in a schema of their own; skipped without one. */
class ClubServerPostgresTest extends ClubServerTest {
    private PostgresSchema schema;

    @BeforeEach
    void createSchema() {
        schema = PostgresSchema.create();
    }

    @AfterEach
    void dropSchema() {
        tearDown();
        if (schema != null) {
            schema.close();
        }
    }

    @Override
    String database() {
        return schema.url();
    }
}
