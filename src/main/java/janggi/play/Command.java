package janggi.play;

import janggi.notation.MoveNotation;
import janggi.text.Printable;
import java.util.List;
import java.util.Locale;

/**
 * The commands a player types at a table, at home or at the club: one grammar, parsed once
 * ({@link #parse}), a command's word first and what it takes after it. A table says which it
 * honours ({@link Table#honours}); anything else typed is a move, or a point whose piece's moves
 * are asked for, or a word that is neither.
 */
public enum Command {
    HELP("help", "?"),
    QUIT("quit", "exit", "leave"),
    UNDO("undo"),
    PAUSE("pause"),
    CLOCK("clock"),
    HINT("hint"),
    FLIP("flip"),
    LEVEL("level"),
    PIECES("pieces"),
    /** {@code notation korean|martin}: how the moves are listed, kept in the settings. */
    NOTATION("notation"),
    NEW("new"),
    SAVE("save"),
    LOAD("load"),
    GAMES("games"),
    RESUME("resume"),
    FEN("fen"),
    RESIGN("resign"),
    DRAW("draw"),
    ANALYSE("analyse", "analyze"),
    SAY("say"),
    /** Asks the opponent to take back one's last move, or accepts their request (a club's table). */
    TAKEBACK("takeback"),
    /** Ends a game before both sides have moved, with no result (a club's table). */
    ABORT("abort"),
    /** Offers or accepts another game, the sides swapped, once a game is over (a club's table). */
    REMATCH("rematch"),
    /** Declines the opponent's offer: {@code decline draw|takeback|rematch}, or whichever stands (a club's table). */
    DECLINE("decline"),
    /** The next lesson or puzzle. */
    NEXT("next"),
    /** The lesson or puzzle again, from its start. */
    RETRY("retry", "again"),
    /** The lessons and their stars; with a number or a name, that lesson. */
    LESSON("lesson", "lessons"),
    /** Gives a puzzle up: its solution is shown. */
    SOLUTION("solution"),
    /** A move ({@code B9-C7}, {@code 79졸78}, {@code pass}), or a point alone ({@code B9}). */
    MOVE,
    /** A word that is no command and no move: a command mistyped. */
    UNKNOWN,
    /** An empty line. */
    NOTHING;

    private final List<String> words;

    Command(String... words) {
        this.words = List.of(words);
    }

    /** The words that name this command; none for a line that is no command. */
    public List<String> words() {
        return words;
    }

    /** The word that names this command, as the help gives it. */
    public String word() {
        return words.isEmpty() ? name().toLowerCase(Locale.ROOT) : words.get(0);
    }

    /**
     * A line as typed, made safe to echo ({@link Printable#clean}) and read: its command, what
     * follows the command's word, and the whole line.
     */
    public record Typed(Command command, String arg, String text) {
        /** Whether the line is this command and nothing more. */
        public boolean is(Command c) {
            return command == c && arg.isEmpty();
        }
    }

    /** Reads a typed line; a line that is no command is a move, or a word mistyped. */
    public static Typed parse(String line) {
        // What the player typed may be echoed in messages: nothing in it may drive the terminal.
        String text = line == null ? "" : Printable.clean(line.strip());
        if (text.isEmpty()) {
            return new Typed(NOTHING, "", text);
        }
        String[] words = text.split("\\s+", 2);
        String first = words[0].toLowerCase(Locale.ROOT);
        for (Command c : values()) {
            if (c.words.contains(first)) {
                return new Typed(c, words.length > 1 ? words[1].strip() : "", text);
            }
        }
        return new Typed(MoveNotation.isWord(text) ? UNKNOWN : MOVE, text, text);
    }
}
