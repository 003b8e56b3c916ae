package janggi.server;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.security.PublicKey;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.logging.Logger;
import org.apache.sshd.common.SshConstants;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.server.auth.keyboard.InteractiveChallenge;
import org.apache.sshd.server.auth.keyboard.KeyboardInteractiveAuthenticator;
import org.apache.sshd.server.auth.pubkey.PublickeyAuthenticator;
import org.apache.sshd.server.auth.pubkey.UserAuthPublicKey;
import org.apache.sshd.server.session.ServerSession;

/**
 * Who gets in. A player proves a key (any strong enough key, {@link KeyStrength}, or one of
 * {@code --allow FILE}); the key's
 * fingerprint is the player. Without a key, a guest gets in through keyboard-interactive
 * authentication with no questions, and may only watch; not through the {@code none} method,
 * which OpenSSH tries before offering its keys, so that a server accepting it would never learn
 * who its players are. No passwords. A key, or an address, that fails too often in a minute is
 * refused for a while ({@link AuthAttempts}), but not a known player at that address.
 */
final class Gate implements PublickeyAuthenticator, KeyboardInteractiveAuthenticator {
    private final AllowList allowed;
    private final boolean guests;
    private final AuthAttempts attempts;
    private final Predicate<String> known;
    private final Logger log;

    /**
     * @param allowed the keys that may play, or null for any key
     * @param known whether a key's fingerprint is a player of the club's already
     */
    Gate(AllowList allowed, boolean guests, AuthAttempts attempts, Predicate<String> known, Logger log) {
        this.allowed = allowed;
        this.guests = guests;
        this.attempts = attempts;
        this.known = known;
        this.log = log;
    }

    /** The fingerprint of the key a session proved, as {@code ssh-keygen -l} prints it; null for a guest. */
    static String fingerprint(ServerSession session) {
        List<PublicKey> keys = session.getAttribute(UserAuthPublicKey.AUTHENTICATED_KEYS);
        return keys == null || keys.isEmpty() ? null : KeyUtils.getFingerPrint(keys.get(keys.size() - 1));
    }

    /** Called for a key offered and again for its signature; MINA checks the signature. */
    @Override
    public boolean authenticate(String user, PublicKey key, ServerSession session) {
        String address = address(session);
        String fingerprint = KeyUtils.getFingerPrint(key);
        if (attempts.keyBlocked(fingerprint)
                || attempts.addressBlocked(address)
                        && !(allowed == null ? known.test(fingerprint) : allowed.permits(key))) {
            return false;
        }
        Optional<String> weak = KeyStrength.weakness(key);
        if (weak.isPresent()) {
            KeyStrength.refuse(session, weak.get(), log);
            return false;
        }
        if (allowed != null && !allowed.permits(key)) {
            attempts.failed(address, fingerprint);
            log.info("key " + fingerprint + " from " + address + " is not on the allow list");
            return false;
        }
        return true;
    }

    /**
     * A guest comes in. A client whose key was refused as too weak is not let in as a guest
     * instead, which would hide the refusal: it is disconnected with the reason, which OpenSSH
     * prints.
     */
    @Override
    public InteractiveChallenge generateChallenge(ServerSession session, String user, String lang, String subMethods) {
        String address = address(session);
        String refused = session.getAttribute(KeyStrength.REFUSED);
        if (refused != null) {
            try {
                session.disconnect(
                        SshConstants.SSH2_DISCONNECT_NO_MORE_AUTH_METHODS_AVAILABLE,
                        "Your key was refused: " + refused + ".");
            } catch (IOException e) {
                // The connection is gone already.
            }
            return null;
        }
        if (!guests) {
            attempts.failed(address, null);
            return null;
        }
        return attempts.addressBlocked(address) ? null : new InteractiveChallenge();
    }

    @Override
    public boolean authenticate(ServerSession session, String user, List<String> responses) {
        return guests && responses.isEmpty() && !attempts.addressBlocked(address(session));
    }

    static String address(ServerSession session) {
        SocketAddress a = session.getClientAddress();
        return a instanceof InetSocketAddress inet ? inet.getAddress().getHostAddress() : String.valueOf(a);
    }
}
