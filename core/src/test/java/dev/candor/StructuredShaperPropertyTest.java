package dev.candor;

import static dev.candor.StructuredFixtures.MAPPER;
import static dev.candor.StructuredFixtures.parse;
import static dev.candor.StructuredFixtures.parseCsv;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Over generated documents and budgets in every unit: a shaped observation always parses as its
 * format, never measures more than its budget, states the true item count as "of", and states as
 * "showing" exactly the items it holds, which are the input's first items.
 */
@Tag("slow")
class StructuredShaperPropertyTest {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final String[] PIECES = {
    "a", "order", "Z9", " ", "\u00e9t\u00e9", "\u4e2d\u6587", "\ud83d\ude80", "\"", "\\", "\n", "\t", "\u0001",
    "\u2028", ",", ";", "e\u0301", "{", "]", "x".repeat(40), "\ud83d\ude80".repeat(120), "2024-03-0", "1"
  };

  /**
   * 500 generated JSON documents (arrays of records, wrappers, objects nesting arrays, objects of
   * many members, scalars; unicode, escapes, long strings) at budgets of 50 to 5,000 in chars, bytes
   * and o200k tokens, some with a small read cap. Every statement in the observation is checked
   * against the document: each array's "of", each "showing" against what is shown, members shown
   * first and last around the stated gap, and each array's figures (records, counts, sums, dates).
   */
  @Test
  void jsonObservationsParseFitAndCountHonestly() throws IOException {
    int shaped = 0;
    int cut = 0;
    int[] kinds = new int[5];
    Checked checked = new Checked();
    for (int seed = 0; seed < 500; seed++) {
      // A scrambled seed: the first draws of new Random(n) for consecutive n are nearly alike.
      Random r = new Random(seed * 0x9E3779B97F4A7C15L);
      int kind = r.nextInt(5);
      JsonNode doc = document(r, kind);
      String input = r.nextBoolean() ? MAPPER.writeValueAsString(doc)
          : MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(doc);
      Budget budget = randomBudget(r);
      long cap = r.nextInt(5) == 0 ? 200 + r.nextInt(3_000) : 1 << 20;
      StructuredShaper.Result result = StructuredFixtures.shape(Strategy.JSON, input, budget, Map.of("exit_code", 0), cap);
      String where = "seed " + seed + ", budget " + budget + ", cap " + cap + ", input:\n" + input;

      assertThat(result.failure()).as(where).isNull();
      if (result.text() == null) {
        continue;
      }
      shaped++;
      kinds[kind]++;
      checked.wholeRead = cap > input.length() * 4L;
      cut += result.cuts().isEmpty() ? 0 : 1;
      assertThat(budget.measure(result.text())).as(where).isLessThanOrEqualTo(budget.limit());
      JsonNode out = EXACT.readTree(result.text()); // strictly, numbers as decimals, for exact sums
      JsonNode original = EXACT.readTree(input);
      where += "\nobservation:\n" + result.text();
      assertThat(out.get("candor").get("exit_code").asInt()).as(where).isZero();
      if (original.isArray()) {
        checkArray(original, out.get("items"), out.get("candor"), where, checked);
        assertThat(result.itemsShown()).as(where).isEqualTo(out.get("items").size());
        assertThat(result.itemsTotal()).as(where).isEqualTo(original.size());
      } else if (original.isObject()) {
        checkObject(original, out, true, where, checked);
      } else {
        assertSame(original, out.get("value"), where);
      }
    }
    // Guards against a vacuous pass: most cases shape, many cut, every kind is checked, and the
    // checks that matter most ran many times.
    assertThat(shaped).isGreaterThan(400);
    assertThat(cut).isGreaterThan(150);
    assertThat(java.util.Arrays.stream(kinds).min().getAsInt()).as("cases of the rarest kind").isGreaterThan(40);
    assertThat(checked.arrays).isGreaterThan(300);
    assertThat(checked.gaps).isGreaterThan(20);
    assertThat(checked.sums).isGreaterThan(80); // fewer since one array in eight holds huge items, not records to sum
    assertThat(checked.nested).as("nested objects with their own statement").isGreaterThan(20);
    assertThat(checked.failures).as("cut arrays with failure records").isGreaterThan(30);
    assertThat(checked.summaries).as("objects summarised in place").isGreaterThan(20);
    // It ran 10 times once session 8's objects kept members that count problems or name the
    // object (fewer objects with a failure member are cut in their members at all).
    assertThat(checked.pinned).as("cut objects with a failure member").isGreaterThan(5);
    assertThat(checked.inside).as("arrays whose one item shown is shown in part").isGreaterThan(5);
    assertThat(checked.headTail).as("cut arrays showing their first and last items").isGreaterThan(30);
  }

