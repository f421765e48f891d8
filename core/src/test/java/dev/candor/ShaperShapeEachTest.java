package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link Shaper#shapeEach} reads an output once for many budgets: each of its observations is the
 * one {@link Shaper#shape} makes at that budget alone, on outputs shorter than every scan's windows,
 * between the smallest's and the largest's, and longer than all of them (the runtimes' caps that
 * {@code candor probe} compares at, in chars, bytes and tokens).
 */
class ShaperShapeEachTest {
  private static final List<Budget> CAPS = List.of(
      Budget.chars(30_000), Budget.chars(20_000), Budget.bytes(10_000), new Budget(10_000, Unit.TOKENS, Tokenizer.approx()),
      Budget.chars(8_000), Budget.chars(100_000), Budget.bytes(51_200), Budget.chars(400), Budget.tokens(2_000, Tokenizer.o200k()));

  static Stream<Object[]> outputs() {
    List<Object[]> out = new ArrayList<>();
    for (int size : new int[] {3_000, 200_000, 600_000, 3_000_000}) {
      out.add(new Object[] {"build log of " + size + " bytes", log(size, 11)});
      out.add(new Object[] {"empty lines, " + size, "\n".repeat(size).getBytes(StandardCharsets.UTF_8)});
    }
    out.add(new Object[] {"one 2 MB line", ("x".repeat(2_000_000) + " error: at the end").getBytes(StandardCharsets.UTF_8)});
    out.add(new Object[] {"progress bars and escapes", progress(40_000)});
    byte[] bin = new byte[1_500_000];
    new Random(3).nextBytes(bin);
    out.add(new Object[] {"binary", bin});
    return out.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("outputs")
  void eachObservationIsTheOneShapedAtItsBudgetAlone(String name, byte[] output) throws IOException {
    Evidence ev = Evidence.of("make -j4 all", 2);
    List<Shaped> each = new ArrayList<>();
    assertThat(Shaper.builder().build().shapeEach(new ByteArrayInputStream(output), ev, CAPS, each::add)).isTrue();
    assertThat(each).hasSize(CAPS.size());
    for (int i = 0; i < CAPS.size(); i++) {
      Shaped alone = Shaper.builder().budget(CAPS.get(i)).build().shape(new ByteArrayInputStream(output), ev);
      Shaped shared = each.get(i);
      assertThat(shared.budget()).isEqualTo(CAPS.get(i));
      assertThat(shared.text()).as(name + " at " + CAPS.get(i)).isEqualTo(alone.text());
      assertThat(shared.cuts()).isEqualTo(alone.cuts());
      assertThat(shared.notes()).isEqualTo(alone.notes());
      assertThat(shared.input()).isEqualTo(alone.input());
    }
  }

  @Test
  void structuredOutputIsLeftToBeShapedOncePerBudget() throws IOException {
    byte[] json = "[{\"id\": 1}, {\"id\": 2}]".getBytes(StandardCharsets.UTF_8);
    List<Shaped> each = new ArrayList<>();
    assertThat(Shaper.builder().build().shapeEach(new ByteArrayInputStream(json), Evidence.none(), CAPS, each::add)).isFalse();
    assertThat(each).isEmpty();
  }

  private static byte[] log(int size, int seed) {
    Random r = new Random(seed);
    StringBuilder sb = new StringBuilder();
    for (int i = 1; sb.length() < size; i++) {
      int k = r.nextInt(200);
      if (k == 0) {
        sb.append("src/mod").append(i % 17).append(".c:").append(i).append(": error: undeclared 'x").append(i).append("'\n");
      } else if (k == 1) {
        sb.append("warning: unused variable v").append(i).append('\n');
      } else if (k < 5) {
        sb.append('\n');
      } else {
        sb.append("[").append(i).append("/9000] CC obj/file").append(i % 311).append(".o\n");
      }
    }
    sb.append("make: *** [Makefile:12: all] Error 2\n");
    return sb.toString().getBytes(StandardCharsets.UTF_8);
  }

  private static byte[] progress(int lines) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < lines; i++) {
      sb.append("\u001b[32mstep ").append(i).append("\u001b[0m ").append(i % 50 == 0 ? "\r 10%\r 50%\r100%" : "ok").append('\n');
    }
    return sb.toString().getBytes(StandardCharsets.UTF_8);
  }
}
