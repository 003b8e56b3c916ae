package janggi.core;

/** The two armies. Cho moves first; in interchange notation (FEN, UCI) Cho is "white". */
public enum Side {
    CHO,
    HAN;

    public Side opponent() {
        return this == CHO ? HAN : CHO;
    }

    /** Rank step towards the enemy, in interchange ranks (Cho starts on ranks 1-4). */
    int forward() {
        return this == CHO ? 1 : -1;
    }

    public String displayName() {
        return this == CHO ? "Cho" : "Han";
    }
}
