package janggi.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.fail;

import janggi.core.Move;
import janggi.core.Perft;
import janggi.core.Piece;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.notation.Fen;
import janggi.notation.UciMove;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Differential test against Fairy-Stockfish: random games (fixed seeds) under every rule set
 * that has a Fairy-Stockfish counterpart, comparing after every move our sorted legal moves
 * with the engine's {@code go perft 1} list for the same start FEN and move list, so that
 * history-dependent rules (two passes in a row end the game; a pass that leaves bikjang standing
 * ends it) are exercised as well.
 *
 * <p>Skipped, with one line on stdout, when {@code /usr/games/fairy-stockfish} is not installed.
 */
class FairyStockfishDifferentialTest {

    /** Games per variant and their length: {@code -Dsoak} (README, For developers) plays 20 times as many. */
    static final int GAMES_PER_VARIANT =
            Integer.getInteger("janggi.differential.games", Boolean.getBoolean("soak") ? 480 : 24);

    static final int MAX_PLIES = Integer.getInteger("janggi.differential.plies", 150);
    /** Mismatches reported in full per variant; the rest are only counted. */
    static final int MAX_REPORTED = 5;

    private static Path martinIni;
    private static final Coverage TOTAL = new Coverage();

    @BeforeAll
    static void prepare() throws IOException {
        if (!FairyStockfish.isInstalled()) {
            System.out.println("SKIPPED: Fairy-Stockfish differential tests (" + FairyStockfish.DEFAULT_BINARY
                    + " not installed; apt-get install fairy-stockfish)");
            return;
        }
        martinIni = Files.createTempFile("janggimartin", ".ini");
        try (InputStream in = FairyStockfishDifferentialTest.class.getResourceAsStream("/perft/janggimartin.ini")) {
            assertNotNull(in, "missing test resource /perft/janggimartin.ini");
            Files.copy(in, martinIni, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Per test rather than per class, so that each variant is reported as skipped. */
    @BeforeEach
    void requireEngine() {
        Assumptions.assumeTrue(
                FairyStockfish.isInstalled(),
                FairyStockfish.DEFAULT_BINARY + " not installed; apt-get install fairy-stockfish");
    }

    @AfterAll
    static void cleanUp() throws IOException {
        if (martinIni != null) {
            Files.deleteIfExists(martinIni);
        }
        if (TOTAL.games > 0) {
            System.out.println("Fairy-Stockfish differential total: " + TOTAL);
        }
    }

    static Stream<Arguments> variants() {
        return Stream.of(
                Arguments.of("janggi", RuleSet.JANGGI, 1),
                Arguments.of("janggicasual", RuleSet.CASUAL, 2),
                Arguments.of("janggimodern", RuleSet.MODERN, 3),
                Arguments.of("janggitraditional", RuleSet.TRADITIONAL, 4),
                Arguments.of("janggimartin", RuleSet.MARTIN, 5));
    }

    /** What the games of one variant covered. */
    static final class Coverage {
        int games;
        int positions;
        int passLegal;
        int facing;
        int bikjang;
        int check;
        int passesPlayed;
        /** Games that ended with no legal moves: after two passes in a row, after a pass in bikjang, or mate/stalemate. */
        int endedTwoPasses;

        int endedBikjangPass;
        int endedNoMoves;
        int mismatches;

        void add(Coverage o) {
            games += o.games;
            positions += o.positions;
            passLegal += o.passLegal;
            facing += o.facing;
            bikjang += o.bikjang;
            check += o.check;
            passesPlayed += o.passesPlayed;
            endedTwoPasses += o.endedTwoPasses;
            endedBikjangPass += o.endedBikjangPass;
            endedNoMoves += o.endedNoMoves;
            mismatches += o.mismatches;
        }

        @Override
        public String toString() {
            return games + " games, " + positions + " positions compared (pass legal in " + passLegal
                    + ", generals facing in " + facing + ", bikjang in " + bikjang + ", check in " + check + "), "
                    + passesPlayed
                    + " passes played; games over by two passes " + endedTwoPasses + ", by a pass in bikjang "
                    + endedBikjangPass + ", by mate/stalemate " + endedNoMoves + "; mismatches " + mismatches;
        }
    }

    @ParameterizedTest(name = "{0} ({1}): {2} random games vs Fairy-Stockfish")
    @MethodSource("variants")
    void randomGamesAgreeWithFairyStockfish(String variant, RuleSet rules, int seedBase) {
        Optional<Path> ini = variant.equals("janggimartin") ? Optional.of(martinIni) : Optional.empty();
        Coverage cov = new Coverage();
        List<String> reports = new ArrayList<>();
        long started = System.nanoTime();
        try (FairyStockfish engine = FairyStockfish.start(variant, ini)) {
            // The engine really plays this variant (for janggimartin: the ini was loaded): start-position perft 3
            // agrees.
            long ours = new Perft(Fen.parse(Fen.START, rules), 3).count(3);
            assertEquals(ours, engine.perft(Fen.START, List.of(), 3), variant + ": start-position perft 3");
            for (int game = 0; game < GAMES_PER_VARIANT; game++) {
                Random rnd = new Random(seedBase * 1_000_003L + game);
                String startFen = game == 0 ? Fen.START : randomSetup(rnd);
                String report = playGame(engine, rules, startFen, rnd, cov);
                cov.games++;
                if (report != null) {
                    cov.mismatches++;
                    if (reports.size() < MAX_REPORTED) {
                        reports.add("game " + game + " (seed " + (seedBase * 1_000_003L + game) + "): " + report);
                    }
                }
            }
        }
        String line = String.format(
                "Fairy-Stockfish differential %-17s %s (%.1f s)",
                variant + ":", cov, (System.nanoTime() - started) / 1e9);
        System.out.println(line);
        synchronized (TOTAL) {
            TOTAL.add(cov);
        }
        if (!reports.isEmpty()) {
            fail(variant + " (rule set " + rules + "): " + cov.mismatches + " of " + cov.games
                    + " games hit a legal-move mismatch with Fairy-Stockfish\n" + String.join("\n\n", reports));
        }
    }

    /**
     * Plays one random game, comparing the legal moves before every move and at the end.
     * Returns null when all positions agreed, otherwise a description of the first mismatch.
     */
    private static String playGame(FairyStockfish engine, RuleSet rules, String startFen, Random rnd, Coverage cov) {
        Position pos = Fen.parse(startFen, rules);
        List<String> played = new ArrayList<>();
        // Each game has its own appetite for passing, so that some games run long and others end by passes.
        double passChance = 0.01 + 0.09 * rnd.nextDouble();
        for (int ply = 0; ; ply++) {
            int[] legal = pos.legalMoves();
            List<String> ours = new ArrayList<>();
            boolean passLegal = false;
            for (int m : legal) {
                ours.add(UciMove.of(m));
                passLegal |= Move.isPass(m);
            }
            ours.sort(null);
            List<String> theirs = engine.legalMoves(startFen, played);
            cov.positions++;
            if (passLegal) {
                cov.passLegal++;
            }
            if (pos.generalsFacing()) {
                cov.facing++;
            }
            if (pos.bikjang()) {
                cov.bikjang++;
            }
            if (pos.inCheck()) {
                cov.check++;
            }
            if (!ours.equals(theirs)) {
                return mismatch(pos, startFen, played, ours, theirs);
            }
            if (legal.length == 0) {
                if (ply >= 2 && Move.isPass(pos.moveAt(ply - 1)) && Move.isPass(pos.moveAt(ply - 2))) {
                    cov.endedTwoPasses++;
                } else if (ply >= 1 && Move.isPass(pos.moveAt(ply - 1)) && pos.bikjang()) {
                    cov.endedBikjangPass++;
                } else {
                    cov.endedNoMoves++;
                }
                return null;
            }
            if (ply >= MAX_PLIES) {
                return null;
            }
            int move = choose(pos, legal, rnd, passChance);
            if (Move.isPass(move)) {
                cov.passesPlayed++;
            }
            played.add(UciMove.of(move));
            pos.make(move);
        }
    }

    private static String mismatch(
            Position pos, String startFen, List<String> played, List<String> ours, List<String> theirs) {
        TreeSet<String> onlyOurs = new TreeSet<>(ours);
        theirs.forEach(onlyOurs::remove);
        TreeSet<String> onlyTheirs = new TreeSet<>(theirs);
        ours.forEach(onlyTheirs::remove);
        return "legal moves differ after " + played.size() + " plies"
                + "\n  FEN now:        " + Fen.of(pos)
                + "\n  bikjang " + pos.bikjang() + ", in check " + pos.inCheck()
                + "\n  start FEN:      " + startFen
                + "\n  moves:          " + String.join(" ", played)
                + "\n  only ours:      " + onlyOurs
                + "\n  only Fairy-SF:  " + onlyTheirs
                + "\n  ours (" + ours.size() + "):  " + ours
                + "\n  Fairy-SF (" + theirs.size() + "): " + theirs;
    }

    /**
     * A random legal move, biased so that the interesting rules come up: passes (often when in
     * bikjang, which ends the game under janggi and traditional), moves that make the generals
     * face each other, checks and captures.
     */
    static int choose(Position pos, int[] legal, Random rnd, double passChance) {
        int pass = Move.NONE;
        List<Integer> facing = new ArrayList<>();
        List<Integer> checks = new ArrayList<>();
        List<Integer> captures = new ArrayList<>();
        for (int m : legal) {
            if (Move.isPass(m)) {
                pass = m;
                continue;
            }
            if (pos.pieceAt(Move.to(m)) != Piece.NONE) {
                captures.add(m);
            }
            pos.make(m);
            if (pos.generalsFacing()) {
                facing.add(m);
            }
            if (pos.inCheck()) {
                checks.add(m);
            }
            pos.undo();
        }
        double chance = pos.bikjang() ? 0.25 : passChance;
        if (pass != Move.NONE && (legal.length == 1 || rnd.nextDouble() < chance)) {
            return pass;
        }
        double r = rnd.nextDouble();
        if (!facing.isEmpty() && r < 0.25) {
            return pick(facing, rnd);
        }
        if (!checks.isEmpty() && r < 0.45) {
            return pick(checks, rnd);
        }
        if (!captures.isEmpty() && r < 0.75) {
            return pick(captures, rnd);
        }
        int m;
        do {
            m = legal[rnd.nextInt(legal.length)];
        } while (Move.isPass(m));
        return m;
    }

    private static int pick(List<Integer> moves, Random rnd) {
        return moves.get(rnd.nextInt(moves.size()));
    }

    /**
     * {@link Fen#START} with horse and elephant swapped on files b/c and/or g/h of rank 1 (Cho)
     * and/or rank 10 (Han), chosen at random: one of the 16 setups.
     */
    static String randomSetup(Random rnd) {
        String[] fields = Fen.START.split(" ", 2);
        String[] ranks = fields[0].split("/");
        ranks[0] = swapWings(ranks[0], rnd.nextBoolean(), rnd.nextBoolean());
        ranks[9] = swapWings(ranks[9], rnd.nextBoolean(), rnd.nextBoolean());
        return String.join("/", ranks) + " " + fields[1];
    }

    /** Swaps the pieces on files b and c (left) and g and h (right) of a back rank written without gaps there. */
    private static String swapWings(String rank, boolean left, boolean right) {
        // Fen.START's back ranks are "RNBA1ABNR": files a b c d _ f g h i at string indices 0 1 2 3 4 5 6 7 8.
        if (!rank.equalsIgnoreCase("rnba1abnr")) {
            throw new IllegalStateException("unexpected back rank in Fen.START: " + rank);
        }
        char[] c = rank.toCharArray();
        if (left) {
            char t = c[1];
            c[1] = c[2];
            c[2] = t;
        }
        if (right) {
            char t = c[6];
            c[6] = c[7];
            c[7] = t;
        }
        return new String(c);
    }
}
