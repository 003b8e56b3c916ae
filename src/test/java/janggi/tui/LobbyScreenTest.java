package janggi.tui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyType;
import janggi.text.Texts;
import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** A club's lobby on the full screen, its lists and commands the test's own. */
class LobbyScreenTest extends VirtualTerminalTest {
    /** Two lists, and every command run noted; {@code who} answers with a text longer than the message rows. */
    private static final class TestLobby implements Lobby {
        @Override
        public Texts texts() {
            return Texts.english();
        }

        @Override
        public String title() {
            return "Welcome to the Janggi club, alice.";
        }

        final List<String> ran = new CopyOnWriteArrayList<>();
        volatile List<Section> sections = List.of(
                new Section(
                        "Open games to join (2)",
                        List.of(new Entry("abcde  alice", "join abcde"), new Entry("fghij  bob", "join fghij"))),
                new Section(
                        "Games in progress to watch (1)", List.of(new Entry("klmno  carol - dave", "watch klmno"))));
        volatile CountDownLatch reads = new CountDownLatch(5);

        @Override
        public List<Section> sections() {
            reads.countDown();
            return sections;
        }

        @Override
        public String run(String line) {
            ran.add(line);
            return line.equals("who") ? "Players online (3):\nalice\nbob\ncarol" : "done: " + line;
        }
    }

    @Test
    void aGameIsPickedWithUpAndDownAndOpenedWithEnterAndCommandsAreTyped() throws Exception {
        TestLobby lobby = new TestLobby();
        LobbyScreen screen = new LobbyScreen(newSeat(), lobby);
        Running<Void> running = new Running<>(() -> {
            screen.run("");
            return null;
        });
        String s = settled();
        assertTrue(s.startsWith("Welcome to the Janggi club, alice.\n\nOpen games to join (2)\n  abcde  alice\n"), s);
        assertTrue(s.contains("Games in progress to watch (1)\n  klmno  carol - dave"), s);
        keys(KeyType.ArrowDown, 2);
        keys(KeyType.Enter, 1);
        assertTrue(settled().contains("done: watch klmno"), screenText());
        keys(KeyType.ArrowDown, 1);
        keys(KeyType.ArrowUp, 3);
        keys(KeyType.Enter, 1);
        assertTrue(settled().contains("done: join abcde"), screenText());
        type("who");
        assertTrue(settled().contains(" Players online (3):\n alice\n"), "a long answer is a page:\n" + screenText());
        press('q');
        type("quit");
        running.end();
        assertEquals(List.of("watch klmno", "join abcde", "who"), lobby.ran);
    }

    @Test
    void anIdleLobbyReadsItsListsAgainButDrawsOnlyWhenTheyChanged() throws Exception {
        AtomicLong written = new AtomicLong();
        OutputStream counter = new OutputStream() {
            @Override
            public void write(int b) {
                written.incrementAndGet();
            }

            @Override
            public void write(byte[] b, int off, int len) {
                written.addAndGet(len);
            }
        };
        TestLobby lobby = new TestLobby();
        Seat seat =
                seatOn(new RemoteTerminal(new ByteArrayInputStream(new byte[0]), counter, new TerminalSize(80, 24)));
        LobbyScreen screen = new LobbyScreen(seat, lobby, TimeUnit.MILLISECONDS.toNanos(1));
        Running<Void> running = new Running<>(() -> {
            screen.run("");
            return null;
        });
        settled();
        long drawn = written.get();
        assertTrue(drawn > 0);
        assertTrue(lobby.reads.await(TIMEOUT_MS, TimeUnit.MILLISECONDS), "the lists are read again while it waits");
        assertEquals(drawn, written.get(), "nothing is sent while the lists stay the same");
        // A read that finds the lists changed draws them before the next read: two reads after the change, they are
        // drawn.
        lobby.sections = List.of(new Lobby.Section("Open games to join (0)", List.of()));
        lobby.reads = new CountDownLatch(2);
        assertTrue(lobby.reads.await(TIMEOUT_MS, TimeUnit.MILLISECONDS));
        assertTrue(written.get() > drawn, "the changed lists are drawn");
        ctrl('c');
        running.end();
    }
}
