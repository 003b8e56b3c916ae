package janggi.record;

import janggi.core.Position;
import janggi.notation.JanggiSan;
import janggi.text.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a record says at a move, as a player reads it rather than as a tool does: a review's
 * evaluation as one ({@code +0.61}), the comment without the commands that are shown otherwise
 * (the clocks, {@code [%clk]} and {@code [%periods]}, which the replay shows as clocks; the
 * evaluation), and each variation with its moves in the player's notation. The replay in line
 * mode and the full-screen viewer both show these.
 */
public final class MoveRemarks {
    /** A word of a variation: perhaps a move number, then perhaps a move, then perhaps its marks ({@code 11.D5-F6??}). */
    private static final Pattern WORD = Pattern.compile("(\\d+\\.+)?(.*?)([!?+#]*)");
    /** An evaluation in points, as tools write it: {@code 0.61}, {@code -11.2}; anything else is shown as it is. */
    private static final Pattern POINTS = Pattern.compile("[-+]?\\d{1,5}(\\.\\d{1,4})?");
    /** A numeric annotation glyph: {@code $4}. */
    private static final Pattern GLYPH = Pattern.compile("\\$\\d+");

    private MoveRemarks() {}

    /**
     * The remarks on the move that made {@code ply} (0: before the first move), each a line:
     * the evaluation, the comment in braces, each variation in parentheses.
     *
     * @param writer how the player reads a move, for the variations
     */
    public static List<Message> at(GameRecord record, int ply, MovePair.MoveWriter writer) {
        List<Message> remarks = new ArrayList<>();
        String comment = record.comments().get(ply);
        PgnCommand.find(comment, PgnCommand.EVAL)
                .ifPresent(e -> remarks.add(new Message("replay.evaluation", eval(e))));
        String prose = PgnCommand.without(comment, PgnCommand.EVAL, PgnCommand.CLOCK, PgnCommand.PERIODS);
        if (!prose.isEmpty()) {
            remarks.add(Message.verbatim("{" + prose + "}"));
        }
        List<String> variations = record.variations().getOrDefault(ply, List.of());
        if (!variations.isEmpty()) {
            Position before = record.game().startPosition();
            for (int i = 0; i < ply - 1; i++) {
                before.make(record.game().moves().get(i));
            }
            for (String variation : variations) {
                remarks.add(Message.verbatim("(" + written(variation, before, writer) + ")"));
            }
        }
        return remarks;
    }

    /** {@code [%eval 0.61]}'s value with its sign, as the review prints it: {@code +0.61}, {@code #-3}. */
    static String eval(String value) {
        return POINTS.matcher(value).matches() ? String.format(Locale.ROOT, "%+.2f", Double.parseDouble(value)) : value;
    }

    /**
     * A variation's moves, played from {@code before}, as {@code writer} writes them, with its
     * move numbers and glyphs; the text as it is when any word of it is not a move that can be
     * played there (prose, a nested variation), so that nothing is shown that the record does
     * not say.
     */
    static String written(String variation, Position before, MovePair.MoveWriter writer) {
        Position pos = before.copy();
        List<String> out = new ArrayList<>();
        for (String word : variation.strip().split("\\s+")) {
            Matcher w = WORD.matcher(word);
            if (GLYPH.matcher(word).matches() || !w.matches() || w.group(2).isEmpty()) {
                out.add(word);
                continue;
            }
            Optional<Integer> move = play(w.group(2), pos);
            if (move.isEmpty()) {
                return variation;
            }
            String number = w.group(1) == null ? "" : w.group(1);
            out.add(number + writer.write(move.get(), pos) + w.group(3));
            pos.make(move.get());
        }
        return String.join(" ", out);
    }

    /** The move {@code text} in our notation or in SAN (pychess-variants' records), if it is a legal one here. */
    private static Optional<Integer> play(String text, Position pos) {
        for (GameReader.MoveParser parser : new GameReader.MoveParser[] {PgnFormat::parseMove, JanggiSan::parse}) {
            try {
                return Optional.of(parser.parse(text, pos));
            } catch (IllegalArgumentException e) {
                // the next notation, then
            }
        }
        return Optional.empty();
    }
}
