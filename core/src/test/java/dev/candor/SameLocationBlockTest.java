package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A report right after an error line about the same place in the source is part of the error's
 * block: a linter's warning that says why the select its error rejects is wrong, a type checker's
 * note under its error. A report about another line, or a longer line number, is not.
 */
class SameLocationBlockTest {

  /** A Verilog linter's width warnings, each with its instance, source and caret lines, and one error among them. */
  private static String lint() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 1000; i++) {
      if (i == 500) {
        sb.append("%Error: rtl/osc_pulse.v:42:37: Illegal bit or array select; type does not have a bit range\n")
            .append("                             : ... In instance top.u_osc_pulse\n")
            .append("   42 |       mod_q <= sustain_q + {pwidth_q[7:1], 1'b0};\n")
            .append("      |                                     ^\n")
            .append("%Warning-SELRANGE: rtl/osc_pulse.v:42:37: Extracting 7 bits from only 1 bit number\n")
            .append("                                        : ... In instance top.u_osc_pulse\n")
            .append("   42 |       mod_q <= sustain_q + {pwidth_q[7:1], 1'b0};\n")
            .append("      |                                     ^\n");
      }
      int line = 10 + i % 40;
      if (i % 5 == 0) { // the same kind of warning elsewhere: the one at the error's place is no rare line
        sb.append(String.format(Locale.ROOT, "%%Warning-SELRANGE: rtl/mod_%02d.v:%d:%d: Extracting %d bits from only %d bit number%n",
                i / 10, line, 20 + i % 9, 2 + i % 6, 1 + i % 2))
            .append("                                        : ... In instance top.u_mod\n")
            .append(String.format(Locale.ROOT, "   %d |       s_%d <= {w_%d[%d:1], 1'b0};%n", line, i, i, 2 + i % 6))
            .append("      |                   ^\n");
      }
      sb.append(String.format(Locale.ROOT, "%%Warning-WIDTH: rtl/mod_%02d.v:%d:%d: Operator ASSIGNDLY expects %d bits on the"
              + " Assign RHS, but Assign RHS's VARREF 'q_%d' generates %d bits.%n", i / 10, line, 9 + i % 7, 8 + i % 5, i, 12))
          .append("                                        : ... In instance top.u_mod\n")
          .append(String.format(Locale.ROOT, "   %d |       r_%d <= q_%d;%n", line, i, i))
          .append("      |         ^~\n");
    }
    return sb.append("%Error: Exiting due to 1 error(s), 1201 warning(s)\n").toString();
  }

  @Test
  void aWarningAtTheErrorsOwnLocationComesWithTheError() throws IOException {
    assertThat(lint().length()).as("past what a streamed read holds at 4,000 chars").isGreaterThan(300_000);
    for (int budget : new int[] {4_000, 8_000}) {
      for (Shaped s : HeldAndStreamed.shape(lint(), Evidence.of("verilator --lint-only -Wall rtl/*.v", 1), budget)) {
        assertThat(s.size()).isLessThanOrEqualTo(budget);
        assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
        assertThat(s.text()).as(s.text()).contains("%Error: rtl/osc_pulse.v:42:37: Illegal bit or array select")
            .contains("%Warning-SELRANGE: rtl/osc_pulse.v:42:37: Extracting 7 bits from only 1 bit number");
      }
    }
  }

  @Test
  void aLocationIsAFileWithAnExtensionAndItsLineNumbers() {
    assertThat(Blocks.location("%Error: rtl/osc_pulse.v:42:37: Illegal")).isEqualTo("rtl/osc_pulse.v:42:37");
    assertThat(Blocks.location("app/models.py:12: error: Incompatible types")).isEqualTo("app/models.py:12");
    assertThat(Blocks.location("ERROR: deploy failed at 12:30")).isNull();
  }

  @Test
  void onlyALineAtTheSamePlaceAndAsIndentedBelongs() {
    String at = "app/models.py:12";
    assertThat(Blocks.belongs(0, 0, "app/models.py:12: note: Revealed type is \"builtins.int\"", at)).isTrue();
    assertThat(Blocks.belongs(0, 0, "app/models.py:120: error: Name \"x\" is not defined", at)).isFalse();
    assertThat(Blocks.belongs(0, 0, "lib/app/models.py:12: error: another file", at)).isFalse();
    assertThat(Blocks.belongs(0, 0, "app/models.py:12: note: anything", null)).isFalse();
  }
}
