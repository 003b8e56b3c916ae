package janggi.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.notation.Fen;
import janggi.notation.UciMove;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Korean Random Chess move generation against {@link KrcReferenceGenerator}, an independent and
 * deliberately naive generator in the test tree: every setup, random games from them, and random
 * sparse positions with guards abroad, soldiers near the last row and pieces captured (so that
 * banzai and promotion come up often); and the opening perft table made with it,
 * {@code krc/perft-start.txt}. No other engine plays this variant.
 */
class KrcPerftTest {

    static Stream<Arguments> setups() {
        return Arrays.stream(Setup.all(RuleSet.KRC)).map(s -> Arguments.of(s.wings()));
    }

    @ParameterizedTest(name = "{0}: perft 1-2 as the reference")
    @MethodSource("setups")
    void everySetupAgreesWithTheReference(String wings) {
        Setup setup = Setup.parse(wings);
        Position pos = Setup.startPosition(RuleSet.KRC, setup, setup);
        assertSameMoves(pos);
        assertEquals(new KrcReferenceGenerator(pos).perft(2), new Perft(pos, 2).count(2), wings);
    }

    /** Setup, depth, count: every line of {@code krc/perft-start.txt}. */
    static Stream<Arguments> startCounts() {
        List<Arguments> rows = new ArrayList<>();
        for (String line : resourceLines("/krc/perft-start.txt")) {
            String[] f = line.split("\\s+");
            for (int depth = 1; depth < f.length; depth++) {
                rows.add(Arguments.of(f[0], depth, Long.parseLong(f[depth])));
            }
        }
        return rows.stream();
    }

    @ParameterizedTest(name = "{0} perft {1} = {2}")
    @MethodSource("startCounts")
    void openingPerft(String wings, int depth, long expected) {
        Setup setup = Setup.parse(wings);
        Position pos = Setup.startPosition(RuleSet.KRC, setup, setup);
        assertEquals(expected, new Perft(pos, depth).count(depth), wings);
    }

    @Test
    void theTableCoversEverySetupAndDepth4ForThePublishedGames() {
        List<Arguments> rows = startCounts().toList();
        assertEquals(36 * 3 + 4, rows.size());
        assertEquals(36, rows.stream().map(a -> a.get()[0]).distinct().count());
    }

    /** The board, the palaces and every piece's move are symmetric left to right: so must the counts be. */
    @Test
    void mirrorImageSetupsCountAlike() {
        for (Setup setup : Setup.all(RuleSet.KRC)) {
            String w = setup.wings();
            Setup mirror = Setup.parse(new StringBuilder(w).reverse().toString());
            assertEquals(
                    new Perft(Setup.startPosition(RuleSet.KRC, setup, setup), 3).count(3),
                    new Perft(Setup.startPosition(RuleSet.KRC, mirror, mirror), 3).count(3),
                    w + " and " + mirror.wings());
        }
    }

    @Test
    void startPositionsAtDepth3AgreeWithTheReference() {
        for (String wings : List.of("RNE-NER", "NRE-NER", "ENR-ENR", "NRE-RNE", "ERN-NRE")) {
            Setup setup = Setup.parse(wings);
            Position pos = Setup.startPosition(RuleSet.KRC, setup, setup);
            assertEquals(new KrcReferenceGenerator(pos).perft(3), new Perft(pos, 3).count(3), wings);
        }
    }

