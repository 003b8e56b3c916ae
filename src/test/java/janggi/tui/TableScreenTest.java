package janggi.tui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyType;
import janggi.clock.FakeTime;
import janggi.clock.GameClock;
import janggi.clock.TimeControl;
import janggi.core.Game;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.notation.DisplayMove;
import janggi.notation.NotationException;
import janggi.notation.RuleWords;
import janggi.play.Command;
import janggi.play.Look;
import janggi.play.Question;
import janggi.play.Reply;
import janggi.play.Table;
import janggi.record.GameRecord;
import janggi.text.Texts;
import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** A game at a table played elsewhere, on the virtual terminal: the table here is the test's own. */
class TableScreenTest extends VirtualTerminalTest {
    private static final Texts TEXTS = Texts.english();

    /**
     * A table of two players, bob as Cho and alice as Han, that honours what a club's table does;
     * what it hears of is told to the screen.
     */
    private static final class TestTable implements Table {
        final Game game;
        final List<String> said = new ArrayList<>();
        final List<Said> chat = new ArrayList<>(List.of(new Said("alice", "hello")));
        final Side you;
        Set<Side> away = EnumSet.noneOf(Side.class);
        boolean open;
        GameClock clock = GameClock.none();
        boolean flipped;
        Question asking;
        volatile Listener listener = news -> {};

        TestTable(Side you) {
            this(you, Game.start(RuleSet.JANGGI, Setup.STANDARD, Setup.STANDARD));
        }

        TestTable(Side you, Game game) {
            this.you = you;
            this.game = game;
            this.flipped = you == Side.CHO;
        }

        String name(Side side) {
            return side == Side.CHO ? "bob" : "alice";
        }

        @Override
        public synchronized State state() {
            Position pos = game.position().copy();
            Side toMove = pos.sideToMove();
            String status = game.isOver()
                    ? ""
                    : open
                            ? TEXTS.get("table.waiting_for_opponent", "abcde")
                            : away.contains(toMove)
                                    ? TEXTS.get(
                                            clock.active() ? "table.waiting_for_clock" : "table.waiting_for",
                                            name(toMove),
                                            "abcde")
                                    : toMove == you
                                            ? TEXTS.get("table.your_move")
                                            : TEXTS.get("table.to_move", name(toMove), RuleWords.side(toMove));
            return new State(
                    TEXTS.get("table.title", "abcde", pos.rules().name),
                    pos,
                    game.result(),
                    seat(Side.CHO),
                    seat(Side.HAN),
                    status,
                    false,
                    game.isOver() ? null : you,
                    you != null && !open && !game.isOver() && toMove == you,
                    flipped,
                    Look.MARTIN,
                    clock,
                    null,
                    Optional.ofNullable(asking),
                    "",
                    false,
                    false,
                    Optional.empty(),
                    true,
                    List.copyOf(chat),
                    Set.of(),
                    List.of(),
                    List.of(),
                    "");
        }

        private String seat(Side side) {
            return away.contains(side)
                    ? TEXTS.get("table.away", name(side))
                    : side == you ? TEXTS.get("table.you", name(side)) : name(side);
        }

        @Override
        public boolean honours(Command command) {
            return command != Command.HINT && command != Command.UNDO && command != Command.NEW;
        }

        @Override
        public Reply input(Command.Typed typed) {
            if (asking != null) {
                asking = null;
                return typed.text().isEmpty() || typed.text().startsWith("y") ? resign() : Reply.NOTHING;
            }
            if (!honours(typed.command())) {
                return Reply.error(
                        TEXTS, "table.not_at_the_club", typed.command().word());
            }
            return switch (typed.command()) {
                case FLIP -> {
                    flipped = !flipped;
                    yield Reply.NOTHING;
                }
                case SAY -> {
                    said.add(typed.arg());
                    listener.told(new Heard(new Said(you == Side.CHO ? "bob" : "carol", typed.arg())));
                    yield Reply.NOTHING;
                }
                case RESIGN -> {
                    asking = new Question(Question.Kind.RESIGN, you, "Resign game abcde? ", List.of());
                    yield new Reply(Reply.Outcome.QUESTION, asking.text());
                }
                case UNKNOWN -> Reply.error(TEXTS, "session.unknown_command", typed.text());
                case MOVE -> play(typed.text());
                default -> Reply.NOTHING;
            };
        }

