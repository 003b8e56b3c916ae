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
            a.await("lobby> ");
            a.type("lang ko");
            a.await("이제부터 메시지를 한국어로 보입니다. 다음 접속에도 그렇습니다.");
            a.type("pieces hangul");
            a.await("기물 표시: hangul. 다음 대국에도 이대로 보입니다.");
            a.type("pieces kanji");
            a.await("알 수 없는 기물 표시입니다: 'kanji'");
            a.type("quit");
        }
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --side han");
                ClubClient.Terminal b = client.terminal("bob", bob, null)) {
            Matcher m = CODE.matcher(a.await("상대가 입력할 명령"));
            assertTrue(m.find(), a.screen.toString());
            String code = m.group(1);
            b.await("lobby> ");
            b.type("join " + code);
            b.await(code + " your move>");
            b.type("02마83");
            String board = a.await("내 차례입니다.");
            assertTrue(board.contains("9 [차]-+--[상][사]-+--[사][상][마][차] 9"), board);
            a.type("pieces hanja");
            assertTrue(a.await("내 차례입니다.").contains("0 (車)(馬)(象)(士)-+--(士)(象)(馬)(車) 0"), a.screen.toString());
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
