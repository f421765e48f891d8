package dev.candor.mcp;

import dev.candor.Redactor;
import dev.candor.store.ResultMeta;
import dev.candor.store.ResultStore;
import dev.candor.store.Stash;
import dev.candor.store.StoreException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Keeps full results in the store for the proxy's lifetime: opened once, on first use; a store
 * that cannot be opened costs no result (the shaped result then says why nothing was kept).
 */
final class ProxyKeeper implements AutoCloseable {
  private final String url;
  private final Redactor redactor;
  private ResultStore store;
  private String failure;

  ProxyKeeper(String url, Redactor redactor) {
    this.url = url;
    this.redactor = redactor;
  }

  /** What was kept, and the file to shape: the masked copy when secrets were masked. */
  record Kept(Stash.Result result, Path source) {}

  /** The store, or null when there is none or it cannot be opened. */
  synchronized ResultStore store() {
    if (store == null && failure == null) {
      if (url == null) {
        failure = "--no-store";
      } else {
        try {
          store = ResultStore.open(url);
        } catch (StoreException | IllegalArgumentException e) {
          failure = "the store " + url + " cannot be opened: " + e.getMessage();
          System.err.println("candor mcp proxy: " + failure);
        }
      }
    }
    return store;
  }

  /** Where a text part is kept through the call pipeline: the store, or nowhere and why. */
  dev.candor.pipeline.Keep keep() {
    ResultStore s = store();
    return s != null ? dev.candor.pipeline.Keep.in(s) : dev.candor.pipeline.Keep.none(failure());
  }

  /** The secret rules text is masked with; null masks nothing. */
  Redactor redactor() {
    return redactor;
  }

  /** Why {@link #store()} is null. */
  synchronized String failure() {
    return failure;
  }

  /** Masks {@code file} (text) into a sibling and stores it; {@code binary} content is stored as it is. */
  Kept keep(Path file, boolean binary, ResultMeta meta) throws IOException {
    Path masked = file.resolveSibling(file.getFileName() + ".masked");
    Redactor r = binary ? null : redactor;
    ResultStore s = store();
    Stash.Result res;
    synchronized (this) {
      res = s == null ? new Stash.Result(null, failure, java.util.Map.of())
          : Stash.keep(file, masked, r, s, meta);
      if (s == null && r != null) {
        res = Stash.keep(file, masked, r, (ResultStore) null, meta);
        res = new Stash.Result(null, failure, res.redactions());
      }
    }
    return new Kept(res, r != null && Files.exists(masked) ? masked : file);
  }

  /** Masks {@code file} without storing it; returns the file to shape. */
  Path mask(Path file, boolean binary) throws IOException {
    if (binary || redactor == null) {
      return file;
    }
    Path masked = file.resolveSibling(file.getFileName() + ".masked");
    Stash.keep(file, masked, redactor, (ResultStore) null, ResultMeta.none());
    return masked;
  }

  @Override
  public synchronized void close() {
    if (store != null) {
      store.close();
    }
  }
}
