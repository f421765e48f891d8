package dev.candor;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Shapes tool output to a {@link Budget} without losing the evidence a model decides from.
 *
 * <pre>{@code
 * Shaper shaper = Shaper.builder().budget(Budget.chars(2_000)).build();
 * Shaped shaped = shaper.shape(processOutput, Evidence.of("mvn -B package", 1));
 * String observation = shaped.text(); // what the model reads, never over 2,000 chars
 * }</pre>
 *
 * <p>A shaper is immutable and thread-safe. It does no I/O of its own: {@link #shape(InputStream,
 * Evidence)} reads the stream it is given to its end, in memory bounded by the budget (a few
 * times the budget's size in bytes, at least 64 KiB and at most 32 MiB for each of the head and
 * the tail), whatever the stream's length.
 */
public final class Shaper {
  private static final int PREFIX = 64 * 1024;
  private static final int LINE_KEEP = 4096;
  private static final int ERROR_KEEP = 100;
  private static final int MIN_CAP = 64 * 1024;
  private static final int MAX_CAP = 32 * 1024 * 1024;

  private final Budget budget;
  private final Strategy strategy;
  private final ErrorPatterns patterns;
  private final double headRatio;
  private final long[] range;
  private final String fullOutput;
  private final List<String> extraNotes;
  private final Fields fields;

  private Shaper(Builder b) {
    this.budget = b.budget;
    this.strategy = b.strategy;
    this.patterns = b.patterns;
    this.headRatio = b.headRatio;
    this.range = b.range;
    this.fullOutput = b.fullOutput;
    this.extraNotes = List.copyOf(b.notes);
    this.fields = b.fields.totalling(b.totals);
  }

  private Shaper(Shaper base, String fullOutput, List<String> more) {
    this.budget = base.budget;
    this.strategy = base.strategy;
    this.patterns = base.patterns;
    this.headRatio = base.headRatio;
    this.range = base.range;
    this.fullOutput = fullOutput;
    List<String> notes = new ArrayList<>(base.extraNotes);
    notes.addAll(more);
    this.extraNotes = List.copyOf(notes);
    this.fields = base.fields;
  }

  /** {@code base} at {@code budget}. */
  private Shaper(Shaper base, Budget budget) {
    this.budget = budget;
    this.strategy = base.strategy;
    this.patterns = base.patterns;
    this.headRatio = base.headRatio;
    this.range = base.range;
    this.fullOutput = base.fullOutput;
    this.extraNotes = base.extraNotes;
    this.fields = base.fields;
  }

  public static Builder builder() {
    return new Builder();
  }

  public Budget budget() {
    return budget;
  }

  /** Shapes {@code text}. */
  public Shaped shape(String text, Evidence evidence) {
    return shape(text.getBytes(StandardCharsets.UTF_8), evidence);
  }

  /** Shapes raw output bytes. */
  public Shaped shape(byte[] output, Evidence evidence) {
    try {
      return shape(new ByteArrayInputStream(output), evidence);
    } catch (IOException e) {
      throw new IllegalStateException("a byte array cannot fail to read", e);
    }
  }

  /** Reads {@code in} to its end and shapes it. The stream is not closed. */
  public Shaped shape(InputStream in, Evidence evidence) throws IOException {
    Objects.requireNonNull(in, "in");
    Objects.requireNonNull(evidence, "evidence");
    byte[] prefix = new byte[PREFIX];
    int len = in.readNBytes(prefix, 0, PREFIX);
    Strategy chosen = choose(evidence, prefix, len);
    if (range != null && chosen != Strategy.FILE) {
      throw new ShapeException("--lines", "a line range applies to the file strategy, not " + chosen.label()
          + ": use --tool file or auto, or drop --lines");
    }
    int cap = cap(budget);
    Outline outline = chosen == Strategy.FILE ? new Outline(range, cap, Outline.hashComments(evidence.command())) : null;
    Scanner scanner = new Scanner(cap, cap, LINE_KEEP, ERROR_KEEP, patterns, outline);
    InputStream tee = new TeeInput(prefix, len, in, scanner);
    if (chosen == Strategy.JSON || chosen == Strategy.NDJSON || chosen == Strategy.CSV) {
      StructuredShaper.Result r = StructuredShaper.shape(chosen, tee, budget, meta(evidence), cap, fields);
      tee.transferTo(OutputStreamNull.INSTANCE);
      Scan scan = scanner.finish();
      // Rows none of which fits beside the header (a stats table of 129 columns) say less as a
      // table than as lines: the lines show the one row that says DOWN, in part.
      boolean noRow = chosen == Strategy.CSV && r.text() != null && r.itemsShown() == 0 && r.itemsTotal() > 0;
      if (r.text() != null && !noRow) {
        return structured(chosen, r, scan, evidence);
      }
      List<String> notes = new ArrayList<>(extraNotes);
      upstream(scan, evidence, notes);
      notes.add(r.failure() != null
          ? "not shaped as " + chosen.label() + ": " + r.failure()
          : noRow ? "not shaped as " + chosen.label() + ": no row fits the budget beside the header"
          : "not shaped as " + chosen.label() + ": no valid document fits the budget");
      return new Assembly(this, scan, evidence, Strategy.TERMINAL, null, notes).shape();
    }
    tee.transferTo(OutputStreamNull.INSTANCE);
    return assemble(scanner.finish(), evidence, chosen, outline);
  }

