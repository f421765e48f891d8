package dev.candor.cli.init;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A JSON or JSONC document edited as text: the parser gives where each value starts and ends, and
 * an edit replaces or inserts exactly those characters, so every other byte (comments, spacing,
 * key order, a trailing comma) stays as the user wrote it. Paths are object keys joined by
 * {@code /}; the root is {@code ""}.
 */
final class JsonText {
  static final JsonMapper MAPPER = JsonMapper.builder()
      .enable(JsonReadFeature.ALLOW_JAVA_COMMENTS, JsonReadFeature.ALLOW_TRAILING_COMMA)
      .build();
  private static final JsonFactory FACTORY = MAPPER.getFactory();

  /** Where a value sits: {@code [start, end)}; for a container, {@code close} is its closing bracket. */
  record Span(int start, int end, int close, boolean container, int members) {}

  private final String text;
  private final Map<String, Span> spans = new HashMap<>();

  private JsonText(String text) {
    this.text = text;
  }

  /** Parses {@code text}; a blank text is the empty object. */
  static JsonText parse(String text) {
    JsonText doc = new JsonText(text.isBlank() ? "{}\n" : text);
    try (JsonParser p = FACTORY.createParser(doc.text)) {
      if (p.nextToken() == null) {
        throw new IllegalArgumentException("no JSON value");
      }
      doc.walk(p, "");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return doc;
  }

  String text() {
    return text;
  }

  /** The value at {@code path} as a tree, or a missing node. */
  JsonNode node(String path) {
    Span s = spans.get(path);
    if (s == null) {
      return MAPPER.missingNode();
    }
    try {
      return MAPPER.readTree(text.substring(s.start(), s.end()));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  Span span(String path) {
    return spans.get(path);
  }

  /** The text with the value at {@code path} replaced by {@code json}. */
  String replace(String path, String json) {
    Span s = spans.get(path);
    return text.substring(0, s.start()) + json + text.substring(s.end());
  }

  /**
   * The text with member {@code key: json} added at the end of the object at {@code path}, indented
   * like its siblings; {@code json} may span lines, written at an indent of zero.
   */
  String insertMember(String path, String key, String json) {
    Span obj = spans.get(path);
    String indent = childIndent(obj);
    String value = reindent(json, indent);
    String member = indent + quote(key) + ": " + value;
    return insertBeforeClose(obj, member);
  }

  /** The text with {@code json} added as the last element of the array at {@code path}. */
  String appendElement(String path, String json) {
    Span arr = spans.get(path);
    String indent = childIndent(arr);
    return insertBeforeClose(arr, indent + reindent(json, indent));
  }

  private String insertBeforeClose(Span c, String item) {
    int close = c.close();
    int lastEnd = lastContentBefore(close, c.start() + 1);
    boolean multiline = text.substring(c.start(), close).indexOf('\n') >= 0 || item.indexOf('\n') >= 0 || c.members() == 0;
    String closeIndent = lineIndent(c.start());
    if (c.members() == 0) {
      return text.substring(0, c.start() + 1) + "\n" + item + "\n" + closeIndent + text.substring(close);
    }
    String before = text.substring(0, lastEnd);
    boolean trailingComma = before.endsWith(",");
    String sep = (trailingComma ? "" : ",") + (multiline ? "\n" : " ");
    String tail = trailingComma ? "," : "";
    return before + sep + (multiline ? item : item.strip()) + tail + text.substring(lastEnd);
  }

  /** The end of the last value or comma before {@code close}, skipping blanks and comments. */
  private int lastContentBefore(int close, int floor) {
    int i = close;
    while (i > floor) {
      char ch = text.charAt(i - 1);
      if (Character.isWhitespace(ch)) {
        i--;
        continue;
      }
      int lineStart = text.lastIndexOf('\n', i - 1) + 1;
      int comment = commentStart(lineStart, i);
      if (comment >= 0) {
        i = comment;
        continue;
      }
      if (ch == '/' && i >= 2 && text.charAt(i - 2) == '*') {
        int open = text.lastIndexOf("/*", i - 2);
        if (open >= floor) {
          i = open;
          continue;
        }
      }
      return i;
    }
    return i;
  }

  /** Where a {@code //} comment starts on the line {@code [lineStart, end)}, outside strings; or -1. */
  private int commentStart(int lineStart, int end) {
    boolean inString = false;
    for (int i = lineStart; i < end; i++) {
      char ch = text.charAt(i);
      if (inString) {
        if (ch == '\\') {
          i++;
        } else if (ch == '"') {
          inString = false;
        }
      } else if (ch == '"') {
        inString = true;
      } else if (ch == '/' && i + 1 < end && text.charAt(i + 1) == '/') {
        return i;
      }
    }
    return -1;
  }

  private String childIndent(Span c) {
    String own = lineIndent(c.start());
    int firstChild = firstChildStart(c);
    if (firstChild >= 0 && text.lastIndexOf('\n', firstChild) > c.start()) {
      return lineIndent(firstChild);
    }
    return own + unit();
  }

  private int firstChildStart(Span c) {
    for (int i = c.start() + 1; i < c.close(); i++) {
      char ch = text.charAt(i);
      if (!Character.isWhitespace(ch)) {
        return ch == '/' ? -1 : i;
      }
    }
    return -1;
  }

  /** The document's indent unit: the indent of its first indented line, else two spaces. */
  private String unit() {
    for (String line : text.split("\n")) {
      int n = 0;
      while (n < line.length() && (line.charAt(n) == ' ' || line.charAt(n) == '\t')) {
        n++;
      }
      if (n > 0 && n < line.length()) {
        return line.substring(0, n);
      }
    }
    return "  ";
  }

  private String lineIndent(int pos) {
    int start = text.lastIndexOf('\n', pos - 1) + 1;
    int i = start;
    while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
      i++;
    }
    return text.substring(start, i);
  }

  private String reindent(String json, String indent) {
    String unit = unit();
    return json.replace("\t", unit).replace("\n", "\n" + indent);
  }

  /** {@code json} pretty-printed with a tab per level, for {@link #insertMember} to re-indent. */
  static String pretty(JsonNode node) {
    StringBuilder sb = new StringBuilder();
    pretty(node, "", sb);
    return sb.toString();
  }

  private static void pretty(JsonNode node, String indent, StringBuilder sb) {
    if (node.isObject() && node.size() > 0) {
      sb.append("{\n");
      List<String> names = new ArrayList<>();
      node.fieldNames().forEachRemaining(names::add);
      for (int i = 0; i < names.size(); i++) {
        sb.append(indent).append('\t').append(quote(names.get(i))).append(": ");
        pretty(node.get(names.get(i)), indent + "\t", sb);
        sb.append(i + 1 < names.size() ? ",\n" : "\n");
      }
      sb.append(indent).append('}');
    } else if (node.isArray() && node.size() > 0 && !allScalars(node)) {
      sb.append("[\n");
      for (int i = 0; i < node.size(); i++) {
        sb.append(indent).append('\t');
        pretty(node.get(i), indent + "\t", sb);
        sb.append(i + 1 < node.size() ? ",\n" : "\n");
      }
      sb.append(indent).append(']');
    } else {
      sb.append(inline(node));
    }
  }

  private static boolean allScalars(JsonNode array) {
    for (JsonNode n : array) {
      if (n.isContainerNode()) {
        return false;
      }
    }
    return true;
  }

  /** {@code node} on one line, {@code ["a", "b"]} style. */
  static String inline(JsonNode node) {
    if (node.isArray()) {
      StringBuilder sb = new StringBuilder("[");
      for (int i = 0; i < node.size(); i++) {
        sb.append(i > 0 ? ", " : "").append(inline(node.get(i)));
      }
      return sb.append(']').toString();
    }
    try {
      return MAPPER.writeValueAsString(node);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static String quote(String s) {
    try {
      return MAPPER.writeValueAsString(s);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void walk(JsonParser p, String path) throws IOException {
    JsonToken t = p.currentToken();
    int start = (int) p.currentTokenLocation().getCharOffset();
    if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
      int members = 0;
      int index = 0;
      while (true) {
        JsonToken next = p.nextToken();
        if (next == JsonToken.END_OBJECT || next == JsonToken.END_ARRAY) {
          break;
        }
        String child;
        if (next == JsonToken.FIELD_NAME) {
          child = (path.isEmpty() ? "" : path + "/") + p.currentName();
          p.nextToken();
        } else {
          child = (path.isEmpty() ? "" : path + "/") + "#" + index++;
        }
        walk(p, child);
        members++;
      }
      int close = (int) p.currentTokenLocation().getCharOffset();
      spans.putIfAbsent(path, new Span(start, close + 1, close, true, members));
    } else {
      p.getText(); // finishes a lazily read string, so the location is past its closing quote
      spans.putIfAbsent(path, new Span(start, (int) p.currentLocation().getCharOffset(), -1, false, 0));
    }
  }
}
