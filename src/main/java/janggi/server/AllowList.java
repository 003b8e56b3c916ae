package janggi.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.GeneralSecurityException;
import java.security.PublicKey;
import java.util.HashSet;
import java.util.Set;
import org.apache.sshd.common.config.keys.AuthorizedKeyEntry;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.config.keys.PublicKeyEntryResolver;

/**
 * {@code --allow FILE}: the keys that may play, one a line in OpenSSH's authorized_keys format.
 * The file is read again when it changes, so a key added to it counts from its next login.
 */
final class AllowList {
    private final Path file;
    private FileTime read;
    private Set<String> fingerprints;

    /** @throws IOException when the file cannot be read or a line is not a key */
    AllowList(Path file) throws IOException {
        this.file = file;
        load();
    }

    synchronized boolean permits(PublicKey key) {
        try {
            if (!Files.getLastModifiedTime(file).equals(read)) {
                load();
            }
        } catch (IOException e) {
            // The file went away or broke: the keys read last stay in force.
        }
        return fingerprints.contains(KeyUtils.getFingerPrint(key));
    }

    private void load() throws IOException {
        FileTime modified = Files.getLastModifiedTime(file);
        Set<String> keys = new HashSet<>();
        try {
            for (AuthorizedKeyEntry entry : AuthorizedKeyEntry.readAuthorizedKeys(file)) {
                keys.add(KeyUtils.getFingerPrint(entry.resolvePublicKey(null, PublicKeyEntryResolver.FAILING)));
            }
        } catch (GeneralSecurityException | IllegalArgumentException | UncheckedIOException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
        fingerprints = keys;
        read = modified;
    }
}
