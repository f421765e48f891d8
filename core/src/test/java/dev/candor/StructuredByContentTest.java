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
 * Structured results are shaped by what they hold: the last item survives beside the first ones,
 * records that signal failure are shown before others, and the statement says what was kept.
 * Each input is a small real-looking output of a common tool.
 */
class StructuredByContentTest {

  private static Shaped shape(String output, String command, int exit, int budget) {
    return Shaper.builder().budget(Budget.chars(budget)).build().shape(output, Evidence.of(command, exit));
  }

  /** {@code go test -json} of a package with 399 tests, one failing: 1,200 events. */
  static String goTestJson() {
    StringBuilder sb = new StringBuilder();
    String pkg = "example.com/shop/tax";
    sb.append("{\"Time\":\"2024-05-01T10:00:00.000001Z\",\"Action\":\"start\",\"Package\":\"").append(pkg).append("\"}\n");
    for (int i = 1; i <= 399; i++) {
      String test = "TestTaxForOrder_" + i;
      String at = String.format(Locale.ROOT, "\"Time\":\"2024-05-01T10:00:%02d.%06dZ\"", i / 10, i);
      sb.append('{').append(at).append(",\"Action\":\"run\",\"Package\":\"").append(pkg).append("\",\"Test\":\"")
          .append(test).append("\"}\n");
      sb.append('{').append(at).append(",\"Action\":\"output\",\"Package\":\"").append(pkg).append("\",\"Test\":\"")
          .append(test).append("\",\"Output\":\"=== RUN   ").append(test).append("\\n\"}\n");
      boolean fails = i == 137;
      if (fails) {
        sb.append('{').append(at).append(",\"Action\":\"output\",\"Package\":\"").append(pkg)
            .append("\",\"Test\":\"").append(test).append("\",\"Output\":\"    tax_test.go:42: got 7.50, want 8.00\\n\"}\n");
      }
      sb.append('{').append(at).append(",\"Action\":\"").append(fails ? "fail" : "pass").append("\",\"Package\":\"")
          .append(pkg).append("\",\"Test\":\"").append(test).append("\",\"Elapsed\":0.01}\n");
    }
    sb.append("{\"Time\":\"2024-05-01T10:00:31.000002Z\",\"Action\":\"fail\",\"Package\":\"").append(pkg)
        .append("\",\"Elapsed\":1.234}\n");
    return sb.toString();
  }

  @Test
  void goTestJsonStreamKeepsTheFailedTestAndTheFinalRecord() {
    String output = goTestJson();
    assertThat(output.split("\n")).hasSize(1200);
    for (int budget : new int[] {2000, 4000, 8000}) {
      Shaped s = shape(output, "go test -json ./...", 1, budget);
      assertThat(s.size()).isLessThanOrEqualTo(budget);
      assertThat(s.text()).as(budget + ":\n" + s.text())
          .contains("\"Action\":\"fail\",\"Package\":\"example.com/shop/tax\",\"Test\":\"TestTaxForOrder_137\"")
          .contains("\"Action\":\"fail\",\"Package\":\"example.com/shop/tax\",\"Elapsed\":1.234}")
          .contains("\"failures\":2")
          .contains("\"of\":1200");
      for (String line : s.text().split("\n")) {
        assertThat(CorpusEvidenceTest.validJson("json", line)).as(line).isTrue();
      }
    }
  }

