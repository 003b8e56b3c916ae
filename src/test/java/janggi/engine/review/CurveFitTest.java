package janggi.engine.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class CurveFitTest {
    @Test
    void theSlopeThatMadeTheResultsIsFoundAgain() {
        SplittableRandom random = new SplittableRandom(7);
        List<CurveFit.Sample> samples = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            int score = random.nextInt(-1500, 1500);
            double result = random.nextDouble() < WinChance.of(score, 0.004) ? 1 : 0;
            samples.add(new CurveFit.Sample(score, result));
        }
        assertEquals(0.004, CurveFit.slope(samples), 0.0002);
    }

    @Test
    void drawsCountAsHalfAWin() {
        List<CurveFit.Sample> samples = List.of(
                new CurveFit.Sample(300, 1),
                new CurveFit.Sample(300, 0.5),
                new CurveFit.Sample(-300, 0.5),
                new CurveFit.Sample(-300, 0));
        // At 300 the results average three quarters: the slope is ln 3 / 300.
        assertEquals(Math.log(3) / 300, CurveFit.slope(samples), 1e-6);
    }

    @Test
    void samplesThatSayNothingGiveNoSlope() {
        assertTrue(Double.isNaN(CurveFit.slope(List.of(new CurveFit.Sample(0, 1)))));
        assertTrue(Double.isNaN(CurveFit.slope(List.of())));
    }

    @Test
    void bandsCompareThePredictionWithTheResults() {
        List<CurveFit.Sample> samples =
                List.of(new CurveFit.Sample(-150, 0), new CurveFit.Sample(20, 1), new CurveFit.Sample(80, 0));
        List<CurveFit.Band> bands = CurveFit.bands(samples, 0.003, 100);
        assertEquals(2, bands.size());
        assertEquals(new CurveFit.Band(-200, -100, 1, WinChance.of(-150, 0.003), 0), bands.get(0));
        assertEquals(0, bands.get(1).from());
        assertEquals(2, bands.get(1).positions());
        assertEquals(0.5, bands.get(1).observed());
    }
}
