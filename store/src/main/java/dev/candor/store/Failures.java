package dev.candor.store;

import java.sql.SQLException;

/** Turns driver and I/O failures into {@link StoreException}s with a reason a person can act on. */
final class Failures {
  private Failures() {}

  /**
   * The store cannot be used: {@code cannot store into result store sqlite:/x/store.db: [SQLITE_FULL]
   * database or disk is full}.
   */
  static StoreException unavailable(String store, String doing, Throwable e) {
    if (e instanceof StoreException s) {
      return s;
    }
    return new StoreException(StoreException.Kind.UNAVAILABLE, null,
        "cannot " + doing + " result store " + store + ": " + reason(e), e);
  }

  /** PostgreSQL conflicts worth another try: serialization failure, deadlock, and a content row
   * deleted by a concurrent gc between our lookup and our insert. */
  static boolean retryable(SQLException e) {
    String state = e.getSQLState();
    return state != null && (state.equals("40001") || state.equals("40P01") || state.equals("23503"));
  }

  /**
   * The first driver or I/O message in the cause chain (they name the file, host or limit), else
   * the innermost message.
   */
  static String reason(Throwable e) {
    String innermost = null;
    Throwable t = e;
    for (int depth = 0; t != null && depth < 10; depth++, t = t.getCause()) {
      String m = t.getMessage();
      boolean useful = m != null && !m.isBlank();
      if (useful && (t instanceof SQLException || t instanceof java.io.IOException)) {
        return m.strip();
      }
      if (useful) {
        innermost = m.strip();
      }
    }
    return innermost == null ? e.getClass().getSimpleName() : innermost;
  }
}
