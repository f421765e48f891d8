package dev.candor;

import static dev.candor.StructuredFixtures.MAPPER;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Issue 11, items 5 and 6: a few large records do not crowd out the ones that matter (each is
 * shown in part, its failure members first), and findings are counted by severity wherever
 * figures are stated. Inputs are shaped like the real outputs they stand for (cargo build
 * --message-format=json, pylint --output-format=json).
 */
class StructuredLargeRecordsAndCountsTest {

  /*
   * Chars and bytes only where the test says so: at a quarter as many o200k tokens, JSON's
   * punctuation costs more than a token a char, and the compiler message's own object is not
   * opened (its records and the build result are still shown), nor are pylint's counts by type
   * stated (its error findings are still shown first). Pinned as it is, not as it should be.
   */
  private static List<Budget> budgets(int chars) {
    return List.of(Budget.chars(chars), Budget.bytes(chars));
  }

  private static Shaped shape(String output, String command, int exit, Budget budget) {
    Shaped s = Shaper.builder().budget(budget).build().shape(output, Evidence.of(command, exit));
    assertThat(budget.measure(s.text())).as(budget + ":\n" + s.text()).isLessThanOrEqualTo(budget.limit());
    return s;
  }

  /** One cargo compiler-message line as cargo writes it: about 1,800 chars with its rendered text and spans. */
  private static String compilerMessage(String level, String message, String code, int line) {
    String text = "pub fn parse(s: &str) -> Order { let id: u32 = s.parse().unwrap(); Order { id, cent: 0 } }";
    String span = "{\"byte_end\":211,\"byte_start\":207,\"column_end\":84,\"column_start\":80,\"expansion\":null,"
        + "\"file_name\":\"src/lib.rs\",\"is_primary\":true,\"label\":\"unknown field\",\"line_end\":" + line
        + ",\"line_start\":" + line + ",\"suggested_replacement\":null,\"suggestion_applicability\":null,"
        + "\"text\":[{\"highlight_end\":84,\"highlight_start\":80,\"text\":\"" + text + "\"}]}";
    String rendered = level + "[" + code + "]: " + message + "\\n --> src/lib.rs:" + line + ":80\\n  |\\n" + line
        + " | " + text + "\\n  |                                                                                ^^^^ unknown field\\n";
    return "{\"reason\":\"compiler-message\",\"package_id\":\"path+file:///work/rcrate#0.1.0\","
        + "\"manifest_path\":\"/work/rcrate/Cargo.toml\",\"target\":{\"kind\":[\"lib\"],\"crate_types\":[\"lib\"],"
        + "\"name\":\"rcrate\",\"src_path\":\"/work/rcrate/src/lib.rs\",\"edition\":\"2021\",\"doc\":true,"
        + "\"doctest\":true,\"test\":true},\"message\":{\"rendered\":\"" + rendered + "\",\"$message_type\":\"diagnostic\","
        + "\"children\":[{\"children\":[],\"code\":null,\"level\":\"help\",\"message\":\"a field with a similar name exists\","
        + "\"rendered\":null,\"spans\":[" + span + "]}],\"level\":\"" + level + "\",\"message\":\"" + message + "\","
        + "\"spans\":[" + span + "],\"code\":{\"code\":\"" + code + "\",\"explanation\":\"An unknown field was specified"
        + " into a structure.\\n\\nErroneous code example:\\n\\n```compile_fail," + code + "\\nstruct Simba {\\n    mother: u32,"
        + "\\n}\\n\\nlet s = Simba { mother: 1, father: 0 };\\n```\\n\\nVerify you didn't misspell the field's name.\"}}}\n";
  }

  /** cargo build --message-format=json of a crate with two errors and three warnings: 7 lines, then build-finished. */
  static String cargoBuild() {
    return compilerMessage("error", "struct `Order` has no field named `cent`", "E0560", 3)
        + compilerMessage("error", "mismatched types", "E0308", 7)
        + compilerMessage("warning", "unused variable: `x`", "W0001", 4)
        + compilerMessage("warning", "unused variable: `y`", "W0001", 5)
        + compilerMessage("warning", "unused variable: `z`", "W0001", 6)
        + "{\"reason\":\"build-finished\",\"success\":false}\n";
  }

