package janggi.learn;

import janggi.files.Settings;
import janggi.text.Message;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** Settings kept in memory, for the tests. */
final class MemorySettings implements Settings {
    private final Map<String, String> values = new TreeMap<>();

    @Override
    public Optional<String> get(String key) {
        return Optional.ofNullable(values.get(key));
    }

    @Override
    public Optional<Message> put(String key, String value) {
        values.put(key, value);
        return Optional.empty();
    }
}