  /** Parses numbers as decimals, so sums computed from the tree are exact. */
  private static final com.fasterxml.jackson.databind.ObjectMapper EXACT = MAPPER.copy()
      .enable(com.fasterxml.jackson.databind.DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
      .enable(com.fasterxml.jackson.databind.DeserializationFeature.USE_BIG_INTEGER_FOR_INTS);

  /** How often each kind of statement was checked. */
  private static final class Checked {
    /** Whether the document being checked was read whole, within the read cap. */
    boolean wholeRead;
    int pinned;
    int inside;
    int summaries;
    int failures;
    int headTail;
    int arrays;
    int gaps;
    int sums;
    int nested;
  }

  private static JsonNode document(Random r, int kind) {
    switch (kind) {
      case 0:
        return r.nextInt(8) == 0 ? hugeItems(r) : randomArray(r, r.nextInt(80));
      case 1:
        return randomWrapper(r);
      case 2: {
        // An array inside an object inside the object: {"meta":..., "data":{"page":3,"items":[...]}}
        ObjectNode inner = NODES.objectNode();
        inner.set("page", NODES.numberNode(r.nextInt(10)));
        inner.set(randomString(r) + "#items", randomArray(r, r.nextInt(80)));
        if (r.nextBoolean()) {
          inner.set("next", NODES.textNode(randomString(r)));
        }
        ObjectNode o = NODES.objectNode();
        o.set("status", NODES.textNode("ok"));
        o.set("data", inner);
        if (r.nextBoolean()) {
          o.set("tail", randomValue(r, 2));
        }
        return o;
      }
      case 3: {
        ObjectNode o = NODES.objectNode();
        int error = r.nextInt(3) == 0 ? r.nextInt(400) : -1; // where a failure member stands, if anywhere
        for (int i = 0, n = 1 + r.nextInt(400); i < n; i++) {
          o.set("k" + i + randomString(r), r.nextInt(10) == 0 ? randomArray(r, r.nextInt(5)) : randomValue(r, 3));
          if (i == error) {
            o.put("error", "ENOSPC: no space left on device, write");
          }
        }
        return o;
      }
      default:
        return randomValue(r, 4);
    }
  }

  /**
   * Checks an array as shown against the original: its counts, the items its cut ranges leave
   * (failure records first, then the first and the last), its figures.
   */
  private static void checkArray(JsonNode original, JsonNode items, JsonNode stated, String where, Checked checked) {
    checked.arrays++;
    assertThat(stated.get("of").asInt()).as(where).isEqualTo(original.size());
    assertThat(stated.get("showing").asInt()).as(where).isEqualTo(items.size());
    List<Integer> shown = shownIndices(stated, original.size(), where);
    assertThat(shown).as(where).hasSize(items.size());
    if (items.size() == original.size()) {
      assertThat(stated.has("cut")).as(where).isFalse();
    }
    // Items too large for the room left (or not one fitting whole) are shown in part, as an object
    // is, saying so inside; the statement names them: "item 7 is shown in part", "items 3, 9 are ...".
    java.util.Set<Integer> inPart = inPart(stated, shown, where);
    checked.inside += inPart.isEmpty() ? 0 : 1;
    for (int i = 0; i < items.size(); i++) {
      JsonNode whole = withoutEmpty(original.get(shown.get(i)), stated, where);
      if (inPart.contains(shown.get(i))) {
        // Its statement, when it has one of its own, is its second member; an item inside a document
        // whose own members are all shown has none, and its cuts are marked where they are.
        boolean ownStatement = items.get(i).has("candor") && !whole.has("candor");
        checkObject(whole, items.get(i), ownStatement, where, checked);
      } else {
        assertSame(whole, items.get(i), where);
      }
    }
    checkChoice(original, shown, stated, where, checked);
    JsonNode agg = stated.get("aggregates");
    if (agg != null) {
      checkFigures(original, agg, where, checked);
    }
  }

  /** The item numbers, from 0, that the statement's {@code cut} ranges leave shown. */
  static List<Integer> shownIndices(JsonNode stated, int total, String where) {
    boolean[] cut = new boolean[total];
    if (stated.has("cut")) {
      for (String part : stated.get("cut").asText().replaceFirst("^(items?|rows?|members?) ", "").split(", ")) {
        String[] ab = part.split("-");
        int a = Integer.parseInt(ab[0]);
        int b = Integer.parseInt(ab[ab.length - 1]);
        assertThat(a).as(where).isBetween(1, b);
        for (int i = a; i <= b; i++) {
          assertThat(cut[i - 1]).as(where + "\nitem " + i + " cut twice").isFalse();
          cut[i - 1] = true;
        }
      }
    }
    List<Integer> shown = new ArrayList<>();
    for (int i = 0; i < total; i++) {
      if (!cut[i]) {
        shown.add(i);
      }
    }
    return shown;
  }

  /**
   * What was chosen: the failure count is true; the first failure record is shown before anything
   * else; with no failures, the first and the last items are the first two shown, or, in a short
   * run whose statement names a rare value, that record and the first, then the last.
   */
  private static void checkChoice(JsonNode original, List<Integer> shown, JsonNode stated, String where,
      Checked checked) {
    int failures = 0;
    int firstFailure = -1;
    for (int i = 0; i < original.size(); i++) {
      if (isFailure(original.get(i))) {
        failures++;
        firstFailure = firstFailure < 0 ? i : firstFailure;
      }
    }
    assertThat(stated.has("failures") ? stated.get("failures").asInt() : 0).as(where).isEqualTo(failures);
    if (shown.isEmpty()) {
      return;
    }
    if (failures > 0 && failures < original.size()) {
      checked.failures++;
      assertThat(shown).as(where).contains(firstFailure);
    } else if (stated.path("kept").asText().contains("with a rare value") && shown.size() == 2) {
      // A short run shows the record whose number stands out before its ends: then its first.
      assertThat(shown).as(where).contains(0);
    } else if (shown.size() >= 2) {
      checked.headTail += shown.size() < original.size() ? 1 : 0;
      assertThat(shown).as(where).contains(0, original.size() - 1);
    }
  }

  /** The generator marks failure records with this member, and only them. */
  private static boolean isFailure(JsonNode item) {
    return item.isObject() && "failed".equals(item.path("status").asText(null));
  }

  /** The stated figures equal those computed here from every record of the original array. */
  private static void checkFigures(JsonNode original, JsonNode agg, String where, Checked checked) {
    int records = 0;
    for (JsonNode item : original) {
      records += item.isObject() ? 1 : 0;
    }
    assertThat(agg.get("records").asInt()).as(where).isEqualTo(records);
    for (Map.Entry<String, JsonNode> f : agg.get("fields").properties()) {
      long count = 0;
      BigDecimal sum = BigDecimal.ZERO;
      Map<String, Long> values = new java.util.TreeMap<>();
      for (JsonNode item : original) {
        JsonNode v = item.isObject() ? item.get(f.getKey()) : null;
        if (v != null && v.isNumber()) {
          count++;
          sum = sum.add(v.decimalValue());
        } else if (v != null && v.isTextual()) {
          values.merge(v.asText(), 1L, Long::sum);
        }
      }
      JsonNode stated = f.getValue();
      if (stated.has("sum")) {
        checked.sums++;
        assertThat(stated.get("count").asLong()).as(where).isEqualTo(count);
        assertThat(stated.get("sum").decimalValue()).as(where).isEqualByComparingTo(sum);
      }
      if (stated.has("values")) {
        for (Map.Entry<String, JsonNode> v : stated.get("values").properties()) {
          if (!v.getKey().endsWith("\u2026")) {
            assertThat(v.getValue().asLong()).as(where + "\nvalue " + v.getKey()).isEqualTo(values.get(v.getKey()));
          }
        }
      }
    }
  }

  /**
   * Checks an object as shown: its members are the original's first and last, around the gap its
   * statement names; arrays are checked where they are; values are whole or replaced by their size.
   */
  private static void checkObject(JsonNode original, JsonNode out, boolean top, String where, Checked checked) {
    boolean annotated = out.has("candor") && !original.has("candor");
    JsonNode statement = annotated ? out.get("candor") : null;
    checked.nested += !top && annotated ? 1 : 0;
    List<String> names = new ArrayList<>();
    out.fieldNames().forEachRemaining(n -> {
      if (!(annotated && n.equals("candor")) && !n.matches("candor_gap(_[0-9]+)?") || original.has(n)) {
        names.add(n);
      }
    });
    List<String> originals = new ArrayList<>();
    original.fieldNames().forEachRemaining(originals::add);
    JsonNode members = statement == null ? null : statement.get("members");
    if (members == null) {
      assertThat(names).as(where).isEqualTo(originals);
      assertThat(out.has("candor_gap") && !original.has("candor_gap")).as(where).isFalse();
    } else {
      checked.gaps++;
      int shown = members.get("showing").asInt();
      assertThat(members.get("of").asInt()).as(where).isEqualTo(originals.size());
      assertThat(shown).as(where).isEqualTo(names.size());
      List<Integer> shownAt = shownIndices(members, originals.size(), where);
      List<String> expected = new ArrayList<>();
      shownAt.forEach(i -> expected.add(originals.get(i)));
      assertThat(names).as(where).isEqualTo(expected);
      String first = members.get("cut").asText().replaceFirst("^members? ", "").split(", ")[0];
      String gap = (first.contains("-") ? "members " : "member ") + first + " of " + Grouping.of(originals.size())
          + " not shown";
      String quiet = ": each 0, false, null or empty";
      assertThat(out.get("candor_gap").asText()).as(where).isIn(gap, gap + quiet);
      if (out.get("candor_gap").asText().endsWith(quiet)) {
        // The gap says what its members held: check it against the original.
        String[] ends = first.split("-");
        for (int i = Integer.parseInt(ends[0]) - 1; i < Integer.parseInt(ends[ends.length - 1]); i++) {
          JsonNode v = original.get(originals.get(i));
          boolean says = v.isNull() || v.isBoolean() && !v.asBoolean() || v.isNumber() && v.decimalValue().signum() == 0
              || v.isTextual() && v.asText().isEmpty() || v.isContainerNode() && v.size() == 0;
          assertThat(says).as(where + ": member " + originals.get(i) + " is " + v).isTrue();
        }
      }
      // A member that signals failure is shown wherever it stands.
      // (Members past a small read cap were never read, so only a full read is held to this.)
      if (checked.wholeRead && !names.isEmpty() && original.has("error") && !original.get("error").asText().isEmpty()) {
        checked.pinned++;
        assertThat(names).as(where).contains("error");
      }
    }
    if (top && !names.isEmpty()) {
      // The document opens with its own first member, cut or not; the statement stands right
      // before the next member cut where it stands (a gap, an array shown in part, a value replaced
      // by its size), or last when none is.
      List<String> all = new ArrayList<>();
      out.fieldNames().forEachRemaining(all::add);
      assertThat(all.get(0)).as(where).isEqualTo(originals.get(0));
      int at = all.indexOf("candor");
      assertThat(at).as(where).isPositive();
      for (int i = 1; i < at; i++) {
        assertThat(cutWhereItStands(all.get(i), original, out, statement)).as(where + ": member " + all.get(i) + " before the statement").isFalse();
      }
      if (at + 1 < all.size()) {
        assertThat(cutWhereItStands(all.get(at + 1), original, out, statement)).as(where + ": member " + all.get(at + 1) + " after the statement").isTrue();
      }
    }
    for (String name : names) {
      JsonNode o = original.get(name);
      JsonNode got = out.get(name);
      JsonNode arrays = statement == null ? null : statement.get("arrays");
      if (o.isArray() && arrays != null && arrays.has(name)) {
        checkArray(o, got, arrays.get(name), where, checked);
      } else if (o.isObject() && summary(got) != null) {
        // An object summarised in place states its true number of keys.
        checked.summaries++;
        assertThat(summary(got)).as(where).startsWith(Grouping.of(o.size()) + (o.size() == 1 ? " key, " : " keys, "));
      } else if (o.isObject() && got.isObject()) {
        checkObject(o, got, false, where, checked);
      } else if (!got.isTextual() || !got.asText().matches("\\[cut: [0-9,]+ bytes\\]") || o.isTextual() && o.asText().equals(got.asText())) {
        assertSame(o, got, where);
      }
    }
  }

  /** Whether member {@code name} of {@code out} is cut where it stands: a gap, an array shown in part, a value replaced by its size. */
  private static boolean cutWhereItStands(String name, JsonNode original, JsonNode out, JsonNode statement) {
    JsonNode got = out.get(name);
    if (!original.has(name)) {
      return name.startsWith("candor_gap");
    }
    JsonNode arrays = statement == null ? null : statement.get("arrays");
    if (original.get(name).isArray() && arrays != null && arrays.has(name)) {
      JsonNode a = arrays.get(name);
      return a.get("showing").asLong() < a.get("of").asLong() || a.has("inside");
    }
    return summary(got) != null && !original.get(name).equals(got)
        || got.isTextual() && got.asText().matches("\\[cut: [0-9,]+ bytes\\]") && !original.get(name).equals(got);
  }

  /** The text of <code>{"candor_gap":"12 keys, 8,013 bytes"}</code>, an object summarised in place; null for anything else. */
  private static String summary(JsonNode got) {
    if (!got.isObject() || got.size() != 1) {
      return null;
    }
    String key = got.fieldNames().next();
    String text = got.get(key).asText();
    return key.matches("candor_gap_*") && text.matches("[0-9,]+ keys?, [0-9,]+ bytes") ? text : null;
  }

  /** Equal, but for strings shortened in place, which must say truly how much was cut. */
  private static void assertSame(JsonNode original, JsonNode shown, String where) {
    if (original.isTextual() && shown.isTextual()) {
      String o = original.asText();
      String s = shown.asText();
      // Its start, how many code points were cut, and, for a string of one line, its end.
      java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?s)(.*)\u2026\\(\\+([0-9,]+) chars\\)(\u2026(.*))?").matcher(s);
      if (!o.equals(s) && m.matches()) {
        String end = m.group(4) == null ? "" : m.group(4);
        assertThat(o).as(where).startsWith(m.group(1)).endsWith(end);
        long rest = Long.parseLong(m.group(2).replace(",", ""));
        assertThat(o.codePointCount(0, o.length()) - m.group(1).codePointCount(0, m.group(1).length())
            - end.codePointCount(0, end.length())).as(where).isEqualTo(rest);
        return;
      }
    }
    if (original.isContainerNode() && shown.isContainerNode() && original.size() == shown.size()) {
      if (original.isArray()) {
        for (int i = 0; i < original.size(); i++) {
          assertSame(original.get(i), shown.get(i), where);
        }
      } else {
        original.fieldNames().forEachRemaining(n -> {
          assertThat(shown.has(n)).as(where).isTrue();
          assertSame(original.get(n), shown.get(n), where);
        });
      }
      return;
    }
    if (original.isNumber() && shown.isNumber()) {
      assertThat(shown.decimalValue()).as(where).isEqualByComparingTo(original.decimalValue());
      return;
    }
    assertThat(shown).as(where).isEqualTo(original);
  }

