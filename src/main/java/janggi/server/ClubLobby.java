package janggi.server;

import janggi.notation.MoveNotation;
import janggi.notation.PieceStyle;
import janggi.play.Look;
import janggi.record.GameRecord;
import janggi.store.StoredGame;
import janggi.store.StoredGame.Status;
import janggi.text.Language;
import janggi.text.Message;
import janggi.text.Texts;
import janggi.tui.Lobby;
import janggi.tui.ReplayViewer;
import janggi.tui.Seat;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The lobby, where {@code ssh -p 2222 host} arrives: the games to join, to watch, one's own to
 * resume and one's finished ones to replay, read from the database whenever the screen asks;
 * and the commands that open them. A game or a replay opened here runs on the lobby's seat,
 * and the lobby comes back after it.
 */
final class ClubLobby implements Lobby {
    private final Club club;
    private final Visit visit;
    private final Seat seat;
    private final boolean mono;

    ClubLobby(Club club, Visit visit, Seat seat, boolean mono) {
        this.club = club;
        this.visit = visit;
        this.seat = seat;
        this.mono = mono;
    }

    @Override
    public Texts texts() {
        return visit.texts();
    }

    @Override
    public String title() {
        return texts().get("server.lobby.welcome", visit.who().name());
    }

    @Override
    public String keys() {
        return texts().get(visit.who().isGuest() ? "lobby.keys_guest" : "lobby.keys");
    }

    @Override
    public List<Section> sections() {
        Texts texts = texts();
        Listings listings = new Listings(club, texts);
        Identity who = visit.who();
        List<Section> sections = new ArrayList<>();
        List<Entry> open = new ArrayList<>();
        // One's own games are listed once, among one's unfinished games.
        for (StoredGame g : club.openGames(Listings.OPEN_PER_PLAYER, Listings.LIMIT)) {
            if (isOwn(g)) {
                continue;
            }
            open.add(new Entry(listings.openGame(g), (who.isGuest() ? "watch " : "join ") + g.code()));
        }
        sections.add(new Section(texts.get("server.lobby.open", open.size()), open));
        List<Entry> playing = new ArrayList<>();
        for (StoredGame g : club.games(Status.PLAYING, Listings.LIMIT)) {
            if (!isOwn(g)) {
                playing.add(new Entry(listings.game(g), "watch " + g.code()));
            }
        }
        sections.add(new Section(texts.get("server.lobby.playing", playing.size()), playing));
        if (!who.isGuest()) {
            // The games waiting for one's move come first, with the move played meanwhile: what is new since one left.
            List<Entry> yourMove = new ArrayList<>();
            for (StoredGame g : club.playingOf(who, Listings.LIMIT)) {
                if (Listings.isYourMove(g, who)) {
                    yourMove.add(new Entry(listings.yourMove(g, who, visit.notation()), "join " + g.code()));
                }
            }
            if (!yourMove.isEmpty()) {
                sections.add(0, new Section(texts.get("server.lobby.your_moves", yourMove.size()), yourMove));
            }
            List<Entry> unfinished = new ArrayList<>();
            List<Entry> finished = new ArrayList<>();
            for (StoredGame g : club.gamesOf(who, Listings.LIMIT)) {
                if (Listings.isYourMove(g, who)) {
                    continue;
                } else if (g.ended()) {
                    finished.add(new Entry(listings.ownFinishedGame(g, who), "replay " + g.code()));
                } else {
                    unfinished.add(new Entry(
                            g.status() == Status.OPEN ? listings.openGame(g) : listings.game(g), "join " + g.code()));
                }
            }
            sections.add(new Section(texts.get("server.lobby.unfinished", unfinished.size()), unfinished));
            sections.add(new Section(texts.get("server.lobby.finished", finished.size()), finished));
            List<Entry> pools = new ArrayList<>();
            List<String> waiting = new Pools(club).entries(texts);
            for (int i = 0; i < Pools.CLOCKS.size(); i++) {
                pools.add(new Entry(waiting.get(i), "pool " + Pools.CLOCKS.get(i)));
            }
            sections.add(new Section(texts.get("server.lobby.pools"), pools));
        }
        return sections;
    }

    private boolean isOwn(StoredGame g) {
        return !visit.who().isGuest() && g.sideOf(visit.who().fingerprint()).isPresent();
    }