        private Reply play(String move) {
            if (you == null) {
                return new Reply(
                        Reply.Outcome.ERROR, move.length() == 2 ? TEXTS.get("table.spectating") : "spectators watch");
            }
            if (move.length() == 2) {
                return Reply.NOTHING;
            }
            if (game.position().sideToMove() != you) {
                return new Reply(Reply.Outcome.ERROR, "it is not your turn");
            }
            return playFor(you, move);
        }

        /** A move of {@code side}'s player, from wherever they are. */
        synchronized Reply playFor(Side side, String move) {
            try {
                game.play(DisplayMove.parse(move, game.position()));
            } catch (NotationException e) {
                return new Reply(Reply.Outcome.ERROR, TEXTS.render(e.message()));
            }
            listener.told(new Told(name(side) + " plays " + move + "."));
            return Reply.NOTHING;
        }

        private synchronized Reply resign() {
            game.resign(you);
            listener.told(new Told("you resign."));
            return Reply.NOTHING;
        }

        @Override
        public Reply hear(News news) {
            if (news instanceof Heard h) {
                chat.add(h.said());
            }
            return news instanceof Told t ? new Reply(Reply.Outcome.INFO, t.message()) : Reply.NOTHING;
        }

        @Override
        public void listen(Listener listener) {
            this.listener = listener;
        }

        @Override
        public Texts texts() {
            return TEXTS;
        }

        @Override
        public String help() {
            return TEXTS.document(you == null ? "help-watch" : "help-table");
        }

        @Override
        public GameRecord record() {
            return new GameRecord(game, Map.of());
        }

        @Override
        public Reply leave() {
            return new Reply(Reply.Outcome.QUIT, "");
        }
    }

    private Running<Void> sit(TestTable table) throws Exception {
        return sit(table, newSeat());
    }

    private Running<Void> sit(TestTable table, Seat seat) {
        GameScreen screen = new GameScreen(seat, TEXTS, true, System::nanoTime, table);
        return new Running<>(() -> {
            screen.run("Welcome.");
            return null;
        });
    }

    @Test
    void choPicksAMoveWithTheCursorOnTheBoardTurnedForHimAndTheReplyArrivesAsNews() throws Exception {
        TestTable table = new TestTable(Side.CHO);
        Running<Void> screen = sit(table);
        String s = settled();
        assertTrue(s.contains("Cho [r]: bob (you)   Han (R): alice") && s.contains("Your move"), s);
        assertTrue(s.contains("<alice> hello") && s.contains("Welcome."), s);
        assertEquals("     9 [r][n][b][g]-+-[g][b][n][r]", row(18).substring(0, 34), "Cho at the bottom");
        // From E9 at the bottom's middle to B9 (the board turned: right is towards A), Enter; then C7, Enter.
        keys(KeyType.ArrowRight, 3);
        keys(KeyType.Enter, 1);
        keys(KeyType.ArrowUp, 2);
        keys(KeyType.ArrowLeft, 1);
        keys(KeyType.Enter, 1);
        s = settled();
        assertTrue(s.contains("bob plays B9-C7.") && s.contains("alice (Han) to move"), s);
        assertEquals("     7  +-[c]-+--+--+--+-[n][c]-+", row(14).substring(0, 33), s);
        assertEquals(List.of(), table.said);

        type("A9-A8");
        assertTrue(settled().contains("it is not your turn"), screenText());
        table.playFor(Side.HAN, "B0-C2");
        s = waitFor("alice's move", t -> t.contains("alice plays B0-C2."));
        assertTrue(s.contains("Your move") && s.contains("1. B9-C7  B0-C2"), s);

        type("quit");
        screen.end();
    }

    @Test
    void aSpectatorSeesTheSameBoardAndTalksButCannotMove() throws Exception {
        TestTable table = new TestTable(null);
        Running<Void> screen = sit(table);
        String s = settled();
        assertTrue(s.contains("bob (Cho) to move") && s.contains("say TEXT: talk  PgUp/PgDn: moves  help  quit"), s);
        assertEquals("     9 [r][n][b][g]-+-[g][b][n][r]", row(0).substring(0, 34), "Cho at the top, as Han sees it");
        keys(KeyType.Enter, 1);
        assertTrue(settled().contains("You are watching: say TEXT to talk"), screenText());
        type("B9-C7");
        assertTrue(settled().contains("spectators watch"), screenText());
        type("say well played");
        assertTrue(settled().contains("<carol> well played"), screenText());
        assertEquals(List.of("well played"), table.said);
        type("flip");
        assertEquals(
                "     0 (R)(N)(B)(G)-+-(G)(B)(N)(R)",
                settled().lines().toList().get(0).substring(0, 34));
        ctrl('c');
        screen.end();
    }

