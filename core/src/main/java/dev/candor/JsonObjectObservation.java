package dev.candor;

import dev.candor.StructuredShaper.Result;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;

/**
 * Shapes a top-level JSON object into one valid JSON object: its members in order, one per line,
 * with a member {@code "candor":{META...,"arrays":{"items":{"showing":31,"of":340,...}}}} right
 * after the first, so the document still opens with its own first member.
 *
 * <pre>
 * {"total_count":5123,
 * "candor":{META...,"arrays":{"items":{"showing":18,"of":340,"cut":"items 19-340","aggregates":{...}}}},
 * "items":[{...},
 * {...}],
 * "data":{"page":3,"candor":{"arrays":{"rows":{"showing":4,"of":900,"cut":"rows 5-900"}}},"rows":[...]},
 * "candor_gap":"members 5-940 of 965 not shown",
 * "VERSION":"3.11"
 * }
 * </pre>
 *
 * <p>An object inside the top-level object that holds an array is shaped member by member, and an
 * array capped inside it is stated there, in a {@code candor} member of that object.
 *
 * <p>Design: the shape is chosen in steps, each a {@link StructuredFit} search (or one measure per
 * candidate) over rendered candidates, with every array empty until the last step. (1) When not
 * every member fits even with each long value, and each object holding an array, replaced by its
 * size, the top-level object shows its first and last members, half each, and a member {@code
 * "candor_gap"} stands where the others were; the statement says {@code
 * "members":{"showing":m,"of":n,"cut":"members 5-940"}}. (2) Objects holding arrays are opened in
 * document order, each when it fits (a large one, such as a lockfile's packages, stays replaced);
 * then values are kept whole, as many as fit, smallest first; the rest are replaced by a string
 * {@code "[cut: 18,402 bytes]"}.
 * (3) Arrays, at any depth, get items from the start: first an equal share each, then whatever room
 * is left, array by array in document order. Members past the read cap were never kept; they count
 * as not shown, and then only the first members are shown.
 */
final class JsonObjectObservation {
  private final ShownObject root;
  private final Budget budget;
  private final Map<String, Object> meta;
  private final long readCap;

  JsonObjectObservation(JsonDocument doc, Budget budget, Map<String, Object> meta, long readCap, Fields fields) {
    this(doc, budget, meta, readCap, fields, "", "");
  }

  /**
   * As the document itself, or, with a frame, as one element inside a document that {@code
   * prefix} opens and {@code suffix} closes: a huge item of an array, shown in part.
   */
  JsonObjectObservation(JsonDocument doc, Budget budget, Map<String, Object> meta, long readCap, Fields fields,
      String prefix, String suffix) {
    this(doc, budget, meta, readCap, fields, prefix, suffix, false);
  }

  /** As framed, on one line when {@code oneLine}: a huge NDJSON line, shown in part. */
  JsonObjectObservation(JsonDocument doc, Budget budget, Map<String, Object> meta, long readCap, Fields fields,
      String prefix, String suffix, boolean oneLine) {
    this.prefix = prefix;
    this.suffix = suffix;
    this.oneLine = oneLine;
    this.root = new ShownObject(doc, "");
    this.budget = budget;
    this.meta = meta;
    this.readCap = readCap;
    ItemRun any = anyArray(root);
    // The projection applies to arrays' items: stated when there is an array to apply it to.
    this.projection = any == null ? List.of() : fields.json(any.fieldsSeen());
  }

  /** The statement's members naming the projection, if any. */
  private final List<String> projection;
  /** What the rendering is framed by: empty, or the document around an array's one element. */
  private final String prefix;
  private final String suffix;
  /** Whether the object is written on one line, as an NDJSON line must be; else a member a line. */
  private final boolean oneLine;

  private static ItemRun anyArray(ShownObject n) {
    for (int i = 0; i < n.members.size(); i++) {
      if (n.members.get(i).isArray()) {
        return n.members.get(i).array();
      }
      ItemRun inner = n.children[i] == null ? null : anyArray(n.children[i]);
      if (inner != null) {
        return inner;
      }
    }
    return null;
  }

