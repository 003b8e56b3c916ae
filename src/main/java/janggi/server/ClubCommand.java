package janggi.server;

import com.googlecode.lanterna.TerminalSize;
import janggi.files.Settings;
import janggi.text.Language;
import janggi.text.LocaleVariables;
import janggi.text.Texts;
import janggi.text.Wrap;
import janggi.tui.Colours;
import janggi.tui.LobbyScreen;
import janggi.tui.RemoteTerminal;
import janggi.tui.Seat;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import org.apache.sshd.server.Environment;
import org.apache.sshd.server.ExitCallback;
import org.apache.sshd.server.Signal;
import org.apache.sshd.server.channel.ChannelSession;
import org.apache.sshd.server.command.Command;
import org.apache.sshd.server.session.ServerSession;

/**
 * What one SSH channel runs: a command line sent with {@code ssh host COMMAND}, or the lobby
 * for {@code ssh host}. Nothing is handed to a shell: the line is one of the club's commands
 * or it is refused in one line. Without a terminal only the plain-text commands run ({@code
 * who}, {@code games}, {@code ratings}, {@code export ID}) and {@code bot}, the line protocol
 * for programs; the games need one. Each channel runs on a thread of its own, as MINA asks of
 * a {@link Command}.
 */
final class ClubCommand implements Command, Runnable {
    /** Bytes a second a client may type, and how many it may send at once (a pasted line). */
    private static final int INPUT_PER_SECOND = 1024;

    private static final int INPUT_BURST = 4096;
    /** The largest window side taken from a client, in columns or rows. */
    private static final int MAX_DIMENSION = 1000;
    /** How long a hang-up waits for the screen to give the terminal back, and for the channel to close. */
    private static final long HANG_UP_WAIT_MS = 2000;

    private final Club club;
    private final AuthAttempts attempts;
    private final String line;
    /** The client's language: as its locale variables say (ssh sends LANG), then as its player keeps it. */
    private Texts texts = Texts.english();

    private final AtomicBoolean exited = new AtomicBoolean();
    private InputStream in;
    private OutputStream out;
    private OutputStream err;
    private ExitCallback exit;
    private ChannelSession channel;
    private Environment env;
    private volatile Visit visit;
    private volatile Outbox outbox;
    private volatile Seat seat;
    private final CountDownLatch screenGone = new CountDownLatch(1);
    private final CountDownLatch channelClosed = new CountDownLatch(1);

    /**
     * @param attempts the failed logins of each address
     * @param line the command line, or null for the lobby
     */
    ClubCommand(Club club, AuthAttempts attempts, String line) {
        this.club = club;
        this.attempts = attempts;
        this.line = line;
    }

    @Override
    public void setInputStream(InputStream in) {
        this.in = in;
    }

    @Override
    public void setOutputStream(OutputStream out) {
        this.out = out;
    }

    @Override
    public void setErrorStream(OutputStream err) {
        this.err = err;
    }

    @Override
    public void setExitCallback(ExitCallback exit) {
        this.exit = exit;
    }

    @Override
    public void start(ChannelSession channel, Environment env) {
        this.channel = channel;
        this.env = env;
        this.texts = Texts.of(LocaleVariables.language(env.getEnv()));
        channel.addCloseFutureListener(f -> channelClosed.countDown());
        Thread t = new Thread(
                this, "channel " + ClientText.quoted(channel.getSession().getUsername()));
        t.setDaemon(true);
        t.start();
    }

    @Override
    public void destroy(ChannelSession channel) {
        exited.set(true);
        Visit v = visit;
        if (v != null) {
            v.markGone();
        }
        Seat on = seat;
        if (on != null) {
            on.end();
        }
        Outbox o = outbox;
        if (o != null) {
            o.close();
        }
    }

    @Override
    public void run() {
        int status;
        try {
            status = serve();
        } catch (Refused e) {
            print(err, texts.get("server.refused", texts.render(e.reason())));
            status = e.status();
        } catch (IOException e) {
            status = Refused.CANNOT;
        } catch (RuntimeException e) {
            club.log().log(
                    Level.SEVERE,
                    "channel of " + ClientText.quoted(channel.getSession().getUsername()) + " failed",
                    e);
            print(err, texts.get("server.internal_error"));
            status = Refused.CANNOT;
        }
        finish(status);
    }

