package dev.candor;

import java.util.Set;

/**
 * State words in capitals that say something is wrong without being an error line's words: a
 * thread {@code BLOCKED}, a lookup answered {@code SERVFAIL}, a link {@code DOWN}, a packet {@code
 * DROPPED}, an account {@code LOCKED_OUT} (a word ends at an underscore). Tools print states as capitalised enums; a rare line holding such a state is shown
 * before rarer ones. It never makes a line an error line.
 */
final class Trouble {
  private static final Set<String> STATES = Set.of(
      "BLOCKED", "DEADLOCK", "DEADLOCKED", "DOWN", "SERVFAIL", "NXDOMAIN", "REFUSED", "REJECTED", "REJECT",
      "DENIED", "DENY", "DROP", "DROPPED", "TIMEOUT", "LOST", "STALE", "INVALID", "CONFLICT", "CORRUPT",
      "MISSING", "KILLED", "DEAD", "UNREACHABLE", "OFFLINE", "DEGRADED", "UNHEALTHY", "EXPIRED", "BROKEN",
      "STUCK", "HUNG", "ORPHANED", "CRASHED", "ABORTED", "NOTREADY", "LOCKED", "REVOKED");
  /** Only the first this many chars of a line are read. */
  private static final int SPAN = 400;

  private Trouble() {}

  /** Whether {@code text} holds one of the states as a whole word in capitals. */
  static boolean says(String text) {
    int end = Math.min(text.length(), SPAN);
    int i = 0;
    while (i < end) {
      while (i < end && !Character.isLetter(text.charAt(i))) {
        i++;
      }
      int start = i;
      boolean upper = true;
      while (i < end && Character.isLetter(text.charAt(i))) {
        upper &= Character.isUpperCase(text.charAt(i));
        i++;
      }
      if (upper && i - start >= 4 && STATES.contains(text.substring(start, i))) {
        return true;
      }
    }
    return false;
  }
}
