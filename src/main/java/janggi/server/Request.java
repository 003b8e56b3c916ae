package janggi.server;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.apache.sshd.server.command.CommandFactory;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParseResult;

/**
 * A command line a client sent: the command's name, its words and its options ({@code --rules
 * R}), split as a shell splits words but never given to a shell. The options are read by
 * picocli, as janggi's own command line is, from the classes below: a command takes the options
 * its class declares, and a word beginning with {@code --} that it does not take is refused. An
 * empty line is the lobby.
 */
record Request(String name, List<String> words, Map<String, String> options) {
    /** The words after the command's name that are no option. */
    static final class Words {
        @Parameters
        List<String> words = new ArrayList<>();
    }

    /** How a new game is to be played: {@code --rules NAME}, {@code --clock SPEC}, {@code --side SIDE}. */
    static final class GameChoice {
        @Option(names = "--rules", paramLabel = "NAME")
        String rules;

        @Option(names = "--clock", paramLabel = "SPEC")
        String clock;

        @Option(names = "--side", paramLabel = "SIDE")
        String side;
    }

    /**
     * {@code new}, and a bot's {@code seek} and {@code open}: a game for two players, rated unless
     * casual; {@code --days N} makes it a correspondence game, N days a move.
     */
    static final class NewGame {
        @Mixin
        Words words;

        @Mixin
        GameChoice game;

        @Option(names = "--days", paramLabel = "N")
        String days;

        @Option(names = "--casual")
        boolean casual;
    }

    /** {@code play}: a game against the computer, at a level. */
    static final class AgainstComputer {
        @Mixin
        Words words;

        @Mixin
        GameChoice game;

        @Option(names = "--level", paramLabel = "N")
        String level;
    }

    /** {@code games}: one page of the player's games. */
    static final class Listing {
        @Mixin
        Words words;

        @Option(names = "--page", paramLabel = "N")
        String page;
    }

    /** The commands that take options, by name; every other takes words only. */
    private static final Map<String, Supplier<Object>> WITH_OPTIONS = Map.of(
            "new",
            NewGame::new,
            "seek",
            NewGame::new,
            "open",
            NewGame::new,
            "play",
            AgainstComputer::new,
            "games",
            Listing::new);

    /** @throws Refused for an option the command does not take, or one without its value */
    static Request parse(String line) {
        List<String> parts = line == null ? List.of() : CommandFactory.split(line.strip());
        if (parts.isEmpty()) {
            return new Request("", List.of(), Map.of());
        }
        String name = parts.get(0).toLowerCase(Locale.ROOT);
        CommandLine command = new CommandLine(
                        WITH_OPTIONS.getOrDefault(name, Words::new).get())
                .setUnmatchedOptionsArePositionalParams(true)
                .setOverwrittenOptionsAllowed(true);
        ParseResult parsed;
        try {
            parsed = command.parseArgs(parts.subList(1, parts.size()).toArray(String[]::new));
        } catch (CommandLine.MissingParameterException e) {
            throw new Refused(Refused.BAD_REQUEST, "server.option_value", optionIn(e));
        } catch (CommandLine.ParameterException e) {
            throw new Refused(Refused.BAD_REQUEST, "server.unknown_option", ClientText.chat(e.getMessage()), name);
        }
        List<String> words = parsed.matchedPositionals().isEmpty()
                ? List.of()
                : parsed.matchedPositionals().get(0).getValue();
        for (String word : words) {
            if (word.startsWith("--")) {
                throw new Refused(Refused.BAD_REQUEST, "server.unknown_option", ClientText.chat(word), name);
            }
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (OptionSpec option : parsed.matchedOptions()) {
            options.put(
                    option.longestName(), option.arity().max() == 0 ? "" : String.valueOf((Object) option.getValue()));
        }
        return new Request(name, List.copyOf(words), Map.copyOf(options));
    }

    /** The option a value is missing for, as the client typed it. */
    private static String optionIn(CommandLine.MissingParameterException e) {
        return e.getMissing().stream()
                .filter(OptionSpec.class::isInstance)
                .map(arg -> ((OptionSpec) arg).longestName())
                .findFirst()
                .orElse("?");
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
