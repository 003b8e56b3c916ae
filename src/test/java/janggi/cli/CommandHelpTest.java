package janggi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** The help of every command comes from janggi/text/cli.properties, whole and with nothing left over. */
class CommandHelpTest {
    private static final ResourceBundle CLI = ResourceBundle.getBundle("janggi.text.cli", Locale.ROOT);

    private static List<CommandSpec> commands() {
        CommandLine main = new CommandLine(new Main());
        List<CommandSpec> all = new ArrayList<>(List.of(main.getCommandSpec()));
        main.getSubcommands().values().forEach(c -> all.add(c.getCommandSpec()));
        return all;
    }

    /** The key picocli looks up for an argument: its descriptionKey, else an option's longest name without dashes. */
    private static String key(ArgSpec arg) {
        if (!arg.descriptionKey().isEmpty()) {
            return arg.descriptionKey();
        }
        return ((OptionSpec) arg).longestName().replaceFirst("^-+", "");
    }

    @Test
    void everyCommandOptionAndParameterIsDescribed() {
        for (CommandSpec command : commands()) {
            assertFalse(String.join(" ", command.usageMessage().description()).isBlank(), command.qualifiedName());
            for (ArgSpec arg : command.args()) {
                assertFalse(
                        String.join(" ", arg.description()).isBlank(),
                        command.qualifiedName() + ": " + key(arg) + " has no description");
            }
        }
    }

    @Test
    void everyTextOfTheHelpBundleIsShownSomewhere() {
        // Picocli's own headings, which every command shows.
        Set<String> shown = new TreeSet<>(Set.of("usage.synopsisHeading", "usage.commandListHeading"));
        for (CommandSpec command : commands()) {
            String prefix = command.qualifiedName(".") + ".";
            shown.add(prefix + "usage.description");
            // The exit statuses are put in by ${bundle:KEY}: a key is shown when its text is.
            List<String> exitTexts =
                    new ArrayList<>(command.usageMessage().exitCodeList().values());
            exitTexts.add(command.usageMessage().exitCodeListHeading());
            for (String key : CLI.keySet()) {
                if (exitTexts.contains(CLI.getString(key))) {
                    shown.add(key);
                }
            }
            for (ArgSpec arg : command.args()) {
                String own = prefix + key(arg);
                shown.add(CLI.containsKey(own) ? own : key(arg));
            }
        }
        Set<String> unused = new TreeSet<>();
        for (String key : CLI.keySet()) {
            if (!shown.contains(key) && !shown.contains(key.replaceFirst("\\.\\d+$", ""))) {
                unused.add(key);
            }
        }
        assertEquals(Set.of(), unused);
    }

    @Test
    void theHelpNamesTheEngineLimits() {
        String help = new CommandLine(new Main()).getUsageMessage();
        assertTrue(help.contains("1-" + janggi.engine.Engine.MAX_THREADS), help);
        assertTrue(help.contains("default " + janggi.engine.Engine.DEFAULT_LEVEL), help);
    }
}
