package janggi.play;

/**
 * The program's exit status after a game, for scripts: whether the game is kept, and in line
 * mode how it ended. A game that could not be saved matters more than its result.
 */
public final class ExitStatus {
    /** Done: the game is kept (or was never to be), and in line mode it is unfinished. */
    public static final int DONE = 0;
    /** The game could not be saved: the player was told so, with its moves. */
    public static final int NOT_SAVED = 3;

    public static final int CHO_WON = 10;
    public static final int HAN_WON = 11;
    public static final int DRAWN = 12;

    private ExitStatus() {}

    /** {@link #NOT_SAVED} if the game is not kept, else {@link #DONE} or, {@code withResult}, how the game ended. */
    public static int of(Table.State state, boolean withResult) {
        if (!state.saved()) {
            return NOT_SAVED;
        }
        if (!withResult) {
            return DONE;
        }
        return state.result()
                .map(r -> switch (r.outcome()) {
                    case CHO_WINS -> CHO_WON;
                    case HAN_WINS -> HAN_WON;
                    case DRAW -> DRAWN;
                })
                .orElse(DONE);
    }
}
