package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Grep over lines longer than it reads says so, and a pattern too large to run fast is refused. */
class GrepLimitsTest {
  @TempDir Path dir;

  @Test
  void aLineLongerThan64KiB_isNotMatchedByAnEndAnchorAtTheClip_andAMatchSaysItWasClipped() throws Exception {
    String longLine = "a".repeat(100_000) + "!";
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("s.db"))) {
      Handle h = store.put(Contents.in("short aaa\n" + longLine + "\nlast\n"), ResultMeta.of(List.of("x"), 0));
      Matches anchored = store.grep(h, "(a+)+$", 0, 10);
      assertThat(anchored.text()).contains("short aaa").doesNotContain("aaaaaaaaaa!");
      assertThat(anchored.total()).isEqualTo(1);
      Matches plain = store.grep(h, "a{10}", 0, 10);
      assertThat(plain.total()).isEqualTo(1);
      assertThat(plain.text()).contains(Grep.CLIPPED_NOTE.strip());
      assertThat(plain.describe()).contains("1 long lines searched only in their first 65,536 bytes");
    }
  }

  @Test
  void aHugeAlternation_isRefusedWithTheLimit() throws Exception {
    StringBuilder alternation = new StringBuilder();
    for (int i = 0; i < 2_000; i++) {
      alternation.append(i == 0 ? "" : "|").append("word").append(i);
    }
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("s.db"))) {
      Handle h = store.put(Contents.in("word7\n"), ResultMeta.of(List.of("x"), 0));
      assertThatThrownBy(() -> store.grep(h, alternation.toString(), 0, 10)).isInstanceOf(StoreException.class)
          .hasMessageContaining("over the limit of 4,096");
      assertThat(store.grep(h, "word7|word8", 0, 10).total()).isEqualTo(1);
    }
  }
}
