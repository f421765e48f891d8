package dev.candor;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * Exact figures over every record of an array or stream, so "what is the total" is answered
 * without the model adding up what it was shown: for each top-level field of the records, the sum,
 * minimum, maximum and mean of its numbers (decimal, so cents stay cents), the earliest and latest
 * of its dates, and the distinct values of a string with few of them.
 */
final class Aggregates {
  /** Fields followed at most; later ones are counted as records but not summarised. */
  static final int MAX_FIELDS = 40;
  /** A string field with more distinct values than this is not listed. */
  static final int MAX_DISTINCT = 12;
  private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?");

  private final Map<String, Field> fields = new LinkedHashMap<>();
  private long records;

  /** A new record starts. */
  void record() {
    records++;
  }

  long records() {
    return records;
  }

  /** A top-level field of the current record: {@code number} is its text when numeric, else null. */
  void number(String field, String number) {
    Field f = field(field);
    if (f != null) {
      f.number(new BigDecimal(number));
    }
  }

  void string(String field, String value) {
    Field f = field(field);
    if (f != null) {
      f.string(value);
    }
  }

  private Field field(String name) {
    Field f = fields.get(name);
    if (f == null && fields.size() < MAX_FIELDS) {
      f = new Field();
      fields.put(name, f);
    }
    return f;
  }

  /**
   * The figures as a JSON member {@code "aggregates":{...}}, or null when there is nothing to say.
   * {@code detail} 2 lists everything, 1 leaves out string values, 0 gives only numbers.
   */
  String json(int detail) {
    StringBuilder sb = new StringBuilder("\"aggregates\":{\"records\":").append(records);
    boolean any = false;
    StringBuilder fs = new StringBuilder();
    for (Map.Entry<String, Field> e : fields.entrySet()) {
      String f = e.getValue().json(detail);
      if (f != null) {
        fs.append(fs.length() == 0 ? "" : ",").append(StructuredMeta.quote(e.getKey())).append(':').append(f);
        any = true;
      }
    }
    if (!any) {
      return null;
    }
    return sb.append(",\"fields\":{").append(fs).append("}}").toString();
  }

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
        distinct.merge(v.length() > 60 ? v.substring(0, 60) : v, 1L, Long::sum);
        if (distinct.size() > MAX_DISTINCT) {
          manyValues = true;
          distinct.clear();
        }
      }
    }

    String json(int detail) {
      StringBuilder sb = new StringBuilder();
      if (numbers > 0) {
        BigDecimal mean = sum.divide(BigDecimal.valueOf(numbers), MathContext.DECIMAL64).stripTrailingZeros();
        sb.append("\"count\":").append(numbers).append(",\"sum\":").append(sum.toPlainString())
            .append(",\"min\":").append(min.toPlainString()).append(",\"max\":").append(max.toPlainString())
            .append(",\"mean\":").append(mean.toPlainString());
      }
      if (dates > 0 && detail >= 1) {
        sb.append(sb.length() == 0 ? "" : ",").append("\"earliest\":").append(StructuredMeta.quote(earliest))
            .append(",\"latest\":").append(StructuredMeta.quote(latest));
      }
      if (strings > 0 && !manyValues && detail >= 2 && !distinct.isEmpty()) {
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
