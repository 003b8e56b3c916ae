package janggi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Move;
import janggi.core.RuleSet;
import janggi.core.Setup;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

class EnginesTest {
    @Test
    void aSearchThatCannotRunAnswersNoMoveAndTellsTheLogEvenForALinkageError() throws InterruptedException {
        Logger log = Logger.getAnonymousLogger();
        log.setUseParentHandlers(false);
        List<LogRecord> logged = new CopyOnWriteArrayList<>();
        log.addHandler(new Handler() {
            @Override
            public void publish(LogRecord r) {
                logged.add(r);
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        });
        LinkedBlockingQueue<Integer> answers = new LinkedBlockingQueue<>();
        try (Engines engines = new Engines(1, log)) {
            engines.think(
                    "SHA256:alice",
                    Setup.startPosition(RuleSet.JANGGI, Setup.STANDARD, Setup.STANDARD),
                    1,
                    () -> {
                        // As when the jar is replaced under a running server.
                        throw new NoClassDefFoundError("janggi/engine/MoveHistory");
                    },
                    answers::add,
                    busy -> {});
            assertEquals(Move.NONE, answers.poll(30, TimeUnit.SECONDS));
        }
        assertEquals(1, logged.size());
        assertEquals(Level.SEVERE, logged.get(0).getLevel());
        assertTrue(logged.get(0).getThrown() instanceof NoClassDefFoundError);
    }
}
