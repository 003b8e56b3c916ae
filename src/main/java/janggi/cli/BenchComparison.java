package janggi.cli;

import janggi.text.Message;
import janggi.text.Printable;
import janggi.text.Texts;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;
import picocli.CommandLine;

/**
 * {@code bench --against OTHER}: this build's bench and another build's, by turns in one JVM.
 * On a shared machine the speed drifts by more than most changes gain, from one run to the next;
 * runs side by side in time, each pair starting with the other build, put the drift on both, and
 * the median of the pairs' ratios sets the rest aside.
 */
final class BenchComparison {
    /** Pairs run first and not counted, while the JIT compiles both builds. */
    static final int WARM_UP = 2;

    private final Method otherMain;
    private final Texts texts;

    private BenchComparison(Method otherMain, Texts texts) {
        this.otherMain = otherMain;
        this.texts = texts;
    }

    /**
     * The build in {@code jar} (a janggi jar), loaded apart from this one so that the same class
     * names do not meet. A folder is refused: whatever it holds, the classes would be looked for
     * in this build too, which would then be compared with itself.
     */
    static BenchComparison of(Path jar, Texts texts) {
        String name = Printable.escape(jar.toString());
        if (Files.isDirectory(jar)) {
            throw new BadInput("bench.directory", name);
        }
        if (!Files.isRegularFile(jar)) {
            throw new BadInput("bench.no_such_file", name);
        }
        try {
            List<URL> urls = new ArrayList<>(List.of(jar.toUri().toURL()));
            URL picocli =
                    CommandLine.class.getProtectionDomain().getCodeSource().getLocation();
            if (!picocli.equals(Main.class.getProtectionDomain().getCodeSource().getLocation())) {
                // Run from classes (the tests), this build's libraries are apart from it: lend them.
                // From the jar they are inside it, and lending it would load this build again.
                urls.add(picocli);
            }
            ClassLoader loader = new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
            Method main = loader.loadClass(Main.class.getName()).getDeclaredMethod("run", String[].class);
            main.setAccessible(true);
            return new BenchComparison(main, texts);
        } catch (ClassNotFoundException | NoSuchMethodException | MalformedURLException e) {
            throw new BadInput("bench.not_a_build", name);
        }
    }

    /** Nodes per second of the other build's {@code bench} with {@code args}. */
    long otherNodesPerSecond(String[] args) {
        PrintStream out = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            otherMain.invoke(null, (Object) args);
        } catch (IllegalAccessException e) {
            throw new BadInput("bench.cannot_call", Message.verbatim(e.getMessage()));
        } catch (InvocationTargetException e) {
            throw new BadInput("bench.failed", Message.verbatim(String.valueOf(e.getCause())));
        } finally {
            System.setOut(out);
        }
        for (String line : printed.toString(StandardCharsets.UTF_8).split("\n")) {
            if (line.startsWith("Nodes/second:")) {
                return Long.parseLong(line.substring("Nodes/second:".length()).trim());
            }
        }
        throw new BadInput("bench.no_speed");
    }

    /**
     * Runs {@code pairs} counted pairs after {@link #WARM_UP}, printing each; returns the median of
     * this build's nodes per second over the other's.
     */
    double compare(LongSupplier ours, String[] otherArgs, int pairs) {
        List<Double> ratios = new ArrayList<>();
        for (int i = 0; i < WARM_UP + pairs; i++) {
            boolean oursFirst = i % 2 == 0;
            long mine = oursFirst ? ours.getAsLong() : 0;
            long theirs = otherNodesPerSecond(otherArgs);
            if (!oursFirst) {
                mine = ours.getAsLong();
            }
            double ratio = (double) mine / Math.max(1, theirs);
            System.out.println(texts.get(
                    i < WARM_UP ? "bench.warm_up" : "bench.pair",
                    i + 1,
                    mine,
                    theirs,
                    String.format(Locale.ROOT, "%.3f", ratio)));
            if (i >= WARM_UP) {
                ratios.add(ratio);
            }
        }
        return median(ratios);
    }

    static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}