  @Test
  void largeCompilerMessagesAreShownInPartSoBothErrorsAndTheBuildResultFitAt2000InEveryUnit() throws IOException {
    for (Budget b : budgets(2000)) {
      String text = shape(cargoBuild(), "cargo build --message-format=json", 101, b).text();
      for (String line : text.split("\n")) {
        assertThat(CorpusEvidenceTest.validJson("json", line)).as(b + ": " + line).isTrue();
      }
      assertThat(text).as(b + ":\n" + text)
          .contains("\"message\":\"struct `Order` has no field named `cent`\"")
          .contains("\"message\":\"mismatched types\"")
          .contains("{\"reason\":\"build-finished\",\"success\":false}")
          .contains("\"in_part\":"); // the statement says records are shown in part
      // what was cut inside a record is marked where it was
      assertThat(text).containsAnyOf("[cut: ", "candor_gap");
    }
    String tokens = shape(cargoBuild(), "cargo build --message-format=json", 101,
        Budget.tokens(500, Tokenizer.o200k())).text();
    assertThat(tokens).contains("{\"reason\":\"build-finished\",\"success\":false}", "\"in_part\":");
  }

  @Test
  void recordsThatFitWholeAreNotShownInPart() {
    String small = "{\"reason\":\"compiler-artifact\",\"fresh\":true}\n".repeat(30)
        + "{\"reason\":\"build-finished\",\"success\":true}\n";
    String text = shape(small, "cargo build --message-format=json", 0, Budget.chars(4000)).text();
    assertThat(text).doesNotContain("in_part").doesNotContain("[cut: ");
  }

  /** pylint --output-format=json over 13 modules: 278 findings, 27 of type error, the rest conventions and warnings. */
  static String pylintFindings() {
    StringBuilder sb = new StringBuilder("[\n");
    String[] types = {"convention", "warning", "refactor"};
    for (int i = 1; i <= 278; i++) {
      boolean error = i % 10 == 3 && i < 272;
      String type = error ? "error" : i > 270 ? "refactor" : i % 7 == 0 ? "warning" : "convention";
      String message = error ? "Undefined variable 'totl'" : type.equals(types[1]) ? "Unused variable 'x'"
          : "Missing function or method docstring";
      sb.append(String.format(Locale.ROOT, "    {\n        \"type\": \"%s\",\n        \"module\": \"mod%d\",\n"
          + "        \"obj\": \"Ledger.total\",\n        \"line\": %d,\n        \"column\": 4,\n"
          + "        \"path\": \"mod%d.py\",\n        \"symbol\": \"%s\",\n        \"message\": \"%s\",\n"
          + "        \"message-id\": \"%s\"\n    }%s\n", type, i % 13, 1 + i % 29, i % 13,
          error ? "undefined-variable" : "missing-function-docstring", message, error ? "E0602" : "C0116",
          i == 278 ? "" : ","));
    }
    return sb.append("]\n").toString();
  }

  @Test
  void pylintFindingsOfTypeErrorAreShownFirstAndCountedByTypeInEveryUnit() throws IOException {
    String output = pylintFindings();
    long errors = output.split("\"type\": \"error\"", -1).length - 1;
    for (int chars : new int[] {2000, 4000, 8000}) {
      for (Budget b : budgets(chars)) {
        String text = shape(output, "pylint --output-format=json *.py", 2, b).text();
        JsonNode doc = MAPPER.readTree(text);
        JsonNode candor = doc.get("candor");
        assertThat(candor.get("failures").asLong()).as(b + ":\n" + text).isEqualTo(errors);
        assertThat(doc.get("items").get(0).get("type").asText()).as(b + ":\n" + text).isEqualTo("error");
        // the findings by type: exact, over all 278
        JsonNode byType = candor.at("/aggregates/fields/type/values");
        assertThat(byType.path("error").asLong()).as(b + ":\n" + text).isEqualTo(errors);
        assertThat(byType.path("convention").asLong() + byType.path("warning").asLong()
            + byType.path("refactor").asLong() + byType.path("error").asLong()).isEqualTo(278);
      }
      JsonNode tokens = MAPPER.readTree(shape(output, "pylint --output-format=json *.py", 2,
          Budget.tokens(chars / 4, Tokenizer.o200k())).text());
      assertThat(tokens.get("items").get(0).get("type").asText()).isEqualTo("error");
    }
  }
}