  Result shape() {
    List<ShownObject> nodes = new ArrayList<>();
    collect(root, nodes);
    for (ShownObject n : nodes) {
      smallest(n);
    }
    reserveFailureItems(root, true);
    if (!fits()) {
      int size = root.members.size();
      // Members past the read cap were never kept, so the end of the object is not at hand.
      boolean tailKnown = root.total == size;
      IntPredicate fitsMembers = m -> {
        root.head = tailKnown ? (m + 1) / 2 : m;
        root.tail = m - root.head;
        return fits();
      };
      if (!fitsMembers.test(0)) {
        Arrays.fill(root.pinned, false); // the members that signal failure do not fit even alone
        if (!fitsMembers.test(0)) {
          return Result.tooSmall(root.itemsTotal(), List.of());
        }
      }
      fitsMembers.test(StructuredFit.largest(0, size, memberHint(), fitsMembers));
      if (root.head == 0 && reserveFailureItems(root, false)) {
        fitsMembers.test(StructuredFit.largest(0, size, memberHint(), fitsMembers)); // the failure item fits no way
      }
    }
    openObjects();
    elideIfNeeded();
    chooseAggregates();
    keepValues(visibleNodes(), budget.limit(), true);
    descend();
    fillArrays();
    return result();
  }

  /**
   * Step 1 measures each value of {@code n} at its smaller size, whole or replaced by its size,
   * and each object that holds an array replaced by its size, until step 2 opens it.
   */
  private void smallest(ShownObject n) {
    for (int i = 0; i < n.members.size(); i++) {
      JsonMember m = n.members.get(i);
      n.replaced[i] = m.isObject() || m.isValue() && (m.value() == null || Utf8.length(m.value()) > SHORT_VALUE);
    }
  }

  /**
   * A value this short (UTF-8 bytes) is measured whole from the start: a key without its value
   * says little, and replacing it would save a few bytes at most.
   */
  private static final int SHORT_VALUE = 48;

  private static void collect(ShownObject n, List<ShownObject> out) {
    out.add(n);
    for (int i = 0; i < n.members.size(); i++) {
      if (n.children[i] != null) {
        collect(n.children[i], out);
      }
    }
  }

  /** The visible objects, in document order. */
  private List<ShownObject> visibleNodes() {
    List<ShownObject> out = new ArrayList<>();
    visibleNodes(root, out);
    return out;
  }

  private static void visibleNodes(ShownObject n, List<ShownObject> out) {
    out.add(n);
    for (int i = 0; i < n.members.size(); i++) {
      if (n.children[i] != null && n.visible(i) && !n.replaced[i]) {
        visibleNodes(n.children[i], out);
      }
    }
  }

  /** The most objects inside the document that are tried whole, one measure each. */
  private static final int MAX_OPEN_TRIES = 100;

  /**
   * Step 2a: opens the objects that hold arrays, in document order, each when it fits with every
   * array in it empty and its own objects still replaced; an opened object's objects are tried in
   * turn. One that does not fit stays replaced by its size, as any large value.
   */
  private void openObjects() {
    java.util.ArrayDeque<ShownObject> parents = new java.util.ArrayDeque<>();
    parents.add(root);
    int tries = 0;
    while (!parents.isEmpty() && tries < MAX_OPEN_TRIES) {
      ShownObject n = parents.poll();
      for (int i = 0; i < n.members.size() && tries < MAX_OPEN_TRIES; i++) {
        if (n.children[i] == null || !n.visible(i)) {
          continue;
        }
        tries++;
        n.replaced[i] = false;
        if (fits()) {
          parents.add(n.children[i]);
        } else {
          n.replaced[i] = true;
        }
      }
    }
  }

  /**
   * Before any item is dropped, fields empty in every item of an array are left out (and named in
   * its statement) and long strings in the items are shortened in place.
   */
  private long elided;

  private void elideIfNeeded() {
    List<int[]> arrays = new ArrayList<>();
    List<ShownObject> owners = new ArrayList<>();
    for (ShownObject n : visibleNodes()) {
      for (int i = 0; i < n.members.size(); i++) {
        if (n.members.get(i).isArray() && n.visible(i)) {
          owners.add(n);
          arrays.add(new int[] {i, n.shown[i]});
          n.shown[i] = n.members.get(i).array().keptCount();
        }
      }
    }
    boolean allFit = fits();
    for (int j = 0; j < arrays.size(); j++) {
      owners.get(j).shown[arrays.get(j)[0]] = arrays.get(j)[1];
    }
    if (allFit) {
      return;
    }
    for (int j = 0; j < arrays.size(); j++) {
      ShownObject n = owners.get(j);
      int i = arrays.get(j)[0];
      ItemRun run = n.members.get(i).array();
      List<String> names = run.emptyFields();
      n.emptyFields[i] = ItemStatement.emptyFieldsMember(names);
      if (n.emptyFields[i] != null && fits()) {
        run.dropFields(names); // said in the statement, which still fits with every array empty
      } else {
        n.emptyFields[i] = null;
      }
      elided += run.elideStrings(Elision.MAX_STRING);
    }
  }

