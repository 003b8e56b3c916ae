package janggi.learn;

import janggi.core.Move;
import janggi.core.Position;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.engine.Engine;
import janggi.engine.SearchLimits;
import janggi.engine.SearchListener;
import janggi.files.Settings;
import janggi.notation.NotationException;
import janggi.notation.RuleWords;
import janggi.play.Command;
import janggi.play.Look;
import janggi.play.Question;
import janggi.play.Reply;
import janggi.text.Message;
import janggi.text.Texts;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;

/**
 * The lessons at a table of their own, drawn by the game's screen: one lesson at a time, its
 * position on the board, its words and goal beside it. The learner moves as in a game and hears
 * a refused move's reason in the game's words; the other side passes or answers. A lesson ends
 * with stars for the moves used, kept in the learner's settings, and {@code next} goes on.
 */
public final class LessonTable extends DrillTable {
    /** How deep the other side looks for its answer, where it answers: the lessons' positions are small. */
    static final int REPLY_DEPTH = 4;

    /** Where a lesson stands. */
    private enum Stage {
        PLAYING,
        DONE,
        FAILED
    }

    private final List<Lesson> lessons;
    private final LessonProgress progress;
    private Engine engine;

    private int index;
    private Lesson lesson;
    private Stage stage;
    private int moves;

    /**
     * The lessons from the {@code first} (from 0), or from the first the learner has no stars for
     * when {@code first} is negative; {@code settings} keep the stars.
     */
    public LessonTable(Texts texts, Look look, Settings settings, int first) {
        this(texts, look, settings, Lessons.all(), first);
    }

    LessonTable(Texts texts, Look look, Settings settings, List<Lesson> lessons, int first) {
        super(texts, look, "help-learn", EnumSet.of(Command.HINT, Command.NEXT, Command.RETRY, Command.LESSON));
        this.lessons = lessons;
        this.progress = new LessonProgress(settings);
        begin(first < 0 ? progress.firstUndone(lessons) : Math.min(first, lessons.size() - 1));
    }

    /** The words to greet the learner with: how the lesson goes, and where the help is. */
    public String greeting() {
        return texts.get("lesson.greeting");
    }

    private void begin(int n) {
        index = n;
        lesson = lessons.get(n);
        stage = Stage.PLAYING;
        moves = 0;
        if (lesson.goal().kind() == Lesson.Kind.SETUP) {
            // Han chooses first: the learner sees the opening from Han's side.
            drill.start(lesson.start(), Side.HAN);
        } else {
            drill.start(lesson.start());
        }
    }

    // ---- what the learner sees ------------------------------------------------------------

    @Override
    public State state() {
        boolean choosing = stage == Stage.PLAYING && lesson.goal().kind() == Lesson.Kind.SETUP;
        return drill.state(
                texts.get("lesson.title", index + 1, lessons.size(), title(lesson)),
                status(),
                stage == Stage.PLAYING && drill.learnersTurn() && !choosing,
                choosing ? new Question(Question.Kind.SETUP, Side.HAN, setupQuestion(), List.of()) : null,
                brief());
    }

    /** A setup lesson's question, drawn beside the setup it would give: the lesson's words and goal. */
    private String setupQuestion() {
        return texts.get("lesson." + lesson.id() + ".text") + " " + goal() + " ";
    }

    private String title(Lesson l) {
        return texts.get("lesson." + l.id() + ".title");
    }

    private String status() {
        return switch (stage) {
            case PLAYING -> texts.get("lesson.moves", moves, lesson.limit());
            case DONE -> texts.get("lesson.done_status", stars(lesson.stars(moves)));
            case FAILED -> texts.get("lesson.failed_status");
        };
    }

    /** The lesson's words, its goal, and the stars earned in it before. */
    private String brief() {
        String best = progress.stars(lesson) == 0 ? "" : "\n" + texts.get("lesson.best", stars(progress.stars(lesson)));
        return texts.get("lesson." + lesson.id() + ".text") + "\n" + goal() + best;
    }

