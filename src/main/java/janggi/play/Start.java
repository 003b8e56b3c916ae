package janggi.play;

import janggi.core.Game;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.engine.Engine;
import janggi.notation.NotationException;
import janggi.notation.RuleWords;
import janggi.text.Language;
import janggi.text.Texts;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * How a game begins: the options from the command line, then the questions before the first
 * move (resume the unfinished game? which setup?) asked by whichever front end is in use.
 *
 * <p>A value: {@link #of} gives the defaults (the player as Han against the computer at the
 * default level, setups asked, the opening, one thread per core), and each {@code with} method
 * a copy with one thing changed, e.g. {@code Start.of(rules).withLevel(3).withSeed(1L)}.
 */
public final class Start {
    private final RuleSet rules;
    private final int level;
    private final Session.Control cho;
    private final Session.Control han;
    private final Setup choSetup;
    private final Setup hanSetup;
    private final boolean flip;
    private final Long seed;
    private final Game game;
    private final int threads;
    private final Language language;

    private Start(
            RuleSet rules,
            int level,
            Session.Control cho,
            Session.Control han,
            Setup choSetup,
            Setup hanSetup,
            boolean flip,
            Long seed,
            Game game,
            int threads,
            Language language) {
        this.rules = rules;
        this.level = level;
        this.cho = cho;
        this.han = han;
        this.choSetup = choSetup;
        this.hanSetup = hanSetup;
        this.flip = flip;
        this.seed = seed;
        this.game = game;
        this.threads = threads;
        this.language = language;
    }

    /** A new game under {@code rules}: the player as Han (at the bottom) against the computer as Cho. */
    public static Start of(RuleSet rules) {
        return new Start(
                rules,
                Engine.DEFAULT_LEVEL,
                Session.Control.COMPUTER,
                Session.Control.HUMAN,
                null,
                null,
                false,
                null,
                null,
                0,
                Language.ENGLISH);
    }

    /** The computer's strength, {@link Engine#MIN_LEVEL} to {@link Engine#MAX_LEVEL}. */
    public Start withLevel(int level) {
        return new Start(rules, level, cho, han, choSetup, hanSetup, flip, seed, game, threads, language);
    }

    /** Who plays each side. */
    public Start withSides(Session.Control cho, Session.Control han) {
        return new Start(rules, level, cho, han, choSetup, hanSetup, flip, seed, game, threads, language);
    }

    /** The setups of both sides, so that none is asked. */
    public Start withSetups(Setup cho, Setup han) {
        return new Start(rules, level, this.cho, this.han, cho, han, flip, seed, game, threads, language);
    }

    /** Whether the board is turned, Cho at the bottom. */
    public Start withFlip(boolean flip) {
        return new Start(rules, level, cho, han, choSetup, hanSetup, flip, seed, game, threads, language);
    }

    /** A seed that makes the computer's play and the drawn setups reproducible; null for none. */
    public Start withSeed(Long seed) {
        return new Start(rules, level, cho, han, choSetup, hanSetup, flip, seed, game, threads, language);
    }

    /** A game to play on instead of a new one (from {@code --fen}, or a replay branched off). */
    public Start withGame(Game game) {
        return new Start(rules, level, cho, han, choSetup, hanSetup, flip, seed, game, threads, language);
    }

    /** The threads the computer thinks with; 0 for one per core. */
    public Start withThreads(int threads) {
        return new Start(rules, level, cho, han, choSetup, hanSetup, flip, seed, game, threads, language);
    }

    /** The language the player reads. */
    public Start withLanguage(Language language) {
        return new Start(rules, level, cho, han, choSetup, hanSetup, flip, seed, game, threads, language);
    }

    public RuleSet rules() {
        return rules;
    }

    public int level() {
        return level;
    }

    public Session.Control control(Side side) {
        return side == Side.CHO ? cho : han;
    }

    public boolean flip() {
        return flip;
    }

    /** The seed, or null when the play need not be reproducible. */
    public Long seed() {
        return seed;
    }

    /** The game to play on, or null for a new one. */
    public Game game() {
        return game;
    }

    /** The threads the computer thinks with; 0 for one per core. */
    public int threads() {
        return threads;
    }

    public Language language() {
        return language;
    }

    /** A question to the player, answered with a line ("" if none). */
    public interface Ask {
        String ask(String question);
    }

    /**
     * The session to play: the unfinished game in {@code autosave} if the player wants it back,
     * else a new game with the setups given or chosen now. {@code tell} shows a message; the
     * questions and messages are in the player's language.
     */
    public Session open(Ask ask, Consumer<String> tell, Autosave autosave) {
        Optional<Game> unfinished = game != null || autosave == null ? Optional.empty() : autosave.unfinished(rules);
        Texts texts = Texts.of(language);
        if (unfinished.isPresent()) {
            String answer = ask.ask(texts.get(
                            "start.resume",
                            texts.count("count.moves", unfinished.get().moves().size()))
                    + " ");
            String no = texts.get("start.no");
            if (!answer.trim().toLowerCase(Locale.ROOT).startsWith(no)) {
                Session session = session(new Setup[] {Setup.STANDARD, Setup.STANDARD}, autosave);
                session.resume(unfinished.get());
                tell.accept(texts.get("start.resumed"));
                return session;
            }
        }
        return session(choSetup != null || game != null ? given() : chooseSetups(ask, tell), autosave);
    }

    /** A session without questions: the given setups or the standard ones. */
    public Session openWithoutQuestions(Autosave autosave) {
        return session(given(), autosave);
    }

    /** The setups given, or null to ask. */
    private Setup[] given() {
        return choSetup == null ? null : new Setup[] {choSetup, hanSetup};
    }

    private Session session(Setup[] given, Autosave autosave) {
        Setup[] s = given != null
                ? given
                : rules.shuffledWings ? chooseSetups(q -> "", m -> {}) : new Setup[] {Setup.STANDARD, Setup.STANDARD};
        Session session = new Session(this, s[0], s[1], autosave);
        if (game != null) {
            session.resume(game);
        }
        return session;
    }

    /**
     * Han chooses first, then Cho (docs/rules.md, Setup); the computer chooses for its own
     * side. Korean Random Chess draws one arrangement for both armies instead.
     */
    private Setup[] chooseSetups(Ask ask, Consumer<String> tell) {
        SplittableRandom random = new SplittableRandom(seed != null ? seed : System.nanoTime());
        if (rules.shuffledWings) {
            Setup drawn = Setup.random(rules, random);
            tell.accept(Texts.of(language).get("start.wings_drawn", drawn.wings()));
            return new Setup[] {drawn, drawn};
        }
        Setup[] chosen = new Setup[2];
        for (Side side : new Side[] {Side.HAN, Side.CHO}) {
            Session.Control control = side == Side.CHO ? cho : han;
            if (control == Session.Control.COMPUTER) {
                chosen[side.ordinal()] = Setup.all()[random.nextInt(Setup.all().length)];
                continue;
            }
            while (chosen[side.ordinal()] == null) {
                String answer = ask.ask(Texts.of(language).get("start.setup", RuleWords.side(side)) + " ")
                        .trim();
                try {
                    chosen[side.ordinal()] = answer.isEmpty() ? Setup.STANDARD : Setup.parse(answer);
                } catch (IllegalArgumentException e) {
                    tell.accept(Texts.of(language).render(NotationException.messageOf(e)));
                }
            }
        }
        return chosen;
    }
}
