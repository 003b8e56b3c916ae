package janggi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class NetworkTest {
    @Test
    void theBundledNetworkHas128HiddenSums() {
        assertEquals(128, Network.current().hidden);
    }

    @Test
    void aFileCutShortOrOfAnotherKindIsRefused() {
        byte[] cut = {'J', 'N', 'N', '1', 8, 0, 0, 0, 1, 2, 3};
        IOException shortFile = assertThrows(IOException.class, () -> Network.read(new ByteArrayInputStream(cut)));
        assertEquals("a network file of the wrong size", shortFile.getMessage());
        byte[] other = Arrays.copyOf(cut, cut.length);
        other[0] = 'P';
        IOException otherFile = assertThrows(IOException.class, () -> Network.read(new ByteArrayInputStream(other)));
        assertEquals("not a network file", otherFile.getMessage());
    }
}
