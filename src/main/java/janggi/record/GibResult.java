package janggi.record;

import janggi.core.GameResult;
import janggi.core.GameResult.Outcome;
import janggi.core.GameResult.Termination;
import janggi.core.Side;
import java.util.List;
import java.util.Optional;

/**
 * The result of a .gib record, {@code [대국결과 "..."]}, in the words the programs write
 * (docs/records.md lists them): the side first, in hangul or hanja ({@code 초}, {@code 楚},
 * {@code 한}, {@code 漢}, sometimes with {@code 의}), then how the game was won or lost
 * ({@code 완승}, {@code 시간승}, {@code 기권승}, {@code 1.5점 승}, {@code 접속 끊김 패},
 * {@code 기권패}), or a draw ({@code 무승부}, {@code 무승부 (빅장)}), or no result at all
 * ({@code 무효 대국}, {@code 미상}, {@code 통신장애중단}). A phrase that ends in 패 names the
 * loser.
 *
 * @param outcome who won, or empty when the game has no result
 * @param termination the result in English for a {@code Termination} tag, the record's own words
 *     after it in parentheses: {@code Han wins on time (한 시간승)}
 */
record GibResult(Optional<Outcome> outcome, String termination) {
    /** How a game was won or drawn, by the words that say it; the first found counts. */
    private record Reason(String words, String english) {}

    private static final List<Reason> REASONS = List.of(
            new Reason("외통", "by checkmate"),
            new Reason("기권", "by resignation"),
            new Reason("불계", "by resignation"),
            new Reason("시간", "on time"),
            new Reason("접속", "by disconnection"),
            new Reason("끊김", "by disconnection"),
            new Reason("실격", "by disqualification"),
            new Reason("빅", "on points after bikjang"),
            new Reason("기물", "on material"),
            new Reason("점", "on points"),
            new Reason("판정", "on points"),
            new Reason("장군", "by check"));

    private static final List<Reason> DRAWN_BY = List.of(
            new Reason("빅", "by bikjang"),
            new Reason("동의", "by agreement"),
            new Reason("합의", "by agreement"),
            new Reason("자동", "automatically"));

    /** Reasons a side gives up by: a phrase naming a side with one of these and no verb names the loser. */
    private static final List<String> LOSING_BY = List.of("기권", "접속", "끊김", "실격", "시간");

    /** The result the words give; empty when they are none we know. */
    static Optional<GibResult> of(String words) {
        String original = words.strip();
        String t = original.replace(" ", "");
        if (t.isEmpty()) {
            return Optional.empty();
        }
        if (t.startsWith("무효") || t.startsWith("미상") || t.contains("중단") || t.contains("장애")) {
            String what = t.startsWith("무효") ? "Void game" : t.startsWith("미상") ? "Unknown result" : "Interrupted";
            return Optional.of(new GibResult(Optional.empty(), what + " (" + original + ")"));
        }
        if (t.startsWith("무승부") || t.startsWith("무")) {
            String how = reason(DRAWN_BY, t).map(r -> "Drawn " + r.english()).orElse("Drawn");
            return Optional.of(new GibResult(Optional.of(Outcome.DRAW), how + " (" + original + ")"));
        }
        Side side = side(t.charAt(0));
        if (side == null) {
            return Optional.empty();
        }
        // "漢의 기권승": the side's 의 ("of") says nothing more.
        String rest = t.substring(t.length() > 1 && t.charAt(1) == '의' ? 2 : 1);
        boolean loses = rest.endsWith("패")
                || rest.contains("패배")
                || (!rest.contains("승") && LOSING_BY.stream().anyMatch(rest::contains));
        Side winner = loses ? side.opponent() : side;
        String how = reason(REASONS, rest).map(r -> " " + r.english()).orElse("");
        return Optional.of(new GibResult(
                Optional.of(Outcome.winner(winner)), winner.displayName() + " wins" + how + " (" + original + ")"));
    }

    /**
     * A result in the words Korean programs write: {@code 초 완승} for a win on the board,
     * {@code 한 시간승} on time, {@code 초 기권승} by resignation, {@code 한 판정승} on points,
     * {@code 무승부} for a draw ({@code 무승부 (합의)} by agreement, {@code 무승부 (빅장)} by
     * bikjang), each of which {@link #of} reads back.
     */
    static String words(GameResult result) {
        Termination why = result.termination();
        if (result.winner().isEmpty()) {
            return why == Termination.AGREEMENT ? "무승부 (합의)" : why == Termination.BIKJANG ? "무승부 (빅장)" : "무승부";
        }
        String side = result.winner().get() == Side.CHO ? "초" : "한";
        if (result.counted()) {
            return side + " 판정승";
        }
        return side
                + switch (why) {
                    case ON_TIME -> " 시간승";
                    case RESIGNATION -> " 기권승";
                    default -> " 완승";
                };
    }

    /** The record's own words kept in a Termination tag written by {@link #of}, if it was. */
    static Optional<String> recordedWords(String termination) {
        int open = termination.indexOf(" (");
        return open >= 0 && termination.endsWith(")")
                ? Optional.of(termination.substring(open + 2, termination.length() - 1))
                : Optional.empty();
    }

    private static Optional<Reason> reason(List<Reason> reasons, String text) {
        return reasons.stream().filter(r -> text.contains(r.words())).findFirst();
    }

    private static Side side(char c) {
        return switch (c) {
            case '초', '楚' -> Side.CHO;
            case '한', '漢' -> Side.HAN;
            default -> null;
        };
    }
}
