package janggi.files;

import janggi.text.Message;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The choices a player makes once and keeps from one game to the next, such as the pieces the
 * board shows ({@code pieces=hangul}). At home they are a file of the config directory
 * ({@link SettingsFile}); on a server, the player's own. Kept as text, one {@code key=value} a
 * line.
 */
public interface Settings {
    /** Keeps nothing and knows nothing: a game from a pipe, whose output must not depend on a file. */
    Settings NONE = keptNowhere(new Message("settings.not_kept"));

    /** Settings that keep nothing and know nothing, {@code why} being the reason a choice is not kept. */
    static Settings keptNowhere(Message why) {
        return new Settings() {
            @Override
            public Optional<String> get(String key) {
                return Optional.empty();
            }

            @Override
            public Optional<Message> put(String key, String value) {
                return Optional.of(why);
            }
        };
    }

    Optional<String> get(String key);

    /** Keeps {@code value} under {@code key}; empty once kept, else why it could not be. */
    Optional<Message> put(String key, String value);

    /** The settings in {@code text}: {@code key=value} lines; blank lines, comments ({@code #}) and other lines are passed over. */
    static Map<String, String> parse(String text) {
        Map<String, String> out = new TreeMap<>();
        for (String line : text.lines().toList()) {
            int eq = line.indexOf('=');
            if (!line.strip().startsWith("#") && eq > 0) {
                out.put(line.substring(0, eq).strip(), line.substring(eq + 1).strip());
            }
        }
        return out;
    }

    /** {@code settings} as text, a line each, in the order of their keys. */
    static String format(Map<String, String> settings) {
        StringBuilder sb = new StringBuilder();
        new TreeMap<>(settings)
                .forEach((k, v) -> sb.append(k).append('=').append(v).append('\n'));
        return sb.toString();
    }
}
