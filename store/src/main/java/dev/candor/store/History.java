package dev.candor.store;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What {@link ResultStore#history} found: the calls listed, newest first, and how many matched in
 * all (more than listed when the limit was reached).
 *
 * @param calls the calls listed
 * @param matched every call the query matched
 */
public record History(List<Call> calls, long matched) {
  public History {
    calls = List.copyOf(calls);
    if (matched < calls.size()) {
      throw new IllegalArgumentException("matched " + matched + " < " + calls.size() + " calls listed");
    }
  }

  /** Where a call's full output is now. */
  public enum Kept {
    /** Stored and readable by its handle. */
    LIVE,
    /** Stored, then past its time to live. */
    EXPIRED,
    /** Stored, then removed to keep the store under its size cap. */
    EVICTED,
    /** Gone so long ago that even the record of why has been forgotten. */
    FORGOTTEN,
    /** Never kept: the call had no handle ({@code --no-store}, or the store failed). */
    NOT_KEPT;

    /** The word the history prints: {@code live}, {@code expired}, ... */
    public String word() {
      return this == NOT_KEPT ? "not kept" : name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /**
   * One call of the ledger.
   *
   * @param id the row's number, increasing with each call recorded
   * @param entry what the call was and how it ended
   * @param kept where its full output is now
   * @param keptAt when a live result expires, or when a gone one went; empty otherwise
   */
  public record Call(long id, LedgerEntry entry, Kept kept, Optional<Instant> keptAt) {
    public Call {
      Objects.requireNonNull(entry, "entry");
      Objects.requireNonNull(kept, "kept");
      Objects.requireNonNull(keptAt, "keptAt");
    }
  }
}