  @Test
  void ndjsonObservationsParseFitAndCountHonestly() throws IOException {
    int shaped = 0;
    int cut = 0;
    int tails = 0;
    for (int seed = 0; seed < 100; seed++) {
      Random r = new Random(1_000 + seed);
      ArrayNode doc = randomArray(r, 1 + r.nextInt(60));
      StringBuilder input = new StringBuilder();
      for (JsonNode line : doc) {
        input.append(MAPPER.writeValueAsString(line)).append(r.nextInt(8) == 0 ? "\n\n" : "\n");
      }
      Budget budget = randomBudget(r);
      StructuredShaper.Result result = StructuredFixtures.shape(Strategy.NDJSON, input.toString(), budget);
      doc = (ArrayNode) parse(MAPPER.writeValueAsString(doc));
      String where = "seed " + seed + ", budget " + budget + ", input:\n" + input;

      assertThat(result.failure()).as(where).isNull();
      if (result.text() == null) {
        continue;
      }
      shaped++;
      cut += result.cuts().isEmpty() ? 0 : 1;
      assertThat(budget.measure(result.text())).as(where).isLessThanOrEqualTo(budget.limit());
      String[] lines = result.text().split("\n", -1);
      int at = 0;
      while (!(parse(lines[at]).size() == 1 && parse(lines[at]).has("candor"))) {
        at++;
      }
      ArrayNode items = NODES.arrayNode();
      for (int i = 0; i < at; i++) {
        items.add(parse(lines[i]));
      }
      JsonNode candor = parse(lines[at]).get("candor");
      for (int i = at + 1; i < lines.length; i++) {
        items.add(parse(lines[i]));
      }
      // The statement line stands where the first gap is; the lines after it are later ones.
      List<Integer> shown = shownIndices(candor, doc.size(), where);
      int gap = 0;
      while (gap < shown.size() && shown.get(gap) == gap) {
        gap++;
      }
      assertThat(at).as(where).isEqualTo(gap);
      checkItems(doc, candor, items, where);
      tails += shown.contains(doc.size() - 1) && shown.size() < doc.size() ? 1 : 0;
    }
    // Guards against a vacuous pass: most cases shape, and many of them cut, showing the last line.
    assertThat(shaped).isGreaterThan(80);
    assertThat(cut).isGreaterThan(20);
    assertThat(tails).isGreaterThan(10);
  }

