package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/** Inputs and independent checks shared by the structured shaping tests. */
final class StructuredFixtures {
  private StructuredFixtures() {}

  /**
   * Parses strictly: trailing content and duplicate keys are errors. Decimals are read as
   * BigDecimal, as written: a sum of 416257.20 stays to the cent, not a double's 416257.2.
   */
  static final ObjectMapper MAPPER = new ObjectMapper()
      .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
      .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
      .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

  private static final String[] REGIONS = {"us-east", "eu-west", "ap-south", "sa-east"};

  /** One order line item, as a billing export writes it. */
  static String lineItem(int i, Random r) {
    return String.format(Locale.ROOT,
        "{\"order_id\":\"ORD-%06d\",\"region\":\"%s\",\"amount\":%d.%02d,\"ship_date\":\"2024-%02d-%02d\"}",
        100_000 + i, REGIONS[r.nextInt(REGIONS.length)], r.nextInt(5_000), r.nextInt(100),
        1 + r.nextInt(12), 1 + r.nextInt(28));
  }

  /** A pretty-printed JSON array of {@code n} line items. */
  static String lineItems(int n) {
    Random r = new Random(340);
    List<String> items = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      items.add(lineItem(i, r));
    }
    return "[\n  " + String.join(",\n  ", items) + "\n]\n";
  }

  static StructuredShaper.Result shape(Strategy format, String input, Budget budget) throws IOException {
    return shape(format, input, budget, Map.of(), 1 << 20);
  }

  static StructuredShaper.Result shape(Strategy format, String input, Budget budget, Map<String, Object> meta,
      long readCap) throws IOException {
    return StructuredShaper.shape(format, stream(input), budget, meta, readCap);
  }

  static ByteArrayInputStream stream(String s) {
    return new ByteArrayInputStream(s.getBytes(StandardCharsets.UTF_8));
  }

  static JsonNode parse(String json) {
    try {
      return MAPPER.readTree(json);
    } catch (IOException e) {
      throw new UncheckedIOException("not valid JSON:\n" + json, e);
    }
  }

  /** Checks the promise every shaped result keeps: it fits, and it says honestly what it shows. */
  /** The {@code kept} member of an NDJSON observation's statement line; null when no line has one. */
  static String ndjsonKept(String text) {
    String kept = null;
    for (String line : text.split("\n")) {
      JsonNode n = parse(line);
      if (n.has("candor")) {
        kept = n.get("candor").get("kept").asText();
      }
    }
    return kept;
  }

  static void assertFits(StructuredShaper.Result r, Budget budget) {
    assertThat(r.failure()).isNull();
    assertThat(r.text()).isNotNull();
    assertThat(budget.measure(r.text())).isLessThanOrEqualTo(budget.limit());
    // Dropped items are always cuts; an object's dropped or replaced members are cuts too.
    if (r.itemsShown() < r.itemsTotal()) {
      assertThat(r.cuts()).isNotEmpty();
    }
    if (r.cuts().isEmpty()) {
      assertThat(r.itemsShown()).isEqualTo(r.itemsTotal());
    }
  }

  /**
   * An RFC 4180 parser written apart from the one under test: records of fields, quotes doubled
   * inside quoted fields, CRLF or LF between records; a trailing line break ends the last record.
   */
  /** The index of the table's statement record, the one whose first field starts {@code # candor:}. */
  static int statementRow(List<List<String>> records) {
    for (int i = 0; i < records.size(); i++) {
      if (records.get(i).get(0).startsWith("# candor:")) {
        return i;
      }
    }
    throw new AssertionError("no statement record in " + records);
  }

  static List<List<String>> parseCsv(String text, char delimiter) {
    List<List<String>> records = new ArrayList<>();
    List<String> record = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    int i = 0;
    int n = text.length();
    while (i <= n) {
      if (i < n && text.charAt(i) == '"') {
        i++;
        while (true) {
          if (i >= n) {
            throw new AssertionError("unterminated quote in:\n" + text);
          }
          char c = text.charAt(i++);
          if (c == '"' && i < n && text.charAt(i) == '"') {
            field.append('"');
            i++;
          } else if (c == '"') {
            break;
          } else {
            field.append(c);
          }
        }
      } else {
        while (i < n && text.charAt(i) != delimiter && text.charAt(i) != '\r' && text.charAt(i) != '\n') {
          field.append(text.charAt(i++));
        }
      }
      record.add(field.toString());
      field.setLength(0);
      if (i < n && text.charAt(i) == delimiter) {
        i++;
        continue;
      }
      if (i < n && text.charAt(i) != '\r' && text.charAt(i) != '\n') {
        throw new AssertionError("text after a closing quote at " + i + " in:\n" + text);
      }
      records.add(record);
      record = new ArrayList<>();
      if (i < n && text.charAt(i) == '\r') {
        i++;
      }
      i++; // the LF, or past the end
      if (i >= n) {
        break;
      }
    }
    return records;
  }
}
