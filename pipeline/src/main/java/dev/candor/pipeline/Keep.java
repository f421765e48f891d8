package dev.candor.pipeline;

import dev.candor.Redactor;
import dev.candor.store.ResultMeta;
import dev.candor.store.ResultStore;
import dev.candor.store.Stash;
import dev.candor.store.StoreException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Where a call keeps its full (masked) output: nowhere, a store opened for this one call by URL
 * (a short-lived {@code candor run}), or a store the caller holds open (a long-lived server).
 */
public final class Keep {
  private final String reason;
  private final String url;
  private final ResultStore store;

  private Keep(String reason, String url, ResultStore store) {
    this.reason = reason;
    this.url = url;
    this.store = store;
  }

  /** Keep nothing; {@code reason} is why, as the observation says it ({@code --no-store}). */
  public static Keep none(String reason) {
    return new Keep(Objects.requireNonNull(reason, "reason"), null, null);
  }

  /** Open the store at {@code url} for this call; a store that cannot be opened is said, never thrown. */
  public static Keep at(String url) {
    return new Keep(null, Objects.requireNonNull(url, "url"), null);
  }

  /** Keep in {@code store}, which the caller opened and closes. */
  public static Keep in(ResultStore store) {
    return new Keep(null, null, Objects.requireNonNull(store, "store"));
  }

  /** Whether anything would be kept. */
  boolean keeps() {
    return reason == null;
  }

  /**
   * This place opened for one call: a store named by URL is opened here and closed with the
   * result, so the call's ledger row goes over the connection that kept its output, not a second one.
   */
  Opened open() {
    if (url == null) {
      return new Opened(store, reason, false);
    }
    try {
      return new Opened(ResultStore.openForCall(url), null, true);
    } catch (StoreException | IllegalArgumentException e) {
      return new Opened(null, "the store failed: " + e.getMessage(), false);
    }
  }

  /** A {@link Keep} opened for one call; see {@link Keep#open}. */
  static final class Opened implements AutoCloseable {
    private final ResultStore store;
    private final String failure;
    private final boolean owned;

    private Opened(ResultStore store, String failure, boolean owned) {
      this.store = store;
      this.failure = failure;
      this.owned = owned;
    }

    /** The open store, or null when nothing is kept. */
    ResultStore store() {
      return store;
    }

    /** Masks {@code spool} into {@code masked} (unless {@code redactor} is null) and keeps the result here. */
    Stash.Result keep(Path spool, Path masked, Redactor redactor, ResultMeta meta) throws IOException {
      Stash.Result r = Stash.keep(spool, masked, redactor, store, meta);
      return store != null ? r : new Stash.Result(null, failure, r.redactions());
    }

    /** Starts keeping a command's output here as it runs: see {@link Intake}. */
    Intake intake(Path spool, Path masked, Redactor redactor, dev.candor.Shaper shaper, dev.candor.Evidence early)
        throws IOException {
      return new Intake(spool, masked, redactor, store, failure, shaper, early);
    }

    @Override
    public void close() {
      if (owned) {
        store.close();
      }
    }
  }

  /** What was kept when nothing was read to keep: no handle, no secrets masked. */
  Stash.Result nothing() {
    return new Stash.Result(null, reason, java.util.Map.of());
  }
}