  @Test
  void csvObservationsParseFitAndCountHonestly() throws IOException {
    char[] delimiters = {',', '\t', ';'};
    int shaped = 0;
    int cut = 0;
    for (int seed = 0; seed < 100; seed++) {
      Random r = new Random(2_000 + seed);
      char delimiter = delimiters[r.nextInt(3)];
      int columns = 2 + r.nextInt(4);
      List<List<String>> table = new ArrayList<>();
      for (int row = 0, rows = 1 + r.nextInt(200); row < rows; row++) {
        List<String> record = new ArrayList<>();
        for (int c = 0; c < columns; c++) {
          record.add(randomString(r));
        }
        table.add(record);
      }
      String lineBreak = r.nextBoolean() ? "\r\n" : "\n";
      StringBuilder input = new StringBuilder();
      for (List<String> record : table) {
        input.append(csvLine(record, delimiter)).append(lineBreak);
      }
      Budget budget = randomBudget(r);
      StructuredShaper.Result result = StructuredFixtures.shape(Strategy.CSV, input.toString(), budget);
      String where = "seed " + seed + ", budget " + budget + ", input:\n" + input;

      assertThat(result.failure()).as(where).isNull();
      if (result.text() == null) {
        continue;
      }
      shaped++;
      cut += result.cuts().isEmpty() ? 0 : 1;
      assertThat(budget.measure(result.text())).as(where).isLessThanOrEqualTo(budget.limit());
      List<List<String>> out = parseCsv(result.text(), delimiter);
      int shown = out.size() - 2;
      int rows = table.size() - 1;
      assertThat(out).as(where).allSatisfy(record -> assertThat(record).hasSize(columns));
      assertThat(out.get(0)).as(where).isEqualTo(table.get(0));
      int at = StructuredFixtures.statementRow(out);
      String statement = out.get(at).get(0);
      String counts = "# candor: showing " + shown + " of " + rows + " rows";
      assertThat(statement).as(where).startsWith(counts);
      java.util.regex.Matcher ranges = java.util.regex.Pattern.compile("; cut (rows? [0-9, -]+)").matcher(statement);
      JsonNode stated = ranges.find() ? NODES.objectNode().put("cut", ranges.group(1)) : NODES.objectNode();
      assertThat(stated.has("cut")).as(where).isEqualTo(shown < rows);
      List<Integer> indices = shownIndices(stated, rows, where);
      assertThat(indices).as(where).hasSize(shown);
      int gap = 0;
      while (gap < shown && indices.get(gap) == gap) {
        gap++;
      }
      assertThat(at).as(where).isEqualTo(gap + 1);
      List<List<String>> data = new ArrayList<>(out.subList(1, at));
      data.addAll(out.subList(at + 1, out.size()));
      for (int row = 0; row < shown; row++) {
        for (int c = 0; c < columns; c++) {
          // A long cell may be shortened in place, saying truly how much was cut.
          assertSame(NODES.textNode(table.get(1 + indices.get(row)).get(c)), NODES.textNode(data.get(row).get(c)), where);
        }
      }
      if (shown >= 2) {
        assertThat(indices).as(where).contains(0, rows - 1);
      }
      assertThat(result.itemsShown()).as(where).isEqualTo(shown);
    }
    // Guards against a vacuous pass: most cases shape, and many of them cut.
    assertThat(shaped).isGreaterThan(80);
    assertThat(cut).isGreaterThan(20);
  }

