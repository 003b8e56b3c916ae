package janggi.engine;

/** Receives a search's progress; the search itself never prints. Called on the search thread. */
public interface SearchListener {
    SearchListener NONE = info -> {};

    void onInfo(SearchInfo info);
}
