package janggi.uci;

import janggi.core.Game;
import janggi.core.IllegalMoveException;
import janggi.core.IllegalSetupException;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.notation.NotationException;
import janggi.notation.UciMove;
import janggi.text.Message;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Starts for a match's games beyond the setups: each a setup for each side and a few moves, so
 * that the pairs of a long match differ from one another (two one-thread engines that search a
 * fixed number of nodes would otherwise play the same sixteen pairs again and again). Each pair
 * of games begins from one start, our engine Cho in one and Han in the other.
 *
 * <p>A book is text, one start a line: Cho's setup, Han's setup, then the moves in UCI form,
 * each word separated by spaces; {@code #} begins a comment. For example
 * {@code NBBN BNNB c4d4 c7d7 h1g3 b10c8}. The book kept in the jar ({@code openings.txt} beside
 * this class) has starts for every one of the sixteen setup pairings in turn, chosen and checked
 * by Fairy-Stockfish as docs/engine.md (Opening book) tells.
 */
public final class OpeningBook {
    /** One start: the setups, and the moves played from them. */
    public record Opening(Setup cho, Setup han, List<String> moves) {
        public Opening {
            moves = List.copyOf(moves);
        }

        /** The game at this start under {@code rules}; a move the rules refuse is a {@link NotationException}. */
        public Game play(RuleSet rules) {
            Game game = Game.start(rules, cho, han);
            for (String move : moves) {
                try {
                    game.play(UciMove.parse(move, game.position()));
                } catch (IllegalMoveException e) {
                    throw new NotationException("uci_move.illegal", move);
                }
            }
            return game;
        }
    }

    /** The book in the jar. */
    static final String BUILT_IN = "openings.txt";

    private final List<Opening> openings;
    /** The line of the book's text each start was read from, for messages. */
    private final List<Integer> lines;

    private OpeningBook(List<Opening> openings, List<Integer> lines) {
        this.openings = List.copyOf(openings);
        this.lines = List.copyOf(lines);
    }

    /** The book kept in the jar. */
    public static OpeningBook builtIn() {
        try (InputStream in = OpeningBook.class.getResourceAsStream(BUILT_IN)) {
            if (in == null) {
                throw new IllegalStateException(BUILT_IN + " is missing from the jar");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + BUILT_IN + " from the jar", e);
        }
    }

    /**
     * Reads a book's text.
     *
     * @throws NotationException naming the line that cannot be read, and why
     */
    public static OpeningBook parse(String text) {
        List<Opening> openings = new ArrayList<>();
        List<Integer> numbers = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int hash = line.indexOf('#');
            String[] words = (hash < 0 ? line : line.substring(0, hash)).strip().split("\\s+");
            if (words.length == 1 && words[0].isEmpty()) {
                continue;
            }
            try {
                if (words.length < 2) {
                    throw new NotationException("book.two_setups");
                }
                Setup cho = Setup.parse(words[0]);
                Setup han = Setup.parse(words[1]);
                List<String> moves = Arrays.asList(words).subList(2, words.length);
                for (String move : moves) {
                    UciMove.parseShape(move);
                }
                openings.add(new Opening(cho, han, moves));
                numbers.add(i + 1);
            } catch (NotationException | IllegalSetupException e) {
                throw new NotationException("book.line", i + 1, NotationException.messageOf(e));
            }
        }
        if (openings.isEmpty()) {
            throw new NotationException("book.empty");
        }
        return new OpeningBook(openings, numbers);
    }

    public int size() {
        return openings.size();
    }

    /** The start for pair {@code pair} of a match (0 first): the book's starts in turn, round and round. */
    public Opening forPair(int pair) {
        return openings.get(pair % openings.size());
    }

    /**
     * Why the book cannot serve a match under {@code rules}, if it cannot: the first start whose
     * setups or moves the rules refuse, with its line.
     */
    public Optional<Message> refusedBy(RuleSet rules) {
        for (int i = 0; i < openings.size(); i++) {
            try {
                openings.get(i).play(rules);
            } catch (NotationException | IllegalSetupException e) {
                return Optional.of(new Message("book.line", lines.get(i), NotationException.messageOf(e)));
            }
        }
        return Optional.empty();
    }
}
