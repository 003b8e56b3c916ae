package janggi.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.clock.GameClock;
import janggi.clock.TimeControl;
import janggi.core.Game;
import janggi.core.GameResult.Outcome;
import janggi.core.GameResult.Termination;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.engine.Engine;
import janggi.notation.UciMove;
import janggi.text.Message;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** The match loop against shell scripts that play the part of an engine, and against Fairy-Stockfish. */
class MatchTest {
    private static final Path FAIRY_STOCKFISH = Path.of("/usr/games/fairy-stockfish");
    private static final Match.Limits FAST = Match.Limits.moveTime(20, 20);

    private static Engine ours() {
        Engine engine = new Engine();
        engine.setLevel(10);
        engine.setThreads(1);
        return engine;
    }

    private static Match.Opponent answering(String onGo) {
        return Match.opponent(FakeEngine.answering(onGo), Map.of(), RuleSet.JANGGI, "sh", w -> {});
    }

    private static Match.Result play(Match.Opponent opponent, Match.Limits limits, int games) throws IOException {
        return new Match(RuleSet.JANGGI, MatchTest::ours, opponent, "sh", limits, 300, null)
                .play(games, new Match.Listener() {});
    }

    @Test
    void anOpponentThatPlaysAnIllegalMoveLosesThatGame() throws IOException {
        // a1a9: in game 1 (ours Cho) it moves our chariot; in game 2 (ours Han) the soldier on a4 blocks it.
        Match.Result r = play(answering("echo bestmove a1a9"), FAST, 2);
        Match.Round first = r.rounds().get(0);
        assertEquals(Side.CHO, first.ours());
        assertEquals(Outcome.CHO_WINS, first.outcome());
        assertEquals("Cho wins: sh played an illegal move a1a9", first.reason().toString());
        assertEquals(1, first.plies());
        Match.Round second = r.rounds().get(1);
        assertEquals(Side.HAN, second.ours());
        assertEquals(Outcome.HAN_WINS, second.outcome());
        assertEquals("Han wins: sh played an illegal move a1a9", second.reason().toString());
        assertEquals(0, second.plies());
        assertEquals(List.of(2, 0, 0), List.of(r.wins(), r.draws(), r.losses()));
        assertNull(r.stoppedEarly());
        assertTrue(second.game().isOver(), "the forfeit is recorded in the game");
    }

    @Test
    void anOpponentThatSendsNoMoveLosesThatGame() throws IOException {
        Match.Round r = play(answering("echo bestmove xyz"), FAST, 1).rounds().get(0);
        assertEquals("Cho wins: sh sent 'xyz', not a UCI move", r.reason().toString());
        assertFalse(r.opponentFailed());
    }

    @Test
    void eachEngineSearchesWhatTheLimitsSay() throws IOException {
        // The fake answers with what follows "go movetime", "go depth" or "go nodes": no move.
        assertEquals(
                "Cho wins: sh sent '7', not a UCI move",
                play(answering("echo bestmove ${l#go movetime }"), Match.Limits.moveTime(20, 7), 1)
                        .rounds()
                        .get(0)
                        .reason()
                        .toString());
        assertEquals(
                "Cho wins: sh sent '3', not a UCI move",
                play(answering("echo bestmove ${l#go depth }"), Match.Limits.depth(3), 1)
                        .rounds()
                        .get(0)
                        .reason()
                        .toString());
        assertEquals(
                "Cho wins: sh sent '500', not a UCI move",
                play(answering("echo bestmove ${l#go nodes }"), Match.Limits.nodes(500), 1)
                        .rounds()
                        .get(0)
                        .reason()
                        .toString());
    }

