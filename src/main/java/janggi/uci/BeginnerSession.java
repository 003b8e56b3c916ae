package janggi.uci;

import janggi.core.Move;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.engine.Beginner;
import janggi.notation.Fen;
import janggi.notation.UciMove;
import janggi.text.LineReader;
import janggi.text.Printable;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * The {@link Beginner} as a UCI engine, for {@code match --engine builtin:beginner}: a match
 * plays it as any other engine, in a process of its own, every move checked by the referee. It
 * answers {@code go} at once, whatever the limits, and takes only {@code UCI_Variant}.
 */
public final class BeginnerSession {
    static final String NAME = "Janggi beginner";
    /** What {@code match --engine} takes for it. */
    public static final String BUILTIN = "builtin:beginner";

    private final LineReader in;
    private final PrintStream out;
    private final Beginner beginner;
    private RuleSet rules = RuleSet.JANGGI;
    private Position position = Fen.parse(Fen.START, rules);

    BeginnerSession(InputStream in, PrintStream out, long seed) {
        this.in = new LineReader(in);
        this.out = out;
        this.beginner = new Beginner(seed);
    }

    /** {@code java -cp janggi.jar janggi.uci.BeginnerSession}: the beginner on standard input and output. */
    public static void main(String[] args) throws IOException {
        new BeginnerSession(System.in, new PrintStream(System.out, true, StandardCharsets.UTF_8), System.nanoTime())
                .run();
    }

    /**
     * The command that starts it in a process of its own: this Java, on this class path, so that
     * it is the same build as the match.
     */
    public static List<String> command() {
        String java = ProcessHandle.current().info().command().orElse("java");
        return List.of(java, "-cp", System.getProperty("java.class.path"), BeginnerSession.class.getName());
    }

    void run() throws IOException {
        for (LineReader.Line line; (line = in.read()) != null; ) {
            if (!line.tooLong() && !handle(line.text().strip().split("\\s+"))) {
                return;
            }
        }
    }

    /** One command; false at {@code quit}. */
    private boolean handle(String[] words) {
        try {
            switch (words[0]) {
                case "uci" -> {
                    out.println("id name " + NAME);
                    out.println("id author " + UciSession.AUTHOR);
                    out.println(UciSession.variantOption());
                    out.println("uciok");
                }
                case "isready" -> out.println("readyok");
                case "ucinewgame", "stop", "" -> {}
                case "setoption" -> variant(words);
                case "position" -> position = UciSession.parsePosition(words, rules);
                case "go" -> {
                    int move = beginner.move(position);
                    out.println("bestmove " + (move == Move.NONE ? "(none)" : UciMove.of(move)));
                }
                case "quit" -> {
                    return false;
                }
                default -> out.println("info string unknown command '" + Printable.escape(words[0]) + "'");
            }
        } catch (IllegalArgumentException e) {
            out.println("info string " + Printable.clean(e.getMessage()));
        }
        return true;
    }

    /** {@code setoption name UCI_Variant value V}; any other option is refused. */
    private void variant(String[] words) {
        if (words.length == 5
                && words[2].equalsIgnoreCase("UCI_Variant")
                && words[3].toLowerCase(Locale.ROOT).equals("value")) {
            rules = RuleSet.named(words[4])
                    .orElseThrow(() -> new IllegalArgumentException("UCI_Variant '" + words[4] + "' is unknown (known: "
                            + UciSession.variantNames() + "); ignored"));
            position = Fen.parse(Fen.START, rules);
            return;
        }
        throw new IllegalArgumentException("the beginner takes no option but UCI_Variant; ignored");
    }
}
