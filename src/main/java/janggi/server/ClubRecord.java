package janggi.server;

import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.record.GameRecord;
import janggi.record.PgnFormat;
import janggi.store.StoredGame;
import janggi.store.StoredMove;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A stored game as the rules and the record formats know it: replayed move by move, and written as our PGN. */
final class ClubRecord {
    private static final DateTimeFormatter DATE_TAG = DateTimeFormatter.ofPattern("yyyy.MM.dd");

    private ClubRecord() {}

    /** The setups as the games table keeps them, Cho's then Han's: {@code NBBN/BNNB}. */
    static String setupText(RuleSet rules, Setup cho, Setup han) {
        return cho.text(rules) + "/" + han.text(rules);
    }

    /**
     * The game replayed from its moves, each checked by the rules again; an ending the moves
     * cannot show (a resignation, an agreed draw) is put back from the row.
     */
    static Game game(StoredGame row, List<StoredMove> moves) {
        RuleSet rules = RuleSet.named(row.rules())
                .orElseThrow(() -> new IllegalStateException("game " + row.code() + ": unknown rules " + row.rules()));
        String[] setups = row.setup().split("/");
        Game game = Game.start(rules, Setup.parse(setups[0]), Setup.parse(setups[1]));
        for (StoredMove m : moves) {
            game.play(m.move());
        }
        StoredGame.Ending ending = row.ending();
        if (!game.isOver() && ending != null) {
            switch (ending.termination()) {
                case RESIGNATION -> game.resign(winner(ending.outcome()).opponent());
                case AGREEMENT -> {
                    if (!game.agreeDraw()) {
                        game.endAsRecorded(ending.outcome());
                    }
                }
                default -> game.endAsRecorded(ending.outcome());
            }
        }
        return game;
    }

    private static Side winner(GameResult.Outcome outcome) {
        return outcome == GameResult.Outcome.CHO_WINS ? Side.CHO : Side.HAN;
    }

    /** The game as our PGN, in display notation, as {@code janggi replay} reads it. */
    static String pgn(StoredGame row, Game game) {
        return PgnFormat.write(record(row, game));
    }

    /** The game with the tags its record carries: the event (the game's code), the date, the players. */
    static GameRecord record(StoredGame row, Game game) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Janggi club game " + row.code());
        tags.put("Date", row.created().atOffset(ZoneOffset.UTC).format(DATE_TAG));
        tags.put("Cho", tagName(row, Side.CHO));
        tags.put("Han", tagName(row, Side.HAN));
        return new GameRecord(game, tags);
    }

    /** A player's name as a record holds it: records keep the computer's name in English, as local games do. */
    private static String tagName(StoredGame row, Side side) {
        if (row.player(side) != null) {
            return row.player(side).name();
        }
        return row.computerSide().isPresent() ? "Computer level " + row.computerLevel() : "?";
    }
}