  /**
   * States the figures of every array of records that cannot be shown whole, in the most detail
   * (the same for all) that takes at most a third of the room the document leaves with empty arrays.
   */
  private void chooseAggregates() {
    List<ShownObject> owners = new ArrayList<>();
    List<Integer> capped = new ArrayList<>();
    long bound = budget.bytesUpperBound();
    for (ShownObject n : visibleNodes()) {
      for (int i = 0; i < n.members.size(); i++) {
        ItemRun run = n.members.get(i).array();
        if (run != null && n.visible(i) && run.aggregates().records() >= 2
            && (run.keptCount() < run.total() || run.keptBytes(run.keptCount()) > bound)) {
          owners.add(n);
          capped.add(i);
        }
      }
    }
    if (capped.isEmpty()) {
      return;
    }
    long room = budget.limit() - budget.measure(render());
    for (int detail = 2; detail >= 0; detail--) {
      long cost = 0;
      for (int j = 0; j < capped.size(); j++) {
        String a = owners.get(j).members.get(capped.get(j)).array().aggregates().json(detail);
        owners.get(j).aggregates[capped.get(j)] = a;
        cost += a == null ? 0 : budget.measure(a) + 1;
      }
      if (cost <= room / JsonObservation.AGGREGATES_SHARE && fits()) {
        return;
      }
    }
    for (ShownObject n : owners) {
      Arrays.fill(n.aggregates, null);
    }
  }

  /**
   * Keeps as many of the replaced values of {@code scope} whole as fit within {@code cap},
   * smallest first; objects among them only when {@code objects}, else they wait their turn to be
   * descended into, so a tree is shown breadth first.
   */
  private void keepValues(List<ShownObject> scope, long cap, boolean objects) {
    List<ShownObject> owners = new ArrayList<>();
    List<Integer> values = new ArrayList<>();
    for (ShownObject n : scope) {
      for (int i = 0; i < n.members.size(); i++) {
        String v = n.members.get(i).value();
        if (n.visible(i) && n.replaced[i] && v != null && (objects || !v.startsWith("{"))) {
          owners.add(n);
          values.add(i);
        }
      }
    }
    Integer[] order = new Integer[values.size()];
    for (int j = 0; j < order.length; j++) {
      order[j] = j;
    }
    Arrays.sort(order, Comparator.comparingLong(j -> Utf8.length(owners.get(j).members.get(values.get(j)).value())));
    IntPredicate fitsKept = q -> {
      for (int j = 0; j < order.length; j++) {
        owners.get(order[j]).replaced[values.get(order[j])] = j >= q;
      }
      return within(cap);
    };
    long bound = budget.bytesUpperBound();
    int hint = 0;
    for (long sum = 0; hint < order.length; hint++) {
      sum += Utf8.length(owners.get(order[hint]).members.get(values.get(order[hint])).value());
      if (sum > bound) {
        break;
      }
    }
    fitsKept.test(StructuredFit.largest(0, order.length, hint, fitsKept));
  }

  /** The most objects descended into, one or a few measures each. */
  private static final int MAX_DESCENTS = 200;
  /** After this many objects in a row could not be opened, the budget is taken as spent. */
  private static final int MAX_FAILED_DESCENTS = 6;

  /**
   * Step 2c: descends, breadth first, into the objects still replaced by their size: each is shown
   * whole when it fits, else its first and last members around a stated gap, its own objects
   * summarised in place as <code>{"candor_gap":"12 keys, 8,013 bytes"}</code> until their turn, its
   * values kept smallest first. With arrays to fill, the descent takes at most half the room left.
   */
  private void descend() {
    long used = budget.measure(render());
    long cap = hasItems() ? used + (budget.limit() - used) / 2 : budget.limit();
    java.util.ArrayDeque<ShownObject> queue = new java.util.ArrayDeque<>(visibleNodes());
    int tries = 0;
    int failed = 0; // in a row: the budget is spent
    while (!queue.isEmpty() && tries < MAX_DESCENTS && failed < MAX_FAILED_DESCENTS) {
      ShownObject n = queue.poll();
      for (int i = 0; i < n.members.size() && tries < MAX_DESCENTS && failed < MAX_FAILED_DESCENTS; i++) {
        if (!n.visible(i) || !n.replaced[i]) {
          continue;
        }
        if (n.children[i] == null) {
          String v = n.members.get(i).value();
          if (v == null || !v.startsWith("{")) {
            continue;
          }
          n.children[i] = ShownObject.parse(v, n.name(i));
          smallest(n.children[i]);
        }
        tries++;
        n.replaced[i] = false;
        if (open(n.children[i], cap)) {
          keepValues(List.of(n.children[i]), cap, false);
          queue.add(n.children[i]);
          failed = 0;
        } else {
          n.replaced[i] = true;
          failed++;
        }
      }
    }
  }

