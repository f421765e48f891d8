package dev.candor;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * Exact figures over every record of an array or stream, so "what is the total" is answered
 * without the model adding up what it was shown: for each top-level field of the records, the sum,
 * minimum, maximum and mean of its numbers (decimal, so cents stay cents), the earliest and latest
 * of its dates, and the distinct values of a string with few of them. A field that names a state
 * ({@code level}, {@code severity}, {@code status}, {@code type}: {@link FailureSignal#state}) has
 * its values counted at every detail and stated first, so the findings by severity and the records
 * by status are said wherever any figure is.
 */
final class Aggregates {
  /** Fields followed at most; later ones are counted as records but not summarised. */
  static final int MAX_FIELDS = 40;
  /** A listed string value longer than this many code points is cut to them and ends in "…". */
  static final int MAX_VALUE_CHARS = 60;
  /** A string field with more distinct values than this is not listed. */
  static final int MAX_DISTINCT = 12;
  private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?");
  /** A number as JSON writes it: what a CSV field must look like to be summed. */
  private static final Pattern NUMBER = Pattern.compile("-?(0|[1-9]\\d*)(\\.\\d+)?([eE][+-]?\\d+)?");
  /** Longer numbers than this are not summed from CSV text: no table holds such amounts. */
  private static final int MAX_NUMBER_CHARS = 64;
  /** Numbers scaled past 10^±this are not summed: an exact sum of them could need millions of digits. */
  private static final int MAX_SCALE = 1_000;

  private final Map<String, Field> fields = new LinkedHashMap<>();
  /** The fields to total, or null for every one (up to MAX_FIELDS). */
  private final Set<String> only;
  private long records;

  Aggregates() {
    this(null);
  }

  /** Figures for only the fields {@code only} (none when empty), or for every field when null. */
  Aggregates(Set<String> only) {
    this.only = only;
  }

  /** Whether a record could not be read into the figures, which are then not stated. */
  private boolean incomplete;

  /** A record was counted but its fields could not be read: no figure can claim to cover every record. */
  void unread() {
    records++;
    incomplete = true;
  }

  /** A new record starts. */
  void record() {
    flush();
    records++;
  }

  long records() {
    return records;
  }

  /*
   * Duplicate keys: a record's top-level values wait in `pending` until the record ends, so that a
   * later value of a key replaces an earlier one, as a JSON parser (and a CSV reader building a
   * map) keeps the last: {"amount":1,"amount":1000000} sums to 1000000, not 1000001. A record with
   * more than PENDING_MAX fields is counted as it streams, past that many.
   */
  private static final int PENDING_MAX = 4096;
  /** The most repeated key names listed. */
  private static final int DUPLICATE_NAMES = 4;
  private final Map<String, String[]> pending = new LinkedHashMap<>();
  private boolean pendingRepeats;
  private long duplicateRecords;
  private final java.util.Set<String> duplicateNames = new java.util.LinkedHashSet<>();
  private boolean moreDuplicateNames;

  private void put(String field, String kind, String value) {
    if (pending.size() >= PENDING_MAX && !pending.containsKey(field)) {
      flush();
    }
    if (pending.put(field, new String[] {kind, value}) != null) {
      pendingRepeats = true;
      if (duplicateNames.size() < DUPLICATE_NAMES) {
        duplicateNames.add(field);
      } else {
        moreDuplicateNames |= !duplicateNames.contains(field);
      }
    }
  }

  private void flush() {
    for (Map.Entry<String, String[]> e : pending.entrySet()) {
      String[] v = e.getValue();
      if (v[0].equals("n")) {
        count(e.getKey(), v[1]);
      } else if (v[0].equals("s")) {
        Field f = field(e.getKey());
        if (f != null) {
          f.string(v[1]);
        }
      }
    }
    pending.clear();
    duplicateRecords += pendingRepeats ? 1 : 0;
    pendingRepeats = false;
  }

  /** The records read so far in which a top-level key occurs more than once. */
  long duplicateRecords() {
    flush();
    return duplicateRecords;
  }

  /**
   * {@code 3,000 records repeat a key (id, amount): figures use each key's last value, as a JSON
   * parser keeps it}; null when no record repeats a key.
   */
  String duplicates() {
    if (duplicateRecords() == 0) {
      return null;
    }
    return Marker.plural(duplicateRecords, "record") + " repeat" + (duplicateRecords == 1 ? "s" : "") + " a key ("
        + String.join(", ", duplicateNames) + (moreDuplicateNames ? ", ..." : "")
        + "): figures use each key's last value, as a parser keeps it";
  }

  /** A top-level field of the current record: {@code number} is its text when numeric, else null. */
  void number(String field, String number) {
    put(field, "n", number);
  }

  /** A top-level field of the current record holding neither a number nor a string: null, a boolean, a structure. */
  void other(String field) {
    put(field, "x", null);
  }

  private void count(String field, String number) {
    Field f = field(field);
    if (f == null) {
      return;
    }
    BigDecimal v;
    try {
      v = new BigDecimal(number);
    } catch (NumberFormatException e) {
      v = null; // an exponent past int range: valid JSON, but no exact sum can hold it
    }
    if (v == null || Math.abs((long) v.scale()) > MAX_SCALE) {
      f.unsummable = true; // 1e999999 + 1 would need a million digits: say nothing rather than hang
    } else {
      f.number(v);
    }
  }

  void string(String field, String value) {
    put(field, "s", value);
  }

  /**
   * A field of the current record as text, as a CSV cell holds it: a number when it is written as
   * JSON writes numbers, nothing when empty, else a string (which may be a date).
   */
  void text(String field, String value) {
    if (value.isEmpty()) {
      other(field);
      return;
    }
    if (value.length() <= MAX_NUMBER_CHARS && NUMBER.matcher(value).matches()) {
      number(field, value);
    } else {
      string(field, value);
    }
  }

  private Field field(String name) {
    Field f = fields.get(name);
    if (f == null && fields.size() < MAX_FIELDS && (only == null || only.contains(name))) {
      f = new Field(FailureSignal.state(name));
      fields.put(name, f);
    }
    return f;
  }

  /**
   * The figures as a JSON member {@code "aggregates":{...}}, or null when there is nothing to say.
   * {@code detail} 2 lists everything, 1 leaves out string values, 0 gives only numbers, -1 only
   * the values of the fields that name a state (the findings by severity, the records by status);
   * a state field's values are listed at every detail.
   */
  String json(int detail) {
    flush();
    if (incomplete) {
      return null;
    }
    StringBuilder sb = new StringBuilder("\"aggregates\":{\"records\":").append(records);
    boolean any = false;
    StringBuilder fs = new StringBuilder();
    for (Map.Entry<String, Field> e : statesFirst()) {
      if (detail < 0 && !e.getValue().state) {
        break;
      }
      String f = e.getValue().json(detail);
      if (f != null) {
        fs.append(fs.length() == 0 ? "" : ",").append(StructuredMeta.quote(e.getKey())).append(':').append(f);
        any = true;
      }
    }
    if (!any) {
      return null;
    }
    // A listed value may be the tool's look-alike of a Candor mark: disarmed as in the items (ToolMarks).
    return ToolMarks.json(sb.append(",\"fields\":{").append(fs).append("}}").toString());
  }

  /**
   * The figures in words, for a format with no structure of its own (a CSV row): {@code amount: sum
   * 162676.45, min 0.12, max 4999.99, mean 478.46 over 340 values; ship_date: 2024-01-01 to
   * 2024-12-28; region: eu-west 80, us-east 85}; a value with spaces, separators, quotes or breaks
   * is quoted as JSON quotes it. Null when there is nothing to say; {@code detail}
   * as for {@link #json}.
   */
  String words(int detail) {
    flush();
    if (incomplete) {
      return null;
    }
    StringBuilder sb = new StringBuilder();
    for (Map.Entry<String, Field> e : statesFirst()) {
      if (detail < 0 && !e.getValue().state) {
        break;
      }
      String f = e.getValue().words(detail);
      if (f != null) {
        sb.append(sb.length() == 0 ? "" : "; ").append(e.getKey()).append(": ").append(f);
      }
    }
    return sb.length() == 0 ? null : sb.toString();
  }

  /** The fields in first-seen order, those that name a state first. */
  private List<Map.Entry<String, Field>> statesFirst() {
    List<Map.Entry<String, Field>> out = new ArrayList<>(fields.size());
    for (Map.Entry<String, Field> e : fields.entrySet()) {
      if (e.getValue().state) {
        out.add(e);
      }
    }
    for (Map.Entry<String, Field> e : fields.entrySet()) {
      if (!e.getValue().state) {
        out.add(e);
      }
    }
    return out;
  }

  /** A value as words show it: bare when it reads unambiguously, else quoted as JSON quotes it. */
  private static String plain(String v) {
    return PLAIN.matcher(v).matches() ? v : StructuredMeta.quote(v);
  }

  /** Letters, digits, and the punctuation of names and versions; no spaces, separators, quotes or breaks. */
  private static final Pattern PLAIN = Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{N}._/@+:-]*");

  private static final class Field {
    long numbers;
    BigDecimal sum = BigDecimal.ZERO;
    BigDecimal min;
    BigDecimal max;
    long dates;
    String earliest;
    String latest;
    long strings;
    TreeMap<String, Long> distinct = new TreeMap<>();
    boolean manyValues;
    /** A number too large or too small to sum exactly was seen: no numeric figures are stated. */
    boolean unsummable;
    /** The field names a state: its values are listed at every detail. */
    final boolean state;

    Field(boolean state) {
      this.state = state;
    }

    void number(BigDecimal v) {
      numbers++;
      sum = sum.add(v);
      min = min == null || v.compareTo(min) < 0 ? v : min;
      max = max == null || v.compareTo(max) > 0 ? v : max;
    }

    void string(String v) {
      if (DATE.matcher(v).matches()) {
        dates++;
        earliest = earliest == null || v.compareTo(earliest) < 0 ? v : earliest;
        latest = latest == null || v.compareTo(latest) > 0 ? v : latest;
        return;
      }
      strings++;
      if (!manyValues) {
        boolean longer = v.codePointCount(0, v.length()) > MAX_VALUE_CHARS;
        // A value cut short says so, and counts every value it starts.
        distinct.merge(longer ? v.substring(0, v.offsetByCodePoints(0, MAX_VALUE_CHARS)) + "\u2026" : v, 1L, Long::sum);
        if (distinct.size() > MAX_DISTINCT) {
          manyValues = true;
          distinct.clear();
        }
      }
    }

    BigDecimal mean() {
      return sum.divide(BigDecimal.valueOf(numbers), MathContext.DECIMAL64).stripTrailingZeros();
    }

    String words(int detail) {
      StringBuilder sb = new StringBuilder();
      if (numbers > 0 && !unsummable) {
        sb.append("sum ").append(sum.toPlainString()).append(", min ").append(min.toPlainString())
            .append(", max ").append(max.toPlainString()).append(", mean ").append(mean().toPlainString())
            .append(" over ").append(numbers).append(numbers == 1 ? " value" : " values");
      }
      if (dates > 0 && detail >= 1) {
        sb.append(sb.length() == 0 ? "" : ", ").append(earliest).append(" to ").append(latest);
      }
      if (strings > 0 && !manyValues && (detail >= 2 || state) && !distinct.isEmpty()) {
        boolean first = true;
        for (Map.Entry<String, Long> e : distinct.entrySet()) {
          sb.append(first && sb.length() == 0 ? "" : ", ").append(plain(e.getKey())).append(' ').append(e.getValue());
          first = false;
        }
      }
      return sb.length() == 0 ? null : sb.toString();
    }

    String json(int detail) {
      StringBuilder sb = new StringBuilder();
      if (numbers > 0 && !unsummable) {
        BigDecimal mean = mean();
        sb.append("\"count\":").append(numbers).append(",\"sum\":").append(sum.toPlainString())
            .append(",\"min\":").append(min.toPlainString()).append(",\"max\":").append(max.toPlainString())
            .append(",\"mean\":").append(mean.toPlainString());
      }
      if (dates > 0 && detail >= 1) {
        sb.append(sb.length() == 0 ? "" : ",").append("\"earliest\":").append(StructuredMeta.quote(earliest))
            .append(",\"latest\":").append(StructuredMeta.quote(latest));
      }
      if (strings > 0 && !manyValues && (detail >= 2 || state) && !distinct.isEmpty()) {
        sb.append(sb.length() == 0 ? "" : ",").append("\"values\":{");
        boolean first = true;
        for (Map.Entry<String, Long> e : distinct.entrySet()) {
          sb.append(first ? "" : ",").append(StructuredMeta.quote(e.getKey())).append(':').append(e.getValue());
          first = false;
        }
        sb.append('}');
      }
      return sb.length() == 0 ? null : "{" + sb + "}";
    }
  }
}
