package janggi.play;

import janggi.core.Game;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * How a game begins: the options from the command line, then the questions before the first
 * move (resume the unfinished game? which setup?) asked by whichever front end is in use.
 *
 * @param setups the setups given on the command line (Cho, Han), or null to ask
 * @param game a game to play on instead of a new one (from {@code --fen}, or a replay branched off), or null
 * @param threads the threads the computer thinks with, or 0 for one per core
 */
public record Start(
        RuleSet rules,
        int level,
        Session.Control cho,
        Session.Control han,
        Setup[] setups,
        boolean flip,
        Long seed,
        Game game,
        int threads) {

    /** A start from the opening, the setups given or asked. */
    public Start(
            RuleSet rules,
            int level,
            Session.Control cho,
            Session.Control han,
            Setup[] setups,
            boolean flip,
            Long seed) {
        this(rules, level, cho, han, setups, flip, seed, null);
    }

    /** A start on {@code game} (or the opening, if null), the computer on one thread per core. */
    public Start(
            RuleSet rules,
            int level,
            Session.Control cho,
            Session.Control han,
            Setup[] setups,
            boolean flip,
            Long seed,
            Game game) {
        this(rules, level, cho, han, setups, flip, seed, game, 0);
    }

    /** A question to the player, answered with a line ("" if none). */
    public interface Ask {
        String ask(String question);
    }

    /**
     * The session to play: the unfinished game in {@code autosave} if the player wants it back,
     * else a new game with the setups given or chosen now. {@code tell} shows a message.
     */
    public Session open(Ask ask, Consumer<String> tell, Autosave autosave) {
        Optional<Game> unfinished = game != null || autosave == null ? Optional.empty() : autosave.unfinished(rules);
        if (unfinished.isPresent()) {
            String answer = ask.ask(
                    "Resume the unfinished game (" + unfinished.get().moves().size() + " moves)? [Y/n] ");
            if (!answer.trim().toLowerCase(Locale.ROOT).startsWith("n")) {
                Session session = session(new Setup[] {Setup.STANDARD, Setup.STANDARD}, autosave);
                session.resume(unfinished.get());
                tell.accept("Resumed the unfinished game.");
                return session;
            }
        }
        return session(setups != null || game != null ? setups : chooseSetups(ask, tell), autosave);
    }

    /** A session without questions: the given setups or the standard ones. */
    public Session openWithoutQuestions(Autosave autosave) {
        return session(setups, autosave);
    }

    private Session session(Setup[] given, Autosave autosave) {
        Setup[] s = given != null
                ? given
                : rules.shuffledWings ? chooseSetups(q -> "", m -> {}) : new Setup[] {Setup.STANDARD, Setup.STANDARD};
        Session session = new Session(rules, s[0], s[1], cho, han, level, seed, autosave);
        session.setFlipped(flip);
        if (threads > 0) {
            session.setThreads(threads);
        }
        if (game != null) {
            session.resume(game);
        }
        return session;
    }

    /**
     * Han chooses first, then Cho (chessvariants-janggi.txt); the computer chooses for its own
     * side. Korean Random Chess draws one arrangement for both armies instead.
     */
    private Setup[] chooseSetups(Ask ask, Consumer<String> tell) {
        SplittableRandom random = new SplittableRandom(seed != null ? seed : System.nanoTime());
        if (rules.shuffledWings) {
            Setup drawn = Setup.random(rules, random);
            tell.accept("Korean Random Chess: the wings are drawn as " + drawn.wings() + ".");
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
                String answer = ask.ask(side.displayName() + ": horse/elephant setup for files B C G H"
                                + " (NBBN, NBNB, BNBN, BNNB) [NBBN]: ")
                        .trim();
                try {
                    chosen[side.ordinal()] = answer.isEmpty() ? Setup.STANDARD : Setup.parse(answer);
                } catch (IllegalArgumentException e) {
                    tell.accept(e.getMessage());
                }
            }
        }
        return chosen;
    }
}
