package dev.candor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * The records of one run that share a failure record's identity (the values of fields such as
 * go test -json's Package and Test, {@link FailureWatch#key}) and come before it: a failing test's
 * own output, held so it can be shown beside its fail event.
 *
 * <p>Design: records wait, by identity, for a failure that shares it: the last {@link
 * #PER_FAILURE} of each identity, {@link #RECENT_BYTES} between them, the identity used longest ago
 * forgotten first. Parallel tests interleave their output, so a test's lines can be hundreds of
 * records before its fail event, past what the run's tail window still holds. When a group is
 * full, the oldest record that tells nothing ({@link #tells}: it reads like no error line and names
 * no location in the caller's own code) goes first, so a panic's first line and the frame of the
 * test that panicked stay beside the last frames of its trace.
 */
final class RelatedRecords {
  /** The records before a failure, sharing its identity, that are held beside it. */
  static final int PER_FAILURE = 8;
  /** The most such records held in one run. */
  static final int MAX = 36;
  /** How many waiting records of one identity are looked at when its failure comes. */
  private static final int LOOKBACK = 2048;
  private static final int RECENT_BYTES = 128 * 1024;
  private static final ErrorPatterns ERRORS = ErrorPatterns.defaults();

  private final LinkedHashMap<String, ArrayDeque<HeldItem>> recent = new LinkedHashMap<>(16, 0.75f, true);
  private long recentBytes;
  /** The records held for sharing a failure's identity, in the order they were found: nearest first. */
  private final List<HeldItem> related = new ArrayList<>();
  /** The names of the identity fields the first related records share, {@code Package, Test}. */
  private String names;

  /** The default error patterns' literals, one of which an error line holds (lower case); null for none. */
  private static final List<String> TRIGGERS = ERRORS.triggers();

  /** Whether a record's text reads like an error line, by the default error patterns. */
  static boolean readsLikeError(String text) {
    if (TRIGGERS != null) {
      String lower = text.toLowerCase(java.util.Locale.ROOT);
      if (TRIGGERS.stream().noneMatch(t -> ErrorPatterns.holds(lower, t))) {
        return false; // the patterns' prefilter: most records hold none of their words
      }
    }
    return ERRORS.matches(text);
  }

  /**
   * Whether a record tells where a failure is: it reads like an error line ({@link
   * #readsLikeError}), or it names a source location in the caller's own code, not in a runtime
   * or a library ({@link Frames#pointsAtOwnCode}): the frame of a go test's panic trace that names
   * {@code cart_test.go:17}, among the frames of {@code testing.go} and {@code panic.go}. Judged once
   * per record.
   */
  static boolean tells(HeldItem e) {
    if (e.tells == 0) {
      e.tells = (byte) (readsLikeError(e.text) || Frames.pointsAtOwnCode(e.text) ? 2 : 1);
    }
    return e.tells == 2;
  }

  /**
   * A source location that ends a string value: a stack frame's line, {@code
   * \t/src/cart/cart_test.go:17 +0x35e} (Go) or {@code at Cart.total(Cart.java:17)}, rather than a
   * message that starts with its location ({@code ledger_test.go:28: Parse(...)}).
   */
  private static final java.util.regex.Pattern FRAME_END =
      java.util.regex.Pattern.compile("\\.[A-Za-z]{1,6}:[0-9]{1,7}(:[0-9]{1,5})?\\)?( \\+0x[0-9a-fA-F]{1,16})?(\\\\n)?\"");

  /**
   * Whether a record is a stack frame in the caller's own code ({@link Frames#pointsAtOwnCode}):
   * among a failure's own records, the line that says where in the caller's code it failed.
   */
  static boolean ownFrame(HeldItem e) {
    return tells(e) && FRAME_END.matcher(e.text).find() && Frames.pointsAtOwnCode(e.text);
  }

  /** The related records, nearest to their failure first. */
  List<HeldItem> list() {
    return related;
  }

  /** {@code Package, Test}: the identity fields the related records share; null when there are none. */
  String names() {
    return names;
  }

  /** A record that signals no failure, with an identity: it waits for a failure that shares it. */
  void remember(HeldItem e) {
    long size = Utf8.length(e.text);
    if (size > RECENT_BYTES / 8) {
      return;
    }
    ArrayDeque<HeldItem> group = recent.computeIfAbsent(e.key, k -> new ArrayDeque<>());
    group.addLast(e);
    recentBytes += size;
    if (group.size() > PER_FAILURE) {
      HeldItem out = null;
      for (HeldItem r : group) {
        if (!tells(r)) {
          out = r;
          break;
        }
      }
      out = out == null ? group.peekFirst() : out;
      group.remove(out);
      recentBytes -= Utf8.length(out.text);
    }
    Iterator<ArrayDeque<HeldItem>> eldest = recent.values().iterator();
    while (recentBytes > RECENT_BYTES && eldest.hasNext()) {
      ArrayDeque<HeldItem> g = eldest.next();
      g.forEach(r -> recentBytes -= Utf8.length(r.text));
      eldest.remove();
    }
  }

  /** Record {@code r}, which a failure record points at ({@link References}), is related too. */
  void add(HeldItem r) {
    if (!r.failure && !r.related && related.size() < MAX) {
      r.related = true;
      r.pointedAt = true;
      related.add(r);
    }
  }

  /** A failure record {@code e} with an identity: the records waiting with it become related. */
  void failure(HeldItem e, String keyNames) {
    ArrayDeque<HeldItem> before = recent.remove(e.key);
    if (before != null) {
      before.forEach(r -> recentBytes -= Utf8.length(r.text));
    }
    if (related.size() >= MAX) {
      return;
    }
    Iterator<HeldItem> back = before == null ? Collections.emptyIterator() : before.descendingIterator();
    int found = 0;
    for (int seen = 0; back.hasNext() && seen < LOOKBACK && found < PER_FAILURE && related.size() < MAX; seen++) {
      HeldItem r = back.next();
      if (r != e && !r.failure && !r.related && e.key.equals(r.key)) {
        r.related = true;
        related.add(r);
        found++;
        names = names == null ? keyNames : names;
      }
    }
  }
}
