package janggi.play;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;

/** A player at the start of a game: answers the questions from a script, and notes what is asked and told. */
final class Player implements Opening.Ask, Consumer<String> {
    private final Deque<String> answers;
    final List<Question> asked = new ArrayList<>();
    final List<String> told = new ArrayList<>();

    Player(String... answers) {
        this.answers = new ArrayDeque<>(List.of(answers));
    }

    @Override
    public String ask(Question question) {
        asked.add(question);
        // A player who has run out of answers presses Enter, as the front ends do at the end of input.
        return answers.isEmpty() ? "" : answers.pop();
    }

    @Override
    public void accept(String message) {
        told.add(message);
    }

    /** Everything asked and told, one a line, for assertion messages. */
    String transcript() {
        List<String> lines = new ArrayList<>();
        asked.forEach(q -> {
            lines.addAll(q.details());
            lines.add(q.kind() + ": " + q.text());
        });
        lines.addAll(told);
        return String.join("\n", lines);
    }
}
