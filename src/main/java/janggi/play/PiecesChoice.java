package janggi.play;

import janggi.notation.PieceStyle;
import janggi.text.Message;
import janggi.text.Texts;
import java.util.Optional;

/**
 * {@code pieces STYLE} typed at a table at home, or at a lesson or a puzzle: the look the board
 * has after it, the style kept in the player's settings, and what to tell the player. Without a
 * style it says which there are; an unknown style changes nothing.
 */
public record PiecesChoice(Look look, Reply reply) {
    public static PiecesChoice of(Texts texts, Look look, String arg) {
        if (arg.isEmpty()) {
            return new PiecesChoice(
                    look, Reply.info(texts, "session.pieces_now", look.pieces().id(), PieceStyle.names()));
        }
        Optional<PieceStyle> style = PieceStyle.named(arg);
        if (style.isEmpty()) {
            return new PiecesChoice(look, Reply.error(texts, "session.pieces_unknown", arg, PieceStyle.names()));
        }
        Look chosen = look.withPieces(style.get());
        Message said = chosen.settings()
                .put(Look.PIECES, style.get().id())
                .map(why -> new Message("session.pieces_not_kept", style.get().id(), why))
                .orElseGet(() -> new Message("session.pieces_kept", style.get().id()));
        return new PiecesChoice(
                chosen,
                new Reply(
                        Reply.Outcome.RESTYLED,
                        texts.render(chosen.note()
                                .map(why -> new Message("session.two_sentences", said, why))
                                .orElse(said))));
    }
}