    @Test
    void resignIsAskedAgainAndNoLeavesTheGameAsItWas() throws Exception {
        TestTable table = new TestTable(Side.CHO);
        Running<Void> screen = sit(table);
        settled();
        type("resign");
        String s = settled();
        assertTrue(s.contains("Resign game abcde?") && s.contains("y or Enter: yes   n or Esc: no"), s);
        press('n');
        assertFalse(settled().contains("Resign game"), screenText());
        assertFalse(table.game.isOver());
        type("resign");
        settled();
        press('y');
        s = waitFor("the result", t -> t.contains("Game over: Han wins by resignation."));
        assertTrue(table.game.isOver(), s);
        type("quit");
        screen.end();
    }

    @Test
    void commandsOfAGameAtHomeAndUnknownWordsAreAnsweredInWordsNotAsMoves() throws Exception {
        TestTable table = new TestTable(Side.CHO);
        Running<Void> screen = sit(table);
        settled();
        type("hint");
        assertTrue(settled().contains("'hint' is for games at home, not at the club's tables"), screenText());
        type("helo");
        assertTrue(settled().contains("Unknown command 'helo': type help for the commands."), screenText());
        type("B9-C7");
        assertTrue(settled().contains("1. B9-C7"), screenText());
        assertEquals(1, table.game.moves().size());
        type("quit");
        screen.end();
    }

    @Test
    void theGameWaitsForAnOpponentAndThenForAPlayerWhoLeft() throws Exception {
        TestTable table = new TestTable(Side.HAN);
        table.open = true;
        Running<Void> screen = sit(table);
        assertTrue(settled().contains("Game code: abcde. Waiting for an opponent:\n"), screenText());
        table.open = false;
        table.away = EnumSet.of(Side.CHO);
        table.listener.told(new Table.Told("bob left."));
        String s = waitFor("bob away", t -> t.contains("bob (away)"));
        assertTrue(s.contains("Waiting for bob to come back (join abcde)") && s.contains("bob left."), s);
        type("help");
        assertTrue(settled().contains("say TEXT (to the players and spectators"), screenText());
        press('q');
        assertTrue(settled().contains("Waiting for bob"), screenText());
        type("quit");
        screen.end();
    }

    @Test
    void bothClocksShowAndTheAbsentPlayersClockRunsOnScreen() throws Exception {
        FakeTime time = new FakeTime();
        TestTable table = new TestTable(Side.HAN);
        table.clock = new GameClock(TimeControl.parse("1m+3x5s"), time);
        table.clock.start(Side.CHO);
        table.away = EnumSet.of(Side.CHO);
        Running<Void> screen = sit(table);
        String s = settled();
        assertTrue(s.contains("Cho clock: 1:00 +3x5s") && s.contains("Han clock: 1:00 +3x5s"), s);
        assertTrue(s.contains("Waiting for bob, whose clock runs (join"), s);
        time.pass(61_000);
        events.post(new Events.Tick());
        s = settled();
        assertTrue(s.contains("Cho clock: 0:04, 3 periods") && s.contains("Han clock: 1:00 +3x5s"), s);
        type("quit");
        screen.end();
    }

    @Test
    void aRunningClockAtTheTableSendsOnlyItsOwnCellsEachSecond() throws Exception {
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
        FakeTime time = new FakeTime();
        TestTable table = new TestTable(Side.HAN);
        table.clock = new GameClock(TimeControl.parse("20m+3x30s"), time);
        table.clock.start(Side.CHO);
        Running<Void> screen = sit(
                table,
                seatOn(new RemoteTerminal(new ByteArrayInputStream(new byte[0]), counter, new TerminalSize(80, 24))));
        settled();
        long most = 0;
        for (long ms : new long[] {1_000, 1_000, 60_000, 1_139_000, 2_000}) {
            written.set(0);
            time.pass(ms);
            events.post(new Events.Tick());
            settled();
            most = Math.max(most, written.get());
        }
        System.out.println("Table screen: a clock's tick wrote " + most + " bytes at most");
        assertTrue(most <= 100, "a tick wrote " + most + " bytes");
        table.listener.told(new Table.Told("bye"));
        ctrl('c');
        screen.end();
    }
}
