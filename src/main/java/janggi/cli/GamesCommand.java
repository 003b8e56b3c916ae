package janggi.cli;

import janggi.files.DataDirectory;
import janggi.files.Library;
import janggi.text.Texts;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/** {@code janggi games}: the games library, numbered as {@code resume N} takes them. */
@Command(name = "games", mixinStandardHelpOptions = true)
final class GamesCommand implements Callable<Integer> {
    @ParentCommand
    Main main;

    @Override
    public Integer call() {
        list(DataDirectory.standard().library(), main.texts, new PrintStream(System.out, true, StandardCharsets.UTF_8));
        return 0;
    }

    /** Prints the library's games, one a line, or says where they will be kept. */
    static void list(Library library, Texts texts, PrintStream out) {
        List<Library.Entry> entries = library.entries();
        if (entries.isEmpty()) {
            out.println(texts.get("session.library_empty", library.dir().toAbsolutePath()));
            return;
        }
        out.println(texts.get("session.library", library.dir().toAbsolutePath()));
        for (Library.Entry e : entries) {
            out.println(e.line(texts));
        }
        out.println(texts.get("games.resume"));
    }
}
