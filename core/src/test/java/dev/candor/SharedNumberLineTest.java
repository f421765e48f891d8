package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * A rare line brings the lines above it that name the same long number: one thing (a message, a
 * phone, an account) named again. spamd's verdict on a hospital's discharge summary names the
 * message by its id, and the line that says which message it checked names the same id, seven
 * spam verdicts of the same form around them.
 */
class SharedNumberLineTest {

  @Test
  void aLongNumberIsATokenOfItsOwnNotPartOfAWordADecimalOrAShortCount() {
    assertThat(Namers.longNumbers("mid=<edischarge-20251110-0417@stannes-hospital.nhs.uk>")).containsExactly("20251110");
    assertThat(Namers.longNumbers("not sent, +447700900518 texted in last 10 min")).containsExactly("447700900518");
    assertThat(Namers.longNumbers("took 0.0001904219971038401s in 1234567.5 ms, job a12345678")).isEmpty();
    assertThat(Namers.longNumbers("appt 5518 at 09:20")).isEmpty();
  }

  /** Lines numbered from 1, held whole, as a scan of {@code text} holds them. */
  private static Scan scan(String text) {
    byte[] b = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    Scanner s = new Scanner(b.length + 1, b.length + 1, 4096, 100, ErrorPatterns.defaults(), null);
    s.feed(b, 0, b.length);
    return s.finish();
  }

  @Test
  void theLinesAboveNamingTheSameNumberAreBroughtUnlessManyNameIt() {
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      lines.add("appt " + (5500 + i) + ": sent to +4477009" + String.format("%05d", 100 + i));
    }
    lines.set(12, "appt 5512: sent to +447700900518");
    lines.add("appt 5530: not sent, +447700900518 texted in last 10 min");
    Scan scan = scan(String.join("\n", lines) + "\n");
    Line rare = scan.head().get(30);
    assertThat(Namers.sharingNumber(scan, rare)).extracting(Line::number).containsExactly(13L);

    List<String> many = new ArrayList<>(lines);
    many.set(3, "appt 5503: sent to +447700900518");
    many.set(20, "appt 5520: sent to +447700900518");
    Scan crowded = scan(String.join("\n", many) + "\n");
    assertThat(Namers.sharingNumber(crowded, crowded.head().get(30))).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(ints = {2_000, 4_000})
  void aVerdictBringsTheLineThatSaysWhichMessageItChecked(int budget) {
    Shaped s = Corpus.byId("spamd-gp-surgery-discharge-summary-junked").shaped(budget);
    assertThat(s.text()).as(s.text()).contains("checking message <edischarge-20251110-0417@stannes-hospital.nhs.uk>");
  }
}
