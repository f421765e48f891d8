package dev.candor.capture;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** Runs a test class's {@code main} in a JVM of its own, with a 64 MiB heap. */
final class ChildJvm {

  private ChildJvm() {}

  static Captured run(RecordingSink sink, Class<?> main, String... args) throws IOException {
    List<String> argv = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx64m",
        "-cp", System.getProperty("java.class.path"),
        main.getName()));
    argv.addAll(List.of(args));
    return ProcessCapture.builder(argv).timeout(Duration.ofSeconds(100)).build().run(sink);
  }
}
