package janggi.engine.review;

import janggi.core.Side;
import java.util.Map;

/**
 * What a review says of one side's play.
 *
 * @param accuracy 0 to 100 ({@link Accuracy#ofSide})
 * @param marks how many of its moves earned each mark; every mark is a key
 */
public record SideReview(Side side, double accuracy, Map<Mark, Integer> marks) {}
