package dev.candor;

import static dev.candor.StructuredFixtures.MAPPER;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Issue 11, items 5 and 7, held in every unit: arrays, NDJSON and CSV keep their head and tail
 * with the gap stated, records that signal failure are shown first and counted in the statement,
 * a nested tree keeps its top levels, and sniffing never turns a log into a table. Every output
 * stays valid in its format and within budget in chars, bytes and tokens.
 */
class StructuredKeepsFailuresInEveryUnitTest {

  private static List<Budget> budgets(int chars) {
    return List.of(Budget.chars(chars), Budget.bytes(chars), Budget.tokens(chars / 4, Tokenizer.o200k()),
        Budget.tokens(chars / 4, Tokenizer.approx()));
  }

  private static Shaped shape(String output, String command, int exit, Budget budget) {
    Shaped s = Shaper.builder().budget(budget).build().shape(output, Evidence.of(command, exit));
    assertThat(budget.measure(s.text())).as(budget + ":\n" + s.text()).isLessThanOrEqualTo(budget.limit());
    return s;
  }

  /** A pino log of a checkout service: 1,214 records, three of them errors (level 50), one of them fatal. */
  static String pinoLog() {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 1214; i++) {
      int level = i == 388 || i == 902 ? 50 : i == 1213 ? 60 : 30;
      String msg = level == 30 ? "request completed" : level == 60 ? "payment gateway unreachable, exiting"
          : "charge failed: card_declined for order ORD-" + (40_000 + i);
      sb.append(String.format(Locale.ROOT, "{\"level\":%d,\"time\":%d,\"pid\":4121,\"hostname\":\"checkout-7d9f\","
          + "\"reqId\":\"req-%d\",\"res\":{\"statusCode\":%d},\"responseTime\":%d,\"msg\":\"%s\"}\n",
          level, 1714557600000L + i * 37L, i, level == 30 ? 200 : 502, 3 + i % 40, msg));
    }
    return sb.toString();
  }

  @Test
  void ndjsonLogShowsItsThreeFailedRecordsOfTwelveHundredAndItsLastRecordInEveryUnit() throws IOException {
    String output = pinoLog();
    for (int chars : new int[] {2000, 4000, 8000}) {
      for (Budget b : budgets(chars)) {
        Shaped s = shape(output, "node server.js", 1, b);
        String text = s.text();
        for (String line : text.split("\n")) {
          assertThat(CorpusEvidenceTest.validJson("json", line)).as(b + ": " + line).isTrue();
        }
        assertThat(text).as(b + ":\n" + text)
            .contains("\"reqId\":\"req-388\"", "\"reqId\":\"req-902\"", "\"reqId\":\"req-1213\"")
            .contains("\"reqId\":\"req-1214\"") // the last record: the tail survives beside the failures
            .contains("\"reqId\":\"req-1\"");
        JsonNode candor = statementLine(text);
        assertThat(candor.get("of").asInt()).isEqualTo(1214);
        assertThat(candor.get("failures").asInt()).isEqualTo(3);
        assertThat(candor.get("kept").asText()).startsWith("the 3 failure records");
        assertThat(candor.get("cut").asText()).startsWith("items ");
      }
    }
  }

  private static JsonNode statementLine(String ndjson) throws IOException {
    for (String line : ndjson.split("\n")) {
      JsonNode n = MAPPER.readTree(line);
      if (n.has("candor")) {
        return n.get("candor");
      }
    }
    throw new AssertionError("no statement line in\n" + ndjson);
  }

  /** {@code gh run list --json ... | jq -r '@csv'}-like CSV: 600 workflow runs, 3 of them failed. */
  static String workflowRunsCsv() {
    StringBuilder sb = new StringBuilder("id,workflow,branch,status,conclusion,started_at,duration_s\n");
    for (int i = 1; i <= 600; i++) {
      boolean failed = i == 17 || i == 301 || i == 599;
      sb.append(String.format(Locale.ROOT, "%d,ci.yml,%s,completed,%s,2024-05-%02dT%02d:%02d:00Z,%d\n",
          9_100_000 + i, i % 5 == 0 ? "release" : "main", failed ? "failure" : "success", 1 + i % 28, i % 24,
          i % 60, 60 + i % 300));
    }
    return sb.toString();
  }

  @Test
  void csvShowsItsFailedRowsAndItsLastRowAndStatesBothInEveryUnit() throws IOException {
    String output = workflowRunsCsv();
    for (int chars : new int[] {2000, 4000, 8000}) {
      for (Budget b : budgets(chars)) {
        Shaped s = shape(output, "gh run list --limit 600 --csv", 0, b);
        List<List<String>> table = StructuredFixtures.parseCsv(s.text(), ',');
        assertThat(table).as(b + ":\n" + s.text()).allSatisfy(row -> assertThat(row).hasSize(7));
        assertThat(table.get(0)).containsExactly("id", "workflow", "branch", "status", "conclusion", "started_at",
            "duration_s");
        List<String> ids = new ArrayList<>();
        table.forEach(r -> ids.add(r.get(0)));
        assertThat(ids).as(b + ":\n" + s.text()).contains("9100017", "9100301", "9100599", "9100600", "9100001");
        String statement = table.get(StructuredFixtures.statementRow(table)).get(0);
        assertThat(statement).contains("of 600 rows").contains("kept the 3 failure rows").contains("; cut rows ");
      }
    }
  }

  /** semgrep's JSON report: 240 findings of four rules, 5 of them at severity ERROR. */
  static String semgrepJson() {
    String[] rules = {"javascript.lang.security.audit.unsafe-formatstring", "javascript.express.security.cors-misconfiguration",
        "javascript.lang.best-practice.leftover_debugging", "javascript.lang.correctness.useless-assign"};
    List<String> results = new ArrayList<>();
    for (int i = 1; i <= 240; i++) {
      boolean error = i % 48 == 7;
      String rule = error ? "javascript.express.security.audit.xss.direct-response-write" : rules[i % rules.length];
      results.add(String.format(Locale.ROOT, "{\"check_id\":\"%s\",\"path\":\"src/routes/r%03d.js\",\"start\":{\"line\":%d,"
          + "\"col\":5,\"offset\":%d},\"end\":{\"line\":%d,\"col\":40,\"offset\":%d},\"extra\":{\"message\":\"%s\","
          + "\"severity\":\"%s\",\"metadata\":{\"category\":\"%s\"},\"lines\":\"requires login\"}}",
          rule, i, 10 + i % 90, 300 + i, 10 + i % 90, 335 + i,
          error ? "Detected user input flowing directly into res.write: cross-site scripting" : "Finding " + i,
          error ? "ERROR" : i % 2 == 0 ? "WARNING" : "INFO", error ? "security" : "best-practice"));
    }
    return "{\"version\":\"1.52.0\",\"results\":[" + String.join(",", results)
        + "],\"errors\":[],\"paths\":{\"scanned\":[\"src\"]}}\n";
  }

  @Test
  void findingsReportShowsItsErrorFindingsAndTheTrueCountInEveryUnit() throws IOException {
    String output = semgrepJson();
    for (int chars : new int[] {2000, 4000, 8000}) {
      for (Budget b : budgets(chars)) {
        Shaped s = shape(output, "semgrep scan --json --config auto", 1, b);
        JsonNode doc = MAPPER.readTree(s.text());
        assertThat(doc.get("version").asText()).isEqualTo("1.52.0");
        JsonNode results = doc.get("results");
        List<String> shown = new ArrayList<>();
        for (JsonNode r : results) {
          if (r.has("extra")) {
            shown.add(r.get("path").asText() + " " + r.get("extra").get("severity").asText());
          }
        }
        JsonNode candor = statementFor(doc, "results");
        assertThat(candor.get("of").asInt()).as(s.text()).isEqualTo(240);
        assertThat(candor.get("failures").asInt()).isEqualTo(5);
        // Counts by rule over all 240 findings, kept or not: the true count, whatever is shown.
        JsonNode rules = candor.get("aggregates").get("fields").get("check_id").get("values");
        assertThat(rules.get("javascript.express.security.audit.xss.direct-response-write").asInt()).isEqualTo(5);
        int sum = 0;
        for (JsonNode n : rules) {
          sum += n.asInt();
        }
        assertThat(sum).isEqualTo(240);
        if (chars == 2000) {
          // Five findings of ~400 chars and the figures do not fit 2,000: the errors come first, and the
          // statement says how many of them are shown.
          assertThat(shown).as(b + ":\n" + s.text()).hasSizeGreaterThanOrEqualTo(3).allMatch(f -> f.endsWith(" ERROR"));
          assertThat(candor.get("kept").asText()).isEqualTo(shown.size() + " of 5 failure records");
        } else {
          assertThat(shown).as(b + ":\n" + s.text()).contains("src/routes/r007.js ERROR", "src/routes/r055.js ERROR",
              "src/routes/r103.js ERROR", "src/routes/r151.js ERROR", "src/routes/r199.js ERROR",
              "src/routes/r001.js INFO", "src/routes/r240.js WARNING");
          // After the errors, the first and the last, the warnings come before more INFO findings.
          assertThat(candor.get("kept").asText()).as(s.text()).startsWith("the 5 failure records, ")
              .containsPattern("(the 120|\\d+ of 120) warning records, the first ");
        }
      }
    }
  }

  @Test
  void eslintReportStatesItsErrorAndWarningTotalsOverEveryFileWhenTheFiguresFit() throws IOException {
    // 100 files, 300 findings: 2 errors (errorCount) and 298 warnings (warningCount), summed over every file.
    String output = StructuredByContentTest.eslintJson();
    for (int chars : new int[] {4000, 8000}) {
      for (Budget b : budgets(chars)) {
        Shaped s = shape(output, "npx eslint -f json src", 1, b);
        JsonNode candor = MAPPER.readTree(s.text()).get("candor");
        assertThat(candor.get("of").asInt()).isEqualTo(100);
        assertThat(candor.get("failures").asInt()).isEqualTo(2);
        JsonNode fields = candor.get("aggregates").get("fields");
        assertThat(fields.get("errorCount").get("sum").asInt()).as(b + ":\n" + s.text()).isEqualTo(2);
        assertThat(fields.get("warningCount").get("sum").asInt()).isEqualTo(298);
        assertThat(fields.get("errorCount").get("count").asInt()).isEqualTo(100);
      }
    }
  }

  /** The statement of the array {@code name} inside {@code doc}: stated beside it, in the object's own statement. */
  private static JsonNode statementFor(JsonNode doc, String name) {
    JsonNode c = doc.get("candor");
    assertThat(c).as(doc.toString()).isNotNull();
    return c.get("arrays").get(name);
  }

  @Test
  void npmLsTreeNamesEveryDirectDependencyAndShowsEachVersionFromFourThousandInEveryUnit() throws IOException {
    String output = StructuredByContentTest.npmLsJson();
    for (int chars : new int[] {2000, 4000, 8000}) {
      for (Budget b : budgets(chars)) {
        Shaped s = shape(output, "npm ls --json --all", 0, b);
        JsonNode doc = MAPPER.readTree(s.text());
        assertThat(doc.get("name").asText()).as(b + ":\n" + s.text()).isEqualTo("shop-web");
        JsonNode deps = doc.get("dependencies");
        assertThat(deps.size()).as(b + ":\n" + s.text()).isEqualTo(12);
        int versions = 0;
        for (JsonNode dep : deps) {
          if (dep.has("version")) {
            versions++;
          } else {
            // Not opened yet when the budget ran out: summarised in place, never dropped.
            assertThat(dep.get("candor_gap").asText()).as(b + ":\n" + s.text()).matches("[0-9]+ keys?, [0-9,]+ bytes");
          }
        }
        assertThat(deps.get("express").get("version").asText()).as(b + ":\n" + s.text()).isNotEmpty();
        // Breadth first, but an opened dependency shows its resolved URL before the next one opens:
        // at 2,000 chars 11 of 12 versions show, at 500 o200k tokens 7.
        assertThat(versions).as(b + ":\n" + s.text()).isGreaterThanOrEqualTo(chars >= 4000 ? 12 : 7);
      }
    }
  }

  @Test
  void aPythonLoggingLogWithOneCommaALineIsTextAndKeepsItsError() {
    // logging's default asctime writes milliseconds after a comma: one comma a line, every line.
    StringBuilder log = new StringBuilder();
    for (int i = 0; i < 400; i++) {
      String at = String.format(Locale.ROOT, "2024-05-01 10:%02d:%02d,%03d", i / 60, i % 60, i * 7 % 1000);
      log.append(at).append(i == 251 ? " ERROR worker.sync: upstream refused connection to db-2:5432\n"
          : " INFO worker.sync: synced batch " + i + "\n");
    }
    Shaped s = Shaper.builder().budget(Budget.chars(2000)).build().shape(log.toString(), Evidence.of("python -m worker", 1));
    assertThat(s.strategy()).isNotEqualTo(Strategy.CSV);
    assertThat(s.text()).as(s.text()).contains("ERROR worker.sync: upstream refused connection to db-2:5432");
  }

  @Test
  void aColouredLogWithSemicolonsOnlyInItsEscapesIsTextInEveryUnit() {
    String esc = "\u001B";
    StringBuilder log = new StringBuilder();
    for (int i = 0; i < 300; i++) {
      log.append(esc).append(i == 150 ? "[1;31m" : "[1;32m").append(i == 150 ? "FAIL" : "PASS").append(esc)
          .append("[0m tests/unit/cart_").append(i).append(".test.ts").append('\n');
    }
    for (Budget b : budgets(2000)) {
      Shaped s = shape(log.toString(), "npx vitest run", 1, b);
      assertThat(s.strategy()).isNotEqualTo(Strategy.CSV);
      assertThat(s.text()).as(b + ":\n" + s.text()).contains("FAIL tests/unit/cart_150.test.ts");
    }
  }
}
