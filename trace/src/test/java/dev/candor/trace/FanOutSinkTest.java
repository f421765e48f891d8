package dev.candor.trace;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FanOutSinkTest {
  @TempDir Path dir;

  @Test
  void everySinkGetsTheSpanInOrder() throws IOException {
    List<String> seen = new ArrayList<>();
    Path trace = dir.resolve("run.jsonl");
    SpanSink.all(s -> seen.add("a " + s.toolName()), SpanSink.jsonl(trace), s -> seen.add("b " + s.toolName()))
        .append(Spans.whole("ok\n", 0).build());
    assertThat(seen).containsExactly("a terminal", "b terminal");
    assertThat(Files.readAllLines(trace)).hasSize(1);
  }

  @Test
  void aFailingSinkDoesNotKeepTheSpanFromTheOthers() throws IOException {
    Path trace = dir.resolve("run.jsonl");
    SpanSink failing = s -> {
      throw new IOException("disk full");
    };
    SpanSink broken = s -> {
      throw new IllegalStateException("closed");
    };
    SpanSink all = SpanSink.all(failing, SpanSink.jsonl(trace), broken);
    assertThatThrownBy(() -> all.append(Spans.whole("ok\n", 0).build()))
        .isInstanceOf(IOException.class)
        .hasMessage("disk full")
        .satisfies(e -> assertThat(e.getSuppressed()).extracting(Throwable::getMessage).containsExactly("closed"));
    assertThat(Files.readAllLines(trace)).hasSize(1);
  }

  @Test
  void all_withNoSinksDropsSpans() {
    SpanSink none = SpanSink.all();
    assertThatCode(() -> none.append(Spans.whole("ok\n", 0).build())).doesNotThrowAnyException();
    assertThat(none).hasToString("SpanSink.all([])");
  }

  @Test
  void all_rejectsANullSink() {
    assertThatThrownBy(() -> SpanSink.all(SpanSink.jsonl(dir.resolve("a")), null))
        .isInstanceOf(NullPointerException.class).hasMessage("sinks holds null");
  }
}
