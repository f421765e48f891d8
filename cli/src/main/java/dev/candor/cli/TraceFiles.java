package dev.candor.cli;

import java.nio.file.Path;

/** Where a command appends its spans: {@code --trace FILE}, else $CANDOR_TRACE, else .candor/trace.jsonl here. */
final class TraceFiles {
  private TraceFiles() {}

  static Path resolve(Path given) {
    if (given != null) {
      return given;
    }
    String fromEnv = System.getenv("CANDOR_TRACE");
    return fromEnv != null && !fromEnv.isBlank() ? Path.of(fromEnv) : Path.of(".candor", "trace.jsonl");
  }
}