    @Test
    void threeLanesPlayEachStartOnceWithEachSideAndAskAfterEachPairWithItsGamesSideBySide() throws IOException {
        // Four starts told apart by Cho's first move; the opponent forfeits every game at once.
        OpeningBook four = OpeningBook.parse("NBBN BNNB a4b4\nNBBN BNNB c4d4\nNBBN BNNB g4f4\nNBBN BNNB i4h4\n");
        List<Integer> asked = new ArrayList<>();
        List<Boolean> pairsWhole = new ArrayList<>();
        AtomicInteger opponents = new AtomicInteger();
        Match.Opponent forfeiting = answering("echo bestmove a1a9");
        Match.Opponent counted = () -> {
            opponents.incrementAndGet();
            return forfeiting.start();
        };
        Match.Result r = new Match(RuleSet.JANGGI, MatchTest::ours, counted, "sh", FAST, 300, four)
                .play(8, 3, new Match.Listener() {
                    @Override
                    public boolean decided(List<Match.Round> played) {
                        asked.add(played.size());
                        for (int i = 0; i + 1 < played.size(); i += 2) {
                            pairsWhole.add(played.get(i).number() + 1
                                            == played.get(i + 1).number()
                                    && played.get(i).number() % 2 == 1);
                        }
                        return false;
                    }
                });
        List<String> firstMoves = new ArrayList<>();
        for (int i = 0; i < r.rounds().size(); i++) {
            Match.Round round = r.rounds().get(i);
            assertEquals(i + 1, round.number(), "in their numbers' order");
            assertEquals(i % 2 == 0 ? Side.CHO : Side.HAN, round.ours());
            firstMoves.add(UciMove.of(round.game().moves().get(0)));
        }
        assertEquals(List.of("a4b4", "a4b4", "c4d4", "c4d4", "g4f4", "g4f4", "i4h4", "i4h4"), firstMoves);
        assertEquals(List.of(2, 4, 6, 8), asked, "asked once a pair, with the pairs played");
        assertFalse(pairsWhole.contains(false), "each pair's games side by side");
        assertEquals(3, opponents.get(), "an opponent for each lane");
    }

    @Test
    void aMatchDecidedOnSeveralLanesTakesNoNewPairButCountsThePairsBegun() throws IOException {
        AtomicInteger asked = new AtomicInteger();
        Match.Result r = new Match(
                        RuleSet.JANGGI, MatchTest::ours, answering("echo bestmove a1a9"), "sh", FAST, 300, null)
                .play(40, 2, new Match.Listener() {
                    @Override
                    public boolean decided(List<Match.Round> played) {
                        asked.incrementAndGet();
                        return true;
                    }
                });
        assertTrue(r.rounds().size() == 2 || r.rounds().size() == 4, r.rounds().size() + " games");
        assertEquals(r.rounds().size() / 2, asked.get());
        assertNull(r.stoppedEarly());
    }

    @Test
    void eachPassThroughTheStartsAfterTheFirstSearchesOtherNodeCountsSoThatItsGamesAreNew() throws IOException {
        // A book of one start: each pair is a pass; the fake answers with the node count it is given.
        OpeningBook one = OpeningBook.parse("NBBN BNNB c4d4\n");
        List<String> sent = new ArrayList<>();
        List<Integer> passes = new ArrayList<>();
        new Match(
                        RuleSet.JANGGI,
                        MatchTest::ours,
                        answering("echo bestmove ${l#go nodes }"),
                        "sh",
                        Match.Limits.nodes(500),
                        300,
                        one)
                .play(6, new Match.Listener() {
                    @Override
                    public void finished(Match.Round round) {
                        sent.add(round.reason().toString().replaceAll(".*sent '(\\d+)'.*", "$1"));
                    }

                    @Override
                    public void newPass(int pass, Match.Limits limits) {
                        passes.add(pass);
                    }
                });
        assertEquals(List.of("500", "500", "510", "510", "490", "490"), sent);
        assertEquals(List.of(1, 2), passes);
        assertEquals(500 * 104 / 100, Match.Limits.nodes(500).onPass(3).ours().nodes(), "+4% on the fourth pass");
        assertEquals(Match.Limits.moveTime(20, 7), Match.Limits.moveTime(20, 7).onPass(3), "a time is kept");
        assertEquals(Match.Limits.depth(3), Match.Limits.depth(3).onPass(1), "a depth is kept");
    }