    private int serve() throws IOException {
        Request request = Request.parse(line);
        ServerSession session = channel.getSession();
        String fingerprint = Gate.fingerprint(session);
        Listings listings = new Listings(club, texts);
        switch (request.isLobby() ? "" : request.name()) {
            case "who" -> print(out, String.join("\n", listings.who()));
            case "export" -> {
                String code = request.word("ID");
                print(
                        out,
                        club.export(code)
                                .orElseThrow(() ->
                                        new Refused(Refused.CANNOT, "server.no_such_game", ClientText.chat(code))));
            }
            case "games" -> {
                if (fingerprint == null) {
                    throw new Refused(Refused.CANNOT, "server.guests_no_games");
                }
                List<String> games = listings.games(identify(session, fingerprint), request.number("--page", 1));
                if (!games.isEmpty()) {
                    print(out, String.join("\n", games));
                }
            }
            case "ratings" ->
                print(
                        out,
                        String.join(
                                "\n",
                                listings.ratings(
                                        fingerprint == null ? Identity.guest("") : identify(session, fingerprint))));
            case "leaderboard" ->
                print(
                        out,
                        String.join(
                                "\n",
                                Training.leaderboard(
                                        club,
                                        texts,
                                        fingerprint == null ? Identity.guest("") : identify(session, fingerprint))));
            case "bot" -> {
                return bot(session, fingerprint);
            }
            case "import" -> throw new Refused(Refused.BAD_REQUEST, "server.no_import");
            case "", "new", "join", "watch", "play", "pool", "learn", "puzzle" -> {
                if (request.name().equals("pool") && request.words().isEmpty()) {
                    // Who waits in each pool: words only, with or without a terminal.
                    print(out, String.join("\n", new Pools(club).waiting(texts)));
                    return 0;
                }
                if (!hasTerminal()) {
                    throw new Refused(
                            Refused.BAD_REQUEST,
                            "server.needs_terminal",
                            request.isLobby() ? texts.get("server.the_lobby") : request.name());
                }
                return interactive(request, session, fingerprint);
            }
            default ->
                throw new Refused(Refused.BAD_REQUEST, "server.unknown_command", ClientText.chat(request.name()));
        }
        return 0;
    }

    /**
     * The lobby or a game on the full screen, on a terminal made of the channel's streams; the
     * connection counts toward its key's limit. What the club tells the visitor (the server
     * stops, the connection was idle) is printed once the screen has given the terminal back.
     */
    private int interactive(Request request, ServerSession session, String fingerprint) throws IOException {
        Identity who = fingerprint == null
                ? Identity.guest(texts.get("server.guest_name", guestNumber(session)))
                : identify(session, fingerprint);
        if (fingerprint != null) {
            club.admit(fingerprint);
        }
        Settings settings = club.settings(who);
        texts = settings.get(StoredSettings.LANGUAGE)
                .flatMap(Language::named)
                .map(Texts::of)
                .orElse(texts);
        Outbox box = new Outbox(out, who.name(), this::cutOff);
        outbox = box;
        List<String> told = new CopyOnWriteArrayList<>();
        Visit v = new Visit(who, told::add, texts, settings, this::hangUp, session::resetIdleTimeout);
        visit = v;
        RemoteTerminal terminal = new RemoteTerminal(
                new TouchingInput(
                        new LimitedInput(in, new RateLimit(INPUT_BURST, INPUT_PER_SECOND, System::nanoTime)),
                        v::touch,
                        v::markGone),
                box,
                windowSize());
        env.addSignalListener((c, signal) -> terminal.resize(windowSize()), Signal.WINCH);
        boolean mono = Colours.none(env.getEnv(), OptionalInt::empty);
        club.arrive(v);
        club.log()
                .info(who.name() + " connected from " + Gate.address(session)
                        + (request.isLobby() ? "" : ": " + request.name()));
        Seat on = Seat.on(terminal);
        seat = on;
        try {
            String greeting = !who.isGuest() && !who.name().equals(session.getUsername())
                    ? texts.get("server.known_as", who.name())
                    : "";
            if (request.isLobby()) {
                new LobbyScreen(on, new ClubLobby(club, v, on, mono)).run(greeting);
            } else if (Training.COMMANDS.contains(request.name())) {
                new Training(club, v, on, mono).run(request);
            } else {
                new Seating(club, v, on, mono).run(request, greeting);
            }
            return 0;
        } catch (Refused e) {
            told.add(v.texts().get("server.refused", v.texts().render(e.reason())));
            return e.status();
        } finally {
            on.close();
            // Broken between words: the terminal would break them anywhere.
            int columns = windowSize().getColumns();
            told.forEach(line -> Wrap.lines(line, columns).forEach(part -> box.send(part + "\r\n")));
            club.depart(v);
            if (fingerprint != null) {
                club.release(fingerprint);
            }
            club.log().info(who.name() + " left");
            box.close();
            screenGone.countDown();
        }
    }

