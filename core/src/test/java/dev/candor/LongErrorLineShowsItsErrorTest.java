package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * An error line too long to show whole, in the middle of a log, whose error sits in its middle: a
 * one-line report of fields around {@code ERROR: disk full ...}. Its two ends alone showed only
 * fields; it now shows its start, the stretch from just before its error, and its end when the
 * room allows, with a mark for each cut inside it, and the observation stays within its budget.
 */
class LongErrorLineShowsItsErrorTest {
  static final String ERROR = "ERROR: disk full on /var/lib/data while writing chunk 77";

  static String input() {
    Random r = new Random(3);
    StringBuilder fields = new StringBuilder();
    for (int i = 0; i < 300; i++) {
      fields.append(fields.length() == 0 ? "" : " ").append("item").append(i).append("=ok");
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 200; i++) {
      sb.append("step ").append(i).append(" took ").append(r.nextInt(999)).append(" ms on host-").append(r.nextInt(99))
          .append(" x".repeat(r.nextInt(9))).append('\n');
    }
    sb.append(fields).append(' ').append(ERROR).append(' ').append(fields).append('\n');
    for (int i = 0; i < 200; i++) {
      sb.append("step ").append(i).append(" took ").append(r.nextInt(999)).append(" ms on host-").append(r.nextInt(99))
          .append(" y".repeat(r.nextInt(9))).append('\n');
    }
    return sb.toString();
  }

  private static Shaped shape(Budget b) {
    return Shaper.builder().budget(b).build().shape(input().getBytes(StandardCharsets.UTF_8), Evidence.of("./run.sh", 1));
  }

  @Test
  void theErrorInTheMiddleOfALongLineIsShownBetweenItsEnds() {
    for (Budget b : List.of(Budget.chars(2_000), Budget.chars(4_000), Budget.bytes(3_000))) {
      Shaped s = shape(b);
      assertThat(s.text()).as("%s", b).contains("ERROR: disk full on /var/lib/data");
      assertThat(s.text()).as("%s", b).contains("> L201: item0=ok item1=ok");
      List<Cut> inside = s.cuts().stream().filter(c -> c.reason() == CutReason.INSIDE_LINE && c.from() == 201).toList();
      assertThat(inside).as("%s", b).hasSizeBetween(1, 2);
      assertThat(b.measure(s.text())).as("%s", b).isLessThanOrEqualTo(b.limit());
    }
  }

  @Test
  void withRoomForItsEndTheLineShowsThreePartsAndEndsAsItEnds() {
    Shaped s = shape(Budget.chars(4_000));
    List<String> parts = s.text().lines().filter(l -> l.startsWith("> L201: ")).toList();
    assertThat(parts).hasSize(3);
    assertThat(parts.get(1)).contains(ERROR);
    assertThat(parts.get(2)).endsWith("item299=ok");
  }

  /**
   * rsyslog's long report opens with what happened ({@code omfwd: remote server at ... seems to
   * have closed connection.}) and only explains it with an error word after two sentences more. At
   * 2,000 chars the start showed 21 chars of that first sentence; it now shows the sentence whole.
   */
  @Test
  void aLongErrorLineShowsItsFirstSentenceWhenItsErrorComesAfterIt() {
    Shaped s = Corpus.byId("rsyslog-omfwd-collector-connection-refused-mid-log").shaped(2_000);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    List<String> parts = s.text().lines().filter(l -> l.startsWith("> L302: ")).toList();
    assertThat(parts).as(s.text()).hasSize(2);
    assertThat(parts.get(0)).isEqualTo("> L302: rsyslogd: omfwd: remote server at 127.0.0.1:54433 seems to have closed connection.");
    assertThat(parts.get(1)).contains("IO Error");
  }

  /**
   * With room for three parts, the first sentence takes the start's room only: the end keeps its
   * own, and the error between them is still shown.
   */
  @Test
  void aLongErrorLinesFirstSentenceLeavesRoomForItsErrorAndItsEnd() {
    String in = input().replace("item0=ok item1=ok item2=ok", "backup agent lost its connection to the vault at vault-02.example.internal while it sent the nightly manifest. item0=ok item1=ok item2=ok");
    Shaped s = Shaper.builder().budget(Budget.chars(4_000)).build()
        .shape(in.getBytes(StandardCharsets.UTF_8), Evidence.of("./run.sh", 1));
    List<String> parts = s.text().lines().filter(l -> l.startsWith("> L201: ")).toList();
    assertThat(parts).as(s.text()).hasSize(3);
    assertThat(parts.get(0)).isEqualTo("> L201: backup agent lost its connection to the vault at vault-02.example.internal while it sent the nightly manifest.");
    assertThat(parts.get(1)).contains(ERROR);
    assertThat(parts.get(2)).endsWith("item299=ok");
  }

  @Test
  void aLongErrorLineWhoseErrorIsAtItsStartKeepsItsTwoEnds() {
    String in = input().replace(" " + ERROR + " ", " ").replace("item0=ok item1=ok item2=ok", ERROR + " item0=ok item1=ok");
    Shaped s = Shaper.builder().budget(Budget.chars(4_000)).build()
        .shape(in.getBytes(StandardCharsets.UTF_8), Evidence.of("./run.sh", 1));
    List<String> parts = s.text().lines().filter(l -> l.startsWith("> L201: ")).toList();
    assertThat(parts).hasSize(2);
    assertThat(parts.get(0)).contains("ERROR: disk full");
  }
}