  /**
   * Reads {@code in} once and shapes it to each of {@code budgets}, in order, as shapers with this
   * one's settings and each budget would with {@link #shape(InputStream, Evidence)}, at the cost of
   * one scan: kept at the largest budget's size, what a smaller budget keeps of each end is the
   * start and the end of what the largest kept, and all else a scan keeps is the same at any
   * budget. One budget's kept lines are held at a time: each observation is handed to {@code each}
   * before the next budget's lines are made, so a caller short of memory may collect between them.
   * The stream is not closed.
   *
   * @return whether the output was shaped; false, and {@code each} not called, when it is structured
   *     (JSON, NDJSON, CSV) or read as a file, which are shaped as they are read: shape those once
   *     per budget
   */
  public boolean shapeEach(InputStream in, Evidence evidence, List<Budget> budgets, java.util.function.Consumer<Shaped> each)
      throws IOException {
    Objects.requireNonNull(in, "in");
    Objects.requireNonNull(evidence, "evidence");
    Objects.requireNonNull(each, "each");
    byte[] prefix = new byte[PREFIX];
    int len = in.readNBytes(prefix, 0, PREFIX);
    Strategy chosen = choose(evidence, prefix, len);
    if (range != null || chosen == Strategy.FILE || chosen == Strategy.JSON || chosen == Strategy.NDJSON
        || chosen == Strategy.CSV) {
      return false;
    }
    int widest = 0;
    for (Budget b : budgets) {
      widest = Math.max(widest, cap(b));
    }
    Scanner scanner = new Scanner(widest, widest, LINE_KEEP, ERROR_KEEP, patterns, null);
    new TeeInput(prefix, len, in, scanner).transferTo(OutputStreamNull.INSTANCE);
    scanner.end();
    for (Budget b : budgets) {
      each.accept(new Shaper(this, b).assemble(scanner.scanAt(cap(b), cap(b)), evidence, chosen, null));
    }
    return true;
  }

  /** The strategy for an output that starts with {@code prefix[0, len)}: the given one, or auto's choice. */
  private Strategy choose(Evidence evidence, byte[] prefix, int len) {
    return strategy == Strategy.AUTO ? Auto.choose(evidence, prefix, len, len < PREFIX, range != null) : strategy;
  }

  /** Bytes of each end a scan keeps for {@code b}. */
  private static int cap(Budget b) {
    return (int) Math.max(MIN_CAP, Math.min(MAX_CAP, b.bytesUpperBound() * 2 + MIN_CAP));
  }

