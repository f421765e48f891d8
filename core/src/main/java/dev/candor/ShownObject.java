package dev.candor;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.candor.StructuredShaper.NotStructured;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Pattern;

/**
 * One object of a JSON document as {@link JsonObjectObservation} will show it: the top-level one
 * or one inside it, with which members are shown, which are replaced by their size, how many items
 * of each array are shown, and the objects inside it in turn.
 */
final class ShownObject {
  final List<JsonMember> members;
  final long total;
  final String path;
  final String candorKey;
  final String gapKey;
  /** How many members from the start, and from the end, are shown. */
  int head;
  int tail;
  /** Per member: whether its value is replaced by its size. */
  final boolean[] replaced;
  /** Per member: how many items of its array are shown. */
  final int[] shown;
  /** Per member: the figures over every record of its array, stated beside its counts; null for none. */
  final String[] aggregates;
  /** Per member: the object inside it, shaped in turn; null for arrays and values. */
  final ShownObject[] children;
  /** Per member: the statement's member naming its items' empty fields; null for none. */
  final String[] emptyFields;
  /**
   * Per member: whether it is shown wherever it stands: it signals failure ({@link FailureSignal}),
   * holds failure records, counts problems ({@code "warningCount": 378}) or names the object ({@code
   * "fullName"}, {@code "VERSION"}) in a short value.
   */
  final boolean[] pinned;
  /** Per member: whether it signals failure itself, so that an array's first item is reserved. */
  final boolean[] failing;
  /** Whether member i is a record that stands out among its siblings' ({@link RecordMembers}), so pinned. */
  final boolean[] standout;
  /** Per member that stands out: its place among those that do, 1 for the rarest; 0 for the others. */
  final int[] standoutPlace;
  /** Per member: whether its array's first item is reserved, as a failure record, before others are filled. */
  final boolean[] reserved;
  /**
   * Per member: its array's first item in line, shown in part because not even it fits whole, as
   * rendered by its own observation ({@link JsonObjectObservation}); null when the array shows whole items.
   */
  final String[] inside;

  /**
   * Per member: whether its value says nothing ({@code 0}, {@code false}, {@code null}, {@code ""},
   * {@code []}, <code>{}</code>), so that when the object is shown in part it gives way to the
   * members that say something, wherever they stand; a gap of such members says so.
   */
  final boolean[] quiet;
  /** Whether quiet members are shown only when pinned: the object is part of an item shown in part. */
  private boolean quietHidden;

  /**
   * Quiet members of this object, and of the objects inside it, are shown only when pinned: an
   * item too large to show whole gives them up before any member that says something.
   */
  void hideQuiet() {
    quietHidden = true;
    for (ShownObject c : children) {
      if (c != null) {
        c.hideQuiet();
      }
    }
  }

  /** Whether quiet members are given up first everywhere in this object ({@link #hideQuiet}). */
  boolean quietHidden() {
    return quietHidden;
  }

  /** Per member: its place among the members that are not quiet; -1 for a quiet one. */
  private final int[] rank;
  /** How many members are not quiet. */
  private final int loud;

  /** A value that says nothing: zero, false, null, or an empty string, array or object. */
  private static final Pattern QUIET =
      Pattern.compile("-?0(\\.0+)?|false|null|\"\"|\\[\\]|\\{\\}");

  ShownObject(JsonDocument doc, String path) {
    this.members = doc.members();
    this.total = members.size() + doc.membersPastCap();
    this.path = path;
    this.candorKey = freeKey(members, "candor");
    this.gapKey = freeKey(members, "candor_gap");
    this.head = members.size();
    this.replaced = new boolean[members.size()];
    this.shown = new int[members.size()];
    this.aggregates = new String[members.size()];
    this.children = new ShownObject[members.size()];
    this.emptyFields = new String[members.size()];
    this.pinned = new boolean[members.size()];
    this.failing = new boolean[members.size()];
    this.standout = new boolean[members.size()];
    this.standoutPlace = new int[members.size()];
    this.reserved = new boolean[members.size()];
    this.inside = new String[members.size()];
    this.quiet = new boolean[members.size()];
    this.rank = new int[members.size()];
    int loudSoFar = 0;
    for (int i = 0; i < members.size(); i++) {
      JsonMember m = members.get(i);
      // The first member opens the object, so it is never quiet: an object in part is recognised by it.
      quiet[i] = i > 0 && m.isValue() && m.value() != null && m.value().length() <= 5
          && QUIET.matcher(m.value()).matches();
      rank[i] = quiet[i] ? -1 : loudSoFar++;
      failing[i] = signalsFailure(m);
      pinned[i] = failing[i] || m.isArray() && m.array().failures() > 0 || saysWhat(m);
      if (m.isObject()) {
        children[i] = new ShownObject(m.object(), name(i));
        // An entry of a map whose own members say it failed (the one file with "errors": 1 among a
        // linter's files with none) is shown, as a failing member is.
        pinned[i] |= children[i].failsItself();
      }
    }
    this.loud = loudSoFar;
  }

