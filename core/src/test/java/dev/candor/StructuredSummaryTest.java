package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A run whose last records are of another kind than its routine (a backup's statistics, written
 * as log messages after one status record per file) ends in its summary: those records are shown,
 * in order, before more of the routine's head. Records of one kind throughout have no summary.
 */
class StructuredSummaryTest {

  /** A backup tool's JSON log: a status record per file, then {@code stats} log messages of its statistics. */
  private static String backupLog(int files, int stats) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < files; i++) {
      sb.append(String.format(Locale.ROOT, "{\"type\":\"file_status\",\"status\":\"A\",\"path\":\"exports/2024-%02d/INV-%05d.pdf\"}\n",
          1 + i % 12, i));
    }
    String[] lines = {"Archive name: billing-2024-03-31", "Time (start): Sun, 2024-03-31 02:00:01",
        "Duration: 0.14 seconds", "Number of files: " + files, "Utilization of max. archive size: 0%",
        "This archive:  2.54 MB  64.75 kB  63.42 kB", "All archives:  2.54 MB  64.20 kB  95.10 kB",
        "Chunk index:  517  530", "", "Original size  Compressed size  Deduplicated size",
        "Unique chunks  Total chunks", "Repository: /srv/borg/billing", "Fingerprint: 6f1d0c3a",
        "Keep daily: 7", "Pruned: 0 archives", "------------------------------------------------------------"};
    for (int i = 0; i < stats; i++) {
      sb.append(String.format(Locale.ROOT,
          "{\"type\":\"log_message\",\"time\":1796490974.%04d,\"message\":\"%s\",\"levelname\":\"INFO\",\"name\":\"borg.output.stats\"}\n",
          i, lines[i % lines.length]));
    }
    return sb.toString();
  }

  /** {@code backupLog(500, stats)} shaped as NDJSON within 2,500 chars, checked to fit. */
  private static String shaped(int stats) throws IOException {
    Budget b = Budget.chars(2_500);
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.NDJSON, backupLog(500, stats), b);
    StructuredFixtures.assertFits(r, b);
    return r.text();
  }

  @Test
  void theSummaryRecordsAtARunsEndAreShownBeforeMoreOfItsRoutine() throws IOException {
    String text = shaped(16);
    assertThat(text).as(text).contains("Archive name: billing-2024-03-31").contains("Number of files: 500");
  }

  @Test
  void aRunOfOneKindThroughoutShowsItsHeadAsBefore() throws IOException {
    String text = shaped(0);
    assertThat(text).as(text).contains("INV-00000.pdf").contains("INV-00499.pdf");
    assertThat(ItemPriority.summary(java.util.List.of(), 0)).isEmpty();
  }
}
