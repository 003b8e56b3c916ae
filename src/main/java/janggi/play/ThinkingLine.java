package janggi.play;

import janggi.engine.SearchInfo;
import janggi.engine.SearchListener;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The news of one search, passed from the search's thread to a front end's: the latest report is
 * kept, and one call of {@code news} stands for all reports made until the front end reads it,
 * so that a fast search cannot flood the front end's queue.
 */
public final class ThinkingLine implements SearchListener {
    private final Runnable news;
    private final AtomicReference<SearchInfo> latest = new AtomicReference<>();
    private final AtomicBoolean told = new AtomicBoolean();

    /** {@code news} is run, on the search's thread, when there is news and the last was read. */
    public ThinkingLine(Runnable news) {
        this.news = news;
    }

    @Override
    public void onInfo(SearchInfo info) {
        latest.set(info);
        if (told.compareAndSet(false, true)) {
            news.run();
        }
    }

    /** The latest report, or null before the first; the next one is news again. */
    public SearchInfo read() {
        told.set(false);
        return latest.get();
    }
}
