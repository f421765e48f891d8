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
 * before the last three lines of a 20,004-line log. The text shows the line's start and one
 * {@code cut inside line 20001} mark, and the text's markers, the JSON answer's cuts and
 * omitted_lines, and the summary's "showing N of M lines" count the same lines.
 */
class HugeErrorLineShapeTest {
  @TempDir Path dir;

  private static final Pattern SHOWING = Pattern.compile("showing ([0-9,]+) of ([0-9,]+) lines");
  private static final Pattern MARKED = Pattern.compile("^\\[\\.\\.\\. cut (?:lines? )?.*?: ([0-9,]+) (?:empty )?lines?(?: like .*)?, [0-9,]+ bytes");

  @Test
  void textJsonAndSummaryAgreeAndTheLineStartsWhereItsMessageIs() throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 20_000; i++) {
      sb.append("INFO 2026-01-01 request ").append(i).append(" ok\n");
    }
    String message = "ERROR: database connection refused at host db-1 ";
    sb.append(message).append("x".repeat(100 * 1024 - message.length())).append('\n');
    sb.append("done step 0\ndone step 1\ndone step 2\n");
    Path log = dir.resolve("hostile.log");
    Files.writeString(log, sb, StandardCharsets.UTF_8);
    for (String budget : List.of("2000", "8000")) {
      Cli text = new Cli();
      assertThat(text.run("shape", "--no-store", "--budget", budget, log.toString())).isZero();
      Cli json = new Cli();
      assertThat(json.run("shape", "--no-store", "--budget", budget, "--format", "json", log.toString())).isZero();
      JsonNode n = new ObjectMapper().readTree(json.out());
      String shown = text.out().stripTrailing();
      assertThat(n.get("text").asText()).isEqualTo(shown);

      List<String> lines = shown.lines().toList();
      assertThat(lines.stream().filter(l -> l.startsWith(message))).as(budget).hasSize(1);
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
      assertThat(showing + jsonCut).as(budget).isEqualTo(20_004);
      assertThat(n.get("error_lines_shown").asLong()).as(budget).isEqualTo(1);
    }
  }
}
