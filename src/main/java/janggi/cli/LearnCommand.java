package janggi.cli;

import janggi.learn.LessonTable;
import janggi.learn.Lessons;
import janggi.play.Look;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code janggi learn [LESSON]}: the lessons for newcomers, on the game's screen, from the first
 * the player has no stars for (or the one named); the stars are kept in the player's settings.
 */
@Command(name = "learn", mixinStandardHelpOptions = true)
final class LearnCommand implements Callable<Integer> {
    @ParentCommand
    Main main;

    @Mixin
    SharedOptions.Board board;

    @Parameters(arity = "0..1", paramLabel = "LESSON", descriptionKey = "lesson")
    String lesson;

    @Override
    public Integer call() throws Exception {
        int first = lesson == null
                ? -1
                : Lessons.find(lesson)
                        .orElseThrow(() -> new BadInput(
                                "learn.no_such", lesson, Lessons.all().size()));
        Look look = board.look(main.env);
        LessonTable table = new LessonTable(main.texts, look, look.settings(), first);
        return Play.run(table, board.plain, board.mono, table.greeting());
    }
}