  /**
   * Reads {@code in} to its end, before all the evidence is known, and keeps what shaping it needs:
   * a command's output can be read while the command runs, and shaped by {@link Scanned#shape}
   * once it has ended. {@code early} needs only the tool and the command line, all that choosing a
   * strategy looks at. Structured output (JSON, NDJSON, CSV) states all the evidence as it is
   * read, so it is read here only to its start ({@link Scanned#complete} is false): shape it from
   * the start again with {@link #shape(InputStream, Evidence)}. The stream is not closed.
   *
   * @throws ShapeException when the options are contradictory, as {@link #shape(InputStream, Evidence)}
   */
  public Scanned scan(InputStream in, Evidence early) throws IOException {
    Objects.requireNonNull(in, "in");
    Objects.requireNonNull(early, "early");
    byte[] prefix = new byte[PREFIX];
    int len = in.readNBytes(prefix, 0, PREFIX);
    Strategy chosen = choose(early, prefix, len);
    if (range != null && chosen != Strategy.FILE) {
      throw new ShapeException("--lines", "a line range applies to the file strategy, not " + chosen.label()
          + ": use --tool file or auto, or drop --lines");
    }
    if (chosen == Strategy.JSON || chosen == Strategy.NDJSON || chosen == Strategy.CSV) {
      return new Scanned(this, null, chosen, null);
    }
    int cap = cap(budget);
    Outline outline = chosen == Strategy.FILE ? new Outline(range, cap, Outline.hashComments(early.command())) : null;
    Scanner scanner = new Scanner(cap, cap, LINE_KEEP, ERROR_KEEP, patterns, outline);
    if (in instanceof Digested d) {
      scanner.shareDigest(d); // read to its end here, prefix and all
    }
    new TeeInput(prefix, len, in, scanner).transferTo(OutputStreamNull.INSTANCE);
    return new Scanned(this, scanner.finish(), chosen, outline);
  }

  /** This shaper with {@code more} notes after its own, and the full output at {@code ref}. */
  Shaper with(String ref, List<String> more) {
    return new Shaper(this, ref, more);
  }

  /** Shapes what the scanner kept of an output that was not shaped as structured. */
  Shaped assemble(Scan scan, Evidence evidence, Strategy chosen, Outline outline) {
    List<String> notes = new ArrayList<>(extraNotes);
    if (!fields.all()) {
      notes.add("fields " + String.join(", ", fields.paths()) + " not applied: they select from JSON, NDJSON or CSV"
          + " items, and this output was shaped as " + chosen.label());
    }
    if (scan.binary) {
      chosen = Strategy.BINARY;
    }
    if (chosen != Strategy.FILE) {
      upstream(scan, evidence, notes); // a file read whole was not cut by anyone
    }
    return new Assembly(this, scan, evidence, chosen, outline, notes).shape();
  }

  /** Bytes of the output's end where a query tool states its row count ("(50 rows)"). */
  private static final int ROWS_TAIL = 4_096;

  /** Adds the sentence that the output looks cut before Candor saw it, when it shows a sign. */
  private static void upstream(Scan scan, Evidence ev, List<String> notes) {
    if (scan.bytes > 0) {
      UpstreamCut.ofCounts(scan.bytes, scan.lines, OptionalLong.empty(), ev.command(), scan.tailText(ROWS_TAIL))
          .ifPresent(r -> notes.add(UpstreamCut.sentence(r)));
    }
  }

  private Shaped structured(Strategy s, StructuredShaper.Result r, Scan scan, Evidence ev) {
    StreamFacts facts = Assembly.facts(scan, false, 0, 0);
    boolean cut = !r.cuts().isEmpty();
    List<String> notes = new ArrayList<>(withExtraNotes(r.notes()));
    if (notes.stream().noneMatch(n -> n.startsWith(UpstreamCut.PHRASE))) {
      // A page's cursor is stated in the document; a count's sign is recorded with the notes.
      UpstreamCut.ofCounts(scan.bytes, scan.lines, OptionalLong.of(r.itemsTotal()), ev.command(), "")
          .ifPresent(reason -> notes.add(UpstreamCut.sentence(reason)));
    }
    return new Shaped(r.text(), s, budget, budget.measure(r.text()), ev, facts, cut,
        cut ? 0 : scan.lines, r.cuts(), scan.errorCount, cut ? 0 : scan.errorCount,
        OptionalLong.of(r.itemsShown()), OptionalLong.of(r.itemsTotal()), notes);
  }

  private List<String> withExtraNotes(List<String> notes) {
    if (extraNotes.isEmpty()) {
      return notes;
    }
    List<String> all = new ArrayList<>(extraNotes);
    all.addAll(notes);
    return all;
  }

