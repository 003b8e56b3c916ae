package janggi.cli;

import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;

/**
 * The JVM settings the program runs under, kept in {@code jvm.options} (one file, read by
 * app/janggi as java's argument file and from the jar here), and the way they reach an engine
 * that a GUI or cutechess starts with a plain {@code java -jar janggi.jar uci}: that JVM, started
 * without any option, starts the engine again in a JVM under the settings and passes its
 * standard streams through, so that the engine plays as it does under app/janggi. A JVM given
 * any option of its own is left as the user made it.
 */
final class JvmSettings {
    /** Where the settings are, in the jar and under src/main/resources. */
    static final String RESOURCE = "/janggi/jvm.options";
    /** The commands started again under the settings when started plainly: the engine's. */
    private static final List<String> RELAUNCHED = List.of("uci");

    private JvmSettings() {}

    /** The options, without the file's comments. */
    static List<String> options() {
        try (InputStream in = JvmSettings.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the jar");
            }
            List<String> options = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String option = line.strip();
                if (!option.isEmpty() && !option.startsWith("#")) {
                    options.add(option);
                }
            }
            return options;
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + RESOURCE, e);
        }
    }

    /**
     * The command that starts {@code args} again under the settings, or null where this JVM
     * should go on itself: another command, a JVM given options, or one not started by
     * {@code java -jar}.
     *
     * @param jvmOptions the options this JVM was started with
     * @param javaCommand what java was told to run: a main class, or for {@code -jar} the jar, then the arguments
     * @param jar the jar these classes came from, or null when they came from elsewhere
     */
    static List<String> relaunch(String java, List<String> jvmOptions, String javaCommand, Path jar, String[] args) {
        if (args.length == 0
                || !RELAUNCHED.contains(args[0])
                || !jvmOptions.isEmpty()
                || jar == null
                || javaCommand.startsWith(Main.class.getName())) {
            return null;
        }
        List<String> command = new ArrayList<>();
        command.add(java);
        command.addAll(options());
        command.add("-jar");
        command.add(jar.toString());
        command.addAll(Arrays.asList(args));
        return command;
    }

    /** The jar these classes came from, or null. */
    private static Path jar() {
        try {
            Path where = Path.of(JvmSettings.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
            return where.toString().endsWith(".jar") ? where : null;
        } catch (URISyntaxException | SecurityException | NullPointerException | IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * Runs {@code args} in a JVM under the settings when this one should not ({@link #relaunch}),
     * its standard streams this process's, and returns its exit status; empty when this JVM goes
     * on itself. A signal that ends this process ends that one too.
     */
    static OptionalInt runRelaunched(String[] args) {
        List<String> command = relaunch(
                ProcessHandle.current().info().command().orElse("java"),
                ManagementFactory.getRuntimeMXBean().getInputArguments(),
                System.getProperty("sun.java.command", ""),
                jar(),
                args);
        if (command == null) {
            return OptionalInt.empty();
        }
        Process engine;
        try {
            engine = new ProcessBuilder(command).inheritIO().start();
        } catch (IOException e) {
            // The settings are for strength, not correctness: the engine runs here without them.
            return OptionalInt.empty();
        }
        Thread stop = new Thread(engine::destroy, "stop the engine");
        Runtime.getRuntime().addShutdownHook(stop);
        try {
            return OptionalInt.of(engine.waitFor());
        } catch (InterruptedException e) {
            engine.destroy();
            return OptionalInt.of(Main.INTERNAL_ERROR);
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(stop);
            } catch (IllegalStateException e) {
                // already shutting down: the hook runs
            }
        }
    }
}
