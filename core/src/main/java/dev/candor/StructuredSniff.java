package dev.candor;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.JsonEOFException;
import dev.candor.CsvRecordReader.Row;
import dev.candor.StructuredShaper.NotStructured;
import java.io.IOException;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * Tells JSON, NDJSON and CSV/TSV from other output by its first bytes, for {@link
 * StructuredShaper#sniff}. Conservative: plain text must not read as a table, so a table needs
 * three records with one field count, more than one, and a first record that reads as a header.
 * ANSI escapes are stripped first: the {@code ;} in {@code ESC[1;32m} is colour, not a delimiter.
 */
final class StructuredSniff {
  private StructuredSniff() {}

  private static final char[] DELIMITERS = {',', '\t', ';'};
  /** When a prefix is cut off, an error this close to its end is taken as the cut, not as bad JSON. */
  private static final int CUT_SLACK = 16;

  static Strategy sniff(byte[] prefix, int len, boolean complete) {
    Objects.checkFromIndexSize(0, len, prefix.length);
    int i = startOfContent(prefix, len);
    if (i == len) {
      return null;
    }
    if (prefix[i] == '{' || prefix[i] == '[') {
      Strategy json = json(prefix, len, complete);
      if (json != null) {
        return json;
      }
    }
    String text = Clean.stripAnsi(decode(prefix, len));
    char d = csvDelimiter(text, complete);
    return d != 0 && plausibleHeader(text, d) ? Strategy.CSV : null;
  }

  /** JSON when the first value parses as far as the prefix goes and nothing follows; else NDJSON or null. */
  private static Strategy json(byte[] prefix, int len, boolean complete) {
    try (JsonParser p = JsonItemReader.FACTORY.createParser(prefix, 0, len)) {
      p.nextToken();
      p.skipChildren();
      if (p.nextToken() == null) {
        return Strategy.JSON;
      }
    } catch (JsonEOFException e) {
      return complete ? null : Strategy.JSON;
    } catch (JsonProcessingException e) {
      boolean nearCut = e.getLocation() != null && e.getLocation().getByteOffset() >= len - CUT_SLACK;
      return !complete && nearCut ? Strategy.JSON : null;
    } catch (IOException e) {
      return null;
    }
    return ndjson(prefix, len, complete) ? Strategy.NDJSON : null;
  }

  /** Two or more lines, every non-blank one a JSON object or array; a cut-off last line is ignored. */
  private static boolean ndjson(byte[] prefix, int len, boolean complete) {
    int end = len;
    if (!complete) {
      while (end > 0 && prefix[end - 1] != '\n') {
        end--;
      }
    }
    int lines = 0;
    for (int from = startOfContent(prefix, end); from < end; ) {
      int to = from;
      while (to < end && prefix[to] != '\n') {
        to++;
      }
      if (!blank(prefix, from, to)) {
        if (!oneStructure(prefix, from, to)) {
          return false;
        }
        lines++;
      }
      from = to + 1;
    }
    return lines >= 2;
  }

  private static boolean oneStructure(byte[] b, int from, int to) {
    try (JsonParser p = JsonItemReader.FACTORY.createParser(b, from, to - from)) {
      JsonToken t = p.nextToken();
      if (t != JsonToken.START_OBJECT && t != JsonToken.START_ARRAY) {
        return false;
      }
      p.skipChildren();
      return p.nextToken() == null;
    } catch (IOException e) {
      return false;
    }
  }

  /**
   * The delimiter (comma, tab or semicolon) for which the prefix holds three or more records, all
   * with the same number of fields, more than one; the one giving the most fields wins. 0 for none.
   * When the prefix is cut off, its last record, which may be cut, is not counted.
   */
  static char csvDelimiter(byte[] prefix, int len, boolean complete) {
    return csvDelimiter(Clean.stripAnsi(decode(prefix, len)), complete);
  }

  private static char csvDelimiter(String text, boolean complete) {
    char best = 0;
    int bestFields = 1;
    for (char d : DELIMITERS) {
      int fields = consistentFields(text, d, complete);
      if (fields > bestFields) {
        best = d;
        bestFields = fields;
      }
    }
    return best;
  }

  /** The delimiter that appears most in the first line, outside quotes; a comma when none does. */
  static char likelyDelimiter(byte[] prefix, int len) {
    String text = decode(prefix, len);
    int[] counts = new int[DELIMITERS.length];
    boolean quoted = false;
    for (int i = 0; i < text.length() && (quoted || (text.charAt(i) != '\n' && text.charAt(i) != '\r')); i++) {
      char c = text.charAt(i);
      quoted ^= c == '"';
      for (int d = 0; d < DELIMITERS.length; d++) {
        counts[d] += !quoted && c == DELIMITERS[d] ? 1 : 0;
      }
    }
    int best = 0;
    for (int d = 1; d < DELIMITERS.length; d++) {
      best = counts[d] > counts[best] ? d : best;
    }
    return DELIMITERS[best];
  }

  /** Fields of a header longer than this read as prose, not as column names. */
  private static final int HEADER_FIELD = 64;

  /**
   * Whether the first record reads as column names: every field has a letter, starts with no
   * digit, runs to at most four words and {@value #HEADER_FIELD} chars, no two are the same (only
   * the first may be empty, as an index column's is, and the last, when each line ends with the
   * delimiter, as HAProxy's {@code show stat} does; among eight or more columns, one named by a
   * punctuation mark alone is a reserved column), and the rows under it do not repeat its first
   * words, as the lines of a log do. A progress log with two commas a line ({@code Downloading x,
   * 10 of 200, 5%}) has no such record.
   */
  static boolean plausibleHeader(String text, char delimiter) {
    CsvRecordReader reader = new CsvRecordReader(new StringReader(text), delimiter);
    try {
      Row header = reader.next(64 * 1024);
      if (header == null || header.fields() == null || !names(header.fields())) {
        return false;
      }
      int rows = 0;
      int[] echoes = new int[header.fieldCount()];
      for (Row row = reader.next(64 * 1024); row != null && rows < 20; row = reader.next(64 * 1024)) {
        if (row.fields() == null || row.fieldCount() != header.fieldCount()) {
          break;
        }
        rows++;
        for (int i = 0; i < echoes.length; i++) {
          echoes[i] += echoes(header.fields().get(i), row.fields().get(i)) ? 1 : 0;
        }
      }
      for (int e : echoes) {
        if (rows > 0 && e * 2 >= rows) {
          return false;
        }
      }
      return true;
    } catch (NotStructured e) {
      return e.truncated();
    } catch (IOException e) {
      throw new IllegalStateException("a string cannot fail to read", e);
    }
  }

  private static boolean names(java.util.List<String> fields) {
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (int i = 0; i < fields.size(); i++) {
      String name = fields.get(i).strip();
      if (name.isEmpty() && (i == 0 || i == fields.size() - 1)) {
        continue; // an index column's name, or the empty field after a trailing delimiter
      }
      if (fields.size() >= 8 && placeholder(name) && seen.add(name)) {
        continue; // a reserved column among many named ones ("-" in HAProxy's show stat)
      }
      if (name.isEmpty() || name.length() > HEADER_FIELD || Character.isDigit(name.charAt(0))
          || name.chars().noneMatch(Character::isLetter) || name.split("\\s+").length > 4
          || !seen.add(name.toLowerCase(java.util.Locale.ROOT))) {
        return false;
      }
    }
    return true;
  }

  /** A column name of one or two punctuation marks, as a wide table's reserved column has. */
  private static boolean placeholder(String name) {
    return !name.isEmpty() && name.length() <= 2 && name.chars().allMatch(c -> "-_.#*?".indexOf(c) >= 0);
  }

  /** Whether a value starts with the same word as its column's multi-word name, as log lines do. */
  private static boolean echoes(String name, String value) {
    String[] n = name.strip().split("\\s+");
    String[] v = value.strip().split("\\s+");
    return n.length > 1 && v.length > 1 && n[0].equals(v[0]);
  }

  private static int consistentFields(String text, char delimiter, boolean complete) {
    CsvRecordReader reader = new CsvRecordReader(new StringReader(text), delimiter);
    int records = 0;
    int fields = -1;
    try {
      for (Row row = reader.next(0); row != null; row = reader.next(0)) {
        if (!complete && !row.terminated()) {
          break; // the prefix may have cut this record short
        }
        if (fields >= 0 && row.fieldCount() != fields) {
          return 0;
        }
        fields = row.fieldCount();
        records++;
      }
    } catch (NotStructured e) {
      if (complete || !e.truncated()) {
        return 0;
      }
    } catch (IOException e) {
      throw new IllegalStateException("a string cannot fail to read", e);
    }
    return records >= 3 ? fields : 0;
  }

  /** The prefix as text: malformed UTF-8, such as a code point cut at the end, becomes U+FFFD. */
  private static String decode(byte[] prefix, int len) {
    try {
      return StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPLACE)
          .onUnmappableCharacter(CodingErrorAction.REPLACE)
          .decode(ByteBuffer.wrap(prefix, 0, len))
          .toString();
    } catch (java.nio.charset.CharacterCodingException e) {
      throw new IllegalStateException("a replacing decoder cannot fail", e);
    }
  }

  /** The index of the first byte after a UTF-8 BOM and whitespace. */
  private static int startOfContent(byte[] b, int len) {
    int i = len >= 3 && (b[0] & 0xFF) == 0xEF && (b[1] & 0xFF) == 0xBB && (b[2] & 0xFF) == 0xBF ? 3 : 0;
    while (i < len && (b[i] == ' ' || b[i] == '\t' || b[i] == '\r' || b[i] == '\n')) {
      i++;
    }
    return i;
  }

  private static boolean blank(byte[] b, int from, int to) {
    for (int i = from; i < to; i++) {
      if (b[i] != ' ' && b[i] != '\t' && b[i] != '\r') {
        return false;
      }
    }
    return true;
  }
}
