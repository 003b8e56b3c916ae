package janggi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The club with a real OpenSSH client and an ed25519 key made by ssh-keygen, where they are
 * installed (CI may install openssh-client); skipped with a notice where they are not.
 */
class OpenSshTest {
    private static final Path SSH = Path.of("/usr/bin/ssh");
    private static final Path SSH_KEYGEN = Path.of("/usr/bin/ssh-keygen");

    @TempDir
    Path dir;

    private ClubServer server;
    private Path key;

    @BeforeEach
    void start() throws IOException, InterruptedException {
        boolean installed = Files.isExecutable(SSH) && Files.isExecutable(SSH_KEYGEN);
        if (!installed) {
            System.out.println("SKIPPED: OpenSSH client tests (" + SSH + " or " + SSH_KEYGEN
                    + " not installed; apt-get install openssh-client)");
        }
        Assumptions.assumeTrue(installed);
        key = keygen("alice_ed25519", "-t", "ed25519");
        server = ClubServer.start(new ClubConfig(
                "127.0.0.1", 0, dir.resolve("club"), null, 200, 5, 10, Duration.ofMinutes(30), 1, null, true, false));
    }

    /** A new key made by ssh-keygen with {@code options}, in a file named {@code name}. */
    private Path keygen(String name, String... options) throws IOException, InterruptedException {
        Path file = dir.resolve(name);
        List<String> command = new ArrayList<>(List.of(SSH_KEYGEN.toString(), "-q", "-N", "", "-f", file.toString()));
        command.addAll(List.of(options));
        Process keygen = new ProcessBuilder(command).redirectErrorStream(true).start();
        assertTrue(keygen.waitFor(20, TimeUnit.SECONDS));
        assertEquals(0, keygen.exitValue(), new String(keygen.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
        return file;
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    private List<String> ssh(String... command) {
        List<String> args = new ArrayList<>(List.of(
                SSH.toString(),
                "-F",
                "/dev/null",
                "-o",
                "StrictHostKeyChecking=no",
                "-o",
                "UserKnownHostsFile=/dev/null",
                "-o",
                "LogLevel=ERROR",
                "-o",
                "BatchMode=yes",
                "-o",
                "IdentitiesOnly=yes",
                "-i",
                key.toString(),
                "-p",
                Integer.toString(server.port())));
        args.addAll(List.of(command));
        return args;
    }

    private record Run(int status, String out, String err) {}

    private Run run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(ssh(command)).start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        byte[] err = p.getErrorStream().readAllBytes();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "ssh ended");
        return new Run(p.exitValue(), new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8));
    }

    @Test
    void whoAnswersOpenSshWithAnEd25519KeyAndExitsZero() throws Exception {
        Run who = run("alice@127.0.0.1", "who");
        assertEquals(0, who.status(), who.err());
        assertTrue(who.out().startsWith("Players online (0)"), who.out());
    }

    @Test
    void anRsaKeyPlaysWithSha2SignaturesButNotWithSha1NorAt1024Bits() throws Exception {
        key = keygen("rsa2048", "-t", "rsa", "-b", "2048");
        Run sha2 = run("rsa@127.0.0.1", "games");
        assertEquals(0, sha2.status(), sha2.err());
        Run sha1 = run("-o", "PubkeyAcceptedAlgorithms=ssh-rsa", "rsa@127.0.0.1", "games");
        assertEquals(255, sha1.status(), sha1.out());
        assertTrue(sha1.err().contains("Permission denied"), sha1.err());
        key = keygen("rsa1024", "-t", "rsa", "-b", "1024");
        Run small = run("small@127.0.0.1", "games");
        assertEquals(255, small.status(), small.out());
        assertTrue(small.err().contains("Permission denied"), small.err());
    }

    @Test
    void aGameWithoutATerminalIsRefusedAndNoShellRuns() throws Exception {
        Run game = run("-T", "alice@127.0.0.1", "new");
        assertNotEquals(0, game.status());
        assertTrue(game.err().contains("needs a terminal: use ssh -t"), game.err());
        Run shell = run("alice@127.0.0.1", "echo", "pwned");
        assertNotEquals(0, shell.status());
        assertEquals("", shell.out());
    }

    @Test
    void aGameOpenedFromOpenSshIsJoinedAndExported() throws Exception {
        Process alice = new ProcessBuilder(ssh("-tt", "alice@127.0.0.1", "new", "--side", "han"))
                .redirectErrorStream(true)
                .start();
        // ssh -tt without a terminal of its own asks for a pty of no size: the server takes 80x24.
        ClientScreen screen = new ClientScreen(80, 24);
        Thread reader = copy(alice.getInputStream(), screen);
        try (ClubClient client = new ClubClient(server.port())) {
            Matcher code = Pattern.compile("Game code: ([a-z0-9]{5})").matcher(screen.await("Waiting for an opponent"));
            assertTrue(code.find(), screen.text());
            try (ClubClient.Terminal bob = client.terminal("bob", ClubClient.newKey(), "join " + code.group(1))) {
                bob.await("Your move");
                bob.type("B9-C7");
                screen.await("bob plays B9-C7.");
                assertEquals("     9 [r]-+-[b][g]-+-[g][b][n][r]", screen.board(0), screen.text());
                OutputStream keys = alice.getOutputStream();
                keys.write("B0-C2\r".getBytes(StandardCharsets.UTF_8));
                keys.flush();
                bob.await("alice plays B0-C2.");
                keys.write("quit\r".getBytes(StandardCharsets.UTF_8));
                keys.flush();
            }
            assertTrue(alice.waitFor(30, TimeUnit.SECONDS), "alice's ssh ended");
            Run export = run("alice@127.0.0.1", "export", code.group(1));
            assertEquals(0, export.status(), export.err());
            assertTrue(export.out().contains("1. B9-C7 B0-C2 *"), export.out());
        } finally {
            alice.destroyForcibly();
            reader.join(TimeUnit.SECONDS.toMillis(10));
        }
    }

    private static Thread copy(InputStream in, OutputStream out) {
        Thread t = new Thread(() -> {
            try {
                in.transferTo(out);
            } catch (IOException e) {
                // the process ended
            }
        });
        t.setDaemon(true);
        t.start();
        return t;
    }
}
