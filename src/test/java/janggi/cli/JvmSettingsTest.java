package janggi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class JvmSettingsTest {
    private static final Path JAR = Path.of("/opt/janggi/target/janggi.jar");

    @Test
    void theSettingsAreTheFilesOptionsWithoutItsComments() {
        List<String> options = JvmSettings.options();
        assertTrue(options.contains("-XX:+UseSerialGC"), options.toString());
        assertTrue(options.stream().allMatch(o -> o.startsWith("-")), options.toString());
    }

    @Test
    void aPlainJavaDashJarEngineStartsItselfAgainUnderTheSettings() {
        List<String> expected = new ArrayList<>(List.of("/usr/bin/java"));
        expected.addAll(JvmSettings.options());
        expected.addAll(List.of("-jar", JAR.toString(), "uci", "--lang", "en"));
        assertEquals(
                expected,
                JvmSettings.relaunch("/usr/bin/java", List.of(), "target/janggi.jar uci --lang en", JAR, new String[] {
                    "uci", "--lang", "en"
                }));
    }

    @Test
    void aJvmGivenOptionsAnotherCommandOrAMainClassGoesOnItself() {
        String[] uci = {"uci"};
        assertNull(
                JvmSettings.relaunch("java", List.of("-Xmx1g"), "janggi.jar uci", JAR, uci),
                "the user's options stand");
        assertNull(JvmSettings.relaunch("java", List.of(), "janggi.jar play", JAR, new String[] {"play"}));
        assertNull(JvmSettings.relaunch("java", List.of(), "janggi.jar", JAR, new String[0]));
        assertNull(
                JvmSettings.relaunch("java", List.of(), "janggi.cli.Main uci", JAR, uci),
                "started by class, as tests do");
        assertNull(JvmSettings.relaunch("java", List.of(), "janggi.jar uci", null, uci), "classes outside a jar");
    }
}
