package janggi.files;

import janggi.record.Records;
import janggi.text.Message;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Why a file of the data directory could not be written, in plain words for the player and
 * naming the file: "/home/a/.local/share/janggi is a file, not a directory", "...: permission
 * denied". Never an exception's name; the details go to the {@link Log}.
 */
public final class FileTrouble {
    private FileTrouble() {}

    /** The reason, naming the file concerned where the system said which. */
    public static Message reason(IOException e) {
        if (!(e instanceof FileSystemException f) || f.getFile() == null) {
            return Records.reason(e);
        }
        String file = f.getFile();
        // Making a directory where a file stands: the usual way a data directory cannot be written.
        if (e instanceof FileAlreadyExistsException) {
            return Files.isRegularFile(Path.of(file))
                    ? new Message("file.not_a_directory", file)
                    : new Message("file.in_the_way", file);
        }
        return new Message("file.because", file, Records.reason(e));
    }
}
