package janggi.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Setup;
import janggi.notation.MoveNotation;
import janggi.notation.NotationException;
import janggi.play.Command;
import janggi.play.Look;
import janggi.play.Reply;
import janggi.play.Table;
import janggi.text.Texts;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The lessons are data: each is played here with its solution at the table a learner sits at,
 * and must end with three stars; each move it invites and the rules refuse is refused for the
 * reason it names; and together they cover every piece and rule of docs/rules.md.
 */
class LessonsTest {
    /** What docs/rules.md asks a newcomer to learn, as the lessons' topics name it. */
    private static final Set<String> RULES = Set.of(
            "chariot",
            "chariot_palace",
            "cannon_screen",
            "cannon_capture",
            "cannon_not_cannon",
            "cannon_palace",
            "horse",
            "horse_leg",
            "elephant",
            "elephant_leg",
            "general_palace",
            "guard_palace",
            "soldier",
            "soldier_palace",
            "check",
            "mate",
            "passing",
            "bikjang",
            "counting",
            "komi",
            "setup_nbbn",
            "setup_nbnb",
            "setup_bnbn",
            "setup_bnnb");

    private final Texts texts = Texts.english();

    private LessonTable table(int lesson, MemorySettings settings) {
        return new LessonTable(texts, Look.MARTIN, settings, lesson);
    }

    @Test
    void everyLessonIsSolvedByItsSolutionWithThreeStarsAndKeepsThem() {
        List<Lesson> lessons = Lessons.all();
        MemorySettings settings = new MemorySettings();
        for (int i = 0; i < lessons.size(); i++) {
            Lesson lesson = lessons.get(i);
            LessonTable table = table(i, settings);
            Reply last = Reply.NOTHING;
            for (String move : lesson.solution()) {
                assertTrue(
                        table.state().question().isPresent() || table.state().picks() != null, lesson.id() + " waits");
                last = table.input(Command.parse(move));
            }
            Table.State state = table.state();
            assertEquals(texts.get("lesson.done_status", "***"), state.status(), lesson.id() + ": " + last.text());
            assertNull(state.picks(), lesson.id());
            assertEquals("3", settings.get("lesson." + lesson.id()).orElse(""), lesson.id());
        }
    }

    @Test
    void everyMoveALessonInvitesAndTheRulesRefuseIsRefusedForItsReason() {
        for (Lesson lesson : Lessons.all()) {
            for (Lesson.Refused refused : lesson.refused()) {
                NotationException e = assertThrows(
                        NotationException.class,
                        () -> MoveNotation.read(refused.move(), lesson.start()),
                        lesson.id() + " " + refused.move());
                // As the game says it: the move typed, then the refusal.
                janggi.text.Message said = e.message();
                assertEquals("notation.quoted", said.key(), lesson.id() + " " + refused.move());
                assertEquals(
                        "refusal." + refused.reason(),
                        ((janggi.text.Message) said.args()[1]).key(),
                        lesson.id() + " " + refused.move());
            }
        }
    }

    @Test
    void aRefusedMoveAtTheLessonsTableSaysWhyInTheGamesWordsAndCostsNoMove() {
        LessonTable table = table(Lessons.find("cannon_no_cannon").orElseThrow(), new MemorySettings());
        Reply refused = table.input(Command.parse("B2-B8"));
        assertEquals(new Reply(Reply.Outcome.ERROR, "'B2-B8': a cannon cannot jump a cannon (on B5)"), refused);
        assertEquals(texts.get("lesson.moves", 0, 2), table.state().status());
    }

    @Test
    void theLessonsCoverEveryPieceAndRule() {
        Set<String> taught = new TreeSet<>();
        Lessons.all().forEach(l -> taught.addAll(l.topics()));
        assertEquals(new TreeSet<>(RULES), taught);
        Set<Setup> setups = new java.util.HashSet<>();
        Lessons.all().stream()
                .filter(l -> l.goal().kind() == Lesson.Kind.SETUP)
                .forEach(l -> setups.add(l.goal().setup()));
        assertEquals(Set.of(Setup.all()), setups);
    }

    @Test
    void aLessonLostOnMovesAsksForARetryAndKeepsNoStars() {
        MemorySettings settings = new MemorySettings();
        LessonTable table = table(Lessons.find("check").orElseThrow(), settings);
        Reply reply = table.input(Command.parse("A2-A3"));
        assertTrue(reply.text().contains(texts.get("lesson.out_of_moves")), reply.text());
        assertEquals(texts.get("lesson.failed_status"), table.state().status());
        table.input(Command.parse("retry"));
        assertEquals(texts.get("lesson.moves", 0, 1), table.state().status());
        assertTrue(settings.get("lesson.check").isEmpty());
    }

    @Test
    void theLessonsBeginAtTheFirstWithoutStars() {
        MemorySettings settings = new MemorySettings();
        settings.put("lesson.chariot", "3");
        settings.put("lesson.chariot_palace", "1");
        assertEquals(
                "Lesson 3/" + Lessons.all().size() + ": The cannon jumps",
                table(-1, settings).state().title());
    }

    @Test
    void aHintGivesTheNextMoveOfTheLessonsWay() {
        LessonTable table = table(Lessons.find("horse_leg").orElseThrow(), new MemorySettings());
        assertEquals(Reply.info(texts, "lesson.hint", "E4-D4"), table.input(Command.parse("hint")));
        table.input(Command.parse("E4-D4"));
        assertEquals(Reply.info(texts, "lesson.hint", "E3-F5"), table.input(Command.parse("hint")));
    }
}
