package janggi.engine.review;

import java.util.ArrayList;
import java.util.List;

/**
 * Fits {@link WinChance}'s slope to games: the slope under which the scores of their positions
 * best predict their results (maximum likelihood of a logistic curve through the origin, found
 * by Newton's method). Each position counts once; a won game gives its positions the result 1
 * from the winner's side, a drawn one one half.
 */
public final class CurveFit {
    /**
     * One position of a game whose result is known.
     *
     * @param score the engine's score from Cho's side, not a mate
     * @param result Cho's result: 1, 0.5 or 0
     */
    public record Sample(int score, double result) {}

    /**
     * How well the curve predicts in a band of scores.
     *
     * @param from the least score of the band, from Cho's side
     * @param to the score the band stops short of
     * @param predicted the mean expected score the curve gives its positions
     * @param observed the mean result of its positions
     */
    public record Band(int from, int to, int positions, double predicted, double observed) {}

    private static final int ITERATIONS = 50;

    private CurveFit() {}

    /** The slope per centipawn that best predicts the samples' results; NaN without a sample that says anything. */
    public static double slope(List<Sample> samples) {
        double k = WinChance.SLOPE;
        for (int i = 0; i < ITERATIONS; i++) {
            double gradient = 0;
            double curvature = 0;
            for (Sample s : samples) {
                double p = WinChance.of(s.score(), k);
                gradient += (s.result() - p) * s.score();
                curvature += p * (1 - p) * (double) s.score() * s.score();
            }
            if (curvature == 0) {
                return Double.NaN;
            }
            double step = gradient / curvature;
            k += step;
            if (Math.abs(step) < 1e-9) {
                break;
            }
        }
        return k;
    }

    /** The samples in bands of {@code width} centipawns, each with what a curve of this slope predicts there and what happened. */
    public static List<Band> bands(List<Sample> samples, double slope, int width) {
        List<Band> bands = new ArrayList<>();
        int lowest = samples.stream().mapToInt(Sample::score).min().orElse(0);
        int highest = samples.stream().mapToInt(Sample::score).max().orElse(0);
        for (int from = Math.floorDiv(lowest, width) * width; from <= highest; from += width) {
            int f = from;
            List<Sample> in = samples.stream()
                    .filter(s -> s.score() >= f && s.score() < f + width)
                    .toList();
            if (!in.isEmpty()) {
                bands.add(new Band(
                        from,
                        from + width,
                        in.size(),
                        in.stream()
                                .mapToDouble(s -> WinChance.of(s.score(), slope))
                                .average()
                                .orElse(0),
                        in.stream().mapToDouble(Sample::result).average().orElse(0)));
            }
        }
        return bands;
    }
}
