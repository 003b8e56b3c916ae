package janggi.server;

import java.security.PublicKey;
import java.security.interfaces.DSAPublicKey;
import java.security.interfaces.RSAPublicKey;
import java.util.Optional;
import java.util.Set;
import java.util.logging.Logger;
import org.apache.sshd.common.AttributeRepository.AttributeKey;
import org.apache.sshd.common.util.buffer.Buffer;
import org.apache.sshd.server.auth.UserAuthFactory;
import org.apache.sshd.server.auth.pubkey.UserAuthPublicKey;
import org.apache.sshd.server.auth.pubkey.UserAuthPublicKeyFactory;
import org.apache.sshd.server.session.ServerSession;

/**
 * The keys a player may prove, as OpenSSH 8.8 and later take them: ed25519, ECDSA, and RSA of
 * {@value #MIN_RSA_BITS} bits or more signing with SHA-2 ({@code rsa-sha2-256}, {@code
 * rsa-sha2-512}); never {@code ssh-rsa}'s SHA-1 signatures nor DSA. A connection that offered
 * such a key is told why in its disconnect message, rather than let in as a guest without a
 * word, should it fall back to coming in without a key.
 *
 * <p>{@code ssh-rsa} stays among the signatures the server names to clients (server-sig-algs),
 * so that a client held to it (an old one, or {@code -o PubkeyAcceptedAlgorithms=ssh-rsa})
 * offers its key and hears why it is refused, rather than silently coming in as a guest.
 */
final class KeyStrength {
    static final int MIN_RSA_BITS = 2048;
    /** Why a key this connection offered was refused. */
    static final AttributeKey<String> REFUSED = new AttributeKey<>();

    private static final Set<String> SHA1 =
            Set.of("ssh-rsa", "ssh-dss", "ssh-rsa-cert-v01@openssh.com", "ssh-dss-cert-v01@openssh.com");

    private KeyStrength() {}

    /** Why {@code key} is too weak to prove a player, if it is. */
    static Optional<String> weakness(PublicKey key) {
        if (key instanceof RSAPublicKey rsa && rsa.getModulus().bitLength() < MIN_RSA_BITS) {
            return Optional.of("an RSA key of " + rsa.getModulus().bitLength() + " bits (" + MIN_RSA_BITS
                    + " at least; ssh-keygen -t ed25519 makes a better one)");
        }
        if (key instanceof DSAPublicKey) {
            return Optional.of("a DSA key (use ssh-keygen -t ed25519)");
        }
        return Optional.empty();
    }

    /** Remembers that {@code session} offered a key refused for {@code why}, and logs it once. */
    static void refuse(ServerSession session, String why, Logger log) {
        if (session.setAttribute(REFUSED, why) == null) {
            log.info("a key from " + Gate.address(session) + " refused: " + why);
        }
    }

    /** Public key authentication that refuses SHA-1 signatures, saying why, where MINA would fail on them. */
    static UserAuthFactory publicKeys(Logger clubLog) {
        return new UserAuthPublicKeyFactory() {
            @Override
            public UserAuthPublicKey createUserAuth(ServerSession session) {
                return new UserAuthPublicKey(getSignatureFactories()) {
                    @Override
                    public Boolean doAuth(Buffer buffer, boolean init) throws Exception {
                        int start = buffer.rpos();
                        buffer.getBoolean();
                        String algorithm = buffer.getString();
                        buffer.rpos(start);
                        if (SHA1.contains(algorithm)) {
                            refuse(
                                    getServerSession(),
                                    "its signature, " + algorithm + ", uses SHA-1 (use rsa-sha2-256 or an ed25519 key)",
                                    clubLog);
                            return Boolean.FALSE;
                        }
                        return super.doAuth(buffer, init);
                    }
                };
            }
        };
    }
}
