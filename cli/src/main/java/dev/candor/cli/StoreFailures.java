package dev.candor.cli;

import dev.candor.store.StoreException;
import java.util.Locale;

/** What a person can do about a store that failed, from the SQLite or PostgreSQL code in its message. */
final class StoreFailures {
  private StoreFailures() {}

  /** {@code e}'s message, then what to do about it when the store itself failed. */
  static String explain(StoreException e) {
    String m = e.getMessage() == null ? e.toString() : e.getMessage();
    if (e.kind() != StoreException.Kind.UNAVAILABLE && e.kind() != StoreException.Kind.CORRUPT) {
      return m;
    }
    return m + "\n" + advice(m);
  }

  static String advice(String message) {
    String m = message.toUpperCase(Locale.ROOT);
    if (m.startsWith("NO RESULT STORE AT")) {
      return "what to do: give --store (or $CANDOR_STORE) the store results were kept in, as sqlite:PATH; "
          + "without either, a command uses .candor/store.db in the folder it runs in, or $CANDOR_HOME/store.db";
    }
    if (m.contains("SQLITE_FULL") || m.contains("SQLITE_IOERR") || m.contains("DISK FULL") || m.contains("53100")) {
      return "what to do: free disk space, run 'candor store gc' to drop expired results, or give --store a store "
          + "on another disk";
    }
    if (m.contains("SQLITE_NOTADB") || m.contains("SQLITE_CORRUPT")) {
      return "what to do: this file is not a Candor store or is damaged; give --store another path, or move the "
          + "file away and a new store is made there";
    }
    if (m.contains("SQLITE_READONLY") || m.contains("SQLITE_CANTOPEN") || m.contains("SQLITE_PERM")
        || m.contains("READ-ONLY") || m.contains("PERMISSION")) {
      return "what to do: the store or its folder is not writable; give --store a writable path, or copy the "
          + "store (its -wal and -shm files too) to a writable folder and point --store at the copy";
    }
    if (m.contains("SQLITE_BUSY") || m.contains("SQLITE_LOCKED")) {
      return "what to do: another process holds the store; try again, or give --store another store";
    }
    if (m.contains("POSTGRESQL") || m.contains("CONNECTION") || m.contains("PASSWORD")) {
      return "what to do: check the server, the URL and its credentials, or give --store sqlite:PATH for a local "
          + "store";
    }
    return "what to do: give --store a store elsewhere, or run 'candor store gc' if it has grown too large";
  }
}