  /**
   * {@code go test -json} of 120 passing subtests and one that panics: its trace arrives as 18
   * output events, the frame naming the test's own file among frames of the runtime and of
   * {@code testing}.
   */
  static String goTestPanicJson() {
    String pkg = "example.com/shop/cart";
    StringBuilder sb = new StringBuilder();
    java.util.function.BiConsumer<String, String> output = (test, text) -> sb.append("{\"Time\":\"2024-05-01T10:00:01Z\","
        + "\"Action\":\"output\",\"Package\":\"" + pkg + "\",\"Test\":\"" + test + "\",\"Output\":\"" + text + "\\n\"}\n");
    for (int i = 1; i <= 120; i++) {
      String test = String.format(Locale.ROOT, "TestTotal/lines_%03d", i);
      sb.append("{\"Time\":\"2024-05-01T10:00:01Z\",\"Action\":\"run\",\"Package\":\"").append(pkg)
          .append("\",\"Test\":\"").append(test).append("\"}\n");
      output.accept(test, "=== RUN   " + test);
      if (i == 97) {
        output.accept(test, "    --- FAIL: " + test + " (0.00s)");
        output.accept(test, "panic: runtime error: index out of range [3] with length 3 [recovered]");
        output.accept(test, "\\tpanic: runtime error: index out of range [3] with length 3");
        output.accept(test, "");
        output.accept(test, "goroutine 115 [running]:");
        output.accept(test, "testing.tRunner.func1.2({0x518d20, 0xc0000d0918})");
        output.accept(test, "\\t/usr/lib/go-1.21/src/testing/testing.go:1545 +0x24e");
        output.accept(test, "testing.tRunner.func1()");
        output.accept(test, "\\t/usr/lib/go-1.21/src/testing/testing.go:1548 +0x39f");
        output.accept(test, "panic({0x518d20, 0xc0000d0918})");
        output.accept(test, "\\t/usr/lib/go-1.21/src/runtime/panic.go:914 +0x212");
        output.accept(test, "example.com/shop/cart.TestTotal.func1(0xc000114d00)");
        output.accept(test, "\\t/home/ci/shop/cart/cart_test.go:23 +0x35e");
        output.accept(test, "testing.tRunner(0xc000114d00, 0xc000108dc0)");
        output.accept(test, "\\t/usr/lib/go-1.21/src/testing/testing.go:1595 +0x10b");
        output.accept(test, "created by testing.(*T).Run in goroutine 7");
        output.accept(test, "\\t/usr/lib/go-1.21/src/testing/testing.go:1648 +0x35f");
        sb.append("{\"Time\":\"2024-05-01T10:00:02Z\",\"Action\":\"fail\",\"Package\":\"").append(pkg)
            .append("\",\"Test\":\"").append(test).append("\",\"Elapsed\":0}\n");
        break;
      }
      output.accept(test, "    --- PASS: " + test + " (0.00s)");
      sb.append("{\"Time\":\"2024-05-01T10:00:01Z\",\"Action\":\"pass\",\"Package\":\"").append(pkg)
          .append("\",\"Test\":\"").append(test).append("\",\"Elapsed\":0}\n");
    }
    output.accept(null, "FAIL\\t" + pkg + "\\t0.079s");
    sb.append("{\"Time\":\"2024-05-01T10:00:02Z\",\"Action\":\"fail\",\"Package\":\"").append(pkg)
        .append("\",\"Elapsed\":0.08}\n");
    return sb.toString().replace(",\"Test\":\"null\"", "");
  }

  @Test
  void goTestPanicKeepsTheFrameInTheTestsOwnFileBesideThePanicLine() {
    String output = goTestPanicJson();
    for (int budget : new int[] {2000, 4000}) {
      Shaped s = shape(output, "go test -json ./...", 1, budget);
      assertThat(s.size()).isLessThanOrEqualTo(budget);
      assertThat(s.text()).as(budget + ":\n" + s.text())
          .contains("panic: runtime error: index out of range [3] with length 3 [recovered]")
          .contains("/home/ci/shop/cart/cart_test.go:23 +0x35e")
          .contains("\"Action\":\"fail\",\"Package\":\"example.com/shop/cart\",\"Test\":\"TestTotal/lines_097\"");
      for (String line : s.text().split("\n")) {
        assertThat(CorpusEvidenceTest.validJson("json", line)).as(line).isTrue();
      }
    }
  }

  /** {@code eslint -f json}: one result per file, 300 findings, 2 of them errors (severity 2). */
  static String eslintJson() {
    List<String> files = new ArrayList<>();
    for (int f = 1; f <= 100; f++) {
      List<String> messages = new ArrayList<>();
      int errors = 0;
      for (int m = 1; m <= 3; m++) {
        boolean error = f == 41 && m == 2 || f == 77 && m == 1;
        errors += error ? 1 : 0;
        String rule = error ? "no-undef" : "no-unused-vars";
        String text = error ? "'orderTotal' is not defined." : "'tmp" + m + "' is assigned a value but never used.";
        messages.add(String.format(Locale.ROOT, "{\"ruleId\":\"%s\",\"severity\":%d,\"message\":\"%s\",\"line\":%d,"
            + "\"column\":%d,\"nodeType\":\"Identifier\",\"messageId\":\"%s\",\"endLine\":%d,\"endColumn\":%d}",
            rule, error ? 2 : 1, text, 10 * m + f % 7, 5 + m, error ? "undef" : "unusedVar", 10 * m + f % 7, 12 + m));
      }
      files.add(String.format(Locale.ROOT, "{\"filePath\":\"/home/ci/shop/src/module%03d.js\",\"messages\":[%s],"
          + "\"suppressedMessages\":[],\"errorCount\":%d,\"fatalErrorCount\":0,\"warningCount\":%d,"
          + "\"fixableErrorCount\":0,\"fixableWarningCount\":0,\"usedDeprecatedRules\":[]}",
          f, String.join(",", messages), errors, 3 - errors));
    }
    return "[" + String.join(",", files) + "]\n";
  }

