package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The README's library example, compiled and run, so the docs cannot drift from the API. */
class ReadmeExampleTest {

  @Test
  void theLibraryExampleCompilesAndKeepsItsPromise() {
    byte[] processOutput = ("[INFO] start\n" + "[INFO] noise\n".repeat(20_000) + "[ERROR] boom\n")
        .getBytes(StandardCharsets.UTF_8);
    int exitCode = 1;
    // --- as in README.md ---
    Shaper shaper = Shaper.builder().budget(Budget.tokens(2_000, Tokenizer.o200k())).build();
    Shaped shaped = shaper.shape(processOutput, Evidence.of("mvn -B package", exitCode));
    String observation = shaped.text();
    // ---
    assertThat(Tokenizer.o200k().count(observation)).isLessThanOrEqualTo(2_000);
    assertThat(observation).contains("exit code: 1").contains("[ERROR] boom");
    assertThat(shaped.cuts()).isNotEmpty();
    assertThat(shaped.input().sha256()).hasSize(64);
  }

  @Test
  void theDispatcherExampleCompilesAndKeepsItsPromise() {
    java.util.Map<String, byte[]> kept = new java.util.HashMap<>();
    String rawJson = new StructuredProofTest.Truth(11).array();
    // --- as in README.md, with a map for the store ---
    ToolShapes shapes = ToolShapes.builder()
        .defaults(b -> b.budget(Budget.tokens(2_000, Tokenizer.o200k())))
        .tool("list_orders", b -> b.fields(java.util.List.of("order_id", "region", "amount"))
            .totals(java.util.List.of("amount", "region")))
        .keeper((tool, raw) -> {
          kept.put("cnd_1", raw);
          return "candor more cnd_1";
        })
        .build();
    Shaped seen = shapes.shape("list_orders", rawJson, Evidence.none());
    // ---
    assertThat(Tokenizer.o200k().count(seen.text())).isLessThanOrEqualTo(2_000);
    assertThat(seen.itemsTotal()).hasValue(340);
    assertThat(seen.text()).contains("candor more cnd_1").contains("\"region\"").doesNotContain("ship_date");
    assertThat(kept.get("cnd_1")).isEqualTo(rawJson.getBytes(StandardCharsets.UTF_8));
  }
}
