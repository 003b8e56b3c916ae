package janggi.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.notation.NotationException;
import janggi.text.Language;
import janggi.text.Message;
import janggi.text.Texts;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file that cannot be read whole is refused in one sentence that names the line and says why:
 * {@code the record breaks off at line 4: the line is longer than 65536 bytes, and is not read}.
 * What it quotes of the file is cut at the echo limit.
 */
class FileRefusalsTest {
    /** A place, then why: {@code line 3, move 2: ...}, the reason in words of its own. */
    private static final Pattern PLACE_THEN_REASON =
            Pattern.compile("line \\d+(, move \\d+(\\.\\.\\.)?)?: (?!line \\d)[^:].*");

    private static String problem(String name, String text) {
        return problem(name, text, 0);
    }

    /** The problem of game {@code index} of the file. */
    private static String problem(String name, String text, int index) {
        GameRecord r = Records.of(Path.of(name), text.getBytes(StandardCharsets.UTF_8))
                .read(text.getBytes(StandardCharsets.UTF_8))
                .get(index);
        return r.problem().orElseThrow().toString();
    }

    @Test
    void aRecordThatBreaksOffSaysWhereAndWhyInOneSentence() {
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put(
                "[Event \"x\"]\n\n1. B9-C7 B0-C2 2. A9-A1 *\n",
                "line 3, move 2: 'A9-A1': the chariot's path is blocked on A6");
        expected.put(
                "[Event \"x\"]\n\n1. B9-C7\n" + "A".repeat(70_000) + "\n*\n",
                "line 4: the line is longer than 65536 bytes, and is not read");
        expected.put("[Event \"x\"]\n\n1. B9-C7 {never closed *\n", "line 3: a comment opened here is never closed");
        expected.put("[Event \"x\"\n\n1. B9-C7 *\n", "line 1: '[Event \"x\"' is not a tag pair");
        expected.put(
                "[Setup \"NBBN\"]\n\n1. B9-C7 *\n",
                "line 1: in the Setup tag, setup 'NBBN' should be CHO/HAN, e.g. NBBN/BNNB");
        expected.put(
                "[FEN \"rnbakabnr/9/9 w\"]\n\n1. B9-C7 *\n",
                "line 1: the FEN should have 10 ranks, separated by '/', not 3");
        expected.forEach((text, problem) -> {
            String said = problem("game.pgn", text);
            assertEquals(problem, said);
            assertTrue(PLACE_THEN_REASON.matcher(said).matches(), said);
            String sentence =
                    Texts.english().get("replay.record_breaks_off", "game.pgn", new Message("verbatim", said));
            assertTrue(sentence.startsWith("game.pgn: the record breaks off at line "), sentence);
        });
    }

    @Test
    void aLineOfAFenOrUciFileThatCannotBeReadSaysWhereAndWhy() {
        String start = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
        assertEquals(
                "line 2: the FEN should have at most 6 fields, not 8",
                problem("positions.fen", start + "\n" + start + " a b\n", 1));
        assertEquals(
                "line 1, move 1...: 'zz' is not a UCI move: expected a file a-i at character 1",
                problem("games.uci", "position startpos moves b1c3 zz\n"));
    }

    @Test
    void whatARefusalQuotesOfTheFileIsCutAtTheEchoLimit() {
        String said = problem("game.pgn", "[Event \"x\"]\n\n1. B9-C7 " + "Q".repeat(60_000) + " *\n");
        assertEquals(
                "line 3, move 1...: '" + "Q".repeat(80) + "...' is not a move: type it as B0-C2 (from, to) or pass",
                said);
        String korean = Texts.of(Language.KOREAN).render(new Message("verbatim", said));
        assertTrue(korean.length() < 200, korean);
    }

    @Test
    void aFileThatIsNoRecordAtAllIsRefusedInOneSentence(@TempDir Path dir) throws IOException {
        Path nul = Files.write(dir.resolve("nul.pgn"), new byte[] {'[', 0, 0, '\n'});
        NotationException e = assertThrows(NotationException.class, () -> Records.read(nul));
        assertEquals(nul + ": the file holds NUL bytes, so it is no text and no game record", e.getMessage());
        Path latin =
                Files.write(dir.resolve("latin.pgn"), "[Event \"caf\u00e9\"]\n".getBytes(StandardCharsets.ISO_8859_1));
        e = assertThrows(NotationException.class, () -> Records.read(latin));
        assertEquals(
                latin + ": line 1 is not UTF-8 text, so the file is no game record in this format", e.getMessage());
        Path empty = Files.write(dir.resolve("empty.pgn"), new byte[0]);
        e = assertThrows(NotationException.class, () -> Records.read(empty));
        assertEquals(empty + ": the file holds no game record: it has no tag pairs and no moves", e.getMessage());
    }
}
