package dev.candor;

/**
 * What kind of record a held item's text is, by its shape: the names of a JSON object's own
 * members, in order ({@code type,status,path} for a file's status, {@code
 * type,time,message,levelname,name} for a log message). Read from the text without parsing it into
 * values; null for text that is no JSON object (a CSV row, whose shape is its header's).
 */
final class RecordShape {
  /** The shape of a record longer than this is read from its first this many chars. */
  static final int SPAN = 4096;

  private RecordShape() {}

  /** The names of {@code text}'s top-level members joined by commas, or null when it is not a JSON object. */
  static String of(String text) {
    if (text == null) {
      return null;
    }
    int n = Math.min(text.length(), SPAN);
    int i = 0;
    while (i < n && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    if (i == n || text.charAt(i) != '{') {
      return null;
    }
    StringBuilder names = new StringBuilder();
    int depth = 0;
    boolean expectName = false;
    for (; i < n; i++) {
      char c = text.charAt(i);
      if (c == '"') {
        int end = stringEnd(text, i + 1, n);
        if (end < 0) {
          break;
        }
        if (depth == 1 && expectName) {
          names.append(names.length() == 0 ? "" : ",").append(text, i + 1, end);
          expectName = false;
        }
        i = end;
      } else if (c == '{' || c == '[') {
        depth++;
        expectName = depth == 1;
      } else if (c == '}' || c == ']') {
        depth--;
      } else if (c == ',' && depth == 1) {
        expectName = true;
      }
    }
    return names.toString();
  }

  /** The index of the quote that ends the string whose contents start at {@code from}, or -1 before {@code n}. */
  private static int stringEnd(String text, int from, int n) {
    for (int i = from; i < n; i++) {
      char c = text.charAt(i);
      if (c == '\\') {
        i++;
      } else if (c == '"') {
        return i;
      }
    }
    return -1;
  }
}
