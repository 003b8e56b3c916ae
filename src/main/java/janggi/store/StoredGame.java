package janggi.store;

import janggi.core.GameResult;
import janggi.core.Side;
import java.time.Instant;
import java.util.Optional;

/**
 * A game as the games table holds it.
 *
 * @param setup the horse/elephant arrangements as a record's Setup tag holds them ({@code NBBN/BNNB})
 * @param clock the clock the game was opened with, as typed; null for none
 * @param cho the player on Cho's seat; null while the seat is free or the computer's
 * @param computerLevel the computer's level when it holds the empty seat; else null
 * @param ending how the game ended, when it is over and the moves alone do not say it
 * @param plies how many moves are stored
 * @param rated whether the result moves the players' ratings
 * @param choRatingChange how far Cho's rating moved when the game ended; null before, or unrated
 * @param clockStartedMs when the clock of the side to move last started, in milliseconds since
 *     1970; null while no clock runs (docs/server.md, Clocks)
 * @param clockUsedMs the time the move in progress took before {@code clockStartedMs}: it was
 *     paused while the server stopped
 * @param setupAsks the side whose setup is asked now, in the setup phase; null outside it
 * @param phaseMs when the side asked was asked, or once both have chosen when play began, in
 *     milliseconds since 1970; for an open game, when it opened (null if it opened before V7)
 * @param drawOffer the side whose draw offer stands, or null
 * @param takebackOffer the side whose request to take back its last move stands, or null
 * @param rematchOffer the side whose offer of a rematch stands, once the game is over; or null
 * @param rematch the code of this game's rematch, once there is one
 * @param clocksNow the clocks as a takeback left them, or null
 * @param choRated Cho's rating and deviation once this game was rated (no volatility); null
 *     before, or for an unrated game
 */
public record StoredGame(
        String code,
        String rules,
        String setup,
        String clock,
        Player cho,
        Player han,
        Integer computerLevel,
        Status status,
        Ending ending,
        int plies,
        Instant created,
        Instant updated,
        boolean rated,
        Double choRatingChange,
        Double hanRatingChange,
        Long clockStartedMs,
        long clockUsedMs,
        Side setupAsks,
        Long phaseMs,
        Side drawOffer,
        Side takebackOffer,
        Side rematchOffer,
        String rematch,
        ClocksNow clocksNow,
        Glicko2.Rating choRated,
        Glicko2.Rating hanRated) {

    public enum Status {
        /** Waiting for a second player. */
        OPEN,
        PLAYING,
        FINISHED,
        /** Ended before both sides moved, by a player or by itself: no result, no rating change. */
        ABORTED
    }

    /** The clocks as a takeback left them, standing after the game's first {@code ply} moves while it has no more. */
    public record ClocksNow(int ply, StoredMove.Clocks clocks) {}

    /** Whether the game is over: finished with a result, or aborted. */
    public boolean ended() {
        return status == Status.FINISHED || status == Status.ABORTED;
    }

    /** The side whose offer of {@code kind} stands, or null. */
    public Side offer(Offer kind) {
        return switch (kind) {
            case DRAW -> drawOffer;
            case TAKEBACK -> takebackOffer;
            case REMATCH -> rematchOffer;
        };
    }

    /** The result of a finished game and why it ended. */
    public record Ending(GameResult.Outcome outcome, GameResult.Termination termination) {}

    public Player player(Side side) {
        return side == Side.CHO ? cho : han;
    }

    /** How far {@code side}'s rating moved when the game ended; null before, or for an unrated game. */
    public Double ratingChange(Side side) {
        return side == Side.CHO ? choRatingChange : hanRatingChange;
    }

    /** Whether the players are choosing their setups: the game is in play, and no move can be made yet. */
    public boolean settingUp() {
        return setupAsks != null && status == Status.PLAYING;
    }

    /**
     * The side whose turn it is in a game in play: to choose its setup, or to move (Cho moves
     * first, and a pass is a move); empty for a game that is open or over.
     */
    public Optional<Side> toMove() {
        if (status != Status.PLAYING) {
            return Optional.empty();
        }
        return Optional.of(setupAsks != null ? setupAsks : plies % 2 == 0 ? Side.CHO : Side.HAN);
    }

    /** {@code side}'s rating once this game was rated; null before, or for an unrated game. */
    public Glicko2.Rating ratedAs(Side side) {
        return side == Side.CHO ? choRated : hanRated;
    }

    /** Whether {@code side} has someone to play: a player in the other seat, or the computer. */
    public boolean hasOpponent(Side side) {
        return player(side.opponent()) != null || computerLevel != null;
    }

    /** The side the computer plays, if it plays one. */
    public Optional<Side> computerSide() {
        if (computerLevel == null) {
            return Optional.empty();
        }
        return Optional.of(cho == null ? Side.CHO : Side.HAN);
    }

    /** The side {@code fingerprint} sits on, if it sits here. */
    public Optional<Side> sideOf(String fingerprint) {
        for (Side side : Side.values()) {
            Player p = player(side);
            if (p != null && p.fingerprint().equals(fingerprint)) {
                return Optional.of(side);
            }
        }
        return Optional.empty();
    }
}
