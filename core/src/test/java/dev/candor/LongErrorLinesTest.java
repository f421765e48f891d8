package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 11 item 8: a line is cut inside itself only when it is longer than its share. An error
 * line that fits twice a line's share is shown whole (a compiler's message sits at the end of a
 * long path); a longer one shows both its ends around a marked cut, the place at its start and
 * what is wrong at its end. Before, both showed only their start, cut at a line's share, so the
 * message was lost.
 */
class LongErrorLinesTest {
  private static final String ROOT = "/home/ci/builds/4471/workspace/ledger-platform/services/settlement-engine/ledger-app/src/main/kotlin/com/acme/ledger/";

  private static Shaped shape(String input, Budget b, String command) throws IOException {
    return Shaper.builder().budget(b).build()
        .shape(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), Evidence.of(command, 1));
  }

  private static final String[] NAMES = {"accounts", "audit", "billing", "cache", "cli", "config", "export", "gateway",
      "importer", "invoices", "metrics", "notify", "payments", "reports", "scheduler", "search", "worker", "tenant"};

  /**
   * A Kotlin build: the modules' progress lines (each of its own words), the error whose message
   * ends its long line, the reactor's summary.
   */
  private static String kotlinBuild() {
    StringBuilder sb = new StringBuilder("[INFO] Scanning for projects...\n");
    for (int i = 0; i < NAMES.length; i++) {
      for (int j = 0; j < NAMES.length; j += 3) {
        sb.append("[INFO] ").append(NAMES[i]).append(": compiled sources against the ").append(NAMES[j])
            .append(" interfaces\n");
      }
    }
    sb.append("[INFO] --- kotlin-maven-plugin:2.0.21:compile (compile) @ ledger-app ---\n");
    sb.append("[ERROR] ").append(ROOT)
        .append("Settlement.kt: (5, 27) Initializer type mismatch: expected 'kotlin.Long', actual 'kotlin.String'.\n");
    for (int i = 0; i < NAMES.length; i++) {
      for (int j = 1; j < NAMES.length; j += 3) {
        sb.append("[INFO] ").append(NAMES[i]).append(": packaged resources for the ").append(NAMES[j]).append(" profile\n");
      }
    }
    return sb.append("[INFO] BUILD FAILURE\n").toString();
  }

  /** A g++ error naming a template instance 900 characters long, amid notes. */
  private static String gxxBuild() {
    StringBuilder sb = new StringBuilder("orders.cpp: In function 'int main()':\n");
    for (int i = 1; i <= 40; i++) {
      sb.append("/usr/include/c++/12/bits/stl_list.h:").append(2000 + i).append(":5: note:   candidate ").append(i)
          .append(": 'template<class _Tp, class _Alloc> bool std::operator==(const list<_Tp, _Alloc>&, const list<_Tp, _Alloc>&)'\n");
    }
    sb.append("/usr/include/c++/12/bits/predefined_ops.h:270:24: error: no match for 'operator==' (operand types are 'std::pair<")
        .append("std::vector<std::pair<std::string, int> >, ".repeat(20))
        .append("int>' and 'const char [4]')\n");
    for (int i = 1; i <= 40; i++) {
      sb.append("  ").append(300 + i).append(" |       { return __x == __y; }  // instantiated from orders.cpp:").append(i).append('\n');
    }
    return sb.toString();
  }

  @Test
  void anErrorLineThatFitsTwiceALinesShareIsShownWhole() throws IOException {
    String in = kotlinBuild();
    Shaped s = shape(in, Budget.chars(2_000), "mvn -B package");
    assertThat(s.text()).contains("Settlement.kt: (5, 27) Initializer type mismatch: expected 'kotlin.Long', actual 'kotlin.String'.");
    assertThat(MarkerAgreementPropertyTest.problem(MarkerAgreementPropertyTest.linesOf(in), s)).isNull();
  }

  @Test
  void aLongerErrorLineShowsBothItsEndsAroundAMarkedCut() throws IOException {
    String in = gxxBuild();
    List<String> lines = MarkerAgreementPropertyTest.linesOf(in);
    for (Budget b : List.of(Budget.chars(2_000), Budget.bytes(2_000), Budget.tokens(600, Tokenizer.o200k()))) {
      Shaped s = shape(in, b, "g++ -c orders.cpp");
      assertThat(s.text()).as("%s", b).contains("> L42: /usr/include/c++/12/bits/predefined_ops.h:270:24");
      assertThat(s.text()).as("%s", b).contains("int>' and 'const char [4]')");
      assertThat(s.cuts()).as("%s", b).anyMatch(c -> c.reason() == CutReason.INSIDE_LINE && c.from() == 42);
      assertThat(MarkerAgreementPropertyTest.problem(lines, s)).as("%s", b).isNull();
      assertThat(b.fits(s.text())).isTrue();
    }
  }
}
