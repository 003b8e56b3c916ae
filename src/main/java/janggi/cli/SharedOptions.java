package janggi.cli;

import janggi.clock.TimeControl;
import janggi.core.RuleSet;
import janggi.engine.Engine;
import janggi.files.Settings;
import janggi.files.SettingsFile;
import janggi.notation.MoveNotation;
import janggi.notation.NotationException;
import janggi.notation.PieceStyle;
import janggi.play.Look;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Options several commands share, each a picocli mixin that also checks its value. A command
 * that wants another default passes it to the mixin's constructor; the descriptions are in
 * {@code janggi/text/cli.properties}, with a command's own text where it differs.
 */
final class SharedOptions {
    private SharedOptions() {}

    /** {@code --rules NAME}: the rule set, janggi by default. */
    static final class Rules {
        @Option(names = "--rules", defaultValue = "janggi", paramLabel = "NAME")
        String name;

        /** The rule set named, or one clear line for the user. */
        RuleSet ruleSet() {
            return RuleSet.named(name).orElseThrow(() -> new BadInput("rules.unknown", name, RuleSet.names()));
        }
    }

    /** {@code --threads N}: the threads an engine searches with. */
    static final class Threads {
        @Option(names = "--threads", paramLabel = "N")
        Integer threads;

        Threads() {}

        Threads(int byDefault) {
            threads = byDefault;
        }

        /** The number given, checked; null when neither given nor defaulted (the engine then takes one per core). */
        Integer threads() {
            if (threads != null && (threads < 1 || threads > Engine.MAX_THREADS)) {
                throw new BadInput("cli.threads", Engine.MAX_THREADS, threads);
            }
            return threads;
        }
    }

    /** {@code --level N} and {@code --seed N}: how strong the computer plays, and whether reproducibly. */
    static final class Strength {
        @Option(names = "--level", paramLabel = "N")
        int level;

        @Option(names = "--seed", paramLabel = "N")
        Long seed;

        Strength(int defaultLevel) {
            level = defaultLevel;
        }

        int level() {
            if (level < Engine.MIN_LEVEL || level > Engine.MAX_LEVEL) {
                throw new BadInput("cli.level", Engine.MIN_LEVEL, Engine.MAX_LEVEL, level);
            }
            return level;
        }

        /** An engine at this level, seeded if a seed was given, on {@code threads} threads. */
        Engine engine(int threads) {
            Engine engine = new Engine();
            engine.setLevel(level());
            engine.setThreads(threads);
            if (seed != null) {
                engine.setSeed(seed);
            }
            return engine;
        }
    }

    /** {@code --depth N}: a search to a fixed depth. */
    static final class Depth {
        static final int MAX = 64;

        @Option(names = "--depth", paramLabel = "N")
        Integer depth;

        Depth() {}

        Depth(int byDefault) {
            depth = byDefault;
        }

        /** The depth, checked; null when neither given nor defaulted. */
        Integer depth() {
            if (depth != null && (depth < 1 || depth > MAX)) {
                throw new BadInput("cli.depth", MAX);
            }
            return depth;
        }
    }

    /** {@code --engine-option NAME=VALUE}, repeated: UCI options for another engine. */
    static final class EngineOptions {
        @Option(names = "--engine-option", paramLabel = "NAME=VALUE")
        List<String> given = new ArrayList<>();

        /** The options in the order given, each checked to be NAME=VALUE. */
        Map<String, String> options() {
            Map<String, String> options = new LinkedHashMap<>();
            for (String option : given) {
                int eq = option.indexOf('=');
                if (eq < 1) {
                    throw new BadInput("match.engine_option", option);
                }
                options.put(
                        option.substring(0, eq).trim(), option.substring(eq + 1).trim());
            }
            return options;
        }
    }

    /** {@code --clock SPEC}: a time control (docs/clocks.md), none by default. */
    static final class Clock {
        @Option(names = "--clock", paramLabel = "SPEC")
        String spec;

        /** The time control given, or one clear line for the user. */
        TimeControl timeControl() {
            if (spec == null) {
                return TimeControl.NONE;
            }
            try {
                return TimeControl.parse(spec);
            } catch (NotationException e) {
                throw new BadInput("cli.option", "--clock", e.message());
            }
        }
    }

    /** {@code --notation}: how the moves are shown, Martin's by default. */
    static final class Notation {
        @Option(names = "--notation", paramLabel = "NOTATION")
        String name;

        MoveNotation notation() {
            return name == null
                    ? MoveNotation.MARTIN
                    : MoveNotation.named(name)
                            .orElseThrow(() -> new BadInput("cli.notation", MoveNotation.names(), name));
        }
    }

    /** {@code --plain}, {@code --mono}, {@code --flip}, {@code --pieces}, {@code --notation}: how a board is shown. */
    static final class Board {
        @Option(names = "--plain")
        boolean plain;

        @Option(names = "--mono")
        boolean mono;

        @Option(names = "--flip")
        boolean flip;

        @Option(names = "--pieces", paramLabel = "STYLE")
        String pieces;

        @Mixin
        Notation notation = new Notation();

        /**
         * How the player sees the board and the moves: as the options say, else with the pieces
         * the player's settings keep, else Martin's; {@code env} tells whether the terminal can
         * draw Hangul. A run from a pipe reads and keeps no settings, so that its output is the
         * same every time.
         */
        Look look(Map<String, String> env) {
            Settings settings = System.console() == null ? Settings.NONE : SettingsFile.standard();
            PieceStyle style = pieces != null
                    ? PieceStyle.named(pieces).orElseThrow(() -> new BadInput("cli.pieces", PieceStyle.names(), pieces))
                    : settings.get(Look.PIECES).flatMap(PieceStyle::named).orElse(PieceStyle.MARTIN);
            MoveNotation moves = notation.name != null
                    ? notation.notation()
                    : settings.get(Look.NOTATION).flatMap(MoveNotation::named).orElse(MoveNotation.MARTIN);
            return new Look(style, moves, Look.noWideLetters(env, !outputIsTerminal()), settings);
        }

        /**
         * Whether standard output is a terminal. Linux names the file behind it; elsewhere the
         * console, which needs standard input to be one too, has to do.
         */
        private static boolean outputIsTerminal() {
            try {
                String target =
                        Files.readSymbolicLink(Path.of("/proc/self/fd/1")).toString();
                return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty") || target.equals("/dev/console");
            } catch (IOException | UnsupportedOperationException e) {
                return System.console() != null;
            }
        }
    }
}
