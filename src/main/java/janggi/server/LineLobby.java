package janggi.server;

import janggi.notation.PieceStyle;
import janggi.store.StoredGame;
import janggi.store.StoredGame.Status;
import janggi.text.Language;
import janggi.text.Message;
import janggi.text.Texts;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * The lobby in line mode, where {@code ssh -p 2222 host} arrives: the games to join, to watch,
 * to resume and to replay, and the commands that open them; back here after each game.
 */
final class LineLobby {
    private final Club club;
    private final Visit visit;
    private final LineConsole console;
    private Texts texts;
    private Listings listings;

    LineLobby(Club club, Visit visit, LineConsole console, Texts texts) {
        this.club = club;
        this.visit = visit;
        this.console = console;
        this.texts = texts;
        this.listings = new Listings(club, texts);
    }

    /** {@code lang ko|en}: the visitor's language from now on, kept for the next visits. */
    private void language(Request request) {
        String code = request.word("ko|en");
        Language language = Language.named(code)
                .orElseThrow(() -> new Refused(
                        Refused.BAD_REQUEST, "server.lang_unknown", ClientText.chat(code), Language.codes()));
        texts = Texts.of(language);
        listings = new Listings(club, texts);
        visit.speak(texts);
        Optional<Message> notKept = visit.settings().put(StoredSettings.LANGUAGE, language.code());
        console.println(notKept.map(why -> texts.get("server.lang_not_kept", why))
                .orElseGet(() -> texts.get("server.lang_kept")));
    }

    /** {@code pieces STYLE}: how the boards of the next games draw the pieces, kept for the next visits. */
    private void pieces(Request request) {
        String name = request.word("STYLE");
        PieceStyle style = PieceStyle.named(name)
                .orElseThrow(() -> new Refused(
                        Refused.BAD_REQUEST, "session.pieces_unknown", ClientText.chat(name), PieceStyle.names()));
        Optional<Message> notKept = visit.pieces(style);
        console.println(notKept.map(why -> texts.get("session.pieces_not_kept", style.id(), why))
                .orElseGet(() -> texts.get("session.pieces_kept", style.id())));
    }

    /** Runs until the visitor quits or the connection ends. */
    void run() throws IOException {
        console.println(texts.get("server.lobby.welcome", visit.who().name()));
        lists();
        console.println(texts.get(visit.who().isGuest() ? "server.lobby.help_guest" : "server.lobby.help"));
        String line;
        while ((line = console.readLine(texts.get("server.lobby.prompt"))) != null) {
            try {
                Request request = Request.parse(line);
                switch (request.name()) {
                    case "" -> {}
                    case "quit", "exit" -> {
                        return;
                    }
                    case "help" ->
                        console.println(
                                texts.get(visit.who().isGuest() ? "server.lobby.help_guest" : "server.lobby.help"));
                    case "list" -> lists();
                    case "lang" -> language(request);
                    case "pieces" -> pieces(request);
                    case "who" -> console.println(String.join("\n", listings.who()));
                    case "ratings" -> console.println(String.join("\n", listings.ratings(visit.who())));
                    case "export" -> {
                        String code = request.word("CODE");
                        console.println(club.export(code)
                                .orElseThrow(() ->
                                        new Refused(Refused.CANNOT, "server.no_such_game", ClientText.chat(code))));
                    }
                    default -> {
                        if (!Seating.COMMANDS.contains(request.name())) {
                            throw new Refused(
                                    Refused.BAD_REQUEST, "server.lobby.unknown", ClientText.chat(request.name()));
                        }
                        new Seating(club, visit, console, texts).run(request);
                        lists();
                    }
                }
            } catch (Refused e) {
                console.println(texts.get("server.table.refused", texts.render(e.reason())));
            }
        }
    }

    /** Open games, games in progress, and the visitor's own unfinished and finished games. */
    private void lists() {
        StringBuilder sb = new StringBuilder();
        section(sb, "server.lobby.open", club.games(Status.OPEN, Listings.LIMIT), true);
        section(sb, "server.lobby.playing", club.games(Status.PLAYING, Listings.LIMIT), false);
        if (!visit.who().isGuest()) {
            List<StoredGame> own = club.gamesOf(visit.who(), Listings.LIMIT);
            section(
                    sb,
                    "server.lobby.unfinished",
                    own.stream().filter(g -> g.status() != Status.FINISHED).toList(),
                    false);
            section(
                    sb,
                    "server.lobby.finished",
                    own.stream().filter(g -> g.status() == Status.FINISHED).toList(),
                    false);
        }
        console.println(sb.toString().stripTrailing());
    }

    private void section(StringBuilder sb, String title, List<StoredGame> games, boolean open) {
        sb.append(texts.get(title, games.size())).append('\n');
        for (StoredGame g : games) {
            sb.append(open && g.status() == Status.OPEN ? listings.openGame(g) : listings.game(g))
                    .append('\n');
        }
    }
}