    private String goal() {
        Lesson.Goal goal = lesson.goal();
        String limit = texts.count("lesson.count", lesson.limit());
        return switch (goal.kind()) {
            case TAKE ->
                goal.points().isEmpty()
                        ? texts.get("lesson.goal.take_all", limit)
                        : texts.get("lesson.goal.take", points(goal.points()), limit);
            case REACH -> texts.get("lesson.goal.reach", points(goal.points()), limit);
            case CHECK -> texts.get("lesson.goal.check", limit);
            case MATE -> texts.get("lesson.goal.mate", limit);
            case WIN -> texts.get("lesson.goal.win", limit);
            case PASS -> texts.get("lesson.goal.pass");
            case SETUP -> texts.get("lesson.goal.setup", goal.setup().text(lesson.rules()));
        };
    }

    private static String points(List<Integer> points) {
        return String.join(
                " ", points.stream().map(janggi.notation.DisplayMove::square).toList());
    }

    /** Stars as they are drawn: {@code ***} for three. */
    static String stars(int n) {
        return "*".repeat(n) + "-".repeat(3 - n);
    }

    @Override
    public Optional<Position> setupPreview(String answer) {
        try {
            Setup setup = answer.isBlank() ? Setup.STANDARD : Setup.parse(answer.strip());
            return Optional.of(Setup.startPosition(lesson.rules(), Setup.STANDARD, setup));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    @Override
    public Reply leave() {
        long done = lessons.stream().filter(l -> progress.stars(l) > 0).count();
        return new Reply(Reply.Outcome.QUIT, texts.get("lesson.farewell", done, lessons.size()));
    }

    // ---- what the learner does ------------------------------------------------------------

    @Override
    public Reply input(Command.Typed typed) {
        if (stage == Stage.PLAYING && lesson.goal().kind() == Lesson.Kind.SETUP && !isCommand(typed)) {
            return setup(typed.text());
        }
        return super.input(typed);
    }

    @Override
    Reply own(Command.Typed typed) {
        return switch (typed.command()) {
            case HINT -> hint();
            case NEXT -> next();
            case RETRY -> {
                begin(index);
                yield new Reply(Reply.Outcome.NEW_GAME, texts.get("lesson.again"));
            }
            case LESSON -> typed.arg().isEmpty() ? list() : go(typed.arg());
            default -> Reply.NOTHING;
        };
    }

    /** Whether a line typed while a setup is asked is a command rather than the answer. */
    private static boolean isCommand(Command.Typed typed) {
        return typed.command() != Command.MOVE
                && typed.command() != Command.UNKNOWN
                && typed.command() != Command.NOTHING;
    }

    @Override
    Reply move(String text) {
        if (stage != Stage.PLAYING) {
            return Reply.error(texts, stage == Stage.DONE ? "lesson.over_done" : "lesson.over_failed");
        }
        int move;
        try {
            move = drill.read(text);
        } catch (NotationException e) {
            return drill.refused(e);
        }
        moves++;
        String said = texts.get("screen.you_played", drill.play(move));
        if (lesson.reached(drill.game(), move)) {
            return done(said);
        }
        if (drill.game().isOver() || moves >= lesson.limit()) {
            return failed(said);
        }
        String answered = answer();
        said = texts.get("session.two_sentences", said, answered);
        if (lesson.goal().kind() == Lesson.Kind.WIN
                && drill.game().result().flatMap(r -> r.winner()).equals(Optional.of(drill.learner()))) {
            return done(said);
        }
        if (drill.game().isOver()) {
            return failed(said);
        }
        return new Reply(Reply.Outcome.INFO, said);
    }

    /** The other side's turn: a pass where the lesson has it pass and the rules let it, else its best move. */
    private String answer() {
        Optional<Integer> pass = lesson.reply() == Lesson.Reply.PASS ? drill.pass() : Optional.empty();
        Position before = drill.game().position().copy();
        int move = pass.orElseGet(() -> best(before));
        drill.play(move);
        return texts.get(
                Move.isPass(move) ? "lesson.other_passes" : "lesson.other_plays",
                RuleWords.side(before.sideToMove()),
                drill.written(move, before));
    }

    /** The other side's best move, found the same way every time. */
    private int best(Position position) {
        if (engine == null) {
            engine = new Engine(1);
            engine.setThreads(1);
            engine.setSeed(1);
        }
        return engine.search(position, SearchLimits.depth(REPLY_DEPTH), SearchListener.NONE)
                .bestMove();
    }

    private Reply done(String said) {
        stage = Stage.DONE;
        int stars = lesson.stars(moves);
        Optional<Message> notKept = progress.earned(lesson, stars);
        String next = index + 1 < lessons.size() ? texts.get("lesson.type_next") : texts.get("lesson.last");
        String done = texts.get("lesson.done", texts.count("lesson.count", moves), stars(stars));
        String kept = notKept.map(why -> texts.get("lesson.not_kept", why)).orElse(next);
        return new Reply(Reply.Outcome.INFO, String.join(" ", said, done, kept));
    }

    private Reply failed(String said) {
        stage = Stage.FAILED;
        String why = drill.game()
                .result()
                .map(r -> texts.render(RuleWords.result(r)) + ".")
                .orElse(texts.get("lesson.out_of_moves"));
        return new Reply(Reply.Outcome.INFO, String.join(" ", said, why, texts.get("lesson.type_retry")));
    }

    /** A setup typed (or chosen on the setup screen) for a setup lesson. */
    private Reply setup(String answer) {
        Setup chosen;
        try {
            chosen = answer.isBlank() ? Setup.STANDARD : Setup.parse(answer.strip());
        } catch (IllegalArgumentException e) {
            return Reply.error(texts, "lesson.setup_unknown", answer);
        }
        moves++;
        if (!chosen.equals(lesson.goal().setup())) {
            return Reply.error(
                    texts,
                    "lesson.setup_wrong",
                    chosen.text(lesson.rules()),
                    texts.get("lesson.setup." + chosen.text(lesson.rules()).toLowerCase(java.util.Locale.ROOT)));
        }
        drill.start(Setup.startPosition(lesson.rules(), Setup.STANDARD, chosen), Side.HAN);
        return done(texts.get("lesson.setup_chosen", chosen.text(lesson.rules())));
    }

    /** The solution's next move, while the learner has followed it. */
    private Reply hint() {
        if (stage != Stage.PLAYING) {
            return Reply.error(texts, stage == Stage.DONE ? "lesson.over_done" : "lesson.over_failed");
        }
        if (lesson.goal().kind() == Lesson.Kind.SETUP) {
            return Reply.info(texts, "lesson.hint", lesson.goal().setup().text(lesson.rules()));
        }
        List<String> solution = lesson.solution();
        List<Integer> made = drill.game().moves();
        Position along = lesson.start();
        int followed = 0;
        for (int move : made) {
            if (along.sideToMove() == drill.learner()) {
                if (followed >= solution.size() || move != solutionMove(solution.get(followed), along)) {
                    return Reply.error(texts, "lesson.hint_off_the_way");
                }
                followed++;
            }
            along.make(move);
        }
        return followed < solution.size()
                ? Reply.info(texts, "lesson.hint", solution.get(followed))
                : Reply.error(texts, "lesson.hint_off_the_way");
    }

    /** A move of the lesson's solution in {@code position}; {@link Move#NONE} where it is no move. */
    private static int solutionMove(String text, Position position) {
        try {
            return janggi.notation.MoveNotation.read(text, position);
        } catch (NotationException e) {
            return Move.NONE;
        }
    }

    private Reply next() {
        if (index + 1 >= lessons.size()) {
            return Reply.info(texts, "lesson.last");
        }
        begin(index + 1);
        return new Reply(Reply.Outcome.NEW_GAME, texts.get("lesson.begins", index + 1, title(lesson)));
    }

    private Reply go(String which) {
        Optional<Integer> found = Lessons.find(which);
        if (found.isEmpty() || found.get() >= lessons.size()) {
            return Reply.error(texts, "lesson.no_such", which, lessons.size());
        }
        begin(found.get());
        return new Reply(Reply.Outcome.NEW_GAME, texts.get("lesson.begins", index + 1, title(lesson)));
    }

    /** Every lesson with the stars earned in it, a line each. */
    private Reply list() {
        StringBuilder sb = new StringBuilder(texts.get("lesson.list_heading"));
        for (int i = 0; i < lessons.size(); i++) {
            Lesson l = lessons.get(i);
            sb.append('\n')
                    .append(texts.get(
                            "lesson.list_entry",
                            String.format(java.util.Locale.ROOT, "%2d", i + 1),
                            stars(progress.stars(l)),
                            title(l)));
        }
        return new Reply(Reply.Outcome.INFO, sb.toString());
    }
}
