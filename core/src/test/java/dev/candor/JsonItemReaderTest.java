package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.candor.StructuredShaper.NotStructured;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Reading a JSON document or NDJSON to its end, keeping the first items as compact text and counting all. */
class JsonItemReaderTest {
  private static final long CAP = 64 * 1024;

  private static InputStream in(String json) {
    return new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8));
  }

  private static JsonDocument document(String json) throws IOException, NotStructured {
    return JsonItemReader.readDocument(in(json), CAP);
  }

  @Test
  void aTopLevelArrayKeepsItsItemsAsCompactJson() throws Exception {
    JsonDocument doc = document("[\n  {\"id\": 1, \"tags\": [\"a\", \"b\"]},\n  {\"id\": 2, \"tags\": []}\n]\n");
    assertThat(doc.kind()).isEqualTo(JsonDocument.Kind.ARRAY);
    assertThat(doc.array().kept()).containsExactly("{\"id\":1,\"tags\":[\"a\",\"b\"]}", "{\"id\":2,\"tags\":[]}");
    assertThat(doc.array().total()).isEqualTo(2);
  }

  @Test
  void numbersKeepTheirOriginalText() throws Exception {
    assertThat(document("[1.50, 1e3, -0.0, 123456789012345678901234567890]").array().kept())
        .containsExactly("1.50", "1e3", "-0.0", "123456789012345678901234567890");
  }

  @Test
  void itemsPastTheReadCapAreCountedButNotKept() throws Exception {
    StringBuilder json = new StringBuilder("[");
    for (int i = 0; i < 5_000; i++) {
      json.append(i == 0 ? "" : ",").append("{\"n\":").append(i).append(",\"msg\":\"line of the log\"}");
    }
    ItemRun items = JsonItemReader.readDocument(in(json.append("]").toString()), 1_000).array();
    assertThat(items.total()).isEqualTo(5_000);
    assertThat(items.keptCount()).isBetween(1, 4_999);
    assertThat(items.kept().get(0)).isEqualTo("{\"n\":0,\"msg\":\"line of the log\"}");
  }

  @Test
  void aTopLevelObjectKeepsItsMembersInOrderWithArraysAsItems() throws Exception {
    JsonDocument doc = document("{\"status\": \"ok\", \"items\": [3, 1, 2], \"next\": null}");
    assertThat(doc.kind()).isEqualTo(JsonDocument.Kind.OBJECT);
    assertThat(doc.members()).extracting(JsonMember::name).containsExactly("status", "items", "next");
    assertThat(doc.members().get(0).value()).isEqualTo("\"ok\"");
    assertThat(doc.members().get(1).isArray()).isTrue();
    assertThat(doc.members().get(1).array().kept()).containsExactly("3", "1", "2");
    assertThat(doc.members().get(2).value()).isEqualTo("null");
    assertThat(doc.membersPastCap()).isZero();
  }

  @Test
  void aScalarDocumentIsKeptAsItsText() throws Exception {
    JsonDocument doc = document("  \"just a string\"\n");
    assertThat(doc.kind()).isEqualTo(JsonDocument.Kind.SCALAR);
    assertThat(doc.scalar()).isEqualTo("\"just a string\"");
  }

  @Test
  void aSecondValueAfterTheDocumentIsNotOneDocument() {
    assertThatThrownBy(() -> document("{\"a\": 1}\n{\"a\": 2}\n"))
        .isInstanceOf(NotStructured.class).hasMessageContaining("a second value starts at line 2");
  }

  @Test
  void emptyInputIsNotJson() {
    assertThatThrownBy(() -> document("  \n")).isInstanceOf(NotStructured.class).hasMessageContaining("empty");
  }

  @Test
  void invalidJsonIsNotStructuredAndNotTruncated() {
    assertThatThrownBy(() -> document("[1, 2,, 3]"))
        .isInstanceOf(NotStructured.class)
        .satisfies(e -> assertThat(((NotStructured) e).truncated()).isFalse());
  }

  @Test
  void jsonThatStopsInsideAnItemIsTruncated() {
    assertThatThrownBy(() -> document("[{\"id\": 1}, {\"id\": 2, \"name\": \"cut o"))
        .isInstanceOf(NotStructured.class)
        .satisfies(e -> assertThat(((NotStructured) e).truncated()).isTrue());
  }

  @Test
  void ndjsonHasOneItemPerLineAndBlankLinesAreIgnored() throws Exception {
    ItemRun lines = JsonItemReader.readLines(in("{\"level\": \"info\"}\n\n{\"level\": \"error\"}\n  \n[1,2]\n"), CAP);
    assertThat(lines.total()).isEqualTo(3);
    assertThat(lines.kept()).containsExactly("{\"level\":\"info\"}", "{\"level\":\"error\"}", "[1,2]");
  }

  @Test
  void ndjsonWithTwoValuesOnOneLineIsNotNdjson() {
    assertThatThrownBy(() -> JsonItemReader.readLines(in("{\"a\": 1} {\"a\": 2}\n"), CAP))
        .isInstanceOf(NotStructured.class).hasMessageContaining("line 1 holds more than one JSON value");
  }

  @Test
  void ndjsonWithAValueOverSeveralLinesIsNotNdjson() {
    assertThatThrownBy(() -> JsonItemReader.readLines(in("{\"a\":\n 1}\n"), CAP))
        .isInstanceOf(NotStructured.class).hasMessageContaining("runs on to line 2");
  }

  /**
   * The items of an array named for failures (webpack's {@code errors}, mocha's {@code failures})
   * are failure records though their own fields carry no state; an array whose name only begins
   * with one ({@code errorPages}) holds no failures.
   */
  @Test
  void itemsOfAnArrayNamedForFailuresAreFailureRecords() throws Exception {
    JsonDocument doc = document("{\"errors\":[{\"moduleName\":\"./src/checkout/tax.js\",\"loc\":\"1:0-38\","
        + "\"message\":\"Module not found\"}],\"failures\":[{\"title\":\"rounds tax\"},{\"title\":\"sums\"}],"
        + "\"errorPages\":[{\"code\":404,\"page\":\"/404.html\"}],\"modules\":[{\"name\":\"./src/index.js\"}]}");
    java.util.Map<String, Long> failures = new java.util.HashMap<>();
    for (JsonMember m : doc.members()) {
      failures.put(m.name(), m.array().failures());
    }
    assertThat(failures).containsEntry("errors", 1L).containsEntry("failures", 2L).containsEntry("errorPages", 0L)
        .containsEntry("modules", 0L);
  }
}
