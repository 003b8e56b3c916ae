package janggi.server;

import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.security.PublicKey;
import java.util.List;
import java.util.logging.Logger;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.server.auth.keyboard.InteractiveChallenge;
import org.apache.sshd.server.auth.keyboard.KeyboardInteractiveAuthenticator;
import org.apache.sshd.server.auth.pubkey.PublickeyAuthenticator;
import org.apache.sshd.server.auth.pubkey.UserAuthPublicKey;
import org.apache.sshd.server.session.ServerSession;

/**
 * Who gets in. A player proves a key (any key, or one of {@code --allow FILE}); the key's
 * fingerprint is the player. Without a key, a guest gets in through keyboard-interactive
 * authentication with no questions, and may only watch; not through the {@code none} method,
 * which OpenSSH tries before offering its keys, so that a server accepting it would never learn
 * who its players are. No passwords. An address that fails too often in a minute is refused.
 */
final class Gate implements PublickeyAuthenticator, KeyboardInteractiveAuthenticator {
    private final AllowList allowed;
    private final boolean guests;
    private final AuthAttempts attempts;
    private final Logger log;

    /** @param allowed the keys that may play, or null for any key */
    Gate(AllowList allowed, boolean guests, AuthAttempts attempts, Logger log) {
        this.allowed = allowed;
        this.guests = guests;
        this.attempts = attempts;
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
        if (attempts.blocked(address)) {
            return false;
        }
        if (allowed != null && !allowed.permits(key)) {
            attempts.failed(address);
            log.info("key " + KeyUtils.getFingerPrint(key) + " from " + address + " is not on the allow list");
            return false;
        }
        return true;
    }

    @Override
    public InteractiveChallenge generateChallenge(ServerSession session, String user, String lang, String subMethods) {
        String address = address(session);
        if (!guests || attempts.blocked(address)) {
            attempts.failed(address);
            return null;
        }
        return new InteractiveChallenge();
    }

    @Override
    public boolean authenticate(ServerSession session, String user, List<String> responses) {
        return guests && responses.isEmpty() && !attempts.blocked(address(session));
    }

    static String address(ServerSession session) {
        SocketAddress a = session.getClientAddress();
        return a instanceof InetSocketAddress inet ? inet.getAddress().getHostAddress() : String.valueOf(a);
    }
}
