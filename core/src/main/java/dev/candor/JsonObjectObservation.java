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
 * before the first member cut (never before the first member, so the document still opens with its
 * own first member).
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
 * (3) Arrays, at any depth, get items from the start: first every array its first item in line,
 * whole when it fits its fair share of the room, else in part within that share (one large element
 * is descended into, never dropped whole); then an equal share each, then whatever room is left,
 * array by array in document order. A document that holds failure records has them
 * shown first: only the objects on the way to them are opened, and each array's failure record is
 * reserved whole, or shown in part, before step 2 keeps any other value. Members past the read cap
 * were never kept; they count as not shown, and then only the first members are shown.
 */
final class JsonObjectObservation {
  private final ShownObject root;
  private final Budget budget;
  private final long readCap;

  JsonObjectObservation(JsonDocument doc, Budget budget, Map<String, Object> meta, long readCap, Fields fields) {
    this(doc, budget, meta, readCap, fields, "", "", false, 0, new int[1], false, null);
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
    this(doc, budget, meta, readCap, fields, prefix, suffix, oneLine, 0, new int[1], true, null);
  }

  /**
   * As framed; {@code depth} counts the items shown in part around this one ({@link #showInPart}),
   * which share {@code insideTries} with it. An item shown in part ({@code inPart}) gives up its
   * quiet members ({@link ShownObject#quiet}: 0, false, null, empty) before any other, at every depth.
   * {@code within} names the array the item sits in, when it is one inside another; null otherwise.
   */
  private JsonObjectObservation(JsonDocument doc, Budget budget, Map<String, Object> meta, long readCap,
      Fields fields, String prefix, String suffix, boolean oneLine, int depth, int[] insideTries, boolean inPart,
      String within) {
    this.depth = depth;
    this.within = within;
    this.inPart = inPart;
    this.insideTries = insideTries;
    this.oneLine = oneLine;
    this.root = new ShownObject(doc, "");
    if (inPart) {
      root.hideQuiet();
    }
    this.budget = budget;
    this.readCap = readCap;
    ItemRun any = anyArray(root);
    // The projection applies to arrays' items: stated when there is an array to apply it to.
    List<String> projection = any == null ? List.of() : fields.json(any.fieldsSeen());
    this.view = new ObjectRender(root, meta, projection, prefix, suffix, oneLine);
    this.arrays = new ObjectArrays(budget, this::render);
  }

  /** How many items shown in part this object sits in: 0 for the document itself. */
  private final int depth;
  /** The name of the array this object is an item of, when it is shown in part inside another; else null. */
  private final String within;
  /** Whether the object is an item shown in part, not a document of its own. */
  private final boolean inPart;
  /** Whether the object is written on one line, as an NDJSON line must be. */
  private final boolean oneLine;
  /** The cuts and notes of the items shown in part inside arrays of this object. */
  private final List<Cut> insideCuts = new ArrayList<>();
  private final List<String> insideNotes = new ArrayList<>();