  /**
   * The indices (from 0) of the items a statement names as shown in part ({@code "inside":"item 7
   * is shown in part; ..."} or {@code "items 3, 9 are shown in part; ..."}), each among those shown.
   */
  private static java.util.Set<Integer> inPart(JsonNode stated, List<Integer> shown, String where) {
    java.util.Set<Integer> out = new java.util.HashSet<>();
    if (stated.has("inside")) {
      java.util.regex.Matcher m = java.util.regex.Pattern.compile("^items? ([0-9, ]+) (is|are) shown in part")
          .matcher(stated.get("inside").asText());
      assertThat(m.find()).as(where).isTrue();
      for (String n : m.group(1).split(",")) {
        out.add(Integer.parseInt(n.strip()) - 1);
      }
      assertThat(shown).as(where).containsAll(out);
    }
    return out;
  }

  private static void checkItems(JsonNode original, JsonNode candor, JsonNode items, String where) {
    assertThat(candor.get("of").asInt()).as(where).isEqualTo(original.size());
    assertThat(candor.get("showing").asInt()).as(where).isEqualTo(items.size());
    List<Integer> shown = shownIndices(candor, original.size(), where);
    assertThat(shown).as(where).hasSize(items.size());
    java.util.Set<Integer> inPart = inPart(candor, shown, where);
    for (int i = 0; i < items.size(); i++) {
      JsonNode whole = withoutEmpty(original.get(shown.get(i)), candor, where);
      if (inPart.contains(shown.get(i))) {
        boolean ownStatement = items.get(i).has("candor") && !whole.has("candor");
        checkObject(whole, items.get(i), ownStatement, where, new Checked());
      } else {
        assertSame(whole, items.get(i), where);
      }
    }
    checkChoice(original, shown, candor, where, new Checked());
  }

