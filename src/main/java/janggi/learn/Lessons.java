package janggi.learn;

import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.notation.DisplayMove;
import janggi.text.Printable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The lessons of {@code janggi learn}, in their order: read from {@code janggi/lessons/lessons.txt}
 * (docs/learn.md describes the file). A lesson begins with {@code lesson ID}; the lines after it,
 * one field a line, give its rules, position, goal, move limit, the other side's reply, a
 * solution and the moves it expects to be refused.
 */
public final class Lessons {
    private static final String RESOURCE = "/janggi/lessons/lessons.txt";

    private static List<Lesson> all;

    private Lessons() {}

    /** Every lesson, in order. */
    public static synchronized List<Lesson> all() {
        if (all == null) {
            all = parse(resource(RESOURCE));
        }
        return all;
    }

    /** The text of one of our resources, which the program cannot be without. */
    static String resource(String name) {
        try (InputStream in = Lessons.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("no " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The lesson numbered {@code n} (from 1) or named {@code name}, if there is one. */
    public static Optional<Integer> find(String name) {
        List<Lesson> lessons = all();
        String wanted = name.strip().toLowerCase(Locale.ROOT);
        if (wanted.matches("[0-9]{1,4}")) {
            int n = Integer.parseInt(wanted);
            return n >= 1 && n <= lessons.size() ? Optional.of(n - 1) : Optional.empty();
        }
        for (int i = 0; i < lessons.size(); i++) {
            if (lessons.get(i).id().equals(wanted)) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    /**
     * Reads lessons from {@code text}.
     *
     * @throws IllegalArgumentException naming the line that is wrong
     */
    static List<Lesson> parse(String text) {
        List<Lesson> lessons = new ArrayList<>();
        Builder lesson = null;
        int number = 0;
        for (String raw : text.split("\n", -1)) {
            number++;
            // Our own file, but a file all the same: what is read is made safe once, here.
            String line = Printable.clean(raw).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] words = line.split("\\s+", 2);
            String field = words[0];
            String value = words.length > 1 ? words[1].strip() : "";
            try {
                if (field.equals("lesson")) {
                    if (lesson != null) {
                        lessons.add(lesson.build());
                    }
                    lesson = new Builder(value);
                } else if (lesson == null) {
                    throw new IllegalArgumentException("a field before the first lesson");
                } else {
                    lesson.set(field, value);
                }
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("lessons, line " + number + ": " + e.getMessage(), e);
            }
        }
        if (lesson != null) {
            lessons.add(lesson.build());
        }
        return List.copyOf(lessons);
    }

    /** A lesson's fields as they are read. */
    private static final class Builder {
        private final String id;
        private RuleSet rules = RuleSet.JANGGI;
        private String fen;
        private Lesson.Goal goal;
        private int limit;
        private Lesson.Reply reply = Lesson.Reply.PASS;
        private List<String> solution = List.of();
        private final List<Lesson.Refused> refused = new ArrayList<>();
        private final Set<String> topics = new LinkedHashSet<>();

        Builder(String id) {
            if (!id.matches("[a-z][a-z0-9_]*")) {
                throw new IllegalArgumentException("a lesson's id is small letters, digits and _: " + id);
            }
            this.id = id;
        }

        void set(String field, String value) {
            switch (field) {
                case "rules" ->
                    rules = RuleSet.named(value)
                            .orElseThrow(() -> new IllegalArgumentException("no rule set " + value));
                case "fen" -> fen = value;
                case "goal" -> goal = goal(value);
                case "limit" -> limit = Integer.parseInt(value);
                case "reply" -> reply = Lesson.Reply.valueOf(value.toUpperCase(Locale.ROOT));
                case "solution" -> solution = Arrays.asList(value.split("\\s+"));
                case "refused" -> {
                    String[] parts = value.split("\\s+");
                    if (parts.length != 2) {
                        throw new IllegalArgumentException("refused MOVE REASON");
                    }
                    refused.add(new Lesson.Refused(parts[0], parts[1]));
                }
                case "topic" -> topics.addAll(Arrays.asList(value.split("\\s+")));
                default -> throw new IllegalArgumentException("no field " + field);
            }
        }

        private static Lesson.Goal goal(String value) {
            String[] words = value.split("\\s+");
            Lesson.Kind kind = Lesson.Kind.valueOf(words[0].toUpperCase(Locale.ROOT));
            List<Integer> points = new ArrayList<>();
            Setup setup = null;
            for (int i = 1; i < words.length; i++) {
                if (kind == Lesson.Kind.SETUP) {
                    setup = Setup.parse(words[i]);
                } else {
                    points.add(DisplayMove.parseSquare(words[i]));
                }
            }
            if (kind == Lesson.Kind.SETUP && setup == null || kind == Lesson.Kind.REACH && points.isEmpty()) {
                throw new IllegalArgumentException("goal " + value + " needs what it names");
            }
            return new Lesson.Goal(kind, points, setup);
        }

        Lesson build() {
            if (fen == null || goal == null || limit < 1 || solution.isEmpty()) {
                throw new IllegalArgumentException("lesson " + id + " needs fen, goal, limit and solution");
            }
            Lesson lesson = new Lesson(id, rules, fen, goal, limit, reply, solution, refused, topics);
            lesson.start();
            return lesson;
        }
    }
}