  @Test
  void eslintArrayShowsTheTwoErrorsAmongThreeHundredFindings() throws IOException {
    String output = eslintJson();
    for (int budget : new int[] {2000, 4000, 8000}) {
      Shaped s = shape(output, "npx eslint -f json src", 1, budget);
      assertThat(s.size()).isLessThanOrEqualTo(budget);
      JsonNode doc = MAPPER.readTree(s.text());
      List<String> shownFiles = new ArrayList<>();
      doc.get("items").forEach(item -> shownFiles.add(item.get("filePath").asText()));
      assertThat(shownFiles).as(budget + ":\n" + s.text())
          .contains("/home/ci/shop/src/module041.js", "/home/ci/shop/src/module077.js");
      assertThat(doc.get("candor").get("failures").asInt()).isEqualTo(2);
      assertThat(doc.get("candor").get("kept").asText()).as(s.text()).startsWith("the 2 failure records");
    }
  }

  private static final String[] PACKAGES = {"express", "lodash", "react", "react-dom", "axios", "dayjs", "zod",
    "pino", "undici", "yargs", "chalk", "commander", "debug", "ms", "semver", "mime-types", "accepts", "qs",
    "body-parser", "cookie", "send", "statuses", "depd", "on-finished", "raw-body", "iconv-lite", "bytes",
    "safe-buffer", "inherits", "setprototypeof"};

  /** One package of {@code npm ls --json --all}, with {@code width} dependencies down to {@code depth} levels. */
  private static com.fasterxml.jackson.databind.node.ObjectNode npmPackage(int seed, int depth, int width) {
    com.fasterxml.jackson.databind.node.ObjectNode p = MAPPER.createObjectNode();
    String name = PACKAGES[seed % PACKAGES.length];
    String version = (1 + seed % 5) + "." + (seed * 7 % 20) + "." + (seed % 9);
    p.put("version", version);
    p.put("resolved", "https://registry.npmjs.org/" + name + "/-/" + name + "-" + version + ".tgz");
    p.put("overridden", false);
    if (depth > 0) {
      com.fasterxml.jackson.databind.node.ObjectNode deps = p.putObject("dependencies");
      for (int i = 0; i < width; i++) {
        int child = seed * 31 + i * 17 + 3;
        deps.set(PACKAGES[child % PACKAGES.length] + (deps.has(PACKAGES[child % PACKAGES.length]) ? "-" + i : ""),
            npmPackage(child, depth - 1, Math.max(1, width - 2)));
      }
    }
    return p;
  }

  /** {@code npm ls --json --all} of a small web app: 12 direct dependencies, about 20 KB. */
  static String npmLsJson() throws IOException {
    com.fasterxml.jackson.databind.node.ObjectNode root = MAPPER.createObjectNode();
    root.put("version", "1.4.0");
    root.put("name", "shop-web");
    com.fasterxml.jackson.databind.node.ObjectNode deps = root.putObject("dependencies");
    for (int i = 0; i < 12; i++) {
      deps.set(PACKAGES[i], npmPackage(i + 1, 2, 3));
    }
    return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n";
  }

  @Test
  void npmLsTreeKeepsItsTopLevelKeysAndFirstLevelDependencyNames() throws IOException {
    String output = npmLsJson();
    assertThat(output.length()).isBetween(15_000, 30_000);
    for (int budget : new int[] {2000, 4000}) {
      Shaped s = shape(output, "npm ls --json --all", 0, budget);
      assertThat(s.size()).isLessThanOrEqualTo(budget);
      JsonNode doc = MAPPER.readTree(s.text());
      assertThat(doc.get("name").asText()).as(s.text()).isEqualTo("shop-web");
      assertThat(doc.get("version").asText()).isEqualTo("1.4.0");
      JsonNode deps = doc.get("dependencies");
      for (int i = 0; i < 12; i++) {
        assertThat(deps.has(PACKAGES[i])).as(budget + ": " + PACKAGES[i] + " in\n" + s.text()).isTrue();
      }
      // Opened breadth first: the first dependency shows its own members; deeper levels are summarised in place.
      assertThat(deps.get("express").get("version").asText()).as(s.text()).isNotEmpty();
      assertThat(s.text()).containsPattern("\\{\"candor_gap\":\"[0-9]+ keys?, [0-9,]+ bytes\"\\}");
    }
  }

