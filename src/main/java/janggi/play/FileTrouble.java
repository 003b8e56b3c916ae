package janggi.play;

import janggi.text.Message;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Why a file could not be written or read, in plain words for the player: "/home/a/janggi is a
 * file, not a directory", "permission denied". Never an exception's name; the details go to
 * the {@link Log}.
 */
public final class FileTrouble {
    private FileTrouble() {}

    /** The reason, naming the file concerned where the system said which. */
    public static Message reason(IOException e) {
        if (e instanceof FileSystemException f && f.getFile() != null) {
            String file = f.getFile();
            if (e instanceof FileAlreadyExistsException) {
                return Files.isRegularFile(Path.of(file))
                        ? new Message("file.not_a_directory", file)
                        : new Message("file.in_the_way", file);
            }
            if (e instanceof AccessDeniedException) {
                return new Message("file.permission_denied", file);
            }
            if (e instanceof NoSuchFileException) {
                return new Message("file.missing", file);
            }
            if (f.getReason() != null && !f.getReason().isBlank()) {
                return new Message("file.because", file, lowerFirst(f.getReason()));
            }
            return new Message("file.failed", file);
        }
        String said = e.getMessage();
        return said == null || said.isBlank() ? new Message("file.io_error") : Message.verbatim(lowerFirst(said));
    }

    /** "Not a directory" reads as "not a directory" after a colon. */
    private static String lowerFirst(String s) {
        return s.length() > 1 && Character.isUpperCase(s.charAt(0)) && Character.isLowerCase(s.charAt(1))
                ? s.substring(0, 1).toLowerCase(Locale.ROOT) + s.substring(1)
                : s;
    }
}
