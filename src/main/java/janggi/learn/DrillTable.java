package janggi.learn;

import janggi.play.Command;
import janggi.play.Look;
import janggi.play.Reply;
import janggi.play.Table;
import janggi.record.GameRecord;
import janggi.text.Texts;
import java.util.EnumSet;
import java.util.Set;

/**
 * A table whose board is a {@link Drill}, lessons' or puzzles': what they share. Everything
 * happens at the learner's keys, so there is no news; the board's commands (flip, pieces,
 * fen, help, quit, a point alone) are answered here, and the table's own ones and the moves
 * typed by the table itself.
 */
abstract class DrillTable implements Table {
    /** What every such table does besides its own commands. */
    private static final Set<Command> SHARED = EnumSet.of(
            Command.HELP,
            Command.QUIT,
            Command.FLIP,
            Command.PIECES,
            Command.FEN,
            Command.MOVE,
            Command.UNKNOWN,
            Command.NOTHING);

    final Texts texts;
    final Drill drill;
    private final Set<Command> honoured;
    private final String helpPage;

    /** @param own the table's own commands; {@code helpPage} its help's document */
    DrillTable(Texts texts, Look look, String helpPage, Set<Command> own) {
        this.texts = texts;
        this.drill = new Drill(texts, look);
        this.helpPage = helpPage;
        this.honoured = EnumSet.copyOf(SHARED);
        honoured.addAll(own);
    }

    /** One of the table's own commands. */
    abstract Reply own(Command.Typed typed);

    /** A move typed ({@code B2-B8}, {@code pass}), to read and judge. */
    abstract Reply move(String text);

    @Override
    public Reply input(Command.Typed typed) {
        if (!honours(typed.command())) {
            return Reply.error(texts, "lesson.not_here", typed.command().word());
        }
        return switch (typed.command()) {
            case NOTHING -> Reply.NOTHING;
            case HELP -> new Reply(Reply.Outcome.INFO, help());
            case QUIT -> leave();
            case FLIP -> drill.flip();
            case PIECES -> drill.pieces(typed.arg());
            case FEN -> drill.fen();
            case UNKNOWN -> Reply.error(texts, "session.unknown_command", typed.text());
            case MOVE -> typed.text().length() == 2 ? drill.destinations(typed.text()) : move(typed.text());
            default -> own(typed);
        };
    }

    @Override
    public boolean honours(Command command) {
        return honoured.contains(command);
    }

    @Override
    public Texts texts() {
        return texts;
    }

    @Override
    public String help() {
        return texts.document(helpPage);
    }

    @Override
    public GameRecord record() {
        return drill.record();
    }

    @Override
    public void listen(Listener listener) {
        // Everything happens at the learner's keys: there is no news.
    }

    @Override
    public Reply hear(News news) {
        return Reply.NOTHING;
    }
}
