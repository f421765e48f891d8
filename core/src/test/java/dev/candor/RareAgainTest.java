package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A template seen twice or three times is rare in each of its lines, not only its first: when
 * room is left after the head, the error and rare lines and the tail have theirs, the later lines
 * of a rare kind whose first is shown come before more of the routine, and before them the error
 * lines of a rare template that the error share had no room for.
 */
class RareAgainTest {

  /**
   * dnsdist's start-up marks resolver-a 'up'; 400 lines later its health checks time out and the
   * same kind of line marks it 'down'. That line was lost at 2,000 and 8,000 chars while the tail
   * grew by routine query lines.
   */
  @ParameterizedTest
  @ValueSource(ints = {2_000, 8_000})
  void aRareKindsLaterLineIsShownWhenItsFirstIs(int budget) {
    Shaped s = Corpus.byId("dnsdist-verbose-resolver-hang-marked-down-failover").shaped(budget);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    assertThat(s.text()).as(s.text()).contains("Marking downstream resolver-a (127.0.0.1:5301) as 'up'")
        .contains("Marking downstream resolver-a (127.0.0.1:5301) as 'down'");
  }

  /**
   * jshint's ~940 one-line reports end in forty lines of 'Missing semicolon' and the like, each
   * template seen hundreds of times; in the middle, a bad merge's second "Expected ')' to match"
   * was lost at every budget while the tail showed those routine lines.
   */
  @ParameterizedTest
  @ValueSource(ints = {2_000, 4_000, 8_000})
  void aRoutineTailGivesWayToARareKindsLaterLine(int budget) {
    Shaped s = Corpus.byId("jshint-warnings-around-one-syntax-error").shaped(budget);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    assertThat(s.text()).as(s.text())
        .contains("renewals.js: line 48, col 3, Expected ')' to match '(' from line 3 and instead saw 'function'.")
        .contains("Unrecoverable syntax error. (97% scanned).")
        .endsWith("941 errors");
  }

  /**
   * uvicorn logs a KeyError's traceback amid four hundred access lines, then the access line that
   * answered that request with a 500. The traceback took the error share, and that line was lost at
   * 2,000 chars while the tail showed a dozen more requests that were answered 200.
   */
  @Test
  void anErrorLineOfARareKindComesBeforeMoreOfARoutineTail() {
    Shaped s = Corpus.byId("uvicorn-log-keyerror-traceback-among-access-lines").shaped(2_000);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    assertThat(s.text()).as(s.text())
        .contains("KeyError: 'due_date'")
        .contains("\"GET /loans/overdue.csv HTTP/1.1\" 500 Internal Server Error")
        .endsWith("Finished server process [17085]");
  }

  /**
   * A streamed read keeps a rare template's later lines as it keeps its first: the second and the
   * third, in line order; none once the template is seen a fourth time, and never the first.
   */
  @Test
  void theStreamedCountKeepsTheSecondAndThirdLinesOfARareTemplate() {
    StringBuilder b = new StringBuilder();
    for (int i = 1; i <= 40; i++) {
      b.append("query ").append(i).append(" relayed to resolver-b\n");
      if (i == 10 || i == 20 || i == 30) {
        b.append("resolver-a marked ").append(i == 20 ? "'down'" : "'up'").append('\n');
      }
      if (i >= 5 && i <= 8) {
        b.append("cache flushed for zone ").append(i).append('\n');
      }
    }
    assertThat(again(b.toString())).containsExactly("resolver-a marked 'down'", "resolver-a marked 'up'");
  }

  /** What a streamed count keeps of rare templates' later lines: their texts, in line order. */
  private static List<String> again(String text) {
    return TemplateCounts.of(text).rareAgain(new Clean.Stats()).stream().map(r -> r.line().text()).toList();
  }
}
