package janggi.server;

import janggi.clock.GameClock;
import janggi.clock.TimeControl;
import janggi.clock.TimeSource;
import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.notation.NotationException;
import janggi.record.GameRecord;
import janggi.record.OurNames;
import janggi.record.PgnFormat;
import janggi.store.StoredGame;
import janggi.store.StoredMove;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
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
                case ON_TIME -> game.flagFall(winner(ending.outcome()).opponent());
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

    /** The game's time control; none for a game without a clock, or one whose clock cannot be read. */
    static TimeControl control(StoredGame row) {
        if (row.clock() == null) {
            return TimeControl.NONE;
        }
        try {
            return TimeControl.parse(row.clock());
        } catch (NotationException e) {
            return TimeControl.NONE;
        }
    }

    /**
     * Sets {@code clock} to the game's clocks as stored: both clocks after each move, and the move
     * in progress running since the row says (or standing, while no clock runs).
     */
    static void setClock(GameClock clock, StoredGame row, List<StoredMove> moves, Game game) {
        List<GameClock.State> after = new ArrayList<>();
        GameClock.State last = clock.initial();
        for (StoredMove m : moves) {
            StoredMove.Clocks c = m.clocks();
            if (c != null) {
                last = new GameClock.State(c.choMs(), c.choPeriods(), c.hanMs(), c.hanPeriods());
            }
            after.add(last);
        }
        Long started = row.clockStartedMs();
        clock.set(after, game.position().sideToMove(), row.clockUsedMs(), started == null ? -1 : started);
        if (game.isOver()) {
            clock.stop();
        }
    }

    /** Both clocks as a move's row keeps them; null without a clock. */
    static StoredMove.Clocks clocks(GameClock clock) {
        if (!clock.active()) {
            return null;
        }
        GameClock.State s = clock.state();
        return new StoredMove.Clocks(s.choMs(), s.choPeriods(), s.hanMs(), s.hanPeriods());
    }

    private static Side winner(GameResult.Outcome outcome) {
        return outcome == GameResult.Outcome.CHO_WINS ? Side.CHO : Side.HAN;
    }

    /** The game as our PGN, in display notation, as {@code janggi replay} reads it. */
    static String pgn(StoredGame row, List<StoredMove> moves) {
        return PgnFormat.write(record(row, moves));
    }

    /**
     * The game with the tags its record carries: the event (the game's code), the date, the
     * players; with a clock, the time control and each mover's clock after its move, as a
     * local game's record has them (docs/clocks.md, Records).
     */
    static GameRecord record(StoredGame row, List<StoredMove> moves) {
        Game game = game(row, moves);
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Janggi club game " + row.code());
        tags.put("Site", GameRecord.OUR_SITE);
        tags.put("Date", row.created().atOffset(ZoneOffset.UTC).format(DATE_TAG));
        tags.put("Cho", tagName(row, Side.CHO));
        tags.put("Han", tagName(row, Side.HAN));
        GameClock clock = new GameClock(control(row), TimeSource.SYSTEM);
        if (!clock.active()) {
            return new GameRecord(game, tags);
        }
        tags.put("TimeControl", clock.control().spec());
        setClock(clock, row, moves, game);
        return new GameRecord(game, tags, clock.comments(game.startPosition().sideToMove()), null);
    }

    /** A player's name as a record holds it: records keep the computer's name in English, as local games do. */
    private static String tagName(StoredGame row, Side side) {
        if (row.player(side) != null) {
            return row.player(side).name();
        }
        return row.computerSide().isPresent() ? OurNames.computer(row.computerLevel()) : "?";
    }
}
