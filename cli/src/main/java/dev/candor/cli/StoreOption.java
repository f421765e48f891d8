package dev.candor.cli;

import dev.candor.store.ResultStore;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * {@code --store URL}, declared once for every command that opens the result store. A command
 * whose help words it for its own use gives the wording in {@code OptionHelp.properties}.
 */
final class StoreOption {
  @Option(names = "--store", paramLabel = "URL", description = "The result store: sqlite:PATH or postgresql://user:pass@host/db (default: $CANDOR_STORE, else .candor/store.db here, or under $CANDOR_HOME).")
  String given;

  /** {@code --store}, else $CANDOR_STORE, else .candor/store.db here (or under $CANDOR_HOME). */
  String url() {
    return given != null ? given : defaultUrl();
  }

  /** The store a command opens when {@code --store} is not given. */
  static String defaultUrl() {
    String env = System.getenv("CANDOR_STORE");
    if (env != null && !env.isBlank()) {
      return env;
    }
    return ResultStore.defaultUrl(System.getenv(), Path.of("").toAbsolutePath());
  }
}
