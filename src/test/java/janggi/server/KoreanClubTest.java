package janggi.server;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.KeyPair;
import java.time.Duration;
import java.util.EnumSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.sshd.client.channel.ChannelExec;
import org.apache.sshd.client.channel.ClientChannelEvent;
import org.apache.sshd.client.session.ClientSession;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A Korean player at the club: the language and the pieces kept in the player's settings, Korean moves at the table. */
class KoreanClubTest {
    private static final Pattern CODE = Pattern.compile("대국 코드: ([a-z0-9]{5})");

    @TempDir
    Path dir;

    private final KeyPair alice = ClubClient.newKey();
    private final KeyPair bob = ClubClient.newKey();
    private ClubServer server;
    private ClubClient client;

    private void start() throws IOException {
        server = ClubServer.start(
                new ClubConfig("127.0.0.1", 0, dir, null, 200, 5, 10, Duration.ofMinutes(30), 1, null, true, false));
        client = new ClubClient(server.port());
    }

    @AfterEach
    void tearDown() {
        if (server != null) {
            client.close();
            server.close();
        }
    }

    @Test
    void langAndPiecesAreKeptForTheNextVisitAndKoreanMovesArePlayed() throws IOException {
        start();
        try (ClubClient.Terminal a = client.terminal("alice", alice, null)) {
            a.await("Welcome to the Janggi club, alice.");
            a.type("lang ko");
            a.await("이제부터 메시지를 한국어로 보입니다. 다음 접속에도 그렇습니다.");
            a.await("alice님, 장기 클럽에 오신 것을 환영합니다.");
            a.type("pieces hangul");
            a.await("기물 표시: hangul. 다음 대국에도 이대로 보입니다.");
            a.type("pieces kanji");
            a.await("알 수 없는 기물 표시입니다: 'kanji'");
            a.type("quit");
        }
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --side han");
                ClubClient.Terminal b = client.terminal("bob", bob, null)) {
            Matcher m = CODE.matcher(a.await("상대를 기다립니다"));
            assertTrue(m.find(), a.screen.text());
            String code = m.group(1);
            b.await("Welcome to the Janggi club, bob.");
            b.type("join " + code);
            // Alice reads her setup screen in Korean, bob in English.
            a.await("한 차림을 고르세요");
            a.keys("\r");
            b.await("your setup as Cho");
            b.keys("\r");
            b.await("Your move");
            b.type("02마83");
            a.await("bob의 수: B9-C7.");
            assertTrue(a.screen.row(0).startsWith("9  차--+---상--사--+---사--상--마--차  9"), a.screen.text());
            assertTrue(a.screen.text().contains("초 [차]: bob   한 (차): alice (나)\n"), a.screen.text());
            a.type("pieces hanja");
            a.await("기물 표시: hanja. 다음 대국에도 이대로 보입니다.");
            assertTrue(a.screen.row(18).startsWith("0  車--馬--象--士--+---士--象--馬--車  0"), a.screen.text());
        }
    }

    @Test
    void theLanguageOfAClientsLocaleIsSpokenUntilThePlayerKeepsAnother() throws IOException {
        start();
        try (ClientSession session = client.login("alice", alice)) {
            String out = exec(session, "ratings", "ko_KR.UTF-8");
            assertTrue(out.contains("아직 레이팅 대국이 없습니다"), out);
        }
    }

    /** What a command prints, run with the client's LANG sent, as ssh's SendEnv does. */
    private static String exec(ClientSession session, String command, String lang) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ChannelExec channel = session.createExecChannel(command)) {
            channel.setEnv("LANG", lang);
            channel.setOut(out);
            channel.setErr(out);
            channel.open().verify(ClubClient.TIMEOUT);
            channel.waitFor(EnumSet.of(ClientChannelEvent.CLOSED), ClubClient.TIMEOUT);
        }
        return out.toString(StandardCharsets.UTF_8);
    }
}
