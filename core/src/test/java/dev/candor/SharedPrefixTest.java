package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A log line cut to its start under the line above it shows its message instead of the prefix
 * that line just showed. Radicale logs the answer to a phone's DELETE of a whole calendar as
 * {@code [time] [pid/thread] [INFO] DELETE response status for ...: 200 OK}; cut after its 79-char
 * prefix, it said nothing of what was deleted.
 */
class SharedPrefixTest {
  private static final Selector SEL = new Selector(Budget.chars(10_000));
  private static final String PREFIX = "[2026-12-06 18:31:09 +0000] [25129/Thread-24 (process_request_thread)] [INFO] ";

  @Test
  void theSharedStartEndsAfterItsLastSpace() {
    assertThat(Owners.sharedStart(PREFIX + "DELETE response", PREFIX + "Successful login", 1_000))
        .isEqualTo(PREFIX.length());
    assertThat(Owners.sharedStart("    at Foo.bar(Foo.java:1)", "    at Foo.baz(Foo.java:2)", 1_000)).isZero();
    assertThat(Owners.sharedStart("alpha", "beta", 1_000)).isZero();
  }

  @Test
  void aCutLineUnderTheLineAboveShowsItsMessage() {
    Line above = line(80, 0, PREFIX + "Successful login: 'centre'");
    Line cut = line(81, 200, PREFIX + "DELETE response status for '/centre/squash-courts/' in 0.006 seconds: 200 OK");
    Piece start = SEL.startOf(Piece.excerpt(cut, false), 110);
    List<Piece> out = SharedPrefix.skip(List.of(Piece.excerpt(above, false), start), SEL);
    assertThat(out.get(1).shown()).isEqualTo("DELETE response status for '/centre/squash-courts/' in 0.006 seconds: 200 OK");
    assertThat(out.get(1).endsLine()).isTrue();
    assertThat(out.get(1).rawStart()).isEqualTo(cut.start() + PREFIX.length());
    assertThat(SEL.cost(out.get(1)) + SEL.insideMark(out.get(1)))
        .isLessThanOrEqualTo(SEL.cost(start) + SEL.insideMark(start));
  }

  @Test
  void aCutLineAwayFromTheLineAboveKeepsItsStart() {
    Line earlier = line(78, 0, PREFIX + "Successful login: 'centre'");
    Line cut = line(81, 200, PREFIX + "DELETE response status for '/centre/squash-courts/' in 0.006 seconds: 200 OK");
    Piece start = SEL.startOf(Piece.excerpt(cut, false), 110);
    assertThat(SharedPrefix.skip(List.of(Piece.excerpt(earlier, false), start), SEL).get(1)).isEqualTo(start);
  }

  @Test
  void aMessageThatDoesNotFitWholeKeepsTheStart() {
    Line above = line(80, 0, PREFIX + "Successful login: 'centre'");
    Line cut = line(81, 200, PREFIX + "DELETE response status for '/centre/squash-courts/' " + "x".repeat(200));
    Piece start = SEL.startOf(Piece.excerpt(cut, false), 110);
    assertThat(SharedPrefix.skip(List.of(Piece.excerpt(above, false), start), SEL).get(1)).isEqualTo(start);
  }

  @Test
  void radicaleShowsWhatTheDeleteWasAnsweredAt2000() {
    Shaped s = Corpus.byId("radicale-leisure-centre-squash-calendar-deleted").shaped(2_000);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    assertThat(s.text()).as(s.text()).contains("L81: DELETE response status for '/centre/squash-courts/'")
        .contains("[... cut inside line 81: ");
  }

  private static Line line(long number, long start, String text) {
    return new Line(number, start, start + text.length(), text, false, false);
  }
}
