package dev.candor.store;

/**
 * What one {@link ResultStore#gc()} removed.
 *
 * @param expired results whose time to live had passed
 * @param evicted results removed, oldest first, to bring the store under its size cap
 * @param contentsDeleted distinct contents no live result pointed at any more
 * @param bytesFreed compressed bytes of those contents
 * @param purged records of long-gone handles forgotten, after which they read as unknown
 */
public record GcReport(long expired, long evicted, long contentsDeleted, long bytesFreed, long purged) {
  public GcReport {
    if (expired < 0 || evicted < 0 || contentsDeleted < 0 || bytesFreed < 0 || purged < 0) {
      throw new IllegalArgumentException("negative count: expired " + expired + ", evicted " + evicted
          + ", contentsDeleted " + contentsDeleted + ", bytesFreed " + bytesFreed + ", purged " + purged);
    }
  }
}
