package dev.candor.harness.example;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * A fake tool: a Maven build of 800 classes whose log, about 50,000 characters, has its one
 * compile error in the middle, and which exits with code 1.
 */
final class BuildTool {
  static final String COMMAND = "mvn -B package";
  static final int EXIT_CODE = 1;
  static final String ERROR_LINE =
      "[ERROR] /work/shop/src/main/java/shop/OrderService.java:[57,12] cannot find symbol: method restock(int)";
  private static final int CLASSES = 800;

  private BuildTool() {}

  /** What the tool returns: the whole log, stdout and stderr merged. */
  static byte[] run() {
    StringBuilder log = new StringBuilder("[INFO] Scanning for projects...\n[INFO] Building shop 1.0.0\n");
    for (int i = 1; i <= CLASSES; i++) {
      log.append(String.format(Locale.ROOT, "[INFO] Compiling shop/src/main/java/shop/model/Entity%03d.java%n", i));
      if (i == CLASSES / 2) {
        log.append(ERROR_LINE).append('\n');
      }
    }
    log.append("[INFO] BUILD FAILURE\n[INFO] Total time:  41.207 s\n");
    return log.toString().getBytes(StandardCharsets.UTF_8);
  }
}
