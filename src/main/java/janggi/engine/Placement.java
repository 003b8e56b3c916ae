package janggi.engine;

/**
 * What a piece's point is worth, beside its material value: per piece type, by rank counted
 * from its own back rank and by file counted from the nearer edge (0) to the centre (4), so
 * one table serves both sides and both wings. Points a piece can never stand on (the general
 * outside its palace, a soldier behind its starting rank) are 0.
 *
 * <p>Fitted to Fairy-Stockfish's judgement in two steps. The first fit gave a bonus per rank
 * plus one per file (see {@link Evaluator}). The second held the rest of the evaluation fixed
 * and fitted a correction for every rank and file together, on quiet positions from our matches
 * against Fairy-Stockfish scored by its search. The largest corrections are for the guards,
 * where rank and file do not add up: the sum undervalued a guard on its starting point (d1, f1)
 * and overvalued one a rank up on the same file. A correction by each piece's distance to the
 * enemy general fitted better still but played worse, and is left out.
 *
 * <p>Predicting Fairy-Stockfish's scores is no test of these tables on its own: the evaluation
 * without them predicts its scores better, yet plays far worse. The tables probably steer a
 * search too shallow to find some plans by itself, where a deeper search needs no such help.
 */
final class Placement {
    /** {@code BONUS[stage][type][rank][file from the edge]}: the middle game, then the endgame. */
    static final int[][][][] BONUS = {
        {
            { // general
                {0, 0, 0, 56, 60},
                {0, 0, 0, -9, -1},
                {0, 0, 0, -66, -41},
                {0, 0, 0, 0, 0},
                {0, 0, 0, 0, 0},
                {0, 0, 0, 0, 0},
                {0, 0, 0, 0, 0},
                {0, 0, 0, 0, 0},
                {0, 0, 0, 0, 0},
                {0, 0, 0, 0, 0},
            },
            { // guard
                {-79, -79, -79, -75, -31},
                {87, 87, 87, 8, 135},
                {4, 4, 4, -41, 60},
                {0, 0, 0, -45, 57},
                {0, 0, 0, -45, 57},
                {0, 0, 0, -45, 57},
                {0, 0, 0, -45, 57},
                {0, 0, 0, -45, 57},
                {0, 0, 0, -45, 57},
                {0, 0, 0, -45, 57},
            },
            { // elephant
                {12, -17, -13, -1, -52},
                {4, -14, -32, -9, -60},
                {-2, -20, -38, -15, -60},
                {0, -18, -36, -9, -59},
                {12, -7, -23, -1, -52},
                {20, 1, -16, 7, -44},
                {8, -10, -28, -5, -56},
                {13, -5, -23, 0, -51},
                {15, -3, -21, 2, -49},
                {13, -5, -23, -1, -51},
            },
            { // horse
                {-6, -9, -5, 43, -13},
                {-42, -47, -41, 10, -47},
                {4, 1, 11, 45, -1},
                {-11, -12, -8, 42, -11},
                {-5, -9, 1, 45, -11},
                {5, 1, 6, 53, -2},
                {0, -5, 0, 50, -7},
                {-6, -11, -5, 43, -13},
                {-7, -12, -6, 42, -14},
                {-6, -11, -5, 43, -13},
            },
            { // chariot
                {-73, -31, -24, -15, -29},
                {-60, -1, 5, 16, 1},
                {-67, -6, 0, 11, -5},
                {-78, -17, -14, -3, -17},
                {-66, -3, -1, 9, -3},
                {-47, 14, 17, 28, 14},
                {-25, 35, 39, 48, 34},
                {-34, 24, 26, 39, 24},
                {-42, 17, 18, 33, 17},
                {-48, 11, 12, 25, 9},
            },
            { // cannon
                {-5, -63, 25, 93, 127},
                {-31, -91, -4, 73, 95},
                {33, -33, 57, 128, 141},
                {-46, -104, -15, 58, 86},
                {-63, -122, -35, 36, 63},
                {-43, -102, -14, 59, 86},
                {-69, -127, -39, 34, 60},
                {-72, -132, -42, 31, 58},
                {-61, -121, -32, 42, 68},
                {-79, -136, -50, 23, 50},
            },
            { // soldier
                {0, 0, 0, 0, 0},
                {0, 0, 0, 0, 0},
                {0, 0, 0, 0, 0},
                {-44, 15, 39, 70, 69},
                {-39, 48, 77, 116, 114},
                {-87, 6, 32, 70, 61},
                {-83, 10, 38, 75, 65},
                {-87, 6, 33, 69, 60},
                {-89, 4, 31, 67, 58},
                {-90, 3, 31, 66, 57},
            },
        },
        {
            { // general
                {0, 0, 0, 11, 38},
                {0, 0, 0, -20, 11},
                {0, 0, 0, -37, -3},
                {0, 0, 0, 0, 0},
                {0, 0, 0, 0, 0},
                {0, 0, 0, 0, 0},
                {0, 0, 0, 0, 0},
                {0, 0, 0, 0, 0},
                {0, 0, 0, 0, 0},
                {0, 0, 0, 0, 0},
            },
            { // guard
                {-32, -32, -32, -29, -25},
                {28, 28, 28, 7, 33},
                {3, 3, 3, -4, 8},
                {0, 0, 0, -9, 8},
                {0, 0, 0, -9, 8},
                {0, 0, 0, -9, 8},
                {0, 0, 0, -9, 8},
                {0, 0, 0, -9, 8},
                {0, 0, 0, -9, 8},
                {0, 0, 0, -9, 8},
            },
            { // elephant
                {-3, -13, 1, -10, -2},
                {-4, -14, -2, -11, -3},
                {-4, -14, -2, -9, -1},
                {-2, -13, -1, -9, 0},
                {-8, -19, -5, -15, -7},
                {-10, -20, -8, -17, -9},
                {-10, -20, -6, -17, -9},
                {-5, -15, -3, -12, -4},
                {-3, -13, -1, -10, -2},
                {-7, -17, -5, -14, -6},
            },
            { // horse
                {-6, -4, -6, 8, -2},
                {-17, -16, -17, -2, -13},
                {-4, -3, -4, 8, 0},
                {-6, -5, -6, 8, -1},
                {2, 3, 2, 16, 6},
                {5, 6, 5, 18, 9},
                {-2, -1, -3, 12, 2},
                {-3, -2, -3, 11, 1},
                {-4, -3, -4, 10, 0},
                {-5, -4, -5, 9, -1},
            },
            { // chariot
                {-15, -9, -17, -13, -14},
                {-7, 0, -8, -4, -5},
                {-10, -4, -11, -8, -8},
                {-10, -3, -11, -8, -8},
                {-9, -2, -10, -7, -7},
                {-4, 3, -5, -2, -2},
                {8, 15, 7, 9, 9},
                {10, 16, 7, 12, 11},
                {5, 11, 2, 7, 6},
                {3, 10, 1, 5, 4},
            },
            { // cannon
                {-2, -23, 3, 32, 35},
                {-13, -35, -9, 23, 19},
                {4, -16, 8, 40, 37},
                {-17, -38, -13, 17, 16},
                {-18, -39, -13, 16, 15},
                {-15, -36, -11, 19, 18},
                {-23, -44, -19, 10, 9},
                {-24, -46, -20, 10, 9},
                {-22, -43, -18, 12, 11},
                {-31, -52, -27, 3, 2},
            },
            { // soldier
                {0, 0, 0, 0, 0},
                {0, 0, 0, 0, 0},
                {0, 0, 0, 0, 0},
                {13, 60, 82, 96, 81},
                {-39, 8, 33, 51, 34},
                {-41, 7, 33, 51, 31},
                {-28, 19, 47, 65, 45},
                {-43, 5, 31, 49, 30},
                {-44, 4, 29, 47, 28},
                {-46, 2, 27, 45, 26},
            },
        }
    };

    private Placement() {}
}
