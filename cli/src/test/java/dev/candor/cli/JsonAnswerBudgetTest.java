package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.candor.Budget;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every command that answers {@code --format json} with an observation keeps that observation to
 * the budget, at budgets too small for any summary: the answer parses, its {@code text} measures at
 * most the budget, and its {@code size} says so truly. {@code history}'s JSON is the observation
 * itself, so all of it keeps to the budget.
 */
class JsonAnswerBudgetTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;
  private String store;
  private String handle;
  private Path log;
  private Path doc;

  @BeforeEach
  void storeOneResultOfEachKind() throws Exception {
    store = "sqlite:" + dir.resolve("store.db");
    log = dir.resolve("build.log");
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 3_000; i++) {
      sb.append("[INFO] step ").append(i).append(i % 700 == 0 ? " error: disk quota exceeded" : " ok").append('\n');
    }
    Files.writeString(log, sb);
    doc = dir.resolve("items.json");
    StringBuilder items = new StringBuilder("[");
    for (int i = 0; i < 500; i++) {
      items.append(i == 0 ? "" : ",").append("{\"id\":").append(i).append(",\"name\":\"item ").append(i).append("\"}");
    }
    Files.writeString(doc, items.append("]"));
    Cli cli = new Cli();
    assertThat(cli.run("run", "--budget", "300", "--no-trace", "--store", store, "--", "seq", "1", "5000")).isZero();
    Matcher m = Pattern.compile("cnd_[a-z0-9]{32}").matcher(cli.out());
    assertThat(m.find()).as(cli.out()).isTrue();
    handle = m.group();
  }

  @ParameterizedTest
  @ValueSource(longs = {2, 7, 20, 60, 120, 300, 1200, 4000})
  void everyJsonAnswer_keepsToTheBudgetAsAWhole(long budget) throws Exception {
    String b = Long.toString(budget);
    List<String[]> calls = new ArrayList<>();
    calls.add(new String[] {"shape", "--no-store", "--budget", b, "--format", "json", log.toString()});
    calls.add(new String[] {"shape", "--store", store, "--budget", b, "--format", "json", log.toString()});
    calls.add(new String[] {"shape", "--no-store", "--budget", b, "--unit", "bytes", "--format", "json", doc.toString()});
    calls.add(new String[] {"shape", "--no-store", "--budget", b, "--unit", "tokens", "--format", "json", log.toString()});
    calls.add(new String[] {"run", "--store", store, "--no-trace", "--budget", b, "--format", "json", "--", "seq", "1", "3000"});
    calls.add(new String[] {"more", handle, "--store", store, "--budget", b, "--format", "json"});
    calls.add(new String[] {"more", handle, "--store", store, "--budget", b, "--unit", "tokens", "--format", "json"});
    calls.add(new String[] {"more", handle, "--store", store, "--budget", b, "--format", "json", "--tail", "40"});
    calls.add(new String[] {"more", handle, "--store", store, "--budget", b, "--format", "json", "--lines", "10:900"});
    calls.add(new String[] {"more", handle, "--store", store, "--budget", b, "--format", "json", "--page", "2"});
    calls.add(new String[] {"more", handle, "--store", store, "--budget", b, "--format", "json", "--grep", "9"});
    calls.add(new String[] {"more", handle, "--store", store, "--budget", b, "--format", "json", "--facts"});
    for (String[] args : calls) {
      Cli cli = new Cli();
      int status = cli.run(args);
      String call = String.join(" ", args);
      assertThat(status).as(call + "\n" + cli.err()).isZero();
      String answer = cli.out().endsWith("\n") ? cli.out().substring(0, cli.out().length() - 1) : cli.out();
      Budget limit = budgetOf(args, budget);
      assertThat(limit.measure(answer)).as(call + " measures its whole answer: " + answer).isLessThanOrEqualTo(budget);
      JsonNode n = JSON.readTree(answer);
      assertThat(n.isObject()).as(answer).isTrue();
      if (n.has("text")) {
        assertThat(limit.measure(n.get("text").asText())).as(call).isLessThanOrEqualTo(budget);
        if (n.has("size")) {
          assertThat(n.get("size").asLong()).as(call + " states what its text measures").isEqualTo(limit.measure(n.get("text").asText()));
        }
        if (!n.has("budget")) {
          assertThat(n.path("facts").asText()).as(call + " says its facts were cut: " + answer).isIn("counts", "none");
        }
      } else if (n.size() > 0) {
        assertThat(n.path("text_cut").asBoolean()).as(call + " says its text was left out: " + answer).isTrue();
      }
      boolean keptToShapeAgain = !(args[0].equals("shape") && args[1].equals("--no-store"));
      if (budget >= 120 && keptToShapeAgain) {
        assertThat(n.has("text")).as(call + " has room for a text: " + answer).isTrue();
      }
      if (budget >= 4000 && keptToShapeAgain) {
        assertThat(n.has("budget") && n.has("input") && n.has("cuts")).as(call + " shows every fact: " + answer).isTrue();
      }
    }
  }

  @org.junit.jupiter.api.Test
  void moreAsJson_belowTheSmallestObject_isAUsageErrorNamingTheFloor() {
    Cli cli = new Cli();
    assertThat(cli.run("more", handle, "--store", store, "--budget", "1", "--format", "json")).isEqualTo(2);
    assertThat(cli.err()).contains("at least 2");
  }

  @ParameterizedTest
  @ValueSource(longs = {2, 7, 12, 20, 45, 60, 99, 150, 300})
  void historyAsJson_isOneValidObjectWithinATinyBudget(long budget) throws Exception {
    Cli cli = new Cli();
    assertThat(cli.run("history", "--store", store, "--budget", Long.toString(budget), "--format", "json")).isZero();
    String answer = cli.out().endsWith("\n") ? cli.out().substring(0, cli.out().length() - 1) : cli.out();
    assertThat(Budget.chars(budget).measure(answer)).as(answer).isLessThanOrEqualTo(budget);
    JsonNode n = JSON.readTree(answer);
    assertThat(n.isObject()).as(answer).isTrue();
    if (budget >= 12) {
      assertThat(n.has("calls") || n.path("cut").asBoolean()).as("a list, or the word that it was cut: " + answer).isTrue();
    }
  }

  @org.junit.jupiter.api.Test
  void historyAsJson_belowTheSmallestObject_isAUsageErrorNamingTheFloor() {
    Cli cli = new Cli();
    assertThat(cli.run("history", "--store", store, "--budget", "1", "--format", "json")).isEqualTo(2);
    assertThat(cli.err()).contains("--budget 2 or more");
  }

  private static Budget budgetOf(String[] args, long limit) {
    List<String> a = List.of(args);
    String unit = a.contains("--unit") ? a.get(a.indexOf("--unit") + 1) : "chars";
    return switch (unit) {
      case "chars" -> Budget.chars(limit);
      case "bytes" -> Budget.bytes(limit);
      default -> Budget.tokens(limit, dev.candor.Tokenizer.named("o200k_base"));
    };
  }
}
