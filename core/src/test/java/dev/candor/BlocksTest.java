package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Which lines after a line belong to it ({@link Blocks#block}): its indented continuation, and in a
 * log whose lines share a prefix, the indentation after that prefix, the short paragraph the line
 * opens, and the rest of the record it starts.
 */
class BlocksTest {

  /** Lines numbered from 1, offsets as if joined by line breaks. */
  private static List<Line> lines(String... texts) {
    List<Line> out = new ArrayList<>();
    long off = 0;
    long no = 1;
    for (String t : texts) {
      out.add(new Line(no++, off, off + t.length(), t, false, false));
      off += t.length() + 1;
    }
    return out;
  }

  private static List<String> block(List<Line> all, int i) {
    return Blocks.block(all, i).stream().map(Line::text).toList();
  }

  @Test
  void aMemoryCheckersReportBringsTheParagraphItOpensAfterThePidPrefix() {
    List<Line> all = lines(
        "==4021== ",
        "==4021== Possible data race during write of size 8 at 0x10C060 by thread #3",
        "==4021== Locks held: none",
        "==4021==    at 0x1091A6: post (ledger.c:11)",
        "==4021==    by 0x48ED1F4: start_thread (pthread_create.c:442)",
        "==4021== ",
        "==4021== This conflicts with a previous write of size 8 by thread #2");
    assertThat(block(all, 1)).containsExactly("==4021== Locks held: none", "==4021==    at 0x1091A6: post (ledger.c:11)",
        "==4021==    by 0x48ED1F4: start_thread (pthread_create.c:442)");
  }

  @Test
  void aHeadingThatOpensAShortParagraphBringsIt() {
    List<Line> all = lines(
        "JNI global refs: 8, weak refs: 3",
        "",
        "Found one Java-level deadlock:",
        "=============================",
        "\"transfer-1-to-2\":",
        "  waiting to lock monitor 0x00007fe8bc001ca0 (object 0x000000069ebd0f98, a java.lang.Object),",
        "  which is held by \"transfer-2-to-1\"",
        "",
        "\"transfer-2-to-1\":");
    assertThat(block(all, 2)).containsExactly("=============================", "\"transfer-1-to-2\":",
        "  waiting to lock monitor 0x00007fe8bc001ca0 (object 0x000000069ebd0f98, a java.lang.Object),",
        "  which is held by \"transfer-2-to-1\"");
  }

  @Test
  void aParagraphLongerThanABlockIsNotOne() {
    List<String> texts = new ArrayList<>(List.of("", "Found 3 problems:"));
    for (int i = 0; i < Blocks.MAX_LINES + 2; i++) {
      texts.add("problem " + i + " in module m" + i);
    }
    texts.add("");
    assertThat(block(lines(texts.toArray(String[]::new)), 1)).isEmpty();
  }

  @Test
  void aLogLineBringsTheLinesOfItsRecordStampedAtTheSameMoment() {
    List<Line> all = lines(
        "2026-12-01 21:39:38.007 UTC [14035] LOG:  checkpoint complete: wrote 4632 buffers (28.3%)",
        "2026-12-01 21:39:38.151 UTC [14035] LOG:  checkpoints are occurring too frequently (7 seconds apart)",
        "2026-12-01 21:39:38.151 UTC [14035] HINT:  Consider increasing the configuration parameter \"max_wal_size\".",
        "2026-12-01 21:39:38.151 UTC [14035] LOG:  checkpoint starting: wal",
        "2026-12-01 21:39:43.313 UTC [14035] LOG:  checkpoint complete: wrote 4785 buffers (29.2%)");
    assertThat(block(all, 1)).containsExactly(
        "2026-12-01 21:39:38.151 UTC [14035] HINT:  Consider increasing the configuration parameter \"max_wal_size\".",
        "2026-12-01 21:39:38.151 UTC [14035] LOG:  checkpoint starting: wal");
  }

  @Test
  void linesThatShareOnlyTheDateAreNotOneRecord() {
    List<Line> all = lines(
        "2026-12-01 21:39:38.151 UTC [14035] LOG:  checkpoints are occurring too frequently (7 seconds apart)",
        "2026-12-01 21:39:43.313 UTC [14035] LOG:  checkpoint complete: wrote 4785 buffers (29.2%)",
        "2026-12-01 21:39:44.001 UTC [16025] LOG:  duration: 22353.675 ms");
    assertThat(block(all, 0)).isEmpty();
  }

  @Test
  void anIndentedContinuationStillBelongsWithoutAPrefix() {
    List<Line> all = lines(
        "Traceback (most recent call last):",
        "  File \"/srv/app/worker.py\", line 12, in tenant_of",
        "    return TENANTS[key]",
        "KeyError: 'acme'",
        "worker 3: batch 17 posted");
    assertThat(block(all, 0)).containsExactly("  File \"/srv/app/worker.py\", line 12, in tenant_of", "    return TENANTS[key]");
  }

  /** gcc -fanalyzer: a warning, then its path of numbered events drawn under the source lines. */
  static final String[] ANALYZER = {
      "src/job_23.c:14:5: warning: double-\u2018free\u2019 of \u2018buf\u2019 [CWE-415] [-Wanalyzer-double-free]",
      "   14 |     free(buf);",
      "      |     ^~~~~~~~~",
      "  \u2018spool_job_23\u2019: events 1-8",
      "    |",
      "    |    6 |     char *buf = malloc(256);",
      "    |      |                 ^~~~~~~~~~~",
      "    |      |                 |",
      "    |      |                 (1) allocated here",
      "    |    7 |     if (!buf)",
      "    |      |        (2) assuming \u2018buf\u2019 is non-NULL",
      "    |    9 |     if (strlen(doc) > 255) {",
      "    |      |        (5) following \u2018true\u2019 branch...",
      "    |   10 |         free(buf);",
      "    |      |         ~~~~~~~~~",
      "    |      |         (7) first \u2018free\u2019 here",
      "    |   14 |     free(buf);",
      "    |      |     ~~~~~~~~~    ",
      "    |      |     (8) second \u2018free\u2019 here; first \u2018free\u2019 was at (7)",
      "    |",
      "cc -O0 -Wall -Wextra -fanalyzer -c src/job_24.c -o src/job_24.o"};

  @Test
  void aLongBlockIsShownFromItsStartThenFromItsEndBackThenItsMarks() {
    List<Line> all = lines(ANALYZER);
    List<String> order = Blocks.byEnds(Blocks.block(all, 0)).stream().map(Line::text).toList();
    assertThat(order.subList(0, 5)).containsExactly("   14 |     free(buf);", "  \u2018spool_job_23\u2019: events 1-8",
        "    |    6 |     char *buf = malloc(256);", "    |      |                 (1) allocated here",
        "    |      |     (8) second \u2018free\u2019 here; first \u2018free\u2019 was at (7)");
    assertThat(order.subList(5, 7)).containsExactly("    |   14 |     free(buf);", "    |      |         (7) first \u2018free\u2019 here");
    assertThat(order.get(order.size() - 1)).isEqualTo("    |");
    assertThat(order).hasSize(19);
  }

  @Test
  void aShortBlockKeepsItsLineOrder() {
    List<Line> all = lines("Traceback (most recent call last):", "  File \"/srv/app/worker.py\", line 12, in tenant_of",
        "    return TENANTS[key]", "           ~~~~~~~^^^^^", "KeyError: 'acme'");
    assertThat(Blocks.byEnds(Blocks.block(all, 0)).stream().map(Line::text).toList()).containsExactly(
        "  File \"/srv/app/worker.py\", line 12, in tenant_of", "    return TENANTS[key]", "           ~~~~~~~^^^^^");
  }

  @Test
  void aDiffsChangedLineBringsTheChangesAfterItNotItsContextLines() {
    List<Line> all = lines(
        "--- src/can_bus.py:before",
        "+++ src/can_bus.py:after",
        "@@ -11,7 +11,7 @@",
        " import redis",
        "-import struct",
        "+from fleetlink.units import kmh",
        " ",
        " def handle(record):");
    assertThat(block(all, 4)).containsExactly("+from fleetlink.units import kmh");
    assertThat(block(all, 5)).isEmpty();
    // Outside a hunk a line starting with a dash is a list item, whose indented lines are its own.
    List<Line> list = lines("- ledger", "  posted 3 entries", "- stock");
    assertThat(block(list, 0)).containsExactly("  posted 3 entries");
  }
}
