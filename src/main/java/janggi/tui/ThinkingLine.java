package janggi.tui;

import janggi.engine.SearchInfo;
import janggi.engine.SearchListener;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The news of one search of the computer's, passed from the search's thread to the screen's: the
 * latest report is kept, and one {@link Events.Thinking} event stands for all reports made until
 * the screen reads it, so that a fast search cannot flood the screen's queue.
 */
final class ThinkingLine implements SearchListener {
    private final Events events;
    private final AtomicReference<SearchInfo> latest = new AtomicReference<>();
    private final AtomicBoolean posted = new AtomicBoolean();

    ThinkingLine(Events events) {
        this.events = events;
    }

    @Override
    public void onInfo(SearchInfo info) {
        latest.set(info);
        if (posted.compareAndSet(false, true)) {
            events.post(new Events.Thinking(this));
        }
    }

    /** The latest report; the next one posts an event again. */
    SearchInfo read() {
        posted.set(false);
        return latest.get();
    }
}
