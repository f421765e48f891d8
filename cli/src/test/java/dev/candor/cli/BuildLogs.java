package dev.candor.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A failing build's log: noise, one error line in the middle, more noise, the final status. */
final class BuildLogs {
  private BuildLogs() {}

  /** Writes {@code dir/build.log} with {@code noise} lines before and after {@code error}. */
  static Path failing(Path dir, int noise, String error) throws IOException {
    StringBuilder sb = new StringBuilder("[INFO] Scanning for projects...\n");
    for (int i = 0; i < noise; i++) {
      sb.append("[INFO] Compiling unit ").append(i).append(" of the reactor, nothing to see here\n");
    }
    sb.append(error).append('\n');
    for (int i = 0; i < noise; i++) {
      sb.append("[INFO] cascading noise ").append(i).append('\n');
    }
    sb.append("[INFO] BUILD FAILURE\n");
    Path p = dir.resolve("build.log");
    Files.writeString(p, sb.toString());
    return p;
  }
}
