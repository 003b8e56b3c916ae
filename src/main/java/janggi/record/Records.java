package janggi.record;

import janggi.notation.NotationException;
import janggi.text.Message;
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
     * Every game in a file.
     *
     * @throws NotationException in one line, naming the file, when it cannot be read as a record
     */
    public static List<GameRecord> read(Path file) {
        byte[] data = readLimited(file);
        try {
            return of(file, data).read(data);
        } catch (NotationException e) {
            throw new NotationException("record.in_file", file.toString(), GameRecord.printable(e.message()));
        }
    }

    /** The bytes of a file, refusing one larger than a record can be without reading it all. */
    public static byte[] readLimited(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            byte[] data = in.readNBytes(GameRecord.MAX_CHARS + 1);
            if (data.length > GameRecord.MAX_CHARS) {
                throw new NotationException("record.file_too_large", file.toString(), GameRecord.MAX_CHARS >> 20);
            }
            return data;
        } catch (NoSuchFileException e) {
            throw new NotationException("record.no_such_file", file.toString());
        } catch (IOException e) {
            throw new NotationException("record.cannot_read", file.toString(), Message.verbatim(e.getMessage()));
        }
    }
}