  private Map<String, Object> meta(Evidence ev) {
    Map<String, Object> m = new LinkedHashMap<>();
    ev.tool().ifPresent(t -> m.put("tool", t));
    ev.command().ifPresent(c -> m.put("command", c));
    if (ev.exitCode().isPresent()) {
      m.put("exit_code", ev.exitCode().getAsInt());
    }
    if (ev.signal().isPresent()) {
      m.put("signal", ev.signal().getAsInt());
    }
    if (ev.timedOut()) {
      m.put("timed_out", true);
    }
    if (fullOutput != null) {
      m.put("full_output", fullOutput);
    }
    if (!extraNotes.isEmpty()) {
      // What was done before shaping (secrets masked, streams merged) is stated in the document too.
      m.put("note", String.join("; ", extraNotes));
    }
    return m;
  }

  Strategy strategy() {
    return strategy;
  }

  double headRatio() {
    return headRatio;
  }

  long[] range() {
    return range;
  }

  Optional<String> fullOutput() {
    return Optional.ofNullable(fullOutput);
  }

  /** Configures a {@link Shaper}; every setting has a default. */
  public static final class Builder {
    private Budget budget = Budget.chars(8_000);
    private Strategy strategy = Strategy.AUTO;
    private ErrorPatterns patterns = ErrorPatterns.defaults();
    private double headRatio = 0.5;
    private long[] range;
    private String fullOutput;
    private final List<String> notes = new ArrayList<>();
    private Fields fields = Fields.ALL;
    private List<String> totals;

    private Builder() {}

    /**
     * States exact figures (sum, minimum, maximum and mean of numbers, earliest and latest dates,
     * counts of few distinct values) for only these top-level fields of each item; an empty list
     * states only the count of items. By default every field gets what figures it can have.
     *
     * @throws ShapeException for a name that is empty or dotted
     */
    public Builder totals(List<String> names) {
      Objects.requireNonNull(names, "totals");
      try {
        Fields.ALL.totalling(names);
      } catch (IllegalArgumentException e) {
        throw new ShapeException("--totals", e.getMessage());
      }
      this.totals = List.copyOf(names);
      return this;
    }

    /**
     * Keeps only these fields of each item (JSON array elements, NDJSON lines, CSV columns), as
     * dotted paths ({@code id}, {@code customer.name}), before items are counted, summed or capped.
     * The observation names them, and any that no item read had. An empty list keeps every field.
     *
     * @throws ShapeException for a path with an empty part, such as {@code a..b}
     */
    public Builder fields(List<String> paths) {
      try {
        this.fields = Fields.of(paths);
      } catch (IllegalArgumentException e) {
        throw new ShapeException("--fields", e.getMessage());
      }
      return this;
    }

    /** A note on what was done to the output before shaping (say, secrets masked), stated in the result. */
    public Builder note(String text) {
      notes.add(Objects.requireNonNull(text, "note"));
      return this;
    }

    /** The budget; by default 8,000 characters (about 2,000 tokens of English or code). */
    public Builder budget(Budget b) {
      this.budget = Objects.requireNonNull(b, "budget");
      return this;
    }

    /** The strategy; by default {@link Strategy#AUTO}. */
    public Builder strategy(Strategy s) {
      this.strategy = Objects.requireNonNull(s, "strategy");
      return this;
    }

    /** Which lines are error lines; by default {@link ErrorPatterns#defaults()}. */
    public Builder errorPatterns(ErrorPatterns p) {
      this.patterns = Objects.requireNonNull(p, "errorPatterns");
      return this;
    }

    /** The head's share for {@link Strategy#HEAD_TAIL}, from 0 to 1; by default 0.5. */
    public Builder headRatio(double ratio) {
      if (!(ratio >= 0 && ratio <= 1)) {
        throw new ShapeException("--head-ratio", "head ratio must lie in [0, 1], not " + ratio);
      }
      this.headRatio = ratio;
      return this;
    }

    /** For a file read: keep lines {@code from} to {@code to} (from 1, inclusive) whole. */
    public Builder lines(long from, long to) {
      if (from < 1 || to < from) {
        throw new ShapeException("--lines", "line range " + from + ":" + to
            + " is empty or starts before line 1: give A:B with 1 <= A <= B");
      }
      this.range = new long[] {from, to};
      return this;
    }

    /** Where the full output can be had (a path or a handle), stated in every cut's summary. */
    public Builder fullOutput(String ref) {
      this.fullOutput = ref;
      return this;
    }

    public Shaper build() {
      return new Shaper(this);
    }
  }
}
