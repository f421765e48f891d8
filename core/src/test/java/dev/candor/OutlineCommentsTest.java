package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A file whose {@code #} starts a comment (Python, shell, YAML) lists its classes in its outline,
 * not its comment banners, which Markdown's heading syntax matched and ranked with top-level
 * classes; a file of unknown kind keeps its {@code #} lines as headings, but a rule of marks
 * ({@code # =====}) names nothing in any file.
 */
class OutlineCommentsTest {
  private static final int BUDGET = 2000;
  private static final Pattern NUMBERED = Pattern.compile("(?m)^  L[0-9]+: (.*)$");

  /** A Python module: a long docstring, then sections under comment banners, each with a few classes. */
  private static String pythonModule() {
    StringBuilder sb = new StringBuilder("\"\"\"Fare rules of a ferry company.\n");
    for (int i = 0; i < 60; i++) {
      sb.append("Line ").append(i).append(" of the module's long description of every fare rule it holds.\n");
    }
    sb.append("\"\"\"\n\nimport decimal\n\n");
    for (int s = 0; s < 6; s++) {
      sb.append("# ==========================\n# Section ").append(s).append(" of the fare rules\n# ==========================\n\n");
      for (int c = 0; c < 3; c++) {
        sb.append("class Fare").append(s).append(c).append("(object):\n");
        for (int m = 0; m < 12; m++) {
          sb.append("    x").append(m).append(" = decimal.Decimal('").append(m).append(".50')\n");
        }
        sb.append('\n');
      }
    }
    return sb.toString();
  }

  private static String outline(String text, String command) throws IOException {
    Shaper shaper = Shaper.builder().budget(Budget.chars(BUDGET)).strategy(Strategy.FILE).build();
    Evidence ev = Evidence.of(command, 0);
    Shaped held = shaper.shape(text, ev);
    Shaped streamed = shaper.shape(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), ev);
    assertThat(held.size()).isLessThanOrEqualTo(BUDGET);
    assertThat(streamed.size()).isLessThanOrEqualTo(BUDGET);
    StringBuilder heldEntries = new StringBuilder();
    Matcher m = NUMBERED.matcher(held.text());
    while (m.find()) {
      heldEntries.append(m.group(1)).append('\n');
    }
    StringBuilder streamedEntries = new StringBuilder();
    m = NUMBERED.matcher(streamed.text());
    while (m.find()) {
      streamedEntries.append(m.group(1)).append('\n');
    }
    assertThat(streamedEntries.toString()).isEqualTo(heldEntries.toString());
    return heldEntries.toString();
  }

  @Test
  void aPythonFilesOutlineListsItsClassesAndNoCommentBanners() throws IOException {
    String entries = outline(pythonModule(), "cat fares.py");
    assertThat(entries).as(entries).contains("class Fare10(object):", "class Fare20(object):", "class Fare30(object):")
        .doesNotContain("# ===", "# Section");
  }

  @Test
  void aFileOfUnknownKindKeepsItsHashLinesAsHeadingsButNotItsRulesOfMarks() throws IOException {
    String entries = outline(pythonModule(), "cat FARES");
    assertThat(entries).as(entries).contains("# Section 1 of the fare rules").doesNotContain("# ===");
  }

  @Test
  void theFileNameIsTheCommandsLastWord() {
    assertThat(Outline.hashComments(Optional.of("cat src/fares.py"))).isTrue();
    assertThat(Outline.hashComments(Optional.of("sed -n 1,400p 'deploy/values.yaml'"))).isTrue();
    assertThat(Outline.hashComments(Optional.of("cat build/Makefile"))).isTrue();
    assertThat(Outline.hashComments(Optional.of("cat docs/README.md"))).isFalse();
    assertThat(Outline.hashComments(Optional.of("cat notes.python.md"))).isFalse();
    assertThat(Outline.hashComments(Optional.empty())).isFalse();
  }
}
