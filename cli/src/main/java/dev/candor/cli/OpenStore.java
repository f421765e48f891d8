package dev.candor.cli;

import dev.candor.Redactor;
import dev.candor.store.ResultMeta;
import dev.candor.store.ResultStore;
import dev.candor.store.Stash;
import dev.candor.store.StoreException;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The store one command holds open from keeping the output to recording the call in the ledger,
 * so the ledger row costs a short transaction on the connection already open, not a second open.
 * A store that cannot be opened is a failure to state in the summary, never the command's end.
 */
final class OpenStore implements AutoCloseable {
  /** The store, or null with --no-store or when it cannot be opened. */
  final ResultStore store;
  /** Why {@link #store} is null, or null. */
  final String failure;

  private OpenStore(ResultStore store, String failure) {
    this.store = store;
    this.failure = failure;
  }

  /** Opens the store at {@code url}; null means --no-store. */
  static OpenStore open(String url) {
    if (url == null) {
      return new OpenStore(null, "--no-store");
    }
    try {
      return new OpenStore(ResultStore.open(url), null);
    } catch (StoreException | IllegalArgumentException e) {
      return new OpenStore(null, "the store failed: " + e.getMessage());
    }
  }

  /** As {@link Stash#keep(Path, Path, Redactor, String, ResultMeta)}, into this store. */
  Stash.Result keep(Path spool, Path masked, Redactor redactor, ResultMeta meta) throws IOException {
    Stash.Result r = Stash.keep(spool, masked, redactor, store, meta);
    return store == null && failure != null ? new Stash.Result(null, failure, r.redactions()) : r;
  }

  @Override
  public void close() {
    if (store != null) {
      store.close();
    }
  }
}