  /** How the shape chosen so far renders. */
  private final ObjectRender view;
  /** The steps that shape the arrays inside the object. */
  private final ObjectArrays arrays;

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
      if (depth == 0) {
        RecordMembers.mark(n);
      }
      smallest(n);
    }
    ObjectArrays.reserveFailureItems(root, true);
    long cap = pathCap();
    if (!chooseMembers(cap)) {
      return Result.tooSmall(root.itemsTotal(), List.of());
    }
    if (root.head + root.tail == 0 && cap < budget.limit() && !chooseMembers(budget.limit())) {
      // A node on the way down a tree that shows none of its members within its path share
      // reaches none of the nodes below it either: it takes the whole of its share instead.
      return Result.tooSmall(root.itemsTotal(), List.of());
    }
    if (holdsFailureRecords(root)) {
      // A failure record is shown before the objects and values around it take its room: whole when
      // it fits, else in part. Only the objects on the way to it are opened first.
      openObjects(true);
      arrays.elideIfNeeded(visibleNodes());
      arrays.reserveFailureRecords(visibleNodes());
      insideArrays();
    }
    openObjects(false);
    arrays.elideIfNeeded(visibleNodes());
    arrays.chooseAggregates(visibleNodes());
    keepValues(visibleNodes(), budget.limit(), true);
    descend();
    firstItems();
    arrays.fill(visibleNodes());
    return result();
  }

  /**
   * Step 1: when the whole object does not measure within {@code cap}, shows as many of its first
   * and last members as do (and those pinned wherever they stand, while they fit); false when the
   * object does not fit even with none of its members shown. Members unpinned on the way stay so.
   */
  private boolean chooseMembers(long cap) {
    root.head = root.members.size();
    root.tail = 0;
    if (within(cap)) {
      return true;
    }
    int size = root.members.size();
    // Members past the read cap were never kept, so the end of the object is not at hand.
    boolean tailKnown = root.total == size;
    IntPredicate fitsMembers = m -> {
      root.head = tailKnown ? (m + 1) / 2 : m;
      root.tail = m - root.head;
      return within(cap);
    };
    if (!fitsMembers.test(0) && !unpin(root, fitsMembers, 0)) {
      return false;
    }
    fitsMembers.test(StructuredFit.largest(0, size, memberHint(), fitsMembers));
    if (root.head == 0 && ObjectArrays.reserveFailureItems(root, false)) {
      fitsMembers.test(StructuredFit.largest(0, size, memberHint(), fitsMembers)); // the failure item fits no way
    }
    return true;
  }

  /** Whether the shape chosen shows any member of the object: its first one, at least. */
  boolean showsAnyMember() {
    return root.shownMembers() > 0;
  }

  /**
   * The most an item shown in part inside another may take for its own members when it is a node
   * of a recursive tree ({@link #holdsObjectItems}), such as a query plan's: half the room its frame leaves, and at most
   * {@link #PATH_SHARE} of the budget, so the nodes below it that stand out ({@link RareValues})
   * can be descended into and kept with their path.
   * The whole budget otherwise.
   */
  private long pathCap() {
    if (within == null || !holdsObjectItems(root, within)) {
      return budget.limit();
    }
    int head = root.head;
    int tail = root.tail;
    root.head = 0;
    root.tail = 0;
    long bare = budget.measure(render());
    root.head = head;
    root.tail = tail;
    return bare >= budget.limit() ? budget.limit() : bare + Math.min((budget.limit() - bare) / 2, budget.limit() / PATH_SHARE);
  }

  /**
   * A node on the way down a tree takes for its own members at most 1/this of the whole budget, so
   * that a node several levels down is still reached.
   */
  private static final int PATH_SHARE = 10;

  /**
   * Whether {@code n} is a node of a recursive tree: its own array named {@code name}, as the one
   * it sits in ({@code "Plans"} in a plan node, {@code "dependencies"} in a package), holds an
   * object it could show.
   */
  private static boolean holdsObjectItems(ShownObject n, String name) {
    for (JsonMember m : n.members) {
      if (m.isArray() && m.name().equals(name) && m.array().keptCount() > 0 && firstIsObject(m.array())) {
        return true;
      }
    }
    return false;
  }

  /** How deep items shown in part may nest: an item in part inside an item in part, and so on. */
  private static final int MAX_INSIDE_DEPTH = 8;
  /** The most items tried in part in one document, nested ones included: one nested shaping each. */
  private static final int MAX_INSIDE_TRIES = 8;
  /** How many items were tried in part so far in the document, shared with the items shown in part. */
  private final int[] insideTries;
  /** Stands where an item shown in part goes while the document around it is rendered; never in JSON text. */
  private static final String PLACE = "\u0000inside\u0000";

  /**
   * Each array whose first in line is a failure record that does not fit whole shows that record
   * in part, in all the room the document leaves, before any other value is kept: a failure record
   * says more than the first items of other arrays.
   */
  private void insideArrays() {
    for (ShownObject n : visibleNodes()) {
      for (int i = 0; i < n.members.size(); i++) {
        ItemRun run = n.members.get(i).array();
        if (waiting(n, i) && run.leadsWithFailure() && firstIsObject(run)) {
          showInPart(n, i, 1);
        }
      }
    }
  }

  /** Whether array member {@code i} of {@code n} is visible and shows none of the items it could. */
  private static boolean waiting(ShownObject n, int i) {
    ItemRun run = n.members.get(i).array();
    return run != null && n.visible(i) && n.shown[i] == 0 && n.inside[i] == null && run.keptCount() > 0;
  }

  /**
   * Every visible array shows its first item in line before any array shows a second: one large
   * element is descended into, never dropped whole. The room is shared out fairly: an item that
   * fits its share (the room left over the arrays still waiting) is shown whole, the smallest
   * first, so what a small item leaves goes to the larger ones; an item larger than its share is
   * shown in part within it, failure records first, then in document order. While other arrays
   * have more items to show, one share is kept for them.
   */
  private void firstItems() {
    List<ShownObject> owners = new ArrayList<>();
    List<Integer> members = new ArrayList<>();
    List<Long> sizes = new ArrayList<>();
    for (ShownObject n : visibleNodes()) {
      for (int i = 0; i < n.members.size(); i++) {
        ItemRun run = n.members.get(i).array();
        if (waiting(n, i)) {
          owners.add(n);
          members.add(i);
          sizes.add(budget.measure(run.shown(1).get(0)));
        }
      }
    }
    Integer[] bySize = new Integer[owners.size()];
    for (int j = 0; j < bySize.length; j++) {
      bySize[j] = j;
    }
    Arrays.sort(bySize, Comparator.comparingLong(sizes::get));
    List<Integer> large = new ArrayList<>();
    for (int j = 0; j < bySize.length; j++) {
      ShownObject n = owners.get(bySize[j]);
      int i = members.get(bySize[j]);
      long room = budget.limit() - budget.measure(render());
      if (sizes.get(bySize[j]) <= room / (bySize.length - j)) {
        n.shown[i] = 1;
        n.reserved[i] = true;
        if (fits()) {
          continue;
        }
        n.shown[i] = 0;
        n.reserved[i] = false;
      }
      large.add(bySize[j]);
    }
    // Failure records first, then document order, as the arrays were collected.
    large.sort(Comparator.comparing((Integer j) -> !owners.get(j).members.get(members.get(j)).array().leadsWithFailure())
        .thenComparingInt(j -> j));
    large.removeIf(j -> !firstIsObject(owners.get(j).members.get(members.get(j)).array()));
    boolean more = moreToShow();
    List<Integer> missed = new ArrayList<>();
    for (int j = 0; j < large.size(); j++) {
      ShownObject n = owners.get(large.get(j));
      int i = members.get(large.get(j));
      if (!showInPart(n, i, large.size() - j + (more ? 1 : 0))) {
        missed.add(large.get(j));
      }
    }
    // A share too small for even part of an item: what the others left, whole, for each in turn.
    for (int j : missed) {
      showInPart(owners.get(j), members.get(j), 1);
    }
  }

  /** Whether a visible array shown whole has items it does not show yet. */
  private boolean moreToShow() {
    for (ShownObject n : visibleNodes()) {
      for (int i = 0; i < n.members.size(); i++) {
        ItemRun run = n.members.get(i).array();
        if (run != null && n.visible(i) && n.inside[i] == null && n.shown[i] > 0 && n.shown[i] < run.keptCount()) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean firstIsObject(ItemRun run) {
    return run.shown(1).get(0).startsWith("{");
  }

  /**
   * Shows the first item in line of array member {@code i} of {@code n} in part, in a {@code
   * 1/shares} share of the room the document leaves: shaped as an object of its own, framed by the
   * document as now shaped, on one line as the array's whole items are; its own statement says
   * what is cut inside it, and the array's says {@code "inside":"item 1 is shown in part; ..."}.
   * Returns false, leaving the array as it was, when not even part of the item fits, or when the
   * document has used up its tries.
   */
  private boolean showInPart(ShownObject n, int i, int shares) {
    if (depth >= MAX_INSIDE_DEPTH || insideTries[0] >= MAX_INSIDE_TRIES) {
      return false;
    }
    insideTries[0]++;
    ItemRun run = n.members.get(i).array();
    String figures = n.aggregates[i];
    if (run.failures() > 0) {
      n.aggregates[i] = null; // the failure record, even in part, says more than figures over the records
    }
    n.shown[i] = 1;
    n.inside[i] = PLACE;
    String frame = render();
    int at = frame.indexOf(PLACE);
    String prefix = frame.substring(0, at);
    String suffix = frame.substring(at + PLACE.length());
    long framed = budget.measure(prefix + suffix);
    long room = budget.limit() - framed;
    Budget share = room <= 0 ? budget : new Budget(framed + room / Math.max(1, shares), budget.unit(), budget.tokenizer());
    JsonObjectObservation item = new JsonObjectObservation(ShownObject.read(run.shown(1).get(0)), share,
        Map.of(), readCap, Fields.ALL, prefix, suffix, true, depth + 1, insideTries, true, n.members.get(i).name());
    Result r = item.shape();
    if (r.text() == null || item.root.shownMembers() == 0 || !budget.fits(r.text())) {
      n.aggregates[i] = figures;
      n.shown[i] = 0;
      n.inside[i] = null;
      return false;
    }
    n.inside[i] = r.text().substring(prefix.length(), r.text().length() - suffix.length());
    insideCuts.addAll(r.cuts());
    insideNotes.add("item " + run.shownNumbers(1)[0] + " of member '" + n.name(i) + "' is shown in part:"
        + " it is larger than its share of the budget");
    insideNotes.addAll(r.notes());
    return true;
  }

  /**
   * Step 1 measures each value of {@code n} at its smaller size, whole or replaced by its size,
   * and each object that holds an array replaced by its size, until step 2 opens it.
   */
  private void smallest(ShownObject n) {
    for (int i = 0; i < n.members.size(); i++) {
      JsonMember m = n.members.get(i);
      // A record that stands out among its siblings is measured whole: it is why its member is shown.
      n.replaced[i] = !n.standout[i] && (m.isObject() || m.isValue() && (m.value() == null || Utf8.length(m.value()) > SHORT_VALUE));
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
  private void openObjects(boolean toFailures) {
    java.util.ArrayDeque<ShownObject> parents = new java.util.ArrayDeque<>();
    parents.add(root);
    int tries = 0;
    while (!parents.isEmpty() && tries < MAX_OPEN_TRIES) {
      ShownObject n = parents.poll();
      for (int i = 0; i < n.members.size() && tries < MAX_OPEN_TRIES; i++) {
        if (n.children[i] == null || !n.visible(i)) {
          continue;
        }
        if (!n.replaced[i]) {
          parents.add(n.children[i]); // opened on the way to failure records: its other objects are tried now
          continue;
        }
        if (toFailures && !holdsFailureRecords(n.children[i])) {
          continue;
        }
        tries++;
        n.replaced[i] = false;
        // On the way to failure records, an object that does not fit whole shows fewer of its own
        // members (those that lead to the failures stay), and the object it sits in the fewest of
        // the others: the failure records' room is not spent on their sizes.
        boolean opened = fits() || toFailures && open(n.children[i], budget.limit());
        if (toFailures && n != root && fewestBeside(n)) {
          opened = true;
        }
        if (opened) {
          parents.add(n.children[i]);
        } else {
          n.replaced[i] = true;
        }
      }
    }
  }

  /**
   * Shows only the first and last members of {@code n}, or its first when that is all that fits,
   * and those kept wherever they stand (that lead to failure records, count problems or name the
   * object): a linter's map of files shows the one file with an error opened rather than a dozen
   * others summarised by their sizes. Whether the document then fits; when not, {@code n} is as it was.
   */
  private boolean fewestBeside(ShownObject n) {
    int head = n.head;
    int tail = n.tail;
    int shown = Math.min(n.members.size(), head + tail);
    for (int t = n.total == n.members.size() ? 1 : 0; t >= 0; t--) {
      if (1 + t < shown) {
        n.head = 1;
        n.tail = t;
        if (fits()) {
          return true;
        }
      }
    }
    n.head = head;
    n.tail = tail;
    return fits();
  }

  /** Whether an array in {@code n}, or in an object inside it, at any depth, holds failure records. */
  private static boolean holdsFailureRecords(ShownObject n) {
    for (int i = 0; i < n.members.size(); i++) {
      ItemRun run = n.members.get(i).array();
      if (run != null && run.failures() > 0 || n.children[i] != null && holdsFailureRecords(n.children[i])) {
        return true;
      }
    }
    return false;
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
    // A record that stands out among its siblings first, then the smallest values.
    Arrays.sort(order, Comparator.comparing((Integer j) -> !owners.get(j).standout[values.get(j)])
        .thenComparingLong(j -> Utf8.length(owners.get(j).members.get(values.get(j)).value())));
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
    long cap = ObjectArrays.hasItems(visibleNodes()) ? used + (budget.limit() - used) / 2 : budget.limit();
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
          if (n.quietHidden()) {
            n.children[i].hideQuiet();
          }
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
      unpin(c, fitsMembers, 1);
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
   * When the members kept wherever they stand do not fit with {@code m} others: those that only
   * count or name are given up first, then the records that stand out among their siblings
   * ({@link RecordMembers}), the least rare first, one at a time, so the rarest is kept while it
   * fits; then those that signal failure too. Whether {@code m} then fits.
   */
  private static boolean unpin(ShownObject c, IntPredicate fitsMembers, int m) {
    for (int i = 0; i < c.pinned.length; i++) {
      c.pinned[i] &= c.failing[i] || c.standout[i];
    }
    if (fitsMembers.test(m)) {
      return true;
    }
    for (int place = RecordMembers.MAX_KEPT; place >= 1; place--) {
      boolean dropped = false;
      for (int i = 0; i < c.pinned.length; i++) {
        if (c.standoutPlace[i] == place && c.pinned[i] && !c.failing[i]) {
          c.pinned[i] = false;
          dropped = true;
        }
      }
      if (dropped && fitsMembers.test(m)) {
        return true;
      }
    }
    Arrays.fill(c.pinned, false); // the members that signal failure do not fit even alone
    return fitsMembers.test(m);
  }

  /** Whether the document fits the budget and measures at most {@code cap}. */
  private boolean within(long cap) {
    long size = budget.measure(render());
    return size <= budget.limit() && size <= cap;
  }

  private boolean fits() {
    return budget.fits(render());
  }

  private String render() {
    return view.render();
  }

  private Result result() {
    if (!fits()) {
      // Every step keeps a shape that was measured to fit; this guards the promise, not a path.
      throw new IllegalStateException("a shaped JSON object exceeds its budget of " + budget + ": a bug");
    }
    List<Cut> cuts = new ArrayList<>();
    List<String> notes = new ArrayList<>();
    long elided = arrays.elided();
    if (elided > 0) {
      notes.add(Marker.plural(elided, "long string") + " shortened in place, each saying how much was cut");
    }
    for (ShownObject n : visibleNodes()) {
      ObjectCuts.add(n, n == root, readCap, cuts, notes);
    }
    cuts.addAll(insideCuts);
    notes.addAll(insideNotes);
    return new Result(render(), root.itemsShown(), root.itemsTotal(), cuts, notes, null);
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


}