    @Override
    public String run(String line) throws IOException {
        Texts texts = texts();
        Listings listings = new Listings(club, texts);
        try {
            Request request = Request.parse(line);
            switch (request.name()) {
                case "" -> {
                    return "";
                }
                case "help" -> {
                    return visit.who().isGuest() ? texts.get("server.lobby.help_guest") : texts.document("help-club");
                }
                case "who" -> {
                    return String.join("\n", listings.who());
                }
                case "ratings" -> {
                    return String.join("\n", listings.ratings(visit.who()));
                }
                case "export" -> {
                    String code = request.word("CODE");
                    return club.export(code).orElseThrow(() -> noSuchGame(code));
                }
                case "replay" -> {
                    replay(request.word("CODE"));
                    return "";
                }
                case "leaderboard" -> {
                    return String.join("\n", Training.leaderboard(club, texts, visit.who()));
                }
                case "learn", "puzzle" -> {
                    new Training(club, visit, seat, mono).run(request);
                    return "";
                }
                case "lang" -> {
                    return language(request);
                }
                case "pieces" -> {
                    return pieces(request);
                }
                case "notation" -> {
                    return notation(request);
                }
                case "pool" -> {
                    if (request.words().isEmpty()) {
                        return String.join("\n", new Pools(club).waiting(texts));
                    }
                    new Seating(club, visit, seat, mono).run(request, "");
                    return "";
                }
                default -> {
                    if (!Seating.COMMANDS.contains(request.name())) {
                        throw new Refused(Refused.BAD_REQUEST, "server.lobby.unknown", ClientText.chat(request.name()));
                    }
                    new Seating(club, visit, seat, mono).run(request, "");
                    return "";
                }
            }
        } catch (Refused e) {
            return texts.render(e.reason());
        }
    }

    /** {@code lang ko|en}: the visitor's language from now on, kept for the next visits. */
    private String language(Request request) {
        String code = request.word("ko|en");
        Language language = Language.named(code)
                .orElseThrow(() -> new Refused(
                        Refused.BAD_REQUEST, "server.lang_unknown", ClientText.chat(code), Language.codes()));
        Texts texts = Texts.of(language);
        visit.speak(texts);
        Optional<Message> notKept = visit.settings().put(StoredSettings.LANGUAGE, language.code());
        return notKept.map(why -> texts.get("server.lang_not_kept", why))
                .orElseGet(() -> texts.get("server.lang_kept"));
    }

    /** {@code pieces STYLE}: how the boards of the next games draw the pieces, kept for the next visits. */
    private String pieces(Request request) {
        String name = request.word("STYLE");
        PieceStyle style = PieceStyle.named(name)
                .orElseThrow(() -> new Refused(
                        Refused.BAD_REQUEST, "session.pieces_unknown", ClientText.chat(name), PieceStyle.names()));
        return visit.pieces(style)
                .map(why -> texts().get("session.pieces_not_kept", style.id(), why))
                .orElseGet(() -> texts().get("session.pieces_kept", style.id()));
    }

    /** {@code notation korean|martin}: how the moves of the next games are listed, kept for the next visits. */
    private String notation(Request request) {
        String name = request.word("NOTATION");
        MoveNotation notation = MoveNotation.named(name)
                .orElseThrow(() -> new Refused(
                        Refused.BAD_REQUEST, "session.notation_unknown", ClientText.chat(name), MoveNotation.names()));
        return visit.notation(notation)
                .map(why -> texts().get("session.notation_not_kept", notation.id(), why))
                .orElseGet(() -> texts().get("session.notation_kept", notation.id()));
    }

    /** A game's record in the replay viewer, in the visitor's pieces, the board turned for the one who played Cho. */
    private void replay(String code) throws IOException {
        GameRecord record = club.record(code).orElseThrow(() -> noSuchGame(code));
        boolean cho = !visit.who().isGuest()
                && visit.who().name().equals(record.tags().get("Cho"));
        Look look = new Look(visit.pieces(), MoveNotation.MARTIN, Optional.empty(), visit.settings());
        ReplayViewer.show(seat, List.of(record), mono, cho, look, texts());
    }

    private static Refused noSuchGame(String code) {
        return new Refused(Refused.CANNOT, "server.no_such_game", ClientText.chat(code));
    }
}
