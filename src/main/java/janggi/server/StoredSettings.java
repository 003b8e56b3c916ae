package janggi.server;

import janggi.files.Settings;
import janggi.store.Players;
import janggi.store.StoreException;
import janggi.text.Message;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;

/** A player's settings on the server: the {@code settings} of the player's row, kept across visits and servers. */
final class StoredSettings implements Settings {
    /** The key of the player's language: {@code ko} or {@code en}. */
    static final String LANGUAGE = "lang";

    private final Players players;
    private final String fingerprint;
    private final Logger log;

    StoredSettings(Players players, String fingerprint, Logger log) {
        this.players = players;
        this.fingerprint = fingerprint;
        this.log = log;
    }

    @Override
    public Optional<String> get(String key) {
        return Optional.ofNullable(Settings.parse(players.settings(fingerprint)).get(key));
    }

    @Override
    public Optional<Message> put(String key, String value) {
        try {
            Map<String, String> settings = Settings.parse(players.settings(fingerprint));
            settings.put(key, value);
            players.saveSettings(fingerprint, Settings.format(settings));
            return Optional.empty();
        } catch (StoreException e) {
            log.log(Level.WARNING, "settings of " + fingerprint + " not stored", e);
            return Optional.of(new Message("server.settings_not_stored"));
        }
    }
}