  @Test
  void singleHugeElementIsDescendedIntoNotDroppedWhole() throws IOException {
    // kubectl get pods -o json | jq '[.items[0]]': one pod, its status far larger than the budget.
    StringBuilder conditions = new StringBuilder();
    for (int i = 0; i < 200; i++) {
      conditions.append(i == 0 ? "" : ",").append(String.format(Locale.ROOT,
          "\"probe-%03d\":{\"type\":\"Ready\",\"status\":\"True\",\"lastProbeTime\":\"2024-05-01T10:%02d:00Z\"}", i, i % 60));
    }
    String output = "[{\"apiVersion\":\"v1\",\"kind\":\"Pod\",\"metadata\":{\"name\":\"checkout-7d9f\","
        + "\"namespace\":\"shop\"},\"probes\":{" + conditions + "},\"phase\":\"Running\"}]";
    Shaped s = shape(output, "kubectl get pods -o json", 0, 2000);
    assertThat(s.size()).isLessThanOrEqualTo(2000);
    JsonNode doc = MAPPER.readTree(s.text());
    assertThat(doc.get("candor").get("showing").asInt()).as(s.text()).isEqualTo(1);
    assertThat(doc.get("candor").get("inside").asText()).startsWith("item 1 is shown in part");
    JsonNode pod = doc.get("items").get(0);
    assertThat(pod.get("apiVersion").asText()).isEqualTo("v1");
    assertThat(pod.get("metadata").get("name").asText()).isEqualTo("checkout-7d9f");
    assertThat(pod.get("phase").asText()).isEqualTo("Running");
    assertThat(pod.get("probes").get("candor").get("members").get("of").asInt()).isEqualTo(200);
  }

  @Test
  void objectKeepsAMemberThatSignalsFailureBesideItsFirstAndLastMembers() throws IOException {
    // A deploy API's response: hundreds of settings, the error among them.
    StringBuilder sb = new StringBuilder("{\"id\":\"dep-4821\"");
    for (int i = 0; i < 300; i++) {
      sb.append(String.format(Locale.ROOT, ",\"setting_%03d\":\"value-%d\"", i, i * 7));
      if (i == 150) {
        sb.append(",\"errors\":[{\"code\":\"QUOTA_EXCEEDED\",\"message\":\"cpu quota of 8 cores exceeded\"}]");
      }
    }
    String output = sb.append(",\"state\":\"ROLLED_BACK\"}").toString();
    Shaped s = shape(output, "curl -s https://deploy.example.com/api/deployments/dep-4821", 0, 1500);
    assertThat(s.size()).isLessThanOrEqualTo(1500);
    JsonNode doc = MAPPER.readTree(s.text());
    assertThat(doc.get("id").asText()).isEqualTo("dep-4821");
    assertThat(doc.get("state").asText()).isEqualTo("ROLLED_BACK");
    assertThat(doc.get("errors").get(0).get("message").asText()).as(s.text()).isEqualTo("cpu quota of 8 cores exceeded");
    assertThat(doc.get("candor").get("members").get("kept").asText()).contains("signal failure");
    assertThat(doc.has("candor_gap_2")).isTrue();
  }

  @Test
  void ndjsonWhoseLinesAreAllTooLargeShowsTheFailedOneInPartOnOneLine() throws IOException {
    StringBuilder labels = new StringBuilder();
    for (int i = 0; i < 300; i++) {
      labels.append(i == 0 ? "" : ",").append(String.format(Locale.ROOT, "\"label-%03d\":\"value-%d\"", i, i));
    }
    String output = "";
    for (String[] c : new String[][] {{"1a2b3c", "0", "/cart"}, {"9f8e7d", "137", "/checkout"}}) {
      output += "{\"Id\":\"" + c[0] + "\",\"State\":{\"Status\":\"exited\",\"ExitCode\":" + c[1] + "},"
          + "\"Labels\":{" + labels + "},\"Name\":\"" + c[2] + "\"}\n";
    }
    Shaped s = shape(output, "docker inspect --format '{{json .}}' cart checkout", 0, 1500);
    assertThat(s.size()).isLessThanOrEqualTo(1500);
    String[] lines = s.text().split("\n");
    assertThat(lines).as(s.text()).hasSize(2);
    for (String line : lines) {
      assertThat(CorpusEvidenceTest.validJson("json", line)).as(line).isTrue();
    }
    JsonNode candor = MAPPER.readTree(lines[0]).get("candor");
    assertThat(candor.get("inside").asText()).as(s.text()).startsWith("item 2 is shown in part");
    assertThat(candor.get("failures").asInt()).isEqualTo(1);
    JsonNode record = MAPPER.readTree(lines[1]);
    assertThat(record.get("Id").asText()).isEqualTo("9f8e7d");
    assertThat(record.get("State").get("ExitCode").asInt()).isEqualTo(137);
    assertThat(record.get("Name").asText()).isEqualTo("/checkout");
  }

