package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link Shaper#scan} reads an output before its command has ended; shaped then with all the
 * evidence, it is the observation {@link Shaper#shape} makes of the same bytes with the same
 * evidence, notes and full output, on every corpus output at every budget.
 */
class ShaperScanTest {
  static Stream<Object[]> cases() {
    return Corpus.all().stream().flatMap(c -> Stream.of(400L, 8_000L).map(b -> new Object[] {c, b}));
  }

  @ParameterizedTest(name = "{0} at {1}")
  @MethodSource("cases")
  void aScanShapedLaterIsTheShapeOfTheWholeCall(Corpus.Case c, long budget) throws IOException {
    Evidence ev = c.asEvidence().withTool(c.tool());
    Evidence early = Evidence.none().withTool(c.tool()).withCommand(c.command());
    List<String> notes = List.of("stderr wrote lines L1-L2; stdout the rest, merged in arrival order", "1 secret masked (jwt)");
    Shaper.Builder b = Shaper.builder().budget(Budget.chars(budget)).note("given first");
    Scanned scanned = b.build().scan(new ByteArrayInputStream(c.output()), early);
    b.fullOutput("candor more cnd_x");
    notes.forEach(b::note);
    Shaped whole = b.build().shape(new ByteArrayInputStream(c.output()), ev);
    if (!scanned.complete()) {
      assertThat(whole.strategy()).isIn(Strategy.JSON, Strategy.NDJSON, Strategy.CSV, Strategy.TERMINAL);
      return;
    }
    Shaped later = scanned.shape(ev, "candor more cnd_x", notes);
    assertThat(later.text()).isEqualTo(whole.text());
    assertThat(later.notes()).isEqualTo(whole.notes());
    assertThat(later.cuts()).isEqualTo(whole.cuts());
    assertThat(later.input()).isEqualTo(whole.input());
  }

  @Test
  void structuredOutputIsReadOnlyToItsStartAndMustBeShapedAgain() throws IOException {
    byte[] json = "[{\"id\": 1}, {\"id\": 2}]".getBytes(java.nio.charset.StandardCharsets.UTF_8);
    Scanned s = Shaper.builder().build().scan(new ByteArrayInputStream(json), Evidence.none().withCommand("curl x"));
    assertThat(s.complete()).isFalse();
    assertThatThrownBy(() -> s.shape(Evidence.of("curl x", 0), null, List.of()))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("shape it again from its start");
  }
}
