package janggi.record;

import java.util.Map;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The names the program gives in the records of games played here: the players ({@code Human},
 * {@code Computer level 6}) and the event ({@code Casual game}). Our PGN keeps them in English,
 * as tools and the games library read them (docs/records.md); a {@code .gib}, a Korean format,
 * holds them in Korean ({@code 사람}, {@code 컴퓨터 (난이도 6)}, {@code 친선 대국}), and its reader
 * gives them back in English, so that a game saved as .gib is resumed by the same players. A
 * player reads them in their own language ({@link TagWords}).
 */
public final class OurNames {
    public static final String HUMAN = "Human";
    public static final String CASUAL_GAME = "Casual game";

    private static final Pattern COMPUTER = Pattern.compile("Computer level (\\d{1,2})");
    private static final Pattern GIB_COMPUTER = Pattern.compile("컴퓨터 \\(난이도 (\\d{1,2})\\)");
    private static final String GIB_HUMAN = "사람";
    private static final String GIB_CASUAL_GAME = "친선 대국";
    private static final Map<String, String> IN_GIB = Map.of(HUMAN, GIB_HUMAN, CASUAL_GAME, GIB_CASUAL_GAME);
    private static final Map<String, String> FROM_GIB = Map.of(GIB_HUMAN, HUMAN, GIB_CASUAL_GAME, CASUAL_GAME);

    private OurNames() {}

    /** The computer playing at {@code level}. */
    public static String computer(int level) {
        return "Computer level " + level;
    }

    /** The level of the computer {@code name} names, if it names the computer. */
    public static OptionalInt computerLevel(String name) {
        Matcher m = COMPUTER.matcher(name);
        return m.matches() ? OptionalInt.of(Integer.parseInt(m.group(1))) : OptionalInt.empty();
    }

    /** A name of ours as a .gib writes it; any other name as it is. */
    static String inGib(String name) {
        OptionalInt level = computerLevel(name);
        return level.isPresent() ? "컴퓨터 (난이도 " + level.getAsInt() + ")" : IN_GIB.getOrDefault(name, name);
    }

    /** A name a .gib holds, ours in English again; any other name as it is. */
    static String fromGib(String name) {
        Matcher m = GIB_COMPUTER.matcher(name);
        return m.matches() ? computer(Integer.parseInt(m.group(1))) : FROM_GIB.getOrDefault(name, name);
    }
}
