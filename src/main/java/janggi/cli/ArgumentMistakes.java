package janggi.cli;

import janggi.text.Message;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * What picocli found wrong with the arguments, said in the user's words instead of picocli's
 * ("Unmatched argument at index 2"): an unknown option or command, a value that is not a
 * number, a value or argument left out, an option given twice. Anything rarer keeps picocli's own sentence.
 */
final class ArgumentMistakes {
    private ArgumentMistakes() {}

    static Message of(CommandLine.ParameterException e) {
        if (e instanceof CommandLine.UnmatchedArgumentException unmatched
                && !unmatched.getUnmatched().isEmpty()) {
            return unmatched(unmatched);
        }
        if (e instanceof CommandLine.MissingParameterException missing
                && !missing.getMissing().isEmpty()) {
            ArgSpec spec = missing.getMissing().get(0);
            return spec instanceof OptionSpec option
                    ? new Message("cli.needs_value", option.longestName())
                    : new Message("cli.missing_argument", spec.paramLabel());
        }
        if (e instanceof CommandLine.OverwrittenOptionException twice
                && twice.getOverwritten() instanceof OptionSpec option) {
            return new Message("cli.given_twice", option.longestName());
        }
        if (e.getCause() instanceof CommandLine.TypeConversionException
                && e.getArgSpec() != null
                && e.getValue() != null) {
            return notConvertible(e.getArgSpec(), e.getValue());
        }
        return new Message("cli.bad_option", e.getMessage());
    }

    private static Message unmatched(CommandLine.UnmatchedArgumentException e) {
        String first = e.getUnmatched().get(0);
        if (first.startsWith("-") && first.length() > 1) {
            int equals = first.indexOf('=');
            return new Message("cli.unknown_option", equals > 0 ? first.substring(0, equals) : first);
        }
        // Only the plain command (a game) takes no words at all: one there was meant as a command.
        boolean atTop = e.getCommandLine().getParent() == null;
        return new Message(atTop ? "cli.unknown_command" : "cli.extra_argument", first);
    }

    private static Message notConvertible(ArgSpec spec, String value) {
        String name =
                spec instanceof OptionSpec option ? option.longestName() : ((PositionalParamSpec) spec).paramLabel();
        Class<?> type = spec.type();
        boolean number =
                List.of(int.class, Integer.class, long.class, Long.class).contains(type);
        return new Message(number ? "cli.not_a_number" : "cli.not_usable", name, value);
    }
}