    @Test
    void onAClockTheOpponentIsToldBothClocksAsFairyStockfishReadsThem() throws IOException {
        // The fake answers with what follows "go", spaces made underscores: no move.
        Match.Opponent echoing = answering("echo bestmove $(echo ${l#go } | tr [:blank:] _)");
        Match.Round increment = play(echoing, Match.Limits.clock(TimeControl.parse("1m+2s")), 1)
                .rounds()
                .get(0);
        assertTrue(
                increment.reason().toString().startsWith("Cho wins: sh sent 'wtime_"),
                increment.reason().toString());
        // Han's clock runs from Cho's move on, so it may have lost a millisecond or two by the "go".
        Matcher han = Pattern.compile("_btime_(\\d+)_winc_2000_binc_2000', not a UCI move$")
                .matcher(increment.reason().toString());
        assertTrue(han.find(), increment.reason().toString());
        assertTrue(
                60_000 - Integer.parseInt(han.group(1)) < 1_000,
                increment.reason().toString());
        Match.Round byoyomi = play(echoing, Match.Limits.clock(TimeControl.parse("0+3x1s")), 1)
                .rounds()
                .get(0);
        assertTrue(
                byoyomi.reason().toString().endsWith("sent 'wtime_0_btime_0_byoyomi_1000', not a UCI move"),
                byoyomi.reason().toString());
        assertEquals(1, byoyomi.clock().timings().size(), "our move was timed");
    }

    @Test
    void lossesOnTimeAreCountedForEachSide() {
        Game flagged = Game.start(RuleSet.JANGGI, Setup.STANDARD, Setup.STANDARD);
        flagged.flagFall(Side.CHO);
        Match.Round ours = new Match.Round(
                1, Side.CHO, Setup.STANDARD, Setup.STANDARD, flagged, Outcome.HAN_WINS, null, false, GameClock.none());
        Match.Round theirs = new Match.Round(
                2, Side.HAN, Setup.STANDARD, Setup.STANDARD, flagged, Outcome.HAN_WINS, null, false, GameClock.none());
        Match.Result result = new Match.Result(List.of(ours, theirs, theirs), null);
        assertEquals(1, result.oursOnTime());
        assertEquals(2, result.theirsOnTime());
    }

    @Test
    void anOpponentThatCrashesLosesThatGameAndIsRestarted() throws IOException {
        Match.Result r = play(answering("echo segfault >&2; exit 139"), FAST, 2);
        assertEquals(2, r.rounds().size());
        Match.Round first = r.rounds().get(0);
        assertTrue(first.opponentFailed());
        assertTrue(
                first.reason().toString().startsWith("Cho wins: sh failed: engine '"),
                first.reason().toString());
        assertTrue(
                first.reason()
                        .toString()
                        .endsWith("has stopped (exit status 139): segfault while we waited for 'bestmove'"),
                first.reason().toString());
        assertEquals(1, first.plies());
        assertTrue(
                r.rounds().get(1).reason().toString().startsWith("Han wins: sh failed: "),
                r.rounds().get(1).reason().toString());
    }

    @Test
    void anOpponentThatCannotBeStartedAgainStopsTheMatchWithTheGamesPlayed() throws IOException {
        Match.Opponent crashing = answering("exit 1");
        AtomicInteger starts = new AtomicInteger();
        Match.Opponent once = () -> {
            if (starts.incrementAndGet() > 1) {
                throw new IOException("cannot start engine 'sh': gone");
            }
            return crashing.start();
        };
        Match.Result r = play(once, FAST, 3);
        assertEquals(1, r.rounds().size());
        assertEquals(
                "match stopped after 1 of 3 games: cannot start engine 'sh': gone",
                r.stoppedEarly().toString());
        assertEquals(List.of(1, 0, 0), List.of(r.wins(), r.draws(), r.losses()));
    }

