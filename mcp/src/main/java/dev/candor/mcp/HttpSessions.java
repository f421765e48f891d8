package dev.candor.mcp;

import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The live sessions of {@link HttpStreamBridge}, and their ends: a session idle longer than
 * {@link SessionLimits#idle()} ends, a new one past {@link SessionLimits#max()} ends the one idle
 * longest, and a session whose server exits is gone. Each end is logged with the live count.
 */
final class HttpSessions implements AutoCloseable {
  /** Why a session ended, as the log line says it. */
  enum End {
    DELETED("the client deleted it"),
    IDLE("idle for over %s"),
    EVICTED("idle longest when a new session needed room (at most %d live)"),
    SERVER_EXITED("its server exited"),
    SHUTDOWN("the server is stopping");

    private final String text;

    End(String text) {
      this.text = text;
    }
  }

  /** Every live session is busy and there are {@link SessionLimits#max()} of them. */
  static final class Full extends Exception {
    private static final long serialVersionUID = 1L;

    Full(int max) {
      super("the server has " + max + " live sessions, all busy: try again later, or end a session with DELETE");
    }
  }

  private final Map<String, HttpStreamSession> live = new ConcurrentHashMap<>();
  private final SessionLimits limits;
  private final Consumer<String> log;
  private final ScheduledExecutorService sweeper;

  HttpSessions(SessionLimits limits, Consumer<String> log) {
    this.limits = limits;
    this.log = log;
    this.sweeper = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "candor-mcp-session-sweeper");
      t.setDaemon(true);
      return t;
    });
    long every = Math.max(50, Math.min(limits.idle().toMillis() / 4, 30_000));
    sweeper.scheduleWithFixedDelay(this::sweep, every, every, TimeUnit.MILLISECONDS);
  }

  SessionLimits limits() {
    return limits;
  }

  /** The live session with this id, if any. */
  Optional<HttpStreamSession> get(String id) {
    HttpStreamSession s = live.get(id);
    if (s != null && s.ended()) {
      ended(s, End.SERVER_EXITED);
      return Optional.empty();
    }
    return Optional.ofNullable(s);
  }

  /**
   * Registers a new session, first ending the one idle longest when there are already {@link
   * SessionLimits#max()}.
   */
  synchronized void add(HttpStreamSession s) throws Full {
    dropExited();
    if (live.size() >= limits.max()) {
      long now = System.nanoTime();
      HttpStreamSession oldest = live.values().stream()
          .filter(x -> x.idleNanos(now) > 0)
          .max(Comparator.comparingLong(x -> x.idleNanos(now)))
          .orElseThrow(() -> new Full(limits.max()));
      live.remove(oldest.id, oldest);
      live.put(s.id, s);
      oldest.close();
      log(oldest, End.EVICTED);
      return;
    }
    live.put(s.id, s);
  }

  /** Ends a session: it leaves the live set, and its server sees the end of its input. */
  void end(HttpStreamSession s, End why) {
    if (live.remove(s.id, s)) {
      s.close();
      log(s, why);
    }
  }

  /** A session whose server exited on its own (null: one that ended before it was registered). */
  void ended(HttpStreamSession s, End why) {
    if (s != null && live.remove(s.id, s)) {
      log(s, why);
    }
  }

  /** Sessions live now. */
  int size() {
    dropExited();
    return live.size();
  }

  private void dropExited() {
    for (HttpStreamSession s : live.values()) {
      if (s.ended()) {
        ended(s, End.SERVER_EXITED);
      }
    }
  }

  /** Ends every session idle longer than the limit. */
  void sweep() {
    try {
      long now = System.nanoTime();
      long idle = limits.idle().toNanos();
      for (HttpStreamSession s : live.values()) {
        if (s.ended()) {
          ended(s, End.SERVER_EXITED);
        } else if (s.idleNanos(now) > idle) {
          end(s, End.IDLE);
        }
      }
    } catch (RuntimeException e) {
      // The sweeper must outlive any one session's trouble.
      log.accept("candor mcp: sweeping idle sessions failed: " + e);
    }
  }

  private void log(HttpStreamSession s, End why) {
    String reason = switch (why) {
      case IDLE -> String.format(why.text, SessionLimits.human(limits.idle()));
      case EVICTED -> String.format(why.text, limits.max());
      default -> why.text;
    };
    log.accept("candor mcp: session " + s.id.substring(0, Math.min(8, s.id.length())) + " ended: " + reason + "; "
        + live.size() + " live");
  }

  @Override
  public void close() {
    sweeper.shutdownNow();
    for (HttpStreamSession s : live.values()) {
      end(s, End.SHUTDOWN);
    }
  }
}
