package janggi.play;

import janggi.files.Settings;
import janggi.notation.MoveNotation;
import janggi.notation.PieceStyle;
import janggi.text.LocaleVariables;
import janggi.text.Message;
import java.util.Map;
import java.util.Optional;

/**
 * How a player sees the game: the pieces asked for, the notation of the moves, and where the
 * choice of pieces is kept. Whether a terminal draws Hangul and Hanja cannot be asked of it, so
 * {@code noWideLetters} holds why it probably cannot, if it probably cannot
 * ({@link #noWideLetters(Map, boolean)}): the board then shows {@link PieceStyle#LETTERS}.
 */
public record Look(PieceStyle pieces, MoveNotation notation, Optional<Message> noWideLetters, Settings settings) {
    /** Martin's pieces and moves, kept nowhere. */
    public static final Look MARTIN = new Look(PieceStyle.MARTIN, MoveNotation.MARTIN, Optional.empty(), Settings.NONE);

    /** The key of the pieces in the player's {@link Settings}. */
    public static final String PIECES = "pieces";

    /** The key of the notation of the moves in the player's {@link Settings}. */
    public static final String NOTATION = "notation";

    /** The pieces the board shows: those asked for, unless they are too wide for the terminal. */
    public PieceStyle shown() {
        return pieces.wide() && noWideLetters.isPresent() ? PieceStyle.LETTERS : pieces;
    }

    /** Why the board shows letters rather than the Hangul or Hanja pieces asked for, if it does. */
    public Optional<Message> note() {
        return pieces.wide() ? noWideLetters : Optional.empty();
    }

    public Look withPieces(PieceStyle style) {
        return new Look(style, notation, noWideLetters, settings);
    }

    /** This look with the moves in {@code moves}. */
    public Look withNotation(MoveNotation moves) {
        return new Look(pieces, moves, noWideLetters, settings);
    }

    /**
     * Why a terminal with these environment variables probably cannot draw Hangul and Hanja, if
     * so: its locale's codeset is not UTF-8, or it is the Linux console ({@code TERM=linux}),
     * whose font has no such letters. Output to a pipe goes to no terminal, and its TERM says
     * nothing.
     */
    public static Optional<Message> noWideLetters(Map<String, String> env, boolean pipe) {
        if (!LocaleVariables.utf8(env)) {
            return Optional.of(new Message("pieces.not_utf8", LocaleVariables.characters(env)));
        }
        if (!pipe && "linux".equals(env.get("TERM"))) {
            return Optional.of(new Message("pieces.linux_console"));
        }
        return Optional.empty();
    }
}
