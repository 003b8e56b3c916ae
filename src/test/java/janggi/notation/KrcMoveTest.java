package janggi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.Move;
import janggi.core.PieceType;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.core.Square;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The algebraic notation of Korean Random Chess's published games, read and written. */
class KrcMoveTest {

    private static final Setup RNE_NER = Setup.parse("RNE-NER");

    /** Cho cannons on b3 and h3 with screens on c3 and g3: both can land on e3. */
    private static final String TWO_CANNONS = "3k5/9/9/9/9/9/9/1CP3PC1/9/4K4 w - - 0 1";

    private static Position start() {
        return Setup.startPosition(RuleSet.KRC, RNE_NER, RNE_NER);
    }

    private static Position krc(String fen) {
        return Fen.parse(fen, RuleSet.KRC);
    }

    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "c5 | c4c5",
                "ab4 | a4b4",
                "a-b4 | a4b4",
                "a4-b4 | a4b4",
                "Nc3 | b1c3",
                "Nbc3 | b1c3",
                "Nb1-c3 | b1c3",
                "Ef4 | h1f4",
                "Ehf4+ | h1f4",
                "Gd2 | d1d2",
                "Gde1!? | d1e1",
                "Kf3 | e2f3",
                "Rxa3 {a capture mark the move does not need} | a1a3",
                "Pc5 | c4c5",
                "c4\u2013c5 | c4c5",
                "R:a3 | a1a3",
                "Nc3 (a variation's comment) | b1c3",
            })
    void readsTheSourcesForms(String text, String uci) {
        assertEquals(uci, UciMove.of(KrcMove.parse(text, start())));
    }

    @Test
    @DisplayName("writes the origin only when needed, a soldier's file when it captures or steps sideways")
    void writesCanonically() {
        Position pos = start();
        assertEquals("c5", KrcMove.of(UciMove.parse("c4c5", pos), pos));
        assertEquals("ab4", KrcMove.of(UciMove.parse("a4b4", pos), pos));
        assertEquals("Nc3", KrcMove.of(UciMove.parse("b1c3", pos), pos));
        assertEquals("Gde1", KrcMove.of(UciMove.parse("d1e1", pos), pos));
        Position cannons = krc(TWO_CANNONS);
        assertEquals("Cbe3", KrcMove.of(UciMove.parse("b3e3", cannons), cannons));
        assertEquals("Che3", KrcMove.of(UciMove.parse("h3e3", cannons), cannons));
        Position chariots = krc("3k5/9/9/9/9/R8/9/9/9/R3K4 w - - 0 1");
        assertEquals("R1a3", KrcMove.of(UciMove.parse("a1a3", chariots), chariots));
        assertEquals("R5a3", KrcMove.of(UciMove.parse("a5a3", chariots), chariots));
    }

    @Test
    @DisplayName("check, checkmate, captures and promotions are written")
    void writesMarks() {
        Position check = krc("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1");
        assertEquals("Ra10+", KrcMove.of(UciMove.parse("a1a10", check), check));
        Position mate = krc("4k4/1R7/9/9/9/9/9/9/9/R2K5 w - - 0 1");
        assertEquals("Ra10#", KrcMove.of(UciMove.parse("a1a10", mate), mate));
        Position promote = krc("4k4/P8/9/9/9/9/9/AABBNNRC1/9/3K1C3 w - - 0 1");
        int move = Move.of(Square.of(0, 8), Square.of(0, 9), PieceType.CHARIOT);
        assertEquals("a10=R+", KrcMove.of(move, promote));
        assertEquals(move, KrcMove.parse("a10=R", promote));
        assertEquals(move, KrcMove.parse("a9-a10R", promote));
        assertEquals(move, KrcMove.parse("a10(R)+", promote));
    }

    @Test
    @DisplayName("ambiguous and impossible moves are reported with their move number")
    void errorsNameTheMove() {
        assertEquals(
                "'Ge1': ambiguous: Gde1, Gfe1 all fit",
                assertThrows(NotationException.class, () -> KrcMove.parse("Ge1", start()))
                        .getMessage());
        assertEquals(
                "'Ce3': ambiguous: Cbe3, Che3 all fit",
                assertThrows(NotationException.class, () -> KrcMove.parse("Ce3", krc(TWO_CANNONS)))
                        .getMessage());
        assertEquals(
                "'Nd5': no horse can go to d5",
                assertThrows(NotationException.class, () -> KrcMove.parse("Nd5", start()))
                        .getMessage());
        Position han = krc("3k5/9/9/3n1p3/4A4/3P5/9/9/9/4K4 w - - 0 12");
        assertEquals(
                "'Ke2': the general on e1: banzai: your guard on e6 must capture",
                assertThrows(NotationException.class, () -> KrcMove.parse("Ke2", han))
                        .getMessage());
        Position promote = krc("4k4/P8/9/9/9/9/9/9/9/3K5 w - - 0 30");
        String choose = assertThrows(NotationException.class, () -> KrcMove.parse("a10", promote))
                .getMessage();
        assertTrue(choose.startsWith("'a10': a soldier reaching the last row must become a captured piece: "), choose);
        assertTrue(choose.contains("a10=R"), choose);
        assertEquals(
                "'Q5': not a move in this notation (e.g. Ce8-e1, Nc3, ab4, h10=R)",
                assertThrows(NotationException.class, () -> KrcMove.parse("Q5", start()))
                        .getMessage());
        Position black = krc("3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 7");
        assertTrue(assertThrows(NotationException.class, () -> KrcMove.parse("Ke8", black))
                .getMessage()
                .startsWith("'Ke8': "));
    }

    @Test
    @DisplayName("every legal move reads back from what is written, in random games and positions with promotions")
    void roundTrips() {
        SplittableRandom random = new SplittableRandom(36);
        int checked = 0;
        int promotions = 0;
        List<Position> positions = new ArrayList<>();
        for (int game = 0; game < 20; game++) {
            Setup setup = Setup.random(RuleSet.KRC, random);
            Position pos = Setup.startPosition(RuleSet.KRC, setup, setup);
            for (int ply = 0; ply < 120 && pos.legalMoves().length > 0; ply++) {
                positions.add(pos.copy());
                int[] legal = pos.legalMoves();
                pos.make(legal[random.nextInt(legal.length)]);
            }
        }
        positions.add(krc("4k4/P8/9/9/9/9/9/9/9/3K5 w - - 0 1"));
        positions.add(krc("3k5/9/9/9/9/9/9/1CP3PC1/9/4K4 w - - 0 1"));
        for (Position pos : positions) {
            for (int m : pos.legalMoves()) {
                String written = KrcMove.of(m, pos);
                assertEquals(m, KrcMove.parse(written, pos), () -> written + " in " + Fen.of(pos));
                assertEquals(m, UciMove.parse(UciMove.of(m), pos));
                assertEquals(m, DisplayMove.parse(DisplayMove.of(m), pos));
                promotions += Move.isPromotion(m) ? 1 : 0;
                checked++;
            }
        }
        assertTrue(checked > 20_000, "only " + checked + " moves");
        assertTrue(promotions >= 5, "only " + promotions + " promotions");
    }

    @Test
    @DisplayName("display moves carry a promotion as =R")
    void displayPromotion() {
        Position pos = krc("4k4/P8/9/9/9/9/9/9/9/3K5 w - - 0 1");
        int move = Move.of(Square.of(0, 8), Square.of(0, 9), PieceType.GUARD);
        assertEquals("A1-A0=G", DisplayMove.of(move));
        assertEquals(move, DisplayMove.parse("a1-a0=g", pos));
        assertEquals(Move.of(Square.of(0, 8), Square.of(0, 9), PieceType.ELEPHANT), DisplayMove.parse("A1-A0=E", pos));
        assertEquals(
                "'A1-A0': a soldier reaching the last row must become one of your captured pieces: add =R, =C, ...",
                assertThrows(NotationException.class, () -> DisplayMove.parse("A1-A0", pos))
                        .getMessage());
        assertThrows(NotationException.class, () -> DisplayMove.parse("A1-A0=K", pos));
    }

    @Test
    void tokensDropNumbersCommentsAndMarks() {
        assertEquals(
                List.of("Gd9-c8", "Rg4-e4+", "Re9", "Ef5", "Ra5??", "h10(R)"),
                KrcMove.tokens(
                        "26...Gd9-c8 27. Rg4-e4+ {check} 27... Re9 28.Ef5(2) (28.Eca1 Ra5) 26. ... Ra5?? h10(R) 1-0"));
        assertEquals(List.of("Gd9-c8", "Re9"), KrcMove.tokens("26\u2026Gd9-c8 27. \u2026 Re9 \u00bd-\u00bd"));
    }

    // ---- published move sequences (krc/published-fragments.txt), from positions built to fit their account ----

    @Test
    @DisplayName(
            "Wolff-Carrillo 2009: in check the guard in banzai waits; out of check it must take, even a defended piece")
    void wolffCarrilloOctober2009() {
        // Black guard d9, rooks h9 and i3, general e10; White elephants c7 and h2, rook g4, general f2;
        // a black soldier on d7 keeps the c7 elephant from f5, so that "Ef5" names the h2 elephant.
        Game game = replay("4k4/3a3r1/9/2Bp5/9/9/6R2/8r/5K1B1/9 b - - 0 26", "wolff-carrillo-2009-10");
        assertEquals(List.of("c8c7"), legal(game));
    }

    @Test
    @DisplayName(
            "Wolff-Carrillo 2009: b-b6, Gd5, bc6 puts the guard in banzai: Gxc6, Cxb2, then Gxc7 and Gxc7 are forced")
    void wolffCarrilloNovember2009() {
        // Black general e9, cannon b8, guard c8, soldiers b7 c7 d7; White guard e4, soldier b5, rook b2, general d2.
        Game game = Game.from(krc("9/4k4/1ca6/1ppp5/9/1P7/4A4/9/1R1K5/9 b - - 0 24"));
        List<String> moves = KrcMove.tokens(fragments().get("wolff-carrillo-2009-11"));
        assertEquals(List.of("b-b6!", "Gd5?", "bc6!", "Gxc6", "Cxb2", "Gxc7", "Gxc7"), moves);
        for (String m : moves.subList(0, 3)) {
            game.play(KrcMove.parse(m, game.position()));
        }
        assertEquals(List.of("d5c6"), legal(game));
        game.play(KrcMove.parse(moves.get(3), game.position()));
        game.play(KrcMove.parse(moves.get(4), game.position()));
        assertEquals(List.of("c6c7", "c6d7"), legal(game));
        game.play(KrcMove.parse(moves.get(5), game.position()));
        assertEquals(List.of("c8c7"), legal(game));
        game.play(KrcMove.parse(moves.get(6), game.position()));
        assertFalse(game.isOver());
    }

    @Test
    @DisplayName("Cetina-Carrillo 2013: chasing the elephant a third time round loses for Black")
    void cetinaCarrilloFebruary2013() {
        // White general d2 and elephant a1; Black general e9 and a rook arriving on a5 from h5.
        Game game = replay("9/4k4/9/9/9/7r1/9/9/3K5/B8 b - - 0 26", "cetina-carrillo-2013-02");
        GameResult result = game.result().orElseThrow(() -> new AssertionError("the repetition should end it"));
        assertEquals(GameResult.Termination.REPETITION, result.termination());
        assertEquals(GameResult.Outcome.CHO_WINS, result.outcome());
    }

    @Test
    @DisplayName("Cetina-Carrillo 2013: the triple check, the cannon's fork and a mate held by the facing rule")
    void cetinaCarrilloJanuary2013() {
        // Black general e9, cannon e8, rook d7; White general e2, guards d1 and f1, rooks b1 and h1.
        Game game = Game.from(krc("9/4k4/4c4/3r5/9/9/9/9/4K4/1R1A1A1R1 b - - 0 9"));
        List<String> moves = KrcMove.tokens(fragments().get("cetina-carrillo-2013-01"));
        game.play(KrcMove.parse(moves.get(0), game.position()));
        assertEquals(2, game.position().attackers(game.position().generalSquare(Side.CHO), Side.HAN).length);
        game = replay("9/4k4/4c4/3r5/9/9/9/9/4K4/1R1A1A1R1 b - - 0 9", "cetina-carrillo-2013-01");
        GameResult result = game.result().orElseThrow(() -> new AssertionError("Rd7 should mate"));
        assertEquals(GameResult.Termination.CHECKMATE, result.termination());
        assertEquals(GameResult.Outcome.HAN_WINS, result.outcome());
    }

    private static Game replay(String fen, String fragment) {
        Game game = Game.from(krc(fen));
        for (String m : KrcMove.tokens(fragments().get(fragment))) {
            assertFalse(
                    game.isOver(),
                    () -> "over before " + m + ": " + game.result().orElseThrow());
            game.play(KrcMove.parse(m, game.position()));
        }
        return game;
    }

    private static List<String> legal(Game game) {
        return Arrays.stream(game.legalMoves()).mapToObj(UciMove::of).sorted().toList();
    }

    private static Map<String, String> fragments() {
        InputStream in = KrcMoveTest.class.getResourceAsStream("/krc/published-fragments.txt");
        assertNotNull(in, "missing test resource /krc/published-fragments.txt");
        Map<String, String> out = new HashMap<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line : r.lines().toList()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] parts = line.split("\\|", 2);
                    out.put(parts[0].strip(), parts[1].strip());
                }
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return out;
    }
}
