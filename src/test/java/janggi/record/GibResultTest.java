package janggi.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The result phrases of .gib records: who won, and how, in the forms real files use. */
class GibResultTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "초 완승 | 1-0 | Cho wins",
                "한 완승 | 0-1 | Han wins",
                "초완승 | 1-0 | Cho wins",
                "楚 완승 | 1-0 | Cho wins",
                "漢 완승 | 0-1 | Han wins",
                "초 승리 | 1-0 | Cho wins",
                "한 승 | 0-1 | Han wins",
                "초 외통수승 | 1-0 | Cho wins by checkmate",
                "한 외통수 | 0-1 | Han wins by checkmate",
                "초 빅승 | 1-0 | Cho wins on points after bikjang",
                "한 빅장승 | 0-1 | Han wins on points after bikjang",
                "초 실격승 | 1-0 | Cho wins by disqualification",
                "한 기물승 | 0-1 | Han wins on material",
                "초 1.5점 승 | 1-0 | Cho wins on points",
                "한 0.5점 승 | 0-1 | Han wins on points",
                "초 12점승 | 1-0 | Cho wins on points",
                "한 점수승 | 0-1 | Han wins on points",
                "초 기권승 | 1-0 | Cho wins by resignation",
                "漢의 기권승 | 0-1 | Han wins by resignation",
                "楚의 기권승 | 1-0 | Cho wins by resignation",
                "한기권패 | 1-0 | Cho wins by resignation",
                "초 기권패 | 0-1 | Han wins by resignation",
                "초 기권 | 0-1 | Han wins by resignation",
                "한 시간승 | 0-1 | Han wins on time",
                "초 시간패 | 0-1 | Han wins on time",
                "초 접속 끊김 승 | 1-0 | Cho wins by disconnection",
                "초 접속 끊김 패 | 0-1 | Han wins by disconnection",
                "한 접속끊김패 | 1-0 | Cho wins by disconnection",
                "초 불계승 | 1-0 | Cho wins by resignation",
                "한 불계승 | 0-1 | Han wins by resignation",
                "楚 장군승 | 1-0 | Cho wins by check",
                "漢 장군승 | 0-1 | Han wins by check",
                "무승부 | 1/2-1/2 | Drawn",
                "무승부 (빅장) | 1/2-1/2 | Drawn by bikjang",
                "무승부(동의) | 1/2-1/2 | Drawn by agreement",
                "무승부 (자동) | 1/2-1/2 | Drawn automatically",
                "무효 대국 | * | Void game",
                "미상 | * | Unknown result",
                "통신장애중단 | * | Interrupted",
            })
    void eachPhraseGivesItsResultAndKeepsItsWords(String words, String result, String english) {
        GibResult r = GibResult.of(words).orElseThrow();
        assertEquals(result, r.outcome().map(o -> o.pgn).orElse("*"));
        assertEquals(english + " (" + words.strip() + ")", r.termination());
        assertEquals(Optional.of(words.strip()), GibResult.recordedWords(r.termination()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "알 수 없음"})
    void wordsThatAreNoResultGiveNone(String words) {
        assertTrue(GibResult.of(words).isEmpty());
    }
}
