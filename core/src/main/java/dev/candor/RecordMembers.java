package dev.candor;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.List;

/**
 * An object whose members are records of one kind, keyed by name ({@code {"pkg@1.0": {...}, ...}}
 * of a licence checker, {@code {"total": {...}, "src/x.js": {...}}} of a coverage summary), is a
 * collection as an array of records is: the members whose record holds a rare value or a number
 * that stands out ({@link RareValues}) are kept wherever they stand, as a failure record is, and
 * their values before any other.
 *
 * <p>Design: each record's scalar fields, and those of the objects directly inside it under a
 * dotted name ({@code lines.pct}), are counted as an array's items' top-level fields are. Only
 * members whose value is an object's text are read, at most {@link #MAX_RECORDS} of them; the
 * object is a collection when at least {@link RareValues#MIN_RECORDS} members are, and nearly all
 * of its members.
 */
final class RecordMembers {
  private RecordMembers() {}

  /** Records read at most, one parse each. */
  static final int MAX_RECORDS = 2_000;
  /** The most members kept for a rare record, rarest first. */
  static final int MAX_KEPT = 3;
  /** At least this percentage of the members are records. */
  private static final int RECORD_PERCENT = 90;

  /** Marks in {@code n} the members whose record stands out among its siblings ({@link ShownObject#standout}). */
  static void mark(ShownObject n) {
    int size = Math.min(n.members.size(), MAX_RECORDS);
    int records = 0;
    for (int i = 0; i < size; i++) {
      records += record(n, i) ? 1 : 0;
    }
    if (records < RareValues.MIN_RECORDS || records * 100L < size * (long) RECORD_PERCENT) {
      return;
    }
    RareValues rare = new RareValues(e -> { }, e -> false, Long.MAX_VALUE);
    HeldItem[] held = new HeldItem[size];
    long count = 0;
    for (int i = 0; i < size; i++) {
      if (!record(n, i)) {
        continue;
      }
      String v = n.members.get(i).value();
      // A record read member by member (it holds an array) has no text of its own: its name stands in,
      // for the pins, which cost nothing here.
      held[i] = new HeldItem(i, v != null ? v : n.members.get(i).name(), false, 0);
      count++;
      if (v != null) {
        fields(v, held[i], rare);
      } else {
        fields(n.children[i], held[i], rare);
      }
      rare.endRecord();
    }
    List<HeldItem> ranked = rare.ranked(count);
    for (int k = 0; k < ranked.size() && k < MAX_KEPT; k++) {
      int i = (int) ranked.get(k).index;
      n.pinned[i] = true;
      n.standout[i] = true;
      n.standoutPlace[i] = k + 1;
    }
  }

  /** Whether member {@code i} of {@code n} is a record: an object's text, or an object read member by member. */
  private static boolean record(ShownObject n, int i) {
    String v = n.members.get(i).value();
    return v != null ? v.startsWith("{") : n.children[i] != null;
  }

  /**
   * Counts the scalar fields of a record read member by member (it holds an array: a host's
   * variables with its list of maps), and those of the objects kept whole inside it under dotted
   * names, as {@link #fields(String, HeldItem, RareValues)} counts a record's text.
   */
  private static void fields(ShownObject record, HeldItem item, RareValues rare) {
    for (JsonMember m : record.members) {
      String v = m.value();
      if (v == null || v.startsWith("[")) {
        continue;
      }
      try (JsonParser p = JsonItemReader.FACTORY.createParser(v)) {
        JsonToken t = p.nextToken();
        if (t != null) {
          member(m.name(), p, t, item, rare);
        }
      } catch (IOException e) {
        throw new IllegalStateException("re-reading a value the reader wrote cannot fail: " + e.getMessage(), e);
      }
    }
  }

  /** Counts the scalar fields of the record {@code text}, one level of objects inside it under dotted names. */
  private static void fields(String text, HeldItem item, RareValues rare) {
    try (JsonParser p = JsonItemReader.FACTORY.createParser(text)) {
      p.nextToken();
      for (JsonToken t = p.nextToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
        String name = p.currentName();
        member(name, p, p.nextToken(), item, rare);
      }
    } catch (IOException e) {
      throw new IllegalStateException("re-reading an object the reader wrote cannot fail: " + e.getMessage(), e);
    }
  }

  /**
   * Counts member {@code name}, whose value starts at token {@code v} of {@code p}: a scalar as it
   * is, an object's scalars under dotted names ({@code lines.pct}); anything else is skipped.
   */
  private static void member(String name, JsonParser p, JsonToken v, HeldItem item, RareValues rare)
      throws IOException {
    if (v == JsonToken.START_OBJECT) {
      for (JsonToken u = p.nextToken(); u == JsonToken.FIELD_NAME; u = p.nextToken()) {
        String inner = name + "." + p.currentName();
        JsonToken w = p.nextToken();
        if (w.isScalarValue()) {
          see(rare, inner, p, w, item);
        } else {
          p.skipChildren();
        }
      }
    } else if (v.isScalarValue()) {
      see(rare, name, p, v, item);
    } else {
      p.skipChildren();
    }
  }

  private static void see(RareValues rare, String name, JsonParser p, JsonToken t, HeldItem item) throws IOException {
    boolean free = t == JsonToken.VALUE_STRING && p.getTextLength() > RareValues.MAX_VALUE_CHARS;
    rare.see(name, free ? null : p.getText(), item);
  }
}
