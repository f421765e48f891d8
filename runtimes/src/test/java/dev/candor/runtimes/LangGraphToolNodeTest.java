package dev.candor.runtimes;

import static dev.candor.runtimes.Bytes.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class LangGraphToolNodeTest {
  @Test
  void toolNode_passesTheReturnValueThroughUncut() {
    RuntimeProfile langgraph = Runtimes.named("langgraph");
    String big = "z".repeat(1_000_000);
    assertThat(langgraph.observe(utf8(big), OptionalInt.of(3))).isEqualTo(big);
    assertThat(langgraph.observe(utf8(big), OptionalInt.of(3), 10)).isEqualTo(big);
    assertThat(MarkerDetector.detect(big)).isEmpty();
  }
}
