package janggi.record;

import janggi.core.RuleSet;
import janggi.notation.NotationException;
import janggi.text.Message;
import janggi.text.Printable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The record formats we read and write, and the choice of one for a file. */
public final class Records {
    private static final List<RecordFormat> FORMATS = List.of(
            PgnFormat.INSTANCE,
            PychessPgnFormat.INSTANCE,
            GibFormat.INSTANCE,
            UciFormat.INSTANCE,
            FenFormat.INSTANCE,
            CourierFormat.INSTANCE);

    private Records() {}

    public static List<RecordFormat> formats() {
        return FORMATS;
    }

    public static String names() {
        return String.join(", ", FORMATS.stream().map(RecordFormat::name).toList());
    }

    public static Optional<RecordFormat> named(String name) {
        return FORMATS.stream()
                .filter(f -> f.name().equalsIgnoreCase(name.trim()))
                .findFirst();
    }

    /** The format a file's extension names, if any. */
    public static Optional<RecordFormat> forExtension(Path file) {
        return FORMATS.stream()
                .filter(f -> f.extensions().contains(extension(file)))
                .findFirst();
    }

    private static String extension(Path file) {
        String name =
                file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot + 1);
    }

    /**
     * The format of a file: among those its extension names (all, if it names none), the first
     * that recognises its contents, ours coming last as it takes any PGN; else the first its
     * extension names; else ours.
     */
    public static RecordFormat of(Path file, byte[] data) {
        List<RecordFormat> named = FORMATS.stream()
                .filter(f -> f.extensions().contains(extension(file)))
                .toList();
        List<RecordFormat> candidates = named.isEmpty() ? FORMATS : named;
        return candidates.stream()
                .filter(f -> f != PgnFormat.INSTANCE && f.recognises(data))
                .findFirst()
                .or(() -> candidates.stream().filter(f -> f.recognises(data)).findFirst())
                .orElse(named.isEmpty() ? PgnFormat.INSTANCE : named.get(0));
    }

    /**
     * Every game in a file, each under its own rules.
     *
     * @throws NotationException in one line, naming the file, when it cannot be read as a record
     */
    public static List<GameRecord> read(Path file) {
        return read(file, null);
    }

    /**
     * Every game in a file.
     *
     * @param rules the rule set of every game, whatever the file says; null for each game's own
     * @throws NotationException in one line, naming the file, when it cannot be read as a record
     */
    public static List<GameRecord> read(Path file, RuleSet rules) {
        byte[] data = readLimited(file);
        try {
            return of(file, data).read(data, rules);
        } catch (NotationException e) {
            throw new NotationException("record.in_file", name(file), e.message());
        }
    }

    /** A file's name as a message shows it: every character that could drive a terminal escaped. */
    public static String name(Path file) {
        return Printable.escape(file.toString());
    }

    /** The bytes of a file, refusing one larger than a record can be without reading it all. */
    public static byte[] readLimited(Path file) {
        if (Files.isDirectory(file)) {
            throw new NotationException("record.directory", name(file));
        }
        try (InputStream in = Files.newInputStream(file)) {
            byte[] data = in.readNBytes(GameRecord.MAX_CHARS + 1);
            if (data.length > GameRecord.MAX_CHARS) {
                throw new NotationException("record.file_too_large", name(file), GameRecord.MAX_CHARS >> 20);
            }
            return data;
        } catch (NoSuchFileException e) {
            throw new NotationException("record.no_such_file", name(file));
        } catch (IOException e) {
            throw new NotationException("record.cannot_read", name(file), reason(e));
        }
    }

    /** Why a file could not be read or written, in the user's words: permission denied, no such directory, ... */
    public static Message reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return new Message("file.no_such");
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return new Message("file.permission_denied");
        }
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
            return Message.verbatim(Printable.escape(f.getReason()));
        }
        return Message.verbatim(Printable.escape(e.getMessage()));
    }
}
