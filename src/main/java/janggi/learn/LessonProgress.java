package janggi.learn;

import janggi.files.Settings;
import janggi.text.Message;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The stars a learner has earned in each lesson, the best of their tries: kept in their {@link
 * Settings} as {@code lesson.ID=STARS}, at home in the settings file, at the club in the player's
 * own settings.
 */
final class LessonProgress {
    private static final String KEY = "lesson.";

    private final Settings settings;
    /** The stars of each lesson as read or kept: the screen asks at every redraw, the settings may be a database. */
    private final Map<String, Integer> known = new HashMap<>();

    LessonProgress(Settings settings) {
        this.settings = settings;
    }

    /** The stars earned in {@code lesson}: 0 before it is done. */
    int stars(Lesson lesson) {
        return known.computeIfAbsent(
                lesson.id(),
                id -> settings.get(KEY + id)
                        .filter(s -> s.matches("[1-3]"))
                        .map(Integer::parseInt)
                        .orElse(0));
    }

    /**
     * Keeps {@code stars} for {@code lesson} if they are more than it had; empty once kept (or
     * when there was nothing better to keep), else why they could not be kept.
     */
    Optional<Message> earned(Lesson lesson, int stars) {
        if (stars <= stars(lesson)) {
            return Optional.empty();
        }
        Optional<Message> notKept = settings.put(KEY + lesson.id(), Integer.toString(stars));
        if (notKept.isEmpty()) {
            known.put(lesson.id(), stars);
        }
        return notKept;
    }

    /** The first lesson of {@code lessons} without stars, or the first of all when every one has them. */
    int firstUndone(List<Lesson> lessons) {
        for (int i = 0; i < lessons.size(); i++) {
            if (stars(lessons.get(i)) == 0) {
                return i;
            }
        }
        return 0;
    }
}
