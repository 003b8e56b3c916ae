package janggi.server;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.sshd.server.command.CommandFactory;

/**
 * A command line a client sent: the command's name, its words and its options ({@code --rules
 * R}), split as a shell splits words but never given to a shell. An empty line is the lobby.
 */
record Request(String name, List<String> words, Map<String, String> options) {
    /** The options each command takes with a value. */
    private static final Map<String, Set<String>> OPTIONS = Map.of(
            "new", Set.of("--rules", "--clock", "--side"),
            "play", Set.of("--rules", "--clock", "--side", "--level"),
            "seek", Set.of("--rules", "--clock", "--side"),
            "open", Set.of("--rules", "--clock", "--side"),
            "games", Set.of("--page"));
    /** The options each command takes without a value. */
    private static final Map<String, Set<String>> FLAGS =
            Map.of("new", Set.of("--casual"), "seek", Set.of("--casual"), "open", Set.of("--casual"));

    /** @throws Refused for an option the command does not take, or one without its value */
    static Request parse(String line) {
        List<String> parts = line == null ? List.of() : CommandFactory.split(line.strip());
        if (parts.isEmpty()) {
            return new Request("", List.of(), Map.of());
        }
        String name = parts.get(0).toLowerCase(Locale.ROOT);
        Set<String> allowed = OPTIONS.getOrDefault(name, Set.of());
        List<String> words = new ArrayList<>();
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 1; i < parts.size(); i++) {
            String part = parts.get(i);
            if (!part.startsWith("--")) {
                words.add(part);
            } else if (FLAGS.getOrDefault(name, Set.of()).contains(part)) {
                options.put(part, "");
            } else if (!allowed.contains(part)) {
                throw new Refused(Refused.BAD_REQUEST, "server.unknown_option", ClientText.chat(part), name);
            } else if (i + 1 == parts.size()) {
                throw new Refused(Refused.BAD_REQUEST, "server.option_value", part);
            } else {
                options.put(part, parts.get(++i));
            }
        }
        return new Request(name, List.copyOf(words), Map.copyOf(options));
    }

    /**
     * The number an option gives, {@code otherwise} when it is not given.
     *
     * @throws Refused when it is not a whole number from 1
     */
    int number(String option, int otherwise) {
        String text = options.get(option);
        if (text == null) {
            return otherwise;
        }
        try {
            int n = Integer.parseInt(text);
            if (n >= 1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // refused below, as a number out of range is
        }
        throw new Refused(Refused.BAD_REQUEST, "server.number", option, ClientText.chat(text));
    }

    boolean isLobby() {
        return name.isEmpty();
    }

    Optional<String> option(String option) {
        return Optional.ofNullable(options.get(option));
    }

    /** Whether an option without a value, such as {@code --casual}, was given. */
    boolean flag(String flag) {
        return options.containsKey(flag);
    }

    /** The one word the command takes, such as a game's code. */
    String word(String what) {
        if (words.size() != 1) {
            throw new Refused(Refused.BAD_REQUEST, "server.usage", name + " " + what);
        }
        return words.get(0);
    }
}