  /** Shows {@code c} whole, or as many of its first and last members as fit within {@code cap}; false when none do. */
  private boolean open(ShownObject c, long cap) {
    int size = c.members.size();
    c.head = size;
    c.tail = 0;
    if (within(cap)) {
      return true;
    }
    boolean tailKnown = c.total == size;
    IntPredicate fitsMembers = m -> {
      c.head = tailKnown ? (m + 1) / 2 : m;
      c.tail = m - c.head;
      return within(cap);
    };
    if (size >= 2 && !fitsMembers.test(1)) {
      Arrays.fill(c.pinned, false); // the members that signal failure do not fit even alone
    }
    if (size < 2 || !fitsMembers.test(1)) {
      c.head = size;
      c.tail = 0;
      return false;
    }
    fitsMembers.test(StructuredFit.largest(1, size - 1, 1, fitsMembers));
    return true;
  }

  /**
   * Reserves (or, when {@code reserve} is false, gives up) the first item of each array of the
   * top-level object that signals failure ({@code "errors":[...]}), so the members around it do not
   * take its room; returns whether any was reserved.
   */
  private static boolean reserveFailureItems(ShownObject n, boolean reserve) {
    boolean any = false;
    for (int i = 0; i < n.members.size(); i++) {
      if (n.pinned[i] && n.members.get(i).isArray() && n.members.get(i).array().keptCount() > 0) {
        n.shown[i] = reserve ? 1 : 0;
        n.reserved[i] = reserve;
        any = true;
      }
    }
    return any;
  }

  /** The fewest items array member {@code i} of {@code n} shows: its reserved failure item, if any. */
  private static int floor(ShownObject n, int i) {
    return n.reserved[i] && n.visible(i) ? 1 : 0;
  }