    @Test
    void gamesComeInPairsWithTheSameSetupsAndTheSidesSwapped() throws IOException {
        List<Match.Round> rounds = new ArrayList<>();
        new Match(RuleSet.JANGGI, MatchTest::ours, answering("echo bestmove a1a9"), "sh", FAST, 300, null)
                .play(4, new Match.Listener() {
                    @Override
                    public void finished(Match.Round round) {
                        rounds.add(round);
                    }
                });
        assertEquals(
                List.of(1, 2, 3, 4), rounds.stream().map(Match.Round::number).toList());
        assertEquals(
                List.of(Side.CHO, Side.HAN, Side.CHO, Side.HAN),
                rounds.stream().map(Match.Round::ours).toList());
        assertEquals(
                List.of(Setup.STANDARD, Setup.STANDARD),
                List.of(rounds.get(0).cho(), rounds.get(1).cho()));
        assertEquals(rounds.get(2).cho(), rounds.get(3).cho());
        assertEquals(rounds.get(2).han(), rounds.get(3).han());
        assertNotEquals(rounds.get(0).cho(), rounds.get(2).cho(), "the next pair has the next setups");
    }

    @Test
    void anEngineThatDoesNotOfferTheVariantCannotStart() {
        String noMartin = "sh -c 'while read l; do case $l in uci) echo option name UCI_Variant type combo"
                + " default janggi var janggi; echo uciok;; isready) echo readyok;; quit) exit 0;; esac; done'";
        IOException e = assertThrows(
                IOException.class,
                () -> Match.opponent(noMartin, Map.of(), RuleSet.MARTIN, "sh", w -> {})
                        .start());
        assertTrue(
                e.getMessage().contains("it does not offer UCI_Variant janggimartin (give it a variants file"),
                e.getMessage());
    }

    @Test
    void anEngineWithoutTheVariantOptionIsWarnedAbout() throws IOException {
        List<Message> warnings = new ArrayList<>();
        Match.opponent(FakeEngine.answering("exit 1"), Map.of(), RuleSet.JANGGI, "sh", warnings::add)
                .start()
                .close();
        assertEquals(
                List.of("sh declares no UCI_Variant option; it may not play janggi"),
                warnings.stream().map(Message::toString).toList());
    }

    @Test
    void shortMatchAgainstFairyStockfishWithTheUnfinishedGamesDecidedOnPoints() throws IOException {
        if (!Files.isExecutable(FAIRY_STOCKFISH)) {
            System.out.println("SKIPPED: match against Fairy-Stockfish (" + FAIRY_STOCKFISH + " not installed)");
        }
        Assumptions.assumeTrue(Files.isExecutable(FAIRY_STOCKFISH));
        Match.Opponent fairy = Match.opponent(
                FAIRY_STOCKFISH.toString(), Map.of("Skill Level", "0"), RuleSet.JANGGI, "fairy-stockfish", w -> {});
        Match.Result r = new Match(
                        RuleSet.JANGGI,
                        MatchTest::ours,
                        fairy,
                        "fairy-stockfish",
                        Match.Limits.moveTime(50, 50),
                        30,
                        null)
                .play(2, new Match.Listener() {});
        assertEquals(2, r.rounds().size());
        for (Match.Round round : r.rounds()) {
            assertFalse(
                    round.reason().toString().contains("illegal")
                            || round.reason().toString().contains("failed"),
                    "Fairy-Stockfish forfeited: " + round.reason().toString());
            assertTrue(round.game().isOver());
            // A game the rules ended on the thirtieth ply was not adjudicated.
            if (round.plies() == 30 && round.game().result().orElseThrow().termination() == Termination.RECORDED) {
                assertTrue(
                        round.reason().toString().endsWith(" with komi, adjudicated at the 30-ply cap"),
                        round.reason().toString());
            }
        }
        assertEquals(2, r.wins() + r.draws() + r.losses());
    }
}