  /**
   * {@code item} without the fields the statement names as empty in every item, after checking
   * that each is indeed null, "", [] or {} (or absent) in this one.
   */
  private static JsonNode withoutEmpty(JsonNode item, JsonNode statement, String where) {
    JsonNode empty = statement.get("empty_fields");
    if (empty == null || !item.isObject()) {
      return item;
    }
    ObjectNode copy = ((ObjectNode) item).deepCopy();
    for (JsonNode name : empty) {
      JsonNode v = copy.get(name.asText());
      assertThat(v == null || v.isNull() || v.isContainerNode() && v.isEmpty() || v.isTextual() && v.asText().isEmpty())
          .as(where + "\nstated empty: " + name).isTrue();
      copy.remove(name.asText());
    }
    return copy;
  }

  private static Budget randomBudget(Random r) {
    long limit = 50 + r.nextInt(4_951);
    switch (r.nextInt(3)) {
      case 0:
        return Budget.chars(limit);
      case 1:
        return Budget.bytes(limit);
      default:
        return Budget.tokens(limit, Tokenizer.o200k());
    }
  }

  private static ObjectNode randomWrapper(Random r) {
    ObjectNode o = NODES.objectNode();
    for (int i = 0, n = 1 + r.nextInt(6); i < n; i++) {
      String name = randomString(r) + "#" + i;
      o.set(name, r.nextBoolean() ? randomArray(r, r.nextInt(40)) : randomValue(r, 1));
    }
    return o;
  }

