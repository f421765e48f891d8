package dev.candor.trace;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.candor.Budget;
import dev.candor.Evidence;
import dev.candor.Shaper;
import dev.candor.Tokenizer;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every span the builder produces fits the published schema. The checker below knows only {@code
 * type}, {@code required}, {@code properties}, {@code additionalProperties: false} and {@code
 * items}: enough to catch a field renamed, dropped, added or written with another type.
 */
class SpanSchemaTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  static Stream<Span> spans() {
    byte[] elf = {0x7f, 'E', 'L', 'F', 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0};
    return Stream.of(
        Spans.whole("ok\n", 0).build(),
        Spans.whole("ok\n", 0).handle("sqlite:42").signal(9).timedOut(true).build(),
        Spans.whole("", 0).build(),
        Spans.clipped().build(),
        Spans.of(Spans.shape("a\nb\n", Evidence.none().withTool("grep"), Budget.tokens(200, Tokenizer.approx())))
            .argv(List.of()).build(),
        Spans.of(Shaper.builder().budget(Budget.chars(300)).build()
            .shape(elf, Evidence.of("cat a.out", 0).withTool("terminal"))).build(),
        Spans.of(Spans.shape("[" + "{\"id\":1},".repeat(300) + "{\"id\":2}]",
            Evidence.of("curl api", 0).withTool("terminal"), Budget.chars(400))).build());
  }

  @ParameterizedTest
  @MethodSource("spans")
  void everyBuiltSpanMatchesTheSchema(Span span) throws IOException {
    List<String> problems = new ArrayList<>();
    check(schema(), JSON.readTree(span.toJson()), "$", problems);
    assertThat(problems).isEmpty();
  }

  @Test
  void checkerCatchesAWrongTypeAndAMissingField() throws IOException {
    ObjectNode line = (ObjectNode) JSON.readTree(Spans.whole("ok\n", 0).build().toJson());
    line.put("stdout_cap", "8192");
    line.remove("stderr_truncated");
    line.putObject("observation").put("chars", 1.5);
    List<String> problems = new ArrayList<>();
    check(schema(), line, "$", problems);
    assertThat(problems).contains("$: missing stderr_truncated", "$.stdout_cap: string, not [\"integer\",\"null\"]",
        "$.observation.chars: number, not \"integer\"", "$.observation: missing bytes");
  }

  @Test
  void docsCopyOfTheSchemaIsTheResource() throws IOException {
    Path docs = Path.of("..", "docs", "schema", "candor-span-1.schema.json");
    try (InputStream in = resource()) {
      assertThat(Files.readAllBytes(docs)).as("docs/schema copy of the schema resource").isEqualTo(in.readAllBytes());
    }
  }

  private static InputStream resource() {
    return SpanSchemaTest.class.getResourceAsStream("/candor-span-1.schema.json");
  }

  private static JsonNode schema() throws IOException {
    try (InputStream in = resource()) {
      JsonNode s = JSON.readTree(in);
      assertThat(s.get("$schema").asText()).isEqualTo("https://json-schema.org/draft/2020-12/schema");
      return s;
    }
  }

  private static void check(JsonNode schema, JsonNode value, String at, List<String> problems) {
    JsonNode type = schema.get("type");
    if (type != null && !typeMatches(type, value)) {
      problems.add(at + ": " + Json.typeName(value) + ", not " + type);
      return;
    }
    for (JsonNode name : schema.path("required")) {
      if (!value.has(name.asText())) {
        problems.add(at + ": missing " + name.asText());
      }
    }
    JsonNode props = schema.get("properties");
    if (props != null && value.isObject()) {
      for (Map.Entry<String, JsonNode> e : value.properties()) {
        JsonNode sub = props.get(e.getKey());
        if (sub != null) {
          check(sub, e.getValue(), at + "." + e.getKey(), problems);
        } else if (schema.path("additionalProperties").isBoolean() && !schema.get("additionalProperties").asBoolean()) {
          problems.add(at + ": unexpected " + e.getKey());
        }
      }
    }
    if (schema.has("items") && value.isArray()) {
      for (int i = 0; i < value.size(); i++) {
        check(schema.get("items"), value.get(i), at + "[" + i + "]", problems);
      }
    }
  }

  private static boolean typeMatches(JsonNode type, JsonNode value) {
    if (type.isArray()) {
      for (JsonNode t : type) {
        if (typeMatches(t, value)) {
          return true;
        }
      }
      return false;
    }
    String name = Json.typeName(value);
    return type.asText().equals(name) || (type.asText().equals("number") && name.equals("integer"));
  }
}
