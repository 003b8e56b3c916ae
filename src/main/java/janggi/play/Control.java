package janggi.play;

/** Who makes the moves of one side at home: a player at the terminal, or the computer. */
public enum Control {
    HUMAN,
    COMPUTER
}