  /** One or two records of many members each, often too large for the budget whole. */
  private static ArrayNode hugeItems(Random r) {
    ArrayNode a = NODES.arrayNode();
    for (int i = 0, n = 1 + r.nextInt(2); i < n; i++) {
      ObjectNode o = NODES.objectNode();
      for (int j = 0, m = 20 + r.nextInt(200); j < m; j++) {
        o.set("m" + j + randomString(r), randomValue(r, 2));
      }
      a.add(o);
    }
    return a;
  }

  /**
   * {@code n} items, most of them records; in half the arrays a few records are failures,
   * marked {@code "status":"failed"} (others may say {@code "status":"ok"}).
   */
  private static ArrayNode randomArray(Random r, int n) {
    ArrayNode a = NODES.arrayNode();
    int failEvery = r.nextBoolean() ? 0 : 3 + r.nextInt(30);
    for (int i = 0; i < n; i++) {
      JsonNode item = r.nextInt(5) == 0 ? randomValue(r, 1) : randomObject(r, 0);
      if (item.isObject() && failEvery > 0 && r.nextInt(failEvery) == 0) {
        ((ObjectNode) item).put("status", "failed");
      } else if (item.isObject() && failEvery > 0 && r.nextInt(4) == 0) {
        ((ObjectNode) item).put("status", "ok");
      }
      a.add(item);
    }
    return a;
  }

