package dev.candor.cli.init;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The few TOML edits Codex's config.toml needs, made as text so comments and layout stay: reading
 * and replacing a table's {@code command = "..."} and {@code args = [...]} (an array may span
 * lines), and setting a top-level integer key. Strings are read as TOML basic ({@code "..."}) or
 * literal ({@code '...'}) strings and written as basic strings.
 */
final class TomlText {
  private static final Pattern HEADER = Pattern.compile("(?m)^[ \\t]*\\[([^\\[\\]]+)\\][ \\t]*(#.*)?$");

  /** A table: its dotted name as written, and where its body runs. */
  record Table(String name, int bodyStart, int bodyEnd) {}

  /** A key's value in a table body: where it runs and what it holds. */
  record Value(int start, int end, String raw) {}

  private TomlText() {}

  /** Every {@code [table]} of {@code text}, in order. */
  static List<Table> tables(String text) {
    List<Table> tables = new ArrayList<>();
    Matcher m = HEADER.matcher(text);
    List<int[]> heads = new ArrayList<>();
    List<String> names = new ArrayList<>();
    while (m.find()) {
      heads.add(new int[] {m.start(), m.end()});
      names.add(m.group(1).trim());
    }
    Matcher arrays = Pattern.compile("(?m)^[ \\t]*\\[\\[").matcher(text);
    for (int i = 0; i < heads.size(); i++) {
      int bodyEnd = i + 1 < heads.size() ? heads.get(i + 1)[0] : text.length();
      if (arrays.find(heads.get(i)[1]) && arrays.start() < bodyEnd) {
        bodyEnd = arrays.start();
      }
      tables.add(new Table(names.get(i), heads.get(i)[1], bodyEnd));
    }
    return tables;
  }

  /** The name of the server a {@code [mcp_servers.NAME]} table defines, or empty for another table. */
  static Optional<String> serverName(Table t) {
    Matcher m = Pattern.compile("mcp_servers\\s*\\.\\s*(?:\"((?:[^\"\\\\]|\\\\.)*)\"|'([^']*)'|([A-Za-z0-9_-]+))").matcher(t.name());
    if (!m.matches()) {
      return Optional.empty();
    }
    return Optional.of(m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) : m.group(3));
  }

  /** The value of {@code key} in the body of {@code t}, or empty. */
  static Optional<Value> value(String text, Table t, String key) {
    Matcher m = Pattern.compile("(?m)^[ \\t]*" + Pattern.quote(key) + "[ \\t]*=[ \\t]*").matcher(text);
    m.region(t.bodyStart(), t.bodyEnd());
    if (!m.find()) {
      return Optional.empty();
    }
    int start = m.end();
    int end = valueEnd(text, start);
    return Optional.of(new Value(start, end, text.substring(start, end)));
  }

  /** Where the value starting at {@code start} ends: past a string, a balanced array, or the line's token. */
  private static int valueEnd(String text, int start) {
    int depth = 0;
    for (int i = start; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\'') {
        i = stringEnd(text, i) - 1;
        if (depth == 0) {
          return i + 1;
        }
      } else if (c == '#' ) {
        int nl = text.indexOf('\n', i);
        if (depth == 0) {
          return trimEnd(text, start, i);
        }
        i = nl < 0 ? text.length() : nl;
      } else if (c == '[' || c == '{') {
        depth++;
      } else if (c == ']' || c == '}') {
        if (--depth == 0) {
          return i + 1;
        }
      } else if (c == '\n' && depth == 0) {
        return trimEnd(text, start, i);
      }
    }
    return trimEnd(text, start, text.length());
  }

  private static int trimEnd(String text, int start, int end) {
    while (end > start && Character.isWhitespace(text.charAt(end - 1))) {
      end--;
    }
    return end;
  }

  private static int stringEnd(String text, int open) {
    char q = text.charAt(open);
    for (int i = open + 1; i < text.length(); i++) {
      char c = text.charAt(i);
      if (q == '"' && c == '\\') {
        i++;
      } else if (c == q) {
        return i + 1;
      }
    }
    return text.length();
  }

  /** The strings of a TOML value: one for a string, each element for an array of strings; empty when it is neither. */
  static Optional<List<String>> strings(String raw) {
    List<String> out = new ArrayList<>();
    String r = raw.trim();
    boolean array = r.startsWith("[");
    int i = array ? 1 : 0;
    while (i < r.length()) {
      char c = r.charAt(i);
      if (c == '"' || c == '\'') {
        int end = stringEnd(r, i);
        out.add(c == '"' ? unescape(r.substring(i + 1, end - 1)) : r.substring(i + 1, end - 1));
        i = end;
        if (!array) {
          break;
        }
      } else if (c == '#') {
        int nl = r.indexOf('\n', i);
        i = nl < 0 ? r.length() : nl;
      } else if (c == ',' || c == ']' || Character.isWhitespace(c)) {
        i++;
      } else {
        return Optional.empty(); // a number, a table, a multi-line string: not ours to rewrite
      }
    }
    return Optional.of(out);
  }

  private static String unescape(String s) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c != '\\' || i + 1 >= s.length()) {
        sb.append(c);
        continue;
      }
      char e = s.charAt(++i);
      switch (e) {
        case 'n': sb.append('\n'); break;
        case 't': sb.append('\t'); break;
        case 'r': sb.append('\r'); break;
        case 'b': sb.append('\b'); break;
        case 'f': sb.append('\f'); break;
        case 'u':
          sb.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
          i += 4;
          break;
        default: sb.append(e);
      }
    }
    return sb.toString();
  }

  /** {@code s} as a TOML basic string. */
  static String quote(String s) {
    StringBuilder sb = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      if (c == '"' || c == '\\') {
        sb.append('\\').append(c);
      } else if (c < 0x20) {
        sb.append(String.format("\\u%04x", (int) c));
      } else {
        sb.append(c);
      }
    }
    return sb.append('"').toString();
  }

  static String array(List<String> items) {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < items.size(); i++) {
      sb.append(i > 0 ? ", " : "").append(quote(items.get(i)));
    }
    return sb.append(']').toString();
  }

  /** The top-level section: from the start to the first table header. */
  static int topEnd(String text) {
    Matcher m = Pattern.compile("(?m)^[ \\t]*\\[").matcher(text);
    return m.find() ? m.start() : text.length();
  }

  /**
   * The text with top-level integer {@code key} at least {@code min}: kept when it already is, its
   * value replaced when lower, or the line added at the end of the top-level keys.
   */
  static String atLeast(String text, String key, long min) {
    int top = topEnd(text);
    Matcher m = Pattern.compile("(?m)^([ \\t]*" + Pattern.quote(key) + "[ \\t]*=[ \\t]*)([0-9_]+)").matcher(text);
    m.region(0, top);
    if (m.find()) {
      long v = Long.parseLong(m.group(2).replace("_", ""));
      return v >= min ? text : text.substring(0, m.start(2)) + min + text.substring(m.end(2));
    }
    String line = key + " = " + min + "\n";
    int at = trimEnd(text, 0, top);
    if (at == 0) {
      return line + (text.isEmpty() ? "" : "\n") + text;
    }
    int nl = text.indexOf('\n', at);
    int insert = nl < 0 ? text.length() : nl + 1;
    String prefix = nl < 0 ? text.substring(0, insert) + "\n" : text.substring(0, insert);
    return prefix + line + text.substring(insert);
  }
}