  /** Whether one of the object's own members says it failed ({@link #signalsFailure}). */
  boolean failsItself() {
    for (boolean f : failing) {
      if (f) {
        return true;
      }
    }
    return false;
  }

  /**
   * The object whose compact text, as the reader kept it, is {@code text}, read member by member so
   * it can be shown in part; its own objects without arrays are values again, read in turn when
   * descended into.
   */
  static ShownObject parse(String text, String path) {
    return new ShownObject(read(text), path);
  }

  /** The object whose compact text, as the reader kept it, is {@code text}, read member by member. */
  static JsonDocument read(String text) {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    try {
      return JsonItemReader.readDocument(new ByteArrayInputStream(bytes), 4L * bytes.length + 4096);
    } catch (IOException | NotStructured e) {
      throw new IllegalStateException("re-reading an object the reader wrote cannot fail: " + e.getMessage(), e);
    }
  }

  /** How many members the object whose compact text is {@code text} has. */
  static long keyCount(String text) {
    try (JsonParser p = JsonItemReader.FACTORY.createParser(text)) {
      long n = 0;
      p.nextToken();
      for (JsonToken t = p.nextToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
        n++;
        p.nextToken();
        p.skipChildren();
      }
      return n;
    } catch (IOException e) {
      throw new IllegalStateException("re-reading an object the reader wrote cannot fail: " + e.getMessage(), e);
    }
  }

  /**
   * Whether member {@code i} is shown: the first {@link #head} and the last {@link #tail} members,
   * and those pinned; when quiet members are hidden ({@link #hideQuiet}), the first and last of the
   * members that are not quiet, and those pinned.
   */
  boolean visible(int i) {
    if (!quietHidden) {
      return i < head || i >= members.size() - tail || pinned[i] && head > 0; // the first member opens the object
    }
    boolean ends = rank[i] >= 0 && (rank[i] < head || rank[i] >= loud - tail || head + tail >= members.size());
    return ends || pinned[i] && head > 0;
  }

  int shownMembers() {
    int n = 0;
    for (int i = 0; i < members.size(); i++) {
      n += visible(i) ? 1 : 0;
    }
    return n;
  }

  /**
   * The ranges of members not shown, each {@code {from, to}} counting from 1, in order; members
   * past the read cap are in the last.
   */
  List<long[]> gaps() {
    List<long[]> out = new java.util.ArrayList<>();
    long from = -1;
    for (int i = 0; i < total; i++) {
      boolean shown = i < members.size() && visible(i);
      if (!shown && from < 0) {
        from = i + 1;
      } else if (shown && from >= 0) {
        out.add(new long[] {from, i});
        from = -1;
      }
    }
    if (from >= 0) {
      out.add(new long[] {from, total});
    }
    return out;
  }

  /** The key of the {@code g}-th gap member (from 0): {@code candor_gap}, then {@code candor_gap_2} ... */
  String gapKey(int g) {
    return g == 0 ? gapKey : freeKey(members, gapKey + "_" + (g + 1));
  }

  /** Whether the member's name and value say it is a failure: {@code "error": ...}, {@code "failed": 3}. */
  static boolean signalsFailure(JsonMember m) {
    String name = m.name();
    if (!FailureSignal.named(name)) {
      return false;
    }
    if (m.isArray()) {
      return m.array().total() > 0 && FailureSignal.structure(name);
    }
    if (m.isObject()) {
      return m.object().members().size() + m.object().membersPastCap() > 0 && FailureSignal.structure(name);
    }
    String v = m.value();
    if (v == null) {
      return FailureSignal.structure(name); // too large to keep: not empty
    }
    char c = v.isEmpty() ? ' ' : v.charAt(0);
    if (c == '"') {
      return FailureSignal.string(name, unquote(v));
    }
    if (c == '{' || c == '[') {
      return v.length() > 2 && FailureSignal.structure(name);
    }
    if (v.equals("true") || v.equals("false")) {
      return FailureSignal.bool(name, v.equals("true"));
    }
    return !v.equals("null") && FailureSignal.number(name, v);
  }

  /** The longest value (UTF-8 bytes) of a member kept for what it counts or names. */
  private static final int SAYS_WHAT_VALUE = 160;