  /** Whether a visible array has items that could be shown. */
  private boolean hasItems() {
    for (ShownObject n : visibleNodes()) {
      for (int i = 0; i < n.members.size(); i++) {
        if (n.members.get(i).isArray() && n.visible(i) && n.members.get(i).array().keptCount() > 0) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether the document fits the budget and measures at most {@code cap}. */
  private boolean within(long cap) {
    long size = budget.measure(render());
    return size <= budget.limit() && size <= cap;
  }

  /** Gives each shown array an equal share of items, then the room left, array by array. */
  private void fillArrays() {
    List<ShownObject> owners = new ArrayList<>();
    List<Integer> arrays = new ArrayList<>();
    int most = 0;
    for (ShownObject n : visibleNodes()) {
      for (int i = 0; i < n.members.size(); i++) {
        ItemRun run = n.members.get(i).array();
        if (run != null && n.visible(i) && run.keptCount() > 0) {
          owners.add(n);
          arrays.add(i);
          most = Math.max(most, run.keptCount());
        }
      }
    }
    IntPredicate fitsShare = k -> {
      for (int j = 0; j < arrays.size(); j++) {
        ShownObject n = owners.get(j);
        n.shown[arrays.get(j)] = Math.max(floor(n, arrays.get(j)), Math.min(k, n.members.get(arrays.get(j)).array().keptCount()));
      }
      return fits();
    };
    fitsShare.test(StructuredFit.largest(0, most, shareHint(owners, arrays, most), fitsShare));
    for (int j = 0; j < arrays.size(); j++) {
      ShownObject n = owners.get(j);
      int i = arrays.get(j);
      ItemRun run = n.members.get(i).array();
      int from = n.shown[i];
      IntPredicate fitsMore = k -> {
        n.shown[i] = k;
        return fits();
      };
      if (from >= run.keptCount() || !fitsMore.test(from + 1)) {
        n.shown[i] = from; // not one more item fits: one measure, not a search, for each such array
        continue;
      }
      from++;
      int hint = run.keptWithin(run.keptBytes(from) + budget.bytesUpperBound());
      fitsMore.test(StructuredFit.largest(from, run.keptCount(), hint, fitsMore));
    }
  }

  private boolean fits() {
    return budget.fits(render());
  }

  private String render() {
    StringBuilder sb = new StringBuilder(prefix);
    render(root, sb);
    return sb.append(suffix).toString();
  }

  /** Appends {@code n} as an object: members, the statement after the first one, the gap where it is. */
  private void render(ShownObject n, StringBuilder sb) {
    boolean top = n == root;
    String sep = top && !oneLine ? ",\n" : ",";
    String statement = top || n.stated() ? statement(n) : null;
    sb.append('{');
    boolean first = true;
    int size = n.members.size();
    List<long[]> gaps = n.gaps();
    int g = 0;
    for (int i = 0; i <= size; i++) {
      if (g < gaps.size() && gaps.get(g)[0] == i + 1) {
        sb.append(first ? "" : sep).append(StructuredMeta.quote(n.gapKey(g))).append(':')
            .append(StructuredMeta.quote(n.gapText(gaps.get(g))));
        first = false;
        g++;
      }
      if (i == size || !n.visible(i)) {
        continue;
      }
      sb.append(first ? "" : sep);
      member(n, i, sb);
      if (first && statement != null) {
        sb.append(sep).append(StructuredMeta.quote(n.candorKey)).append(':').append(statement);
        statement = null;
      }
      first = false;
    }
    if (statement != null) {
      // No member came first: the statement still opens the object, or follows its gap.
      sb.append(first ? "" : sep).append(StructuredMeta.quote(n.candorKey)).append(':').append(statement);
      first = false;
    }
    sb.append(top && !first && !oneLine ? "\n}" : "}");
  }

  private void member(ShownObject n, int i, StringBuilder sb) {
    JsonMember m = n.members.get(i);
    if (m.name().equals("of") && i > 0 && n.members.get(i - 1).name().equals("showing")) {
      sb.append(' '); // the tool's "showing" and "of" must not read as Candor's statement (ToolMarks)
    }
    sb.append(StructuredMeta.quote(m.name())).append(ToolMarks.spacedMember(m.name()) ? ": " : ":");
    if (m.isArray()) {
      JsonObservation.appendItems(sb, m.array(), n.shown[i]);
    } else if (n.children[i] != null && !n.replaced[i]) {
      render(n.children[i], sb);
    } else if (n.replaced[i] || m.value() == null) {
      sb.append(replacementJson(n, i));
    } else {
      sb.append(m.value());
    }
  }

  /**
   * A replaced member's value as JSON: an object stays an object, summarised in place as
   * <code>{"candor_gap":"12 keys, 8,013 bytes"}</code>; anything else is the string {@code "[cut:
   * 18,402 bytes]"}.
   */
  private String replacementJson(ShownObject n, int i) {
    JsonMember m = n.members.get(i);
    long keys = n.children[i] != null ? n.children[i].total
        : m.value() != null && m.value().startsWith("{") ? keyCount(m.value()) : -1;
    if (keys < 0) {
      return StructuredMeta.quote(replacement(m));
    }
    String gapKey = n.children[i] != null ? n.children[i].gapKey : "candor_gap";
    return "{" + StructuredMeta.quote(gapKey) + ":" + StructuredMeta.quote(Marker.plural(keys, "key") + ", "
        + StructuredMeta.grouped(m.rawBytes()) + " bytes") + "}";
  }

  /** The top-level keys of each object value counted so far, by identity of its text. */
  private final Map<String, Long> keyCounts = new java.util.IdentityHashMap<>();

  private long keyCount(String object) {
    return keyCounts.computeIfAbsent(object, ShownObject::keyCount);
  }

  private static String replacement(JsonMember m) {
    return "[cut: " + StructuredMeta.grouped(m.rawBytes()) + " bytes]";
  }

  private String statement(ShownObject n) {
    List<String> extra = new ArrayList<>(n == root ? projection : List.of());
    StringBuilder arrays = new StringBuilder();
    for (int i = 0; i < n.members.size(); i++) {
      ItemRun run = n.members.get(i).array();
      if (run != null && n.visible(i)) {
        arrays.append(arrays.length() == 0 ? "{" : ",").append(StructuredMeta.quote(n.members.get(i).name()))
            .append(":{").append(String.join(",", ItemStatement.counts(run, n.shown[i], "items")))
            .append(n.emptyFields[i] == null ? "" : "," + n.emptyFields[i])
            .append(n.aggregates[i] == null ? "" : "," + n.aggregates[i])
            .append('}');
      }
    }
    if (arrays.length() > 0) {
      extra.add("\"arrays\":" + arrays.append('}'));
    }
    if (n.shownMembers() < n.total) {
      List<String> counts = new ArrayList<>();
      counts.add(StructuredMeta.member("showing", n.shownMembers()));
      counts.add(StructuredMeta.member("of", n.total));
      counts.add(StructuredMeta.member("cut", n.gapRanges()));
      if (n.anyPinned()) {
        counts.add(StructuredMeta.member("kept", "the first and last members and those that signal failure"));
      }
      extra.add("\"members\":{" + String.join(",", counts) + "}");
    }
    return StructuredMeta.json(n == root ? meta : Map.of(), extra);
  }

  private Result result() {
    if (!fits()) {
      // Every step keeps a shape that was measured to fit; this guards the promise, not a path.
      throw new IllegalStateException("a shaped JSON object exceeds its budget of " + budget + ": a bug");
    }
    List<Cut> cuts = new ArrayList<>();
    List<String> notes = new ArrayList<>();
    if (elided > 0) {
      notes.add(Marker.plural(elided, "long string") + " shortened in place, each saying how much was cut");
    }
    for (ShownObject n : visibleNodes()) {
      result(n, cuts, notes);
    }
    return new Result(render(), root.itemsShown(), root.itemsTotal(), cuts, notes, null);
  }

  private void result(ShownObject n, List<Cut> cuts, List<String> notes) {
    if (!n.candorKey.equals("candor") && (n == root || n.stated())) {
      notes.add((n == root ? "the object" : "member '" + n.path + "'") + " has its own 'candor' member, so the"
          + " statement is named '" + n.candorKey + "'");
    }
    for (int i = 0; i < n.members.size(); i++) {
      JsonMember m = n.members.get(i);
      if (!n.visible(i)) {
        continue;
      }
      if (m.isArray()) {
        cuts.addAll(m.array().cuts(n.shown[i]));
        String capped = JsonObservation.capNote("member '" + n.name(i) + "'", m.array(), n.shown[i], readCap);
        if (capped != null) {
          notes.add(capped);
        }
      } else if (m.isObject() ? n.replaced[i] : m.isValue() && (n.replaced[i] || m.value() == null)) {
        notes.add("member '" + n.name(i) + "' replaced: " + StructuredMeta.grouped(m.rawBytes()) + " bytes"
            + (m.isValue() && m.value() == null ? ", more than the read cap of " + StructuredMeta.grouped(readCap) : ""));
        // A value replaced by its size is cut as surely as a dropped item: the result must say so.
        cuts.add(Cut.of(CutReason.ITEMS, i + 1, i + 1, Math.max(0, m.rawBytes())));
      }
    }
    if (n.shownMembers() < n.total) {
      String where = n == root ? "" : " of member '" + n.path + "'";
      for (long[] gap : n.gaps()) {
        long bytes = 0;
        for (long i = gap[0] - 1; i < Math.min(gap[1], n.members.size()); i++) {
          bytes += Math.max(0, n.members.get((int) i).rawBytes());
        }
        cuts.add(Cut.of(CutReason.ITEMS, gap[0], gap[1], bytes));
      }
      notes.add(n.gapRanges() + where + " of "
          + StructuredMeta.grouped(n.total) + " not shown"
          + (n.members.size() < n.total ? "; members after " + StructuredMeta.grouped(n.members.size())
          + " were past the read cap of " + StructuredMeta.grouped(readCap) + " bytes" : ""));
    }
  }

  /** The most members whose rough text, every value replaced and every array empty, fits the bound. */
  private int memberHint() {
    long sum = 0;
    long bound = budget.bytesUpperBound();
    for (int i = 0; i < root.members.size(); i++) {
      sum += Utf8.length(root.members.get(i).name()) + 32;
      if (sum > bound) {
        return i;
      }
    }
    return root.members.size();
  }

  /** The largest equal share whose kept item bytes, summed over the arrays, fit the bound. */
  private int shareHint(List<ShownObject> owners, List<Integer> arrays, int most) {
    int lo = 0;
    int hi = most;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      long sum = 0;
      for (int j = 0; j < arrays.size(); j++) {
        ItemRun run = owners.get(j).members.get(arrays.get(j)).array();
        sum += run.keptBytes(Math.min(mid, run.keptCount()));
      }
      if (sum <= budget.bytesUpperBound()) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return lo;
  }

}
