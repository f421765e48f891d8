package dev.candor.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.Budget;
import dev.candor.Tokenizer;
import dev.candor.store.Handle;
import dev.candor.store.ResultMeta;
import dev.candor.store.ResultStore;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MoreToolTest {
  private static final Budget BUDGET = Budget.tokens(2_000, Tokenizer.o200k());
  @TempDir Path dir;
  ResultStore store;
  Handle log;

  @BeforeEach
  void open() throws Exception {
    store = ResultStore.open("sqlite:" + dir.resolve("store.db"));
    String text = IntStream.rangeClosed(1, 50_000).mapToObj(i -> "line " + i + (i % 1000 == 0 ? " ERROR boom" : " ok"))
        .collect(Collectors.joining("\n", "", "\n"));
    log = store.put(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), ResultMeta.none());
  }

  @AfterEach
  void close() {
    store.close();
  }

  private static String text(McpSchema.CallToolResult r) {
    return ((McpSchema.TextContent) r.content().get(0)).text();
  }

  @Test
  void linesBringsBackExactlyThatRangeAndSaysWhatIsNext() {
    McpSchema.CallToolResult r = MoreTool.call(store, Map.of("handle", log.value(), "lines", "20000:20002"), BUDGET);
    assertThat(r.isError()).isFalse();
    assertThat(text(r)).contains("line 20000 ERROR boom", "line 20001 ok", "line 20002 ok")
        .doesNotContain("line 19999 ", "line 20003 ").contains("next: line 20,003");
  }

  @Test
  void pageAndTailStayWithinTheBudget() {
    String page = text(MoreTool.call(store, Map.of("handle", log.value(), "page", 2), BUDGET));
    String tail = text(MoreTool.call(store, Map.of("handle", log.value(), "tail", 3), BUDGET));
    assertThat(BUDGET.measure(page)).isLessThanOrEqualTo(2_000);
    assertThat(page).doesNotContain("line 1 ok");
    assertThat(tail).contains("line 50000 ERROR boom", "line 49998 ok").doesNotContain("line 49997 ");
  }

  @Test
  void grepCountsEveryMatch() {
    String t = text(MoreTool.call(store, Map.of("handle", log.value(), "grep", "ERROR", "max", 5), BUDGET));
    assertThat(t).contains("1000:line 1000 ERROR boom", "5 of 50 matching lines shown");
  }

  @Test
  void itemsAndFieldsProjectAJsonResultAsValidJson() throws Exception {
    String json = "{\"total\":3,\"items\":[{\"id\":1,\"u\":{\"n\":\"a\",\"x\":0}},{\"id\":2,\"u\":{\"n\":\"b\"}},{\"id\":3}]}";
    Handle h = store.put(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), ResultMeta.none());
    String t = text(MoreTool.call(store, Map.of("handle", h.value(), "items", "2:3", "fields", "id,u.n"), BUDGET));
    assertThat(t).contains("\"id\":2", "\"n\":\"b\"", "\"id\":3").doesNotContain("\"x\"", "\"id\":1");
  }

  @Test
  void badInputIsAnErrorResultThatSaysWhatToDo() {
    McpSchema.CallToolResult unknown = MoreTool.call(store, Map.of("handle", "cnd_" + "a".repeat(32)), BUDGET);
    McpSchema.CallToolResult twoOps = MoreTool.call(store, Map.of("handle", log.value(), "lines", "1:2", "tail", 3), BUDGET);
    McpSchema.CallToolResult noHandle = MoreTool.call(store, Map.of(), BUDGET);
    McpSchema.CallToolResult badRange = MoreTool.call(store, Map.of("handle", log.value(), "lines", "9:3"), BUDGET);
    assertThat(unknown.isError()).isTrue();
    assertThat(twoOps.isError()).isTrue();
    assertThat(text(twoOps)).contains("give one of");
    assertThat(text(noHandle)).contains("handle");
    assertThat(text(badRange)).contains("A:B");
  }

  @Test
  void definitionRequiresAHandle() {
    McpSchema.Tool t = MoreTool.definition();
    assertThat(t.name()).isEqualTo("candor_more");
    assertThat(t.inputSchema().get("required")).isEqualTo(java.util.List.of("handle"));
  }
}