    /** The client's window, as the pty request and each window change give it. */
    private TerminalSize windowSize() {
        return new TerminalSize(dimension(Environment.ENV_COLUMNS, 80), dimension(Environment.ENV_LINES, 24));
    }

    private int dimension(String name, int otherwise) {
        try {
            int n = Integer.parseInt(env.getEnv().getOrDefault(name, ""));
            return n > 0 && n <= MAX_DIMENSION ? n : otherwise;
        } catch (NumberFormatException e) {
            return otherwise;
        }
    }

    /**
     * The line protocol for programs (docs/bot.md), with or without a terminal; the connection
     * counts toward its key's limit, as a player's does.
     */
    private int bot(ServerSession session, String fingerprint) throws IOException {
        if (fingerprint == null) {
            throw new Refused(Refused.CANNOT, "server.bot.needs_key");
        }
        Identity who = identify(session, fingerprint);
        club.admit(fingerprint);
        Outbox box = new Outbox(out, who.name(), this::cutOff);
        outbox = box;
        // A program reads the protocol's words in English, whatever its machine's locale.
        BotSession bot = new BotSession(club, who, box, Texts.english());
        Visit v = new Visit(who, bot::info, Texts.english(), this::hangUp, session::resetIdleTimeout);
        visit = v;
        club.arrive(v);
        club.log().info(who.name() + " connected from " + Gate.address(session) + ": bot");
        try {
            bot.run(new TouchingInput(
                    new ThrottledInput(in, new RateLimit(INPUT_BURST, INPUT_PER_SECOND, System::nanoTime)),
                    v::touch,
                    v::markGone));
            return 0;
        } finally {
            club.depart(v);
            club.release(fingerprint);
            club.log().info(who.name() + " left");
            box.close();
        }
    }

    /**
     * The player of a key. A login under a name that is not allowed or is another key's counts
     * as a failed login of the address, as a wrong key would on a server with an allow list:
     * trying names with fresh keys is guessing too.
     */
    private Identity identify(ServerSession session, String fingerprint) {
        try {
            return club.identify(fingerprint, session.getUsername());
        } catch (Refused e) {
            attempts.failed(Gate.address(session), fingerprint);
            club.log()
                    .info("a new key from " + Gate.address(session) + " refused the name "
                            + ClientText.quoted(session.getUsername()));
            throw e;
        }
    }

    /** A number for a guest, the same for all the channels of one connection. */
    private static int guestNumber(ServerSession session) {
        return Math.floorMod(Arrays.hashCode(session.getSessionId()), 10_000);
    }

    /**
     * Whether the client asked for a terminal: the pty request sets TERM, COLUMNS and LINES
     * (ssh -t, or ssh without a command on a terminal).
     */
    private boolean hasTerminal() {
        Map<String, String> vars = env.getEnv();
        return vars.containsKey(Environment.ENV_TERM)
                && vars.containsKey(Environment.ENV_COLUMNS)
                && vars.containsKey(Environment.ENV_LINES);
    }

    /** Plain text for the client, with the line ends a terminal in raw mode needs when there is one. */
    private void print(OutputStream stream, String text) {
        String lines = text.endsWith("\n") ? text : text + "\n";
        try {
            stream.write((hasTerminal() ? lines.replace("\n", "\r\n") : lines).getBytes(StandardCharsets.UTF_8));
            stream.flush();
        } catch (IOException e) {
            // The client has gone.
        }
    }

    /**
     * A client that stops reading is cut off at once, its whole connection closed: its writer
     * may be stuck, so nothing waits for it, and a channel closed alone would leave the
     * connection held open by a client that never reads the close.
     */
    private void cutOff() {
        club.log().info(ClientText.quoted(channel.getSession().getUsername()) + " cut off: not reading");
        channel.getSession().close(true);
    }

    /**
     * Closes the connection from the club's side (idle, stopping): the screen gives the terminal
     * back and says why, and the channel closes once the client has it all; each waited for a
     * moment at most, so that a server stopping right after loses none of it.
     */
    private void hangUp() {
        Visit v = visit;
        if (v != null) {
            v.markGone();
        }
        Seat on = seat;
        if (on != null) {
            on.end();
            await(screenGone);
        }
        Outbox o = outbox;
        if (o != null) {
            o.close();
        }
        finish(0);
        await(channelClosed);
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(HANG_UP_WAIT_MS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void finish(int status) {
        if (exited.compareAndSet(false, true)) {
            exit.onExit(status);
        }
    }
}