  /** A sync job's log: 200 small records, then its final report, which lists every shard (about 15 KB). */
  static List<String> syncLogRecords() {
    List<String> records = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      records.add(String.format(Locale.ROOT,
          "{\"ts\":\"2024-05-01T10:%02d:%02dZ\",\"level\":\"info\",\"msg\":\"synced shard %d\",\"shard\":%d}",
          i / 60, i % 60, i, i));
    }
    StringBuilder shards = new StringBuilder();
    for (int i = 0; i < 200; i++) {
      shards.append(i == 0 ? "" : ",").append(String.format(Locale.ROOT,
          "\"shard-%03d\":{\"rows\":%d,\"bytes\":%d,\"state\":\"synced\"}", i, 1000 + i, 2048 * i));
    }
    records.add("{\"ts\":\"2024-05-01T10:05:00Z\",\"level\":\"info\",\"msg\":\"final report\",\"shards\":{"
        + shards + "},\"status\":\"done\",\"total_rows\":123456}");
    return records;
  }

  @Test
  void aFinalRecordTooLargeForTheRoomLeftIsShownInPartAndStopsNoOtherRecord() throws IOException {
    List<String> records = syncLogRecords();
    String ndjson = String.join("\n", records) + "\n";
    String array = "[" + String.join(",\n", records) + "]\n";
    for (int budget : new int[] {2000, 4000}) {
      Shaped lines = shape(ndjson, "sync-shards --log-format json", 0, budget);
      assertThat(lines.size()).isLessThanOrEqualTo(budget);
      String[] shown = lines.text().split("\n");
      for (String line : shown) {
        assertThat(CorpusEvidenceTest.validJson("json", line)).as(line).isTrue();
      }
      JsonNode last = MAPPER.readTree(shown[shown.length - 1]);
      assertThat(last.get("msg").asText()).as(lines.text()).isEqualTo("final report");
      assertThat(last.get("status").asText()).isEqualTo("done");
      assertThat(last.get("total_rows").asInt()).isEqualTo(123456);
      assertThat(last.get("shards").get("candor").get("members").get("of").asInt()).isEqualTo(200);
      assertThat(shown[0]).contains("\"msg\":\"synced shard 0\"");
      JsonNode statement = java.util.Arrays.stream(shown).map(l -> {
        try {
          return MAPPER.readTree(l);
        } catch (IOException e) {
          throw new AssertionError(e);
        }
      }).filter(n -> n.has("candor")).findFirst().orElseThrow().get("candor");
      assertThat(statement.get("showing").asInt()).as(lines.text()).isGreaterThan(3);
      assertThat(statement.get("inside").asText()).isEqualTo("item 201 is shown in part; its own statement says what is cut");

      Shaped doc = shape(array, "jq -s . sync.log", 0, budget);
      assertThat(doc.size()).isLessThanOrEqualTo(budget);
      JsonNode items = MAPPER.readTree(doc.text()).get("items");
      assertThat(items.size()).as(doc.text()).isGreaterThan(3);
      assertThat(items.get(items.size() - 1).get("status").asText()).isEqualTo("done");
      assertThat(MAPPER.readTree(doc.text()).get("candor").get("inside").asText()).startsWith("item 201 is shown in part");
    }
  }

  /** A linter's JSON report: a record per file, the first and last with many findings, the 13th holding the one parse error. */
  private static String lintReport() {
    String[] codes = {"L010", "L003", "L008", "L006", "L031", "L011"};
    List<String> files = new ArrayList<>();
    for (int f = 0; f < 36; f++) {
      int n = f == 0 ? 11 : f == 35 ? 21 : 3 + f % 4;
      List<String> found = new ArrayList<>();
      if (f == 12) {
        found.add("{\"line_no\":1,\"line_pos\":1,\"code\":\"PRS\",\"description\":\"Found unparsable section: 'create table credit_notes (...'\"}");
      }
      for (int v = 0; v < n; v++) {
        found.add(String.format(Locale.ROOT, "{\"line_no\":%d,\"line_pos\":%d,\"code\":\"%s\",\"description\":\"Keywords must be consistently lower case.\"}",
            2 + v, 1 + 7 * v, codes[(f + v) % codes.length]));
      }
      files.add(String.format(Locale.ROOT, "{\"filepath\":\"migrations/%04d_change.sql\",\"violations\":[%s]}", f + 1, String.join(",", found)));
    }
    return "[" + String.join(",", files) + "]\n";
  }

  @Test
  void aLargeItemShownWholeIsShownInPartWhenThatLetsTheRecordThatStandsOutShow() throws IOException {
    Shaped s = shape(lintReport(), "sqlfluff lint --format json migrations", 1, 4000);
    assertThat(s.size()).isLessThanOrEqualTo(4000);
    JsonNode doc = MAPPER.readTree(s.text());
    List<String> paths = new ArrayList<>();
    doc.get("items").forEach(i -> paths.add(i.get("filepath").asText()));
    assertThat(paths).as(s.text()).contains("migrations/0013_change.sql", "migrations/0001_change.sql", "migrations/0036_change.sql");
    assertThat(s.text()).contains("\"code\":\"PRS\"");
    assertThat(doc.get("candor").get("kept").asText()).startsWith("the record with a rare value: violations.").contains("(1 of 36)");
    JsonNode last = doc.get("items").get(doc.get("items").size() - 1);
    assertThat(last.get("candor").get("arrays").get("violations").get("of").asInt()).isEqualTo(21);
    assertThat(s.notes()).anyMatch(n -> n.equals("item 36 of 36 is shown in part: whole, it left no room for the next in line"));
  }

  @Test
  void csvWhoseLastRowMattersKeepsIt() throws IOException {
    StringBuilder sb = new StringBuilder("version,released,downloads\n");
    for (int i = 0; i < 400; i++) {
      sb.append(String.format(Locale.ROOT, "1.%d.%d,2023-%02d-%02d,%d\n", i / 10, i % 10, 1 + i / 40, 1 + i % 28, 1000 + i));
    }
    sb.append("2.0.0,2024-06-30,77\n");
    Shaped s = shape(sb.toString(), "psql -c 'copy releases to stdout csv header'", 0, 2000);
    assertThat(s.size()).isLessThanOrEqualTo(2000);
    assertThat(s.text()).contains("version,released,downloads\n1.0.0,2023-01-01,1000\n").contains("2.0.0,2024-06-30,77");
    List<List<String>> table = StructuredFixtures.parseCsv(s.text(), ',');
    assertThat(table).allSatisfy(row -> assertThat(row).hasSize(3));
    String statement = table.stream().filter(r -> r.get(0).startsWith("# candor:")).findFirst().orElseThrow().get(0);
    assertThat(statement).contains("showing").contains("of 401 rows").contains("; cut rows ").contains("the last");
  }

  @Test
  void arrayKeepsHeadAndTailWithEveryCutRangeStated() throws IOException {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 1; i <= 1200; i++) {
      sb.append(i == 1 ? "" : ",").append(String.format(Locale.ROOT,
          "{\"version\":\"0.%d.0\",\"published\":\"2024-01-01T00:00:%02dZ\"}", i, i % 60));
    }
    String output = sb.append("]").toString();
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.JSON, output, Budget.chars(1000));
    JsonNode doc = MAPPER.readTree(r.text());
    JsonNode items = doc.get("items");
    JsonNode candor = doc.get("candor");
    int n = items.size();
    assertThat(items.get(0).get("version").asText()).isEqualTo("0.1.0");
    assertThat(items.get(n - 1).get("version").asText()).isEqualTo("0.1200.0");
    int head = 0;
    while (items.get(head).get("version").asText().equals("0." + (head + 1) + ".0")) {
      head++;
    }
    int tail = n - head;
    assertThat(tail).isPositive();
    assertThat(candor.get("showing").asInt()).isEqualTo(n);
    assertThat(candor.get("cut").asText()).isEqualTo("items " + (head + 1) + "-" + (1200 - tail));
    assertThat(candor.get("kept").asText()).isEqualTo("the first " + head + ", the last " + tail);
    assertThat(r.cuts()).hasSize(1);
    assertThat(r.cuts().get(0).from()).isEqualTo(head + 1);
    assertThat(r.cuts().get(0).to()).isEqualTo(1200 - tail);
  }
}