  private static ObjectNode randomObject(Random r, int depth) {
    ObjectNode o = NODES.objectNode();
    for (int i = 0, n = r.nextInt(5); i < n; i++) {
      o.set(randomString(r) + "_" + i, randomValue(r, depth + 1));
    }
    return o;
  }

  private static JsonNode randomValue(Random r, int depth) {
    switch (depth > 3 ? 2 + r.nextInt(4) : r.nextInt(6)) {
      case 0:
        return randomObject(r, depth);
      case 1: {
        ArrayNode a = NODES.arrayNode();
        for (int i = 0, n = r.nextInt(4); i < n; i++) {
          a.add(randomValue(r, depth + 1));
        }
        return a;
      }
      case 2:
        return NODES.textNode(randomString(r));
      case 3:
        return r.nextBoolean() ? NODES.numberNode(r.nextLong() >> r.nextInt(60))
            : NODES.numberNode(new BigDecimal(r.nextInt(1_000_000)).movePointLeft(r.nextInt(5)).doubleValue());
      case 4:
        return NODES.booleanNode(r.nextBoolean());
      default:
        return NODES.nullNode();
    }
  }

  private static String randomString(Random r) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0, n = r.nextInt(6); i < n; i++) {
      sb.append(PIECES[r.nextInt(PIECES.length)]);
    }
    return sb.toString();
  }

  /** A record, quoting every field that holds any delimiter, a quote or a line break. */
  private static String csvLine(List<String> record, char delimiter) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < record.size(); i++) {
      String f = record.get(i);
      if (i > 0) {
        sb.append(delimiter);
      }
      boolean quote = f.isEmpty() && record.size() == 1 || f.matches("(?s).*[,;\t\"\r\n].*");
      sb.append(quote ? '"' + f.replace("\"", "\"\"") + '"' : f);
    }
    return sb.toString();
  }
}
