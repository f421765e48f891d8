package dev.candor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The records of an event stream that a failure record points at by id, and those they point at
 * in turn: cucumber-js's message stream says a step failed in {@code "testStepFinished":
 * {"testCaseStartedId": "6f7c..."}}, and only by following {@code testCaseStartedId} to the
 * {@code testCaseStarted} record, its {@code testCaseId} to the {@code testCase}, and its {@code
 * pickleId} to the {@code pickle} does one learn the scenario's name, a thousand lines earlier.
 *
 * <p>Design: each record that names an id of its own (its first {@code "id"} member) is held under
 * that id, when small, within {@link #HELD_BYTES} between them, the one held longest ago forgotten
 * first. A failure record's references are the string values of its members named {@code ...Id}
 * or {@code ..._id}; they are followed breadth-first for {@link #HOPS} steps, to at most {@link
 * #PER_FAILURE} records.
 */
final class References {
  /** A record larger than this is not held for its id. */
  static final int MAX_RECORD = 8 * 1024;
  /** The bytes of records held for their ids, between them. */
  static final int HELD_BYTES = 256 * 1024;
  /** How many steps from a failure record are followed. */
  static final int HOPS = 3;
  /** The most records one failure points at, in all. */
  static final int PER_FAILURE = 4;

  /** How a record's own id starts: its first member named {@code id}, a string. */
  private static final String OWN_KEY = "\"id\":\"";
  /** A member that points at another record: {@code "testCaseId":"..."}, {@code "order_id":"..."}. */
  private static final Pattern POINTER = Pattern.compile("\"[A-Za-z0-9]*[a-z0-9](?:Id|_id)\":\"([^\"\\\\]{6,100})\"");

  private final LinkedHashMap<String, HeldItem> byId = new LinkedHashMap<>();
  private long heldBytes;

  /** Holds record {@code e} under {@code id}, its own ({@link #idOf}). */
  void record(String id, HeldItem e) {
    HeldItem old = byId.put(id, e);
    if (old != null) {
      heldBytes -= old.text.length();
    }
    heldBytes += e.text.length();
    Iterator<HeldItem> eldest = byId.values().iterator();
    while (heldBytes > HELD_BYTES && eldest.hasNext()) {
      heldBytes -= eldest.next().text.length();
      eldest.remove();
    }
  }

  /** The records failure record {@code e} points at, nearest first: at most {@link #PER_FAILURE}. */
  List<HeldItem> of(HeldItem e) {
    List<HeldItem> out = new ArrayList<>();
    if (e.text == null || byId.isEmpty()) {
      return out;
    }
    ArrayDeque<String> next = new ArrayDeque<>(pointers(e.text));
    for (int hop = 0; hop < HOPS && !next.isEmpty() && out.size() < PER_FAILURE; hop++) {
      ArrayDeque<String> then = new ArrayDeque<>();
      while (!next.isEmpty() && out.size() < PER_FAILURE) {
        HeldItem r = byId.get(next.poll());
        if (r != null && r != e && !out.contains(r)) {
          out.add(r);
          then.addAll(pointers(r.text));
        }
      }
      next = then;
    }
    return out;
  }

  /**
   * The id a record is held under: the string of its first member named {@code id}, 6 to 100
   * chars with no escape; null when it has none, or is larger than {@link #MAX_RECORD}.
   */
  static String idOf(String text) {
    if (text.length() > MAX_RECORD) {
      return null;
    }
    int at = text.indexOf(OWN_KEY);
    if (at < 0) {
      return null;
    }
    int from = at + OWN_KEY.length();
    int end = text.indexOf('"', from);
    if (end < 0 || end - from < 6 || end - from > 100 || text.lastIndexOf('\\', end) >= from) {
      return null;
    }
    return text.substring(from, end);
  }

  private static List<String> pointers(String text) {
    List<String> ids = new ArrayList<>();
    Matcher m = POINTER.matcher(text);
    while (m.find()) {
      ids.add(m.group(1));
    }
    return ids;
  }
}
