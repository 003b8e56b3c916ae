package janggi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NetworkDataTest {
    /** A short game Fairy-Stockfish won with Han against our engine at 200 ms a move. */
    private static final String GAME = """
            [Setup "BNBN/BNNB"]
            [Result "0-1"]
            [Rules "janggi"]

            1. E6-F6 G3-F3 2. A6-B6 G0-F2 3. G6-H6 B0-D3 4. C9-D7 H2-D2 5. H9-G7 D2-D7 6.
            E8-D7 D3-F6 7. F9-E8 C3-C4 8. G9-E6 C0-D2 9. B9-E7 D2-E4 10. E7-H5 F2-D3 11.
            H5-E3 H0-E2 12. H7-F7 F3-E3 13. G7-F5 B2-F2 14. F5-E3 I0-G0 15. D9-D8 G0-G5 16.
            F7-F3 G5-D5 17. D7-E7 D5-E5 18. F3-D3 E5-E6 19. E7-D7 C4-C5 20. I9-C9 A0-C0 21.
            D3-F3 F6-H9 22. B7-F7 E4-F6 23. E3-C2 C0-C2 24. H6-G6 E6-E7 0-1
            """;

    @Test
    void aSecondRunNamingTheFirstsDataScoresNoPositionAgain(@TempDir Path dir) throws Exception {
        Path games = Files.writeString(dir.resolve("games.pgn"), GAME);
        Path first = dir.resolve("first.bin");
        NetworkData.write(first, 2, List.of(games.toString()), () -> new Engine(1), SearchLimits.nodes(200));
        byte[] bytes = Files.readAllBytes(first);
        int records = 0;
        for (int at = 0, end; (end = NetworkData.recordEnd(bytes, at)) > 0; at = end) {
            records++;
            int sideToMove = bytes[end - 4];
            assertEquals(sideToMove == 1 ? 2 : 0, bytes[end - 1], "Han won: a win for Han to move, a loss for Cho");
        }
        // Plies 9 to 48, less the positions that are not quiet (a capture or a check pending).
        assertTrue(records > 10 && records <= 40, records + " records");

        Path second = dir.resolve("second.bin");
        NetworkData.write(
                second, 1, List.of(games.toString(), first.toString()), () -> new Engine(1), SearchLimits.nodes(200));
        assertEquals(0, Files.size(second));

        IllegalArgumentException same = assertThrows(
                IllegalArgumentException.class,
                () -> NetworkData.write(
                        first, 1, List.of(games.toString(), first.toString()), Engine::new, SearchLimits.nodes(200)));
        assertTrue(same.getMessage().contains("both read and written"), same.getMessage());
        assertEquals(bytes.length, Files.size(first), "the data named is left as it was");
    }

    @Test
    void aRecordCutShortEndsTheData() {
        byte[] twoGenerals = {2, 12, 4, 11, 85, 0, 0, 100, 2};
        assertEquals(9, NetworkData.recordEnd(twoGenerals, 0));
        assertEquals(0, NetworkData.recordEnd(twoGenerals, 9));
        assertEquals(0, NetworkData.recordEnd(Arrays.copyOf(twoGenerals, 8), 0));
    }
}
