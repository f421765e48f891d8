package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.candor.ShapeException;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Random;
import org.junit.jupiter.api.Test;

class JqTest {
  private static final Jq.Limits QUICK = Jq.Limits.defaults().withTime(Duration.ofMillis(1_500));

  private static Jq.Result run(String data, String program, Jq.Input input, boolean slurp) throws Exception {
    byte[] b = data.getBytes(StandardCharsets.UTF_8);
    try (InputStream in = new ByteArrayInputStream(b)) {
      return Jq.run(in, b.length, program, input, slurp, QUICK);
    }
  }

  @Test
  void aSumOverSelectedRowsIsExactToTheCent() throws Exception {
    Random r = new Random(7);
    StringBuilder json = new StringBuilder("[");
    BigDecimal want = BigDecimal.ZERO;
    String[] regions = {"Iberia", "Nordics", "DACH"};
    for (int i = 0; i < 340; i++) {
      String region = regions[r.nextInt(3)];
      String quarter = "Q" + (1 + r.nextInt(4));
      BigDecimal amount = BigDecimal.valueOf(1 + r.nextInt(500_000), 2);
      if (region.equals("Iberia") && quarter.equals("Q2")) {
        want = want.add(amount);
      }
      json.append(i == 0 ? "" : ",").append("{\"region\":\"").append(region).append("\",\"quarter\":\"").append(quarter)
          .append("\",\"amount\":").append(amount.toPlainString()).append('}');
    }
    json.append(']');
    Jq.Result res = run(json.toString(), "[.[] | select(.region==\"Iberia\" and .quarter==\"Q2\") | .amount] | add",
        Jq.Input.JSON, false);
    assertThat(res.count()).isEqualTo(1);
    assertThat(new BigDecimal(res.text())).isEqualByComparingTo(want);
  }

  @Test
  void ndjsonRunsPerLineOrSlurpedAsOneArray() throws Exception {
    String lines = "{\"a\":1}\n{\"a\":2}\n{\"a\":3}\n";
    Jq.Result each = run(lines, ".a", Jq.Input.NDJSON, false);
    assertThat(each.count()).isEqualTo(3);
    assertThat(each.ndjson()).isTrue();
    assertThat(each.text()).isEqualTo("1\n2\n3");
    assertThat(run(lines, "map(.a) | add", Jq.Input.NDJSON, true).text()).isEqualTo("6");
  }

  @Test
  void csvRowsAreObjectsKeyedByTheHeaderWithNumbersAsNumbers() throws Exception {
    String csv = "region,quarter,amount,note\nIberia,Q2,10.25,\"a, quoted \"\"note\"\"\"\nIberia,Q2,0.75,\nNordics,Q2,5,x\n";
    assertThat(new BigDecimal(run(csv, "[.[] | select(.region==\"Iberia\") | .amount] | add", Jq.Input.CSV, false).text()))
        .isEqualByComparingTo("11");
    assertThat(run(csv, ".[0].note", Jq.Input.CSV, false).text()).isEqualTo("\"a, quoted \\\"note\\\"\"");
    assertThat(Jq.Input.of("text/plain", "region,q\n".getBytes())).isEqualTo(Jq.Input.CSV);
    assertThat(Jq.Input.of("text/plain", " [1]".getBytes())).isEqualTo(Jq.Input.JSON);
  }

  @Test
  void programsThatDoNotEndOrExplodeAreStoppedWithinTheirLimitAndTheNextOneRuns() throws Exception {
    for (String endless : new String[] {"repeat(.)", "range(1e12)", "last(range(1e12))", "[range(1e12)] | length",
        "def f: f + 1; f", "try repeat(.) catch 1", "[repeat(.)?]", "until(false; .)"}) {
      long start = System.nanoTime();
      assertThatThrownBy(() -> run("1", endless, Jq.Input.JSON, false)).as(endless)
          .isInstanceOf(ShapeException.class).hasMessageContaining("was stopped at its");
      assertThat((System.nanoTime() - start) / 1_000_000).as(endless).isLessThan(1_500 + 1_000 + 500);
    }
    assertThat(run("[1,2]", "add", Jq.Input.JSON, false).text()).isEqualTo("3");
  }

  @Test
  void badProgramsAndInputsAndTooLargeResultsSaySo() throws Exception {
    assertThatThrownBy(() -> run("1", ".[", Jq.Input.JSON, false)).hasMessageContaining("jq cannot parse");
    assertThatThrownBy(() -> run("{\"a\":1}", ".a | error(\"no\")", Jq.Input.JSON, false)).hasMessageContaining("failed");
    assertThatThrownBy(() -> run("{oops", ".", Jq.Input.JSON, false)).hasMessageContaining("not JSON");
    Jq.Limits small = new Jq.Limits(Duration.ofSeconds(1), 1_000, 1_000, 10);
    assertThatThrownBy(() -> Jq.run(new ByteArrayInputStream(new byte[20]), 20, ".", Jq.Input.JSON, false, small))
        .hasMessageContaining("--items A:B and --fields");
    Jq.Limits tinyOut = new Jq.Limits(Duration.ofSeconds(1), 1_000_000, 100, 1_000);
    assertThatThrownBy(() -> Jq.run(new ByteArrayInputStream("1".getBytes()), 1, "range(1000)", Jq.Input.JSON, false, tinyOut))
        .hasMessageContaining("output limit of 100 bytes");
  }
}
