package dev.candor.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * CSV (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes) as jq input: an array of
 * objects keyed by the header row; a cell that is a plain decimal number becomes that exact number,
 * any other cell a string, an empty cell an empty string.
 */
final class JqCsv {
  private static final Pattern NUMBER = Pattern.compile("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?");

  private JqCsv() {}

  static JsonNode read(InputStream raw, ObjectMapper mapper) throws IOException {
    BufferedReader r = new BufferedReader(new InputStreamReader(raw, StandardCharsets.UTF_8), 1 << 16);
    char sep = ',';
    List<String> header = record(r, sep);
    ArrayNode rows = mapper.createArrayNode();
    if (header == null) {
      return rows;
    }
    if (!header.isEmpty() && header.get(0).startsWith("\uFEFF")) {
      header.set(0, header.get(0).substring(1));
    }
    for (List<String> rec; (rec = record(r, sep)) != null; ) {
      if (rec.size() == 1 && rec.get(0).isEmpty()) {
        continue; // a blank line
      }
      ObjectNode row = rows.addObject();
      for (int i = 0; i < Math.max(header.size(), rec.size()); i++) {
        String key = i < header.size() ? header.get(i) : "column_" + (i + 1);
        String cell = i < rec.size() ? rec.get(i) : "";
        if (NUMBER.matcher(cell).matches()) {
          row.put(key, new BigDecimal(cell));
        } else {
          row.put(key, cell);
        }
      }
    }
    return rows;
  }

  /** The next record's fields, or null at the end. */
  private static List<String> record(BufferedReader r, char sep) throws IOException {
    int c = r.read();
    if (c < 0) {
      return null;
    }
    List<String> fields = new ArrayList<>();
    StringBuilder f = new StringBuilder();
    boolean quoted = false;
    while (true) {
      if (c < 0) {
        fields.add(f.toString());
        return fields;
      }
      char ch = (char) c;
      if (quoted) {
        if (ch == '"') {
          r.mark(1);
          int next = r.read();
          if (next == '"') {
            f.append('"');
          } else {
            quoted = false;
            if (next >= 0) {
              r.reset();
            }
          }
        } else {
          f.append(ch);
        }
      } else if (ch == '"' && f.length() == 0) {
        quoted = true;
      } else if (ch == sep) {
        fields.add(f.toString());
        f.setLength(0);
      } else if (ch == '\n' || ch == '\r') {
        if (ch == '\r') {
          r.mark(1);
          if (r.read() != '\n') {
            r.reset();
          }
        }
        fields.add(f.toString());
        return fields;
      } else {
        f.append(ch);
      }
      c = r.read();
    }
  }
}
