package janggi.core;

import java.util.Arrays;

/**
 * The horse and the elephant: one orthogonal step followed by one (horse) or two (elephant)
 * diagonal steps outward, every point passed over being empty. One table describes both.
 *
 * <p>Per square, {@code paths[square]} holds the routes: each route is the points passed over
 * (its "legs") followed by the destination.
 */
public final class Leaper {
    public static final Leaper HORSE = new Leaper(1);
    public static final Leaper ELEPHANT = new Leaper(2);

    final int[][][] paths = new int[Square.COUNT][][];
    /** Routes read backwards: per target, the legs then the square a leaper attacks it from. */
    final int[][][] attackers = new int[Square.COUNT][][];
    /** Points per route: the legs and the far end. */
    final int routeLength;
    /**
     * {@link #paths} and {@link #attackers} per square laid end to end, {@link #routeLength}
     * points a route: the inner loops read one array far faster than one array per route.
     */
    private final int[][] pathsEndToEnd = new int[Square.COUNT][];

    /**
     * Per target point: the points a leaper reaches it from, as a {@link Points} set in {@code
     * sources[Points.WORDS * target]} on.
     */
    final long[] sources = new long[Square.COUNT * Points.WORDS];
    /**
     * Per {@code from * Square.COUNT + to}: the leg of the route from {@code from} to {@code to}
     * next to {@code from} and the one next to {@code to} (the horse's one leg twice), or
     * {@link Square#NONE} in both when no route leads there.
     */
    private final byte[] firstLeg = new byte[Square.COUNT * Square.COUNT];

    private final byte[] lastLeg = new byte[Square.COUNT * Square.COUNT];

    /**
     * The routes from {@code square} laid end to end, {@link #routeLength()} points a route (legs,
     * then destination). Routes that share their first leg come one after the other, so a reader
     * can skip both when that leg is blocked. Shared: do not modify.
     */
    public int[] routesEndToEnd(int square) {
        return pathsEndToEnd[square];
    }

    /** Points per route: 2 for the horse (one leg), 3 for the elephant (two legs). */
    public int routeLength() {
        return routeLength;
    }

    private Leaper(int diagonalSteps) {
        routeLength = diagonalSteps + 1;
        int[][][] forward = new int[Square.COUNT][8][];
        int[] counts = new int[Square.COUNT];
        int[][][] backward = new int[Square.COUNT][8][];
        int[] backCounts = new int[Square.COUNT];
        Arrays.fill(firstLeg, (byte) Square.NONE);
        Arrays.fill(lastLeg, (byte) Square.NONE);
        int[][] orth = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
        for (int sq = 0; sq < Square.COUNT; sq++) {
            for (int[] o : orth) {
                for (int side = -1; side <= 1; side += 2) {
                    int df = o[0] == 0 ? side : o[0];
                    int dr = o[1] == 0 ? side : o[1];
                    int[] route = route(sq, o, df, dr, diagonalSteps);
                    if (route == null) {
                        continue;
                    }
                    forward[sq][counts[sq]++] = route;
                    int target = route[route.length - 1];
                    int[] back = Arrays.copyOf(route, route.length);
                    back[route.length - 1] = sq;
                    backward[target][backCounts[target]++] = back;
                    Points.add(sources, Points.WORDS * target, sq);
                    firstLeg[sq * Square.COUNT + target] = (byte) route[0];
                    lastLeg[sq * Square.COUNT + target] = (byte) route[diagonalSteps - 1];
                }
            }
        }
        for (int sq = 0; sq < Square.COUNT; sq++) {
            paths[sq] = Arrays.copyOf(forward[sq], counts[sq]);
            attackers[sq] = Arrays.copyOf(backward[sq], backCounts[sq]);
            pathsEndToEnd[sq] = flatten(paths[sq]);
        }
    }

    /** Whether the legs of the route ending at index {@code end} of {@code routes} (laid end to end) are all empty on {@code board}. */
    boolean legsEmpty(int[] board, int[] routes, int end) {
        return board[routes[end + 1 - routeLength]] == Piece.NONE
                && (routeLength == 2 || board[routes[end - 1]] == Piece.NONE);
    }

    /** Whether a leaper on {@code from} attacks {@code to} on {@code board}: a route leads there, its legs empty. */
    boolean attacks(int[] board, int from, int to) {
        int route = from * Square.COUNT + to;
        return firstLeg[route] != Square.NONE
                && board[firstLeg[route]] == Piece.NONE
                && board[lastLeg[route]] == Piece.NONE;
    }

    /** Whether {@code p} is a leg of the route from {@code from} to {@code to}, which must exist. */
    boolean hasLeg(int from, int to, int p) {
        int route = from * Square.COUNT + to;
        return firstLeg[route] == p || lastLeg[route] == p;
    }

    /** Routes laid end to end in one array. */
    private static int[] flatten(int[][] routes) {
        return Arrays.stream(routes).flatMapToInt(Arrays::stream).toArray();
    }

    private static int[] route(int sq, int[] o, int df, int dr, int diagonalSteps) {
        int[] route = new int[diagonalSteps + 1];
        int f = Square.file(sq) + o[0];
        int r = Square.rank(sq) + o[1];
        for (int i = 0; i <= diagonalSteps; i++) {
            if (!Square.onBoard(f, r)) {
                return null;
            }
            route[i] = Square.of(f, r);
            f += df;
            r += dr;
        }
        return route;
    }
}
