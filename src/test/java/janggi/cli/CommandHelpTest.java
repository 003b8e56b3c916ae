package janggi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.text.Language;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
    /** As Main.run gives it to picocli: without its HelpBundle picocli warns of the help's own [%eval]. */
    private static final ResourceBundle CLI = Main.help(Language.ENGLISH);

    private static List<CommandSpec> commands() {
        CommandLine main = new CommandLine(new Main());
        main.setResourceBundle(CLI);
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

    @Test
    void theHelpIsBrokenBetweenWordsOnlyNeverInsideAWordOrPath() {
        Map<String, String> utf8 = Map.of("LANG", "C.UTF-8");
        for (String lang : new String[] {"en", "ko"}) {
            for (CommandSpec command : commands()) {
                List<String> args = new ArrayList<>(List.of("--lang", lang));
                if (command.parent() != null) {
                    args.add(command.name());
                }
                args.add("--help");
                String[] argv = args.toArray(String[]::new);
                String wrapped = CommandRun.run(utf8, argv)[1];
                String whole;
                System.setProperty("picocli.usage.width", "1000");
                try {
                    whole = CommandRun.run(utf8, argv)[1];
                } finally {
                    System.clearProperty("picocli.usage.width");
                }
                // A word split at a line's end shows as two words that the unbroken help does not have.
                Set<String> words = new TreeSet<>(List.of(whole.split("\\s+")));
                for (String line : wrapped.split("\n")) {
                    for (String word : line.strip().split("\\s+")) {
                        assertTrue(
                                word.isEmpty() || words.contains(word),
                                String.join(" ", args) + ": '" + word + "' in\n" + wrapped);
                    }
                }
            }
        }
    }

    @Test
    void eachCommandsHelpSpeaksOfThatCommandOnly() {
        Map<String, String> utf8 = Map.of("LANG", "C.UTF-8");
        for (String lang : new String[] {"en", "ko"}) {
            assertTrue(CommandRun.run(utf8, "--lang", lang, "uci", "--help")[1].contains("krc"));
            assertFalse(CommandRun.run(utf8, "--lang", lang, "replay", "--help")[1].contains("--side"));
        }
        assertFalse(CommandRun.run(utf8, "bench", "--help")[1].contains("two-core"));
        assertFalse(CommandRun.run(utf8, "--lang", "ko", "bench", "--help")[1].contains("2코어"));
    }
}
