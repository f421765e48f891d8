package dev.candor.cli;

import dev.candor.Redactor;
import dev.candor.store.ResultStore;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Where full outputs are kept, and whether secrets are masked first; shared by {@code run}, {@code shape} and {@code more}. */
final class KeepOptions {
  @Option(names = "--store", paramLabel = "URL", description = "The result store: sqlite:PATH or postgresql://user:pass@host/db (default: $CANDOR_STORE, else .candor/store.db here, or under $CANDOR_HOME).")
  String store;

  @Option(names = "--no-store", description = "Keep no copy of the full output (the observation then says it was not kept).")
  boolean noStore;

  @Option(names = "--no-redact", description = "Do not mask secrets (cloud keys, tokens, JWTs, auth headers, passwords in URLs, private keys) before storing and showing.")
  boolean noRedact;

  /** The store's URL, or null with --no-store. */
  String url() {
    if (noStore) {
      return null;
    }
    if (store != null) {
      return store;
    }
    String env = System.getenv("CANDOR_STORE");
    if (env != null && !env.isBlank()) {
      return env;
    }
    return ResultStore.defaultUrl(System.getenv(), Path.of("").toAbsolutePath());
  }

  /** The redactor, or null with --no-redact. */
  Redactor redactor() {
    return noRedact ? null : Redactor.defaults();
  }
}
