package janggi.server;

import java.io.IOException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.util.Iterator;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.keyprovider.KeyPairProvider;
import org.apache.sshd.common.util.security.SecurityUtils;
import org.apache.sshd.server.keyprovider.SimpleGeneratorHostKeyProvider;

/**
 * The server's ed25519 host key, made on the first start and kept in the data directory (in
 * OpenSSH's format, readable by its owner only), so that players' clients recognise the server
 * after a restart.
 */
final class HostKey {
    static final String FILE = "host_key_ed25519";

    private HostKey() {}

    static KeyPairProvider in(Path dir) {
        SimpleGeneratorHostKeyProvider provider = new SimpleGeneratorHostKeyProvider(dir.resolve(FILE));
        provider.setAlgorithm(SecurityUtils.EDDSA);
        provider.setKeySize(256);
        return provider;
    }

    /**
     * The fingerprint players compare with what their client shows on first contact; reading it
     * makes the key if there is none yet.
     */
    static String fingerprint(KeyPairProvider keys) throws IOException {
        try {
            Iterator<KeyPair> pairs = keys.loadKeys(null).iterator();
            if (!pairs.hasNext()) {
                throw new IOException("no host key could be made or read in " + FILE);
            }
            return KeyUtils.getFingerPrint(pairs.next().getPublic());
        } catch (GeneralSecurityException e) {
            throw new IOException(e);
        }
    }
}
