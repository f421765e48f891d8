package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * Valgrind writes its stack frames under its process prefix ({@code ==4711==    by 0x...: f
 * (file.c:12)}): they are frames, and its preload libraries are the runtime's, so a report kept at
 * a small budget shows the frames in the program's own code rather than {@code malloc}'s.
 */
class ValgrindFramesTest {

  @Test
  void framesUnderValgrindsPrefixAreFramesAndItsPreloadsAreLibraries() {
    String own = "==4711==    by 0x1098DC: table_new (table.c:12)";
    String preload = "==4711==    at 0x48417B4: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)";
    assertThat(Frames.isFrame(own)).isTrue();
    assertThat(Frames.isFrame(preload)).isTrue();
    assertThat(Frames.isLibrary(preload)).isTrue();
    assertThat(Frames.isLibrary(own)).isFalse();
    assertThat(Frames.isFrame("==4711== Invalid read of size 4")).isFalse();
  }

  /**
   * memcheck on a loader that prints a line per row of 400, then two reports: the first an invalid
   * read past a table's end, with where the table was allocated, then the program's summary.
   */
  private static String memcheckLog() {
    StringBuilder sb = new StringBuilder("==4711== Memcheck, a memory error detector\n==4711== Command: ./loader\n==4711== \n");
    for (int i = 1; i <= 400; i++) {
      sb.append("row ").append(i).append(": loaded sku-").append(1000 + i * 7).append(" into slot ").append(i % 10).append('\n');
    }
    for (String[] r : new String[][] {{"lookup", "42", "main", "17"}, {"report", "88", "main", "21"}}) {
      sb.append("==4711== Invalid read of size 4\n");
      sb.append("==4711==    at 0x1092A1: ").append(r[0]).append(" (table.c:").append(r[1]).append(")\n");
      sb.append("==4711==    by 0x10931F: ").append(r[2]).append(" (main.c:").append(r[3]).append(")\n");
      sb.append("==4711==  Address 0x4a9f068 is 0 bytes after a block of size 40 alloc'd\n");
      sb.append("==4711==    at 0x48417B4: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)\n");
      sb.append("==4711==    by 0x484DCD3: realloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)\n");
      sb.append("==4711==    by 0x1091F0: table_new (table.c:12)\n");
      sb.append("==4711==    by 0x109301: main (main.c:9)\n==4711== \n");
    }
    return sb.append("==4711== HEAP SUMMARY:\n==4711==     in use at exit: 0 bytes in 0 blocks\n")
        .append("==4711== ERROR SUMMARY: 2 errors from 2 contexts (suppressed: 0 from 0)\n").toString();
  }

  @Test
  void aMemcheckReportAtASmallBudgetShowsTheOwnFrameOfTheAllocationHeldAndStreamed() throws IOException {
    for (Shaped s : HeldAndStreamed.shape(memcheckLog(), Evidence.of("valgrind ./loader", 0), 2000)) {
      assertThat(s.text()).as(s.text()).contains("Invalid read of size 4").contains("lookup (table.c:42)")
          .contains("table_new (table.c:12)").contains("ERROR SUMMARY: 2 errors");
    }
  }
}
