package janggi.record;

import janggi.core.Game;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.core.Square;
import janggi.notation.DisplayMove;
import janggi.notation.GameCourierMove;
import janggi.notation.NotationException;
import janggi.notation.RuleWords;
import janggi.text.Printable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Game Courier's move log for its Janggi preset: numbered turns, Green (Cho) first
 * ({@code 1. swap b9 c9}, {@code 1... pass}, {@code 2. P e6-e5}, ...). As the preset demands,
 * each side's first turn only arranges its horses and elephants: {@code swap} commands, a move
 * of a horse onto an elephant, or {@code pass} to keep the arrangement; the game's moves start
 * with the second turn. The preset's opening arrangement is taken to be the usual diagram's
 * (horses beside the chariots, {@code NBBN}).
 */
public final class CourierFormat implements RecordFormat {
    public static final CourierFormat INSTANCE = new CourierFormat();
    private static final Pattern TURN = Pattern.compile("\\b(\\d+)\\.(\\.\\.)?");
    private static final String START = "NBBN";

    private CourierFormat() {}

    @Override
    public String name() {
        return "courier";
    }

    @Override
    public List<String> extensions() {
        return List.of("gc");
    }

    @Override
    public boolean recognises(byte[] data) {
        return TextFile.head(data).matches("(?s)1\\.\\s*(swap|pass|\\S+\\s+[a-i]\\d-[a-i]\\d|[a-i]\\d-[a-i]\\d).*");
    }

    /** One turn of the log and the line it starts on. */
    private record Turn(String text, int line) {}

    @Override
    public List<GameRecord> read(byte[] data, RuleSet rules) {
        String[] lines = TextFile.lines(TextFile.decode(data));
        int longLine = 0;
        while (longLine < lines.length && !TextFile.tooLong(lines[longLine])) {
            longLine++;
        }
        List<Turn> turns = turns(Arrays.copyOf(lines, longLine));
        if (turns.size() < 2) {
            throw new NotationException("record.courier_no_setup");
        }
        Setup cho = arrangement(turns.get(0), Side.CHO);
        Setup han = arrangement(turns.get(1), Side.HAN);
        GameReader reader = new GameReader(Game.start(rules == null ? RuleSet.JANGGI : rules, cho, han), Map.of());
        for (Turn t : turns.subList(2, turns.size())) {
            if (!reader.play(t.text(), t.line(), GameCourierMove::parse)) {
                break;
            }
        }
        if (longLine < lines.length) {
            reader.stop(TextFile.longLine(longLine + 1));
        }
        return List.of(reader.finish(null));
    }

    private static List<Turn> turns(String[] lines) {
        List<Turn> turns = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            Matcher m = TURN.matcher(lines[i]);
            List<Integer> starts = new ArrayList<>();
            while (m.find()) {
                starts.add(m.start());
                starts.add(m.end());
            }
            for (int k = 1; k < starts.size(); k += 2) {
                int end = k + 1 < starts.size() ? starts.get(k + 1) : lines[i].length();
                String turn = lines[i].substring(starts.get(k), end).strip();
                if (!turn.isEmpty()) {
                    turns.add(new Turn(turn, i + 1));
                }
            }
        }
        return turns;
    }

    /** The arrangement a side's first turn makes of the preset's opening one. */
    private static Setup arrangement(Turn turn, Side side) {
        char[] letters = START.toCharArray();
        String t = turn.text();
        try {
            if (GameCourierMove.isSwap(t)) {
                for (GameCourierMove.Swap s : GameCourierMove.parseSwaps(t)) {
                    exchange(letters, s.first(), s.second(), side);
                }
            } else if (!t.equalsIgnoreCase(DisplayMove.PASS)) {
                DisplayMove.Shape shape = DisplayMove.parseShape(t.replaceFirst("^\\S+\\s+(?=\\S\\S-)", ""));
                exchange(letters, shape.from(), shape.to(), side);
            }
            return Setup.parse(new String(letters));
        } catch (IllegalArgumentException e) {
            throw new NotationException(
                    "record.courier_arrangement",
                    turn.line(),
                    RuleWords.side(side),
                    Printable.clean(t),
                    NotationException.messageOf(e));
        }
    }

    /**
     * Exchanges the pieces on two points of the side's back rank among files B, C, G and H: a
     * wing's pair changes places; a horse taken across the general to an elephant changes both
     * wings, as the preset does when moved with the mouse.
     */
    private static void exchange(char[] letters, int a, int b, Side side) {
        int back = side == Side.CHO ? 0 : Square.RANKS - 1;
        int i = slot(a, back);
        int j = slot(b, back);
        if (i / 2 == j / 2) {
            swap(letters, i, j);
        } else if (letters[i] != letters[j]) {
            swap(letters, 0, 1);
            swap(letters, 2, 3);
        }
    }

    private static int slot(int sq, int back) {
        int slot = List.of(1, 2, 6, 7).indexOf(Square.file(sq));
        if (Square.rank(sq) != back || slot < 0) {
            throw new NotationException("record.courier_back_row");
        }
        return slot;
    }

    private static void swap(char[] letters, int i, int j) {
        char c = letters[i];
        letters[i] = letters[j];
        letters[j] = c;
    }

    @Override
    public byte[] write(List<GameRecord> games) {
        if (games.size() != 1) {
            throw new NotationException("record.courier_one_game", games.size());
        }
        Game game = games.get(0).game();
        if (game.setup(Side.CHO).isEmpty() || game.rules() != RuleSet.JANGGI) {
            throw new NotationException("record.courier_opening");
        }
        List<String> tokens = new ArrayList<>();
        tokens.add("1. " + setupTurn(game.setup(Side.CHO).get(), Side.CHO));
        tokens.add("1... " + setupTurn(game.setup(Side.HAN).get(), Side.HAN));
        Position start = game.startPosition();
        for (MovePair p : MovePair.of(start, game.moves(), (m, before) -> GameCourierMove.withLabel(m, before))) {
            tokens.add((p.number() + 1) + ". " + p.cho());
            if (p.han() != null) {
                tokens.add((p.number() + 1) + "... " + p.han());
            }
        }
        return (String.join("\n", tokens) + "\n").getBytes(StandardCharsets.UTF_8);
    }

    private static String setupTurn(Setup setup, Side side) {
        String rank = side == Side.CHO ? "9" : "0";
        List<String> swaps = new ArrayList<>();
        if (setup.letters().charAt(0) != START.charAt(0)) {
            swaps.add("swap b" + rank + " c" + rank);
        }
        if (setup.letters().charAt(3) != START.charAt(3)) {
            swaps.add("swap g" + rank + " h" + rank);
        }
        return swaps.isEmpty() ? DisplayMove.PASS : String.join("; ", swaps);
    }
}
