package dev.candor.runtimes.bench;

import dev.candor.Budget;
import dev.candor.Shaped;
import dev.candor.Shaper;
import dev.candor.Strategy;
import dev.candor.Tokenizer;
import dev.candor.Unit;
import dev.candor.runtimes.MarkerDetector;
import dev.candor.runtimes.RuntimeProfile;
import dev.candor.runtimes.Runtimes;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/** Runs one method on one case at one budget. Not thread-safe: one observer serves one run. */
final class Observer {
  private static final Set<Strategy> REENCODED = Set.of(Strategy.JSON, Strategy.NDJSON, Strategy.CSV);

  /**
   * What the model reads, and whether part of the output is missing from it.
   *
   * @param text the observation, as sent
   * @param reads the text in it the model reads: {@code text} unless the runtime wraps the output
   *     in a structure ({@link RuntimeProfile#reads})
   * @param cut whether part of the output is missing
   * @param tokens what {@code text} counts in {@code o200k_base} tokens
   */
  record Observed(String text, String reads, boolean cut, int tokens) {
    Observed(String text, boolean cut) {
      this(text, text, cut);
    }

    Observed(String text, String reads, boolean cut) {
      this(text, reads, cut, Tokenizer.o200k().count(text));
    }
  }

  private final Unit unit;
  /** A runtime at its default cap reads a case the same way at every budget: observed once a run. */
  private final Map<String, Observed> atDefault = new HashMap<>();

  Observer(Unit unit) {
    this.unit = unit;
  }

  /** Drops what was kept of the cases observed so far: a run calls it after each case. */
  void forget() {
    atDefault.clear();
  }

  Budget budget(long limit) {
    return switch (unit) {
      case CHARS -> Budget.chars(limit);
      case BYTES -> Budget.bytes(limit);
      case TOKENS -> Budget.tokens(limit, Tokenizer.o200k());
    };
  }

  Observed observe(Method m, BenchCase c, long budget) {
    return switch (m.kind()) {
      case CANDOR -> candor(c, budget);
      case NAIVE_HEAD -> plain(c, naiveHead(c.text(), budget));
      case RUNTIME_AT_DEFAULT -> atDefault.computeIfAbsent(m.name() + '\u0000' + c.id(), k -> {
        RuntimeProfile p = Runtimes.named(m.name());
        return read(p, c, p.observe(c.output(), c.exit(), RuntimeProfile.DEFAULT_CAP, c.command()));
      });
      case RUNTIME_AT_BUDGET -> {
        RuntimeProfile p = Runtimes.named(m.name());
        yield read(p, c, runtimeAt(p, c, budget));
      }
    };
  }

  /** The cap a method applies at {@code budget}, in its own unit. */
  String cap(Method m, long budget) {
    if (m.kind() == Method.Kind.CANDOR || m.kind() == Method.Kind.NAIVE_HEAD) {
      return Caps.describe(budget, unit);
    }
    RuntimeProfile p = Runtimes.named(m.name());
    if (m.kind() == Method.Kind.RUNTIME_AT_BUDGET) {
      return Caps.describe(Caps.convert(budget, unit, p.unit()), p.unit());
    }
    return p.defaultCap() == RuntimeProfile.NO_CAP ? "none" : Caps.describe(p.defaultCap(), p.unit());
  }

  private String runtimeAt(RuntimeProfile p, BenchCase c, long budget) {
    return p.observe(c.output(), c.exit(), Math.toIntExact(Caps.convert(budget, unit, p.unit())), c.command());
  }

  /**
   * Candor cuts when it says so, in its result or in the text. A JSON, NDJSON or CSV observation is
   * re-encoded, so the whole output need not appear in it verbatim; for the others, a missing output
   * counts as a cut too.
   */
  private Observed candor(BenchCase c, long budget) {
    Shaped s = Shaper.builder().budget(budget(budget)).build().shape(c.output(), c.asEvidence());
    boolean fewerItems = s.itemsShown().isPresent() && s.itemsTotal().isPresent()
        && s.itemsShown().getAsLong() < s.itemsTotal().getAsLong();
    // Candor's marks in the text are read too: the counts of a capped array, a replaced value.
    boolean said = s.truncated() || fewerItems || !s.cuts().isEmpty() || MarkerDetector.cut(s.text());
    return new Observed(s.text(), said || !REENCODED.contains(s.strategy()) && !contains(s.text(), c));
  }

  private static Observed plain(BenchCase c, String text) {
    return new Observed(text, !contains(text, c));
  }

  private static Observed read(RuntimeProfile p, BenchCase c, String text) {
    String reads = p.reads(text);
    return new Observed(text, reads, !contains(reads, c));
  }

  private static boolean contains(String observation, BenchCase c) {
    return Normal.screen(observation).contains(Normal.screen(c.text()).strip());
  }

  /** {@code text[:budget] + "\n... [truncated]"}, with {@code [:budget]} counted in the unit. */
  String naiveHead(String text, long budget) {
    Budget b = budget(budget);
    if (b.fits(text)) {
      return text;
    }
    return text.substring(0, headLength(text, b)) + Checks.NAIVE_MARKER;
  }

  /**
   * The length, in UTF-16 units on a code point boundary, of a prefix that fits {@code b}: the
   * longest one for characters and bytes. Token counts of prefixes are not monotonic ({@code "hello
   * wor"} can count fewer than {@code "hello worl"}), so for tokens the bisection can stop a few
   * characters short of the longest.
   */
  private static int headLength(String text, Budget b) {
    if (b.unit() == Unit.CHARS) {
      return text.offsetByCodePoints(0, (int) b.limit());
    }
    // A byte is at most one code point; a token rarely spans 64 (long runs of one character can).
    long most = b.unit() == Unit.BYTES ? b.limit() : b.limit() * 64;
    int lo = 0;
    int hi = (int) Math.min(text.codePointCount(0, text.length()), most);
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (b.fits(text.substring(0, text.offsetByCodePoints(0, mid)))) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return text.offsetByCodePoints(0, lo);
  }
}
