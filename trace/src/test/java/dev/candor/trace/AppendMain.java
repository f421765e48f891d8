package dev.candor.trace;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Appends spans to a trace from several threads: {@code AppendMain FILE COUNT [THREADS [NAME]]}.
 * Each thread appends COUNT spans whose first note is {@code NAME thread i}. Run as its own process
 * by {@link JsonlSinkTest}.
 */
public final class AppendMain {
  /** Makes each line longer than any pipe or page buffer, so that splicing would show. */
  static final String PADDING = "x".repeat(10_000);

  private AppendMain() {}

  public static void main(String[] args) throws Exception {
    Path file = Path.of(args[0]);
    int count = Integer.parseInt(args[1]);
    int threads = args.length > 2 ? Integer.parseInt(args[2]) : 4;
    String name = args.length > 3 ? args[3] : "p" + ProcessHandle.current().pid();
    SpanSink sink = SpanSink.jsonl(file);
    List<Thread> running = new ArrayList<>();
    List<Throwable> failures = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      String who = name + " t" + t;
      Thread thread = new Thread(() -> {
        try {
          for (int i = 0; i < count; i++) {
            sink.append(Spans.whole("ok\n", 0).durationMs(i).notes(List.of(who + " " + i, PADDING)).build());
          }
        } catch (Throwable e) {
          synchronized (failures) {
            failures.add(e);
          }
        }
      });
      thread.start();
      running.add(thread);
    }
    for (Thread t : running) {
      t.join();
    }
    if (!failures.isEmpty()) {
      failures.get(0).printStackTrace();
      System.exit(1);
    }
  }
}
