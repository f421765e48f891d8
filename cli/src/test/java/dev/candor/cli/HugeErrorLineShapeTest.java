package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 18 item 4 through {@code candor shape}: a 100 KB error line, longer than the tail window,
 * line 20,001 of a long log, before its last three lines or as its last line. The text shows the
 * line's start and one {@code cut inside line 20001} mark, and the text's markers, the JSON
 * answer's cuts and omitted_lines, and the summary's "showing N of M lines" count the same lines.
 */
class HugeErrorLineShapeTest {
  @TempDir Path dir;

  private static final Pattern SHOWING = Pattern.compile("showing ([0-9,]+) of ([0-9,]+) lines");
  private static final Pattern MARKED = Pattern.compile("^\\[\\.\\.\\. cut (?:lines? )?.*?: ([0-9,]+) (?:empty )?lines?(?: like .*)?, [0-9,]+ bytes");

  private static final String MESSAGE = "ERROR: database connection refused at host db-1 ";

  @Test
  void textJsonAndSummaryAgreeAndTheLineStartsWhereItsMessageIs() throws IOException {
    agreeAndStartWhereTheMessageIs(3);
  }

  @Test
  void asTheLastLineTextJsonAndSummaryAgreeAndTheLineStartsWhereItsMessageIs() throws IOException {
    agreeAndStartWhereTheMessageIs(0);
  }

  /** Shapes the log with {@code after} lines after the error line, in text and JSON, and checks that they agree. */
  private void agreeAndStartWhereTheMessageIs(int after) throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 20_000; i++) {
      sb.append("INFO 2026-01-01 request ").append(i).append(" ok\n");
    }
    sb.append(MESSAGE).append("x".repeat(100 * 1024 - MESSAGE.length())).append('\n');
    for (int i = 0; i < after; i++) {
      sb.append("done step ").append(i).append('\n');
    }
    Path log = dir.resolve("hostile.log");
    Files.writeString(log, sb, StandardCharsets.UTF_8);
    for (List<String> unitBudget : List.of(List.of("chars", "2000"), List.of("chars", "8000"), List.of("bytes", "3000"),
        List.of("tokens", "1000"))) {
      String budget = unitBudget.get(1) + " " + unitBudget.get(0);
      String[] options = {"shape", "--no-store", "--unit", unitBudget.get(0), "--budget", unitBudget.get(1)};
      Cli json = new Cli();
      assertThat(json.run(concat(options, "--format", "json", log.toString()))).isZero();
      JsonNode n = new ObjectMapper().readTree(json.out());
      // the JSON answer keeps to the budget as a whole: its text was shaped to the budget it states
      String[] textOptions = options.clone();
      textOptions[5] = n.get("budget").get("limit").asText();
      Cli text = new Cli();
      assertThat(text.run(concat(textOptions, log.toString()))).isZero();
      String shown = text.out().stripTrailing();
      assertThat(n.get("text").asText()).isEqualTo(shown);

      List<String> lines = shown.lines().toList();
      assertThat(lines.stream().filter(l -> l.startsWith(MESSAGE))).as(budget).hasSize(1);
      assertThat(lines.stream().filter(l -> l.startsWith("[... cut inside line 20001: "))).as(budget).hasSize(1);
      long markedLines = 0;
      List<String> markers = new ArrayList<>();
      for (String l : lines) {
        Matcher m = MARKED.matcher(l);
        if (m.find()) {
          markedLines += Long.parseLong(m.group(1).replace(",", ""));
          markers.add(l);
        }
      }
      long jsonCut = 0;
      int jsonInside = 0;
      for (JsonNode c : n.get("cuts")) {
        if (c.get("reason").asText().equals("inside_line")) {
          jsonInside++;
          assertThat(c.get("from").asLong()).isEqualTo(20_001);
        } else {
          jsonCut += c.get("count").asLong();
        }
      }
      assertThat(jsonInside).as(budget).isEqualTo(1);
      assertThat(n.get("cuts").size() - jsonInside).as(budget + ": " + markers).isEqualTo(markers.size());
      assertThat(markedLines).as(budget).isEqualTo(jsonCut).isEqualTo(n.get("omitted_lines").asLong());
      Matcher summary = SHOWING.matcher(shown);
      assertThat(summary.find()).isTrue();
      long showing = Long.parseLong(summary.group(1).replace(",", ""));
      assertThat(showing).as(budget).isEqualTo(n.get("shown_lines").asLong());
      assertThat(showing + jsonCut).as(budget).isEqualTo(20_001 + after);
      assertThat(n.get("error_lines_shown").asLong()).as(budget).isEqualTo(1);
    }
  }

  private static String[] concat(String[] options, String... more) {
    String[] all = java.util.Arrays.copyOf(options, options.length + more.length);
    System.arraycopy(more, 0, all, options.length, more.length);
    return all;
  }
}