    private static List<String> resourceLines(String name) {
        InputStream in = KrcPerftTest.class.getResourceAsStream(name);
        assertNotNull(in, "missing test resource " + name);
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            return r.lines().filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void randomGamesAgreeWithTheReference() {
        SplittableRandom random = new SplittableRandom(2009);
        int positions = 0;
        for (int game = 0; game < 40; game++) {
            Setup setup = Setup.random(RuleSet.KRC, random);
            Position pos = Setup.startPosition(RuleSet.KRC, setup, setup);
            for (int ply = 0; ply < 150; ply++) {
                int[] legal = assertSameMoves(pos);
                positions++;
                if (ply % 25 == 24) {
                    assertEquals(new KrcReferenceGenerator(pos).perft(2), new Perft(pos, 2).count(2), Fen.of(pos));
                }
                if (legal.length == 0) {
                    break;
                }
                pos.make(preferCaptures(legal, pos, random));
            }
        }
        assertTrue(positions > 3000, "only " + positions + " positions compared");
    }

    @Test
    void randomSparsePositionsAgreeWithTheReference() {
        SplittableRandom random = new SplittableRandom(1995);
        int positions = 0;
        int banzai = 0;
        int promotions = 0;
        while (positions < 1500) {
            Position pos = sparsePosition(random);
            if (pos == null) {
                continue;
            }
            int[] legal = assertSameMoves(pos);
            positions++;
            banzai += pos.banzaiGuards().length > 0 ? 1 : 0;
            promotions += Arrays.stream(legal).anyMatch(Move::isPromotion) ? 1 : 0;
            if (positions % 10 == 0) {
                assertEquals(new KrcReferenceGenerator(pos).perft(3), new Perft(pos, 3).count(3), Fen.of(pos));
            }
        }
        assertTrue(banzai > 50, "only " + banzai + " positions with a guard in banzai");
        assertTrue(promotions > 50, "only " + promotions + " positions with a promotion");
    }

    /** Captures three times in four, so that random games reach endgames. */
    private static int preferCaptures(int[] legal, Position pos, SplittableRandom random) {
        List<Integer> captures = new ArrayList<>();
        for (int m : legal) {
            if (pos.pieceAt(Move.to(m)) != Piece.NONE) {
                captures.add(m);
            }
        }
        if (!captures.isEmpty() && random.nextInt(4) > 0) {
            return captures.get(random.nextInt(captures.size()));
        }
        return legal[random.nextInt(legal.length)];
    }

    /**
     * Generals in their palaces and a few other pieces anywhere (at most the army's number of
     * each), the side to move at random; null when the side not to move is in check or the
     * generals face.
     */
    private static Position sparsePosition(SplittableRandom random) {
        int[] board = new int[Square.COUNT];
        for (Side s : Side.values()) {
            int base = s == Side.CHO ? 0 : 7;
            board[Square.of(3 + random.nextInt(3), base + random.nextInt(3))] = Piece.of(s, PieceType.GENERAL);
        }
        PieceType[] kinds = {
            PieceType.GUARD, PieceType.ELEPHANT, PieceType.HORSE, PieceType.CHARIOT, PieceType.CANNON, PieceType.SOLDIER
        };
        int pieces = 2 + random.nextInt(10);
        for (int i = 0; i < pieces; i++) {
            Side s = random.nextBoolean() ? Side.CHO : Side.HAN;
            PieceType t = kinds[random.nextInt(kinds.length)];
            int sq = random.nextInt(Square.COUNT);
            if (t == PieceType.SOLDIER && random.nextBoolean()) {
                sq = Square.of(random.nextInt(Square.FILES), s == Side.CHO ? 8 : 1);
            }
            if (board[sq] == Piece.NONE && count(board, Piece.of(s, t)) < (t == PieceType.SOLDIER ? 5 : 2)) {
                board[sq] = Piece.of(s, t);
            }
        }
        Side toMove = random.nextBoolean() ? Side.CHO : Side.HAN;
        Position pos = new Position(RuleSet.KRC, board, toMove, 0, 1);
        if (pos.inCheck(toMove.opponent()) || pos.generalsFacing()) {
            return null;
        }
        return pos;
    }

    private static int count(int[] board, int piece) {
        return (int) Arrays.stream(board).filter(p -> p == piece).count();
    }

    /** The core's legal moves equal the reference's (as sets); returns the core's. */
    private static int[] assertSameMoves(Position pos) {
        int[] core = pos.legalMoves();
        List<String> expected = new KrcReferenceGenerator(pos)
                .legalMoves().stream()
                        .map(m -> UciMove.of(m.encoded()))
                        .sorted()
                        .toList();
        List<String> actual = Arrays.stream(core).mapToObj(UciMove::of).sorted().toList();
        assertEquals(expected, actual, () -> "legal moves in " + Fen.of(pos));
        return core;
    }
}
