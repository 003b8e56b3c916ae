package janggi.play;

import janggi.clock.TimeControl;
import janggi.clock.TimeSource;
import janggi.core.Game;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.engine.Engine;
import janggi.text.Language;
import java.nio.file.Path;

/**
 * The options a game at home begins with, from the command line or a replay played on:
 * {@link #of} gives the defaults (the player as Han against the computer at the default level,
 * setups asked, the opening, one thread per core), and each {@code with} method a copy with one
 * thing changed, e.g. {@code Start.of(rules).withLevel(3).withSeed(1L)}. {@link Opening} opens
 * the game they describe.
 *
 * @param level the computer's strength, {@link Engine#MIN_LEVEL} to {@link Engine#MAX_LEVEL}
 * @param choSetup Cho's setup, or null when the players choose them
 * @param flip whether the board is turned, Cho at the bottom
 * @param seed a seed that makes the computer's play and the drawn setups reproducible; null for none
 * @param game a game to play on instead of a new one (from {@code --fen}, or a replay branched off); null for none
 * @param threads the threads the computer thinks with; 0 for one per core
 * @param clock the time control of a new game ({@code --clock})
 * @param timeSource where the game clock reads the time: the system's clock, or a fake one in tests
 * @param saveFile the file {@code --save} names, or null
 * @param look how the player sees the board and the moves
 */
public record Start(
        RuleSet rules,
        int level,
        Control cho,
        Control han,
        Setup choSetup,
        Setup hanSetup,
        boolean flip,
        Long seed,
        Game game,
        int threads,
        Language language,
        TimeControl clock,
        TimeSource timeSource,
        Path saveFile,
        Look look) {

    /** A new game under {@code rules}: the player as Han (at the bottom) against the computer as Cho. */
    public static Start of(RuleSet rules) {
        return new Start(
                rules,
                Engine.DEFAULT_LEVEL,
                Control.COMPUTER,
                Control.HUMAN,
                null,
                null,
                false,
                null,
                null,
                0,
                Language.ENGLISH,
                TimeControl.NONE,
                TimeSource.SYSTEM,
                null,
                Look.MARTIN);
    }

    /** The computer's strength, {@link Engine#MIN_LEVEL} to {@link Engine#MAX_LEVEL}. */
    public Start withLevel(int level) {
        return new Start(
                rules,
                level,
                cho,
                han,
                choSetup,
                hanSetup,
                flip,
                seed,
                game,
                threads,
                language,
                clock,
                timeSource,
                saveFile,
                look);
    }

    /**
     * Who plays each side. The board turns to match: Cho at the bottom when the only player at
     * the terminal plays Cho, else Han ({@link #withFlip} after this turns it otherwise).
     */
    public Start withSides(Control cho, Control han) {
        boolean flip = cho == Control.HUMAN && han == Control.COMPUTER;
        return new Start(
                rules,
                level,
                cho,
                han,
                choSetup,
                hanSetup,
                flip,
                seed,
                game,
                threads,
                language,
                clock,
                timeSource,
                saveFile,
                look);
    }

    /** The setups of both sides, so that none is asked. */
    public Start withSetups(Setup choSetup, Setup hanSetup) {
        return new Start(
                rules,
                level,
                cho,
                han,
                choSetup,
                hanSetup,
                flip,
                seed,
                game,
                threads,
                language,
                clock,
                timeSource,
                saveFile,
                look);
    }

    /** Whether the board is turned, Cho at the bottom; by default as {@link #withSides} chose. */
    public Start withFlip(boolean flip) {
        return new Start(
                rules,
                level,
                cho,
                han,
                choSetup,
                hanSetup,
                flip,
                seed,
                game,
                threads,
                language,
                clock,
                timeSource,
                saveFile,
                look);
    }

    /** A seed that makes the computer's play and the drawn setups reproducible; null for none. */
    public Start withSeed(Long seed) {
        return new Start(
                rules,
                level,
                cho,
                han,
                choSetup,
                hanSetup,
                flip,
                seed,
                game,
                threads,
                language,
                clock,
                timeSource,
                saveFile,
                look);
    }

    /** A game to play on instead of a new one (from {@code --fen}, or a replay branched off). */
    public Start withGame(Game game) {
        return new Start(
                rules,
                level,
                cho,
                han,
                choSetup,
                hanSetup,
                flip,
                seed,
                game,
                threads,
                language,
                clock,
                timeSource,
                saveFile,
                look);
    }

    /** The threads the computer thinks with; 0 for one per core. */
    public Start withThreads(int threads) {
        return new Start(
                rules,
                level,
                cho,
                han,
                choSetup,
                hanSetup,
                flip,
                seed,
                game,
                threads,
                language,
                clock,
                timeSource,
                saveFile,
                look);
    }

    /** The language the player reads. */
    public Start withLanguage(Language language) {
        return new Start(
                rules,
                level,
                cho,
                han,
                choSetup,
                hanSetup,
                flip,
                seed,
                game,
                threads,
                language,
                clock,
                timeSource,
                saveFile,
                look);
    }

    /** The time control of a new game ({@code --clock}); {@link TimeControl#NONE} by default. */
    public Start withClock(TimeControl clock) {
        return new Start(
                rules,
                level,
                cho,
                han,
                choSetup,
                hanSetup,
                flip,
                seed,
                game,
                threads,
                language,
                clock,
                timeSource,
                saveFile,
                look);
    }

    /** Where the game clock reads the time: the system's clock, or a fake one in tests. */
    public Start withTimeSource(TimeSource timeSource) {
        return new Start(
                rules,
                level,
                cho,
                han,
                choSetup,
                hanSetup,
                flip,
                seed,
                game,
                threads,
                language,
                clock,
                timeSource,
                saveFile,
                look);
    }

    /**
     * A file the game is written to, in the format its extension names, when it ends and when the
     * player leaves ({@code --save FILE}); naming it is consent to replace it. Null for none.
     */
    public Start withSaveFile(Path saveFile) {
        return new Start(
                rules,
                level,
                cho,
                han,
                choSetup,
                hanSetup,
                flip,
                seed,
                game,
                threads,
                language,
                clock,
                timeSource,
                saveFile,
                look);
    }

    /** How the player sees the board and the moves. */
    public Start withLook(Look look) {
        return new Start(
                rules,
                level,
                cho,
                han,
                choSetup,
                hanSetup,
                flip,
                seed,
                game,
                threads,
                language,
                clock,
                timeSource,
                saveFile,
                look);
    }

    public Control control(Side side) {
        return side == Side.CHO ? cho : han;
    }

    /** The setups given (Cho's, Han's), or null when the players choose them. */
    public Setup[] setups() {
        return choSetup == null ? null : new Setup[] {choSetup, hanSetup};
    }
}
