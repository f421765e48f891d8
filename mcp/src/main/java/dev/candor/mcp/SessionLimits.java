package dev.candor.mcp;

import java.time.Duration;
import java.util.Objects;

/**
 * How long an HTTP session may sit idle and how many may be live at once. A client may leave
 * without ending its session (the TypeScript SDK's {@code close()} sends no DELETE), and each
 * session of the proxy holds an upstream process: so an idle session ends, and past the cap the
 * session idle longest ends to make room.
 *
 * @param idle how long a session with no request in flight and no open stream lives on
 * @param max the most sessions live at once
 */
public record SessionLimits(Duration idle, int max) {
  /** The idle time after which a session ends, unless told otherwise. */
  public static final Duration DEFAULT_IDLE = Duration.ofMinutes(5);

  /** The most live sessions, unless told otherwise. */
  public static final int DEFAULT_MAX = 32;

  public SessionLimits {
    Objects.requireNonNull(idle, "idle");
    if (idle.isNegative() || idle.isZero()) {
      throw new IllegalArgumentException("the session idle time must be positive, not " + idle);
    }
    if (max < 1) {
      throw new IllegalArgumentException("the most sessions must be at least 1, not " + max);
    }
  }

  /** Five minutes idle, 32 sessions. */
  public static SessionLimits defaults() {
    return new SessionLimits(DEFAULT_IDLE, DEFAULT_MAX);
  }

  /** The limits as a person reads them: {@code sessions idle 5m end; at most 32 live}. */
  public String describe() {
    return "sessions idle " + human(idle) + " end; at most " + max + " live";
  }

  static String human(Duration d) {
    long ms = d.toMillis();
    if (ms % 60_000 == 0) {
      return ms / 60_000 + "m";
    }
    if (ms % 1_000 == 0) {
      return ms / 1_000 + "s";
    }
    return ms + "ms";
  }
}
