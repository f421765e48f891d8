package dev.candor.store;

import java.util.Objects;
import java.util.Optional;

/**
 * Why the store cannot do what was asked. The message is written for the person or model holding
 * the handle: it says what went wrong and what to do instead, so a caller can print it as is.
 * I/O failures of the caller's own streams stay {@link java.io.IOException}.
 */
public final class StoreException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** What went wrong; each kind has its own message. */
  public enum Kind {
    /** The text is not a handle at all: wrong prefix, length or alphabet. */
    MALFORMED_HANDLE,
    /** A well-formed handle that this store never issued, or that was purged long ago. */
    UNKNOWN_HANDLE,
    /** The result outlived its time to live and was (or will be) deleted. */
    EXPIRED_HANDLE,
    /** The result was deleted early to keep the store under its size cap. */
    EVICTED_HANDLE,
    /** The result belongs to another run than the one the store is scoped to. */
    FOREIGN_HANDLE,
    /** The stored bytes do not match their checksum; they are never served. */
    CORRUPT,
    /** The store cannot be read or written: file not writable, disk full, server down. */
    UNAVAILABLE,
    /** A grep pattern that RE2 syntax does not accept. */
    BAD_PATTERN;

    /** Whether the handle itself is at fault (as opposed to the store or the request). */
    public boolean isHandleProblem() {
      return ordinal() <= FOREIGN_HANDLE.ordinal();
    }
  }

  private final Kind kind;
  private final String handle;

  /**
   * @param kind what went wrong
   * @param handle the handle concerned, or null
   * @param message what went wrong and what to do instead
   */
  public StoreException(Kind kind, String handle, String message) {
    this(kind, handle, message, null);
  }

  /** As {@link #StoreException(Kind, String, String)}, with the failure that caused it. */
  public StoreException(Kind kind, String handle, String message, Throwable cause) {
    super(message, cause);
    this.kind = Objects.requireNonNull(kind, "kind");
    this.handle = handle;
  }

  /** What went wrong. */
  public Kind kind() {
    return kind;
  }

  /** The handle (or handle-like text) concerned, if any. */
  public Optional<String> handle() {
    return Optional.ofNullable(handle);
  }
}