  /**
   * Whether the member counts problems ({@code "warningCount": 378}, {@code "errorCount": 0}) or
   * names what the object is ({@code "fullName"}, {@code "title"}, {@code "id"}, {@code "version"})
   * in a short scalar: what a reader of an object shown in part looks for first.
   */
  static boolean saysWhat(JsonMember m) {
    String v = m.value();
    if (!m.isValue() || v == null || v.isEmpty() || Utf8.length(v) > SAYS_WHAT_VALUE) {
      return false;
    }
    char c = v.charAt(0);
    boolean number = c == '-' || c >= '0' && c <= '9';
    return number && FailureSignal.tally(m.name()) || (number || c == '"') && FailureSignal.identity(m.name());
  }

  /** The string a JSON string literal, as the reader wrote it, holds. */
  static String unquote(String json) {
    try (JsonParser p = JsonItemReader.FACTORY.createParser(json)) {
      p.nextToken();
      return p.getText();
    } catch (IOException e) {
      throw new IllegalStateException("re-reading a string the reader wrote cannot fail: " + e.getMessage(), e);
    }
  }

  /** The member's dotted path, for notes. */
  String name(int i) {
    return path.isEmpty() ? members.get(i).name() : path + "." + members.get(i).name();
  }

  /** Whether this object needs its own statement: it caps or changes an array, or hides members. */
  boolean stated() {
    if (shownMembers() < total || capsAnArray()) {
      return true;
    }
    for (int i = 0; i < members.size(); i++) {
      if (emptyFields[i] != null && visible(i)) {
        return true;
      }
    }
    return false;
  }

  /** Whether any array directly in this object shows fewer items than it has. */
  boolean capsAnArray() {
    for (int i = 0; i < members.size(); i++) {
      ItemRun run = members.get(i).array();
      if (run != null && visible(i) && shown[i] < run.total()) {
        return true;
      }
    }
    return false;
  }

  /** {@code base}, or {@code base_}, {@code base__} ... when the object already has a member by that name. */
  private static String freeKey(List<JsonMember> members, String base) {
    String key = base;
    while (true) {
      String k = key;
      if (members.stream().noneMatch(m -> m.name().equals(k))) {
        return key;
      }
      key += "_";
    }
  }

  /** {@code members 5-940 of 965 not shown}. */
  String gapText(long[] gap) {
    boolean allQuiet = gap[1] <= members.size();
    for (long i = gap[0] - 1; i < gap[1] && allQuiet; i++) {
      allQuiet = quiet[(int) i];
    }
    return StructuredMeta.range("members", gap[0], gap[1]) + " of " + Grouping.of(total) + " not shown"
        + (allQuiet ? ": each 0, false, null or empty" : "");
  }

  /** Whether a visible member is shown for standing out among its siblings ({@link RecordMembers}). */
  boolean anyStandout() {
    for (int i = 0; i < members.size(); i++) {
      if (standout[i] && visible(i)) {
        return true;
      }
    }
    return false;
  }

  /** Whether a member is shown for signalling failure, away from the first and last. */
  boolean anyPinned() {
    for (int i = 0; i < members.size(); i++) {
      boolean end = quietHidden ? !quiet[i] && (rank[i] < head || rank[i] >= loud - tail)
          : i < head || i >= members.size() - tail;
      if (pinned[i] && visible(i) && !end) {
        return true;
      }
    }
    return false;
  }

  /** {@code members 5-40, 42-940}: every gap. */
  String gapRanges() {
    List<long[]> gaps = gaps();
    if (gaps.size() == 1) {
      return StructuredMeta.range("members", gaps.get(0)[0], gaps.get(0)[1]);
    }
    StringBuilder sb = new StringBuilder("members ");
    for (long[] gap : gaps) {
      sb.append(sb.length() == 8 ? "" : ", ").append(gap[0] == gap[1] ? gap[0] + "" : gap[0] + "-" + gap[1]);
    }
    return sb.toString();
  }

  /** Items shown in visible arrays, at any depth. */
  long itemsShown() {
    long n = 0;
    for (int i = 0; i < members.size(); i++) {
      if (!visible(i)) {
        continue;
      }
      n += members.get(i).isArray() ? shown[i] : 0;
      n += children[i] != null && !replaced[i] ? children[i].itemsShown() : 0;
    }
    return n;
  }

  /** Items of every array the document holds, shown or not, at any depth. */
  long itemsTotal() {
    long n = 0;
    for (int i = 0; i < members.size(); i++) {
      n += members.get(i).isArray() ? members.get(i).array().total() : 0;
      n += children[i] != null ? children[i].itemsTotal() : 0;
    }
    return n;
  }
}
