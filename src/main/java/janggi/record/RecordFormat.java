package janggi.record;

import janggi.core.RuleSet;
import java.util.List;

/**
 * One kind of game-record file. Readers treat every file as untrusted: each move is checked by
 * the rules as it is read, and a game that breaks off keeps the moves before the break, with
 * {@link GameRecord#problem()} saying where and why.
 */
public interface RecordFormat {
    /** The name {@code convert --to} takes, e.g. {@code pgn}. */
    String name();

    /** File extensions (lower case, no dot) that choose this format. */
    List<String> extensions();

    /** Whether the start of a file looks like this format, for files whose extension says nothing. */
    boolean recognises(byte[] data);

    /**
     * Every game in the file, in order, each under the rules it names or that are found for it
     * (docs/records.md, Rules).
     *
     * @throws janggi.notation.NotationException in one line, when the data holds no game of this format
     */
    default List<GameRecord> read(byte[] data) {
        return read(data, null);
    }

    /**
     * Every game in the file, in order.
     *
     * @param rules the rule set every game is read under, whatever the file says; null to take
     *     each game's own
     * @throws janggi.notation.NotationException in one line, when the data holds no game of this format
     */
    List<GameRecord> read(byte[] data, RuleSet rules);

    byte[] write(List<GameRecord> games);
}
