package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Which error blocks may take the room kept for the rare lines ({@link Excerpts#split}): a distinct
 * failure's, not the block of one more line of a template seen {@link Excerpts#ROUTINE} times or
 * more, which tells what the first one's did; and a distinct failure's only half of it, so a rare
 * line with no error word keeps a floor.
 */
class BlockRoomTest {
  private static final Selector SEL = new Selector(Budget.chars(10_000));
  private static final long LINE_CAP = 400;

  private static Scan scan(String text) {
    byte[] in = text.getBytes(StandardCharsets.UTF_8);
    Scanner s = new Scanner(1 << 16, 1 << 16, 4096, 100, ErrorPatterns.defaults(), null);
    s.feed(in, 0, in.length);
    return s.finish();
  }

  /**
   * A worker's log: thirty logged transient errors, each with the request and upstream indented
   * under it, and one permanent failure with its request and reason among them.
   */
  static String workerLog() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 30; i++) {
      sb.append(String.format("2026-12-01T10:%02d:01 ERROR billing.worker: job %d: upstream timed out, will retry%n", i, 100 + i));
      sb.append(String.format("    request: POST /ledger/post id=%d%n", 100 + i));
      sb.append(String.format("    upstream: ledger-%d.internal:8443 after %d s%n", i % 3, i % 4 + 2));
      sb.append(String.format("2026-12-01T10:%02d:02 INFO billing.worker: job %d queued for retry (attempt %d)%n", i, 100 + i,
          i % 3 + 1));
      if (i == 17) {
        sb.append("2026-12-01T10:17:30 ERROR billing.worker: job 329: permanent failure, giving up\n");
        sb.append("    request: POST /ledger/settle id=329\n");
        sb.append("    reason: no ledger account for tenant t6\n");
      }
    }
    return sb.toString();
  }

  @Test
  void theRoomPastTheAllowanceGoesToADistinctFailuresBlock_notToTheBlockOfARoutineError() {
    Scan scan = scan(workerLog());
    List<Hit> hits = scan.allHits();
    Hit routine = hits.get(0);
    Hit permanent = hits.stream().filter(h -> h.line().text().contains("permanent failure")).findFirst().orElseThrow();
    assertThat(scan.errorTemplateCount(routine.template())).isGreaterThanOrEqualTo(Excerpts.ROUTINE);
    assertThat(scan.errorTemplateCount(permanent.template())).isLessThan(Excerpts.ROUTINE);
    // Room for the two error lines' cores, and as much again for blocks.
    long cores = SEL.cost(new Excerpts(SEL).errors(List.of(routine, permanent), 10_000, LINE_CAP, java.util.Set.of(), false,
        scan, false));

    List<Piece> shown = new Excerpts(SEL).split(hits, List.of(), cores, 10_000, LINE_CAP, java.util.Set.of(), false, scan)
        .distinct();

    List<String> texts = shown.stream().map(p -> p.line().text()).toList();
    assertThat(texts).contains(routine.line().text(), permanent.line().text(), "    reason: no ledger account for tenant t6");
    assertThat(texts).noneMatch(t -> t.startsWith("    upstream: "));
    assertThat(SEL.cost(shown)).isLessThanOrEqualTo(cores + 10_000);
  }

  @Test
  void withinTheAllowanceARoutineErrorStillBringsItsBlock() {
    Scan scan = scan(workerLog());
    List<Piece> shown = new Excerpts(SEL).split(scan.allHits(), List.of(), 10_000, 0, LINE_CAP, java.util.Set.of(), false,
        scan).distinct();

    assertThat(shown.stream().map(p -> p.line().text()).toList()).anyMatch(t -> t.startsWith("    upstream: "))
        .contains("    reason: no ledger account for tenant t6");
  }

  /** A sync job's routine lines, of four kinds in no fixed order, so that none of them fold as one run. */
  private static void routine(StringBuilder sb, Random r, int from, int to) {
    for (int i = from; i < to; i++) {
      int w = r.nextInt(4);
      switch (r.nextInt(4)) {
        case 0 -> sb.append(String.format("worker %d: batch %d posted%n", w, i));
        case 1 -> sb.append(String.format("worker %d: fetched %d rows for batch %d%n", w, 10 + r.nextInt(990), i));
        case 2 -> sb.append(String.format("worker %d: batch %d committed in %d ms%n", w, i, 10 + r.nextInt(990)));
        default -> sb.append(String.format("worker %d: waiting for batch %d%n", w, i));
      }
    }
  }

  /**
   * A sync job's log: routine lines, one line with no error word that says the disk is nearly full,
   * then a rejected batch that dumps its forty entries under its error line; exit 1.
   */
  static String syncLog() {
    Random r = new Random(7);
    StringBuilder sb = new StringBuilder("ledger-sync 2.4.1 starting\nconfig: /etc/ledger/sync.toml\n");
    routine(sb, r, 0, 150);
    sb.append("disk: /var/lib/ledger at 97% full, compaction postponed\n");
    routine(sb, r, 150, 300);
    sb.append("error: batch 300 rejected by ledger: invariant violated\n");
    for (int j = 0; j < 40; j++) {
      sb.append(String.format("    entry %d: account acct-%d amount %d balance %d%n", j, 1000 + j * 7, r.nextInt(100_000),
          r.nextInt(1_000_000)));
    }
    routine(sb, r, 301, 450);
    return sb.append("sync stopped: 1 batch rejected\n").toString();
  }

  @Test
  void aFailuresLongBlockLeavesTheRareLinesAFloor() {
    for (int chars : new int[] {1500, 2000, 4000, 6000}) {
      Shaped s = Shaper.builder().budget(Budget.chars(chars)).build().shape(syncLog(), Evidence.of("ledger-sync", 1));

      assertThat(s.size()).isLessThanOrEqualTo(chars);
      assertThat(s.text()).as("at %d chars", chars).contains("disk: /var/lib/ledger at 97% full, compaction postponed",
          "error: batch 300 rejected by ledger: invariant violated", "    entry 0: account acct-1000", "sync stopped: 1 batch rejected");
    }
  }
}
