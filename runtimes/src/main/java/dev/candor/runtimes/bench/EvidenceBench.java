package dev.candor.runtimes.bench;

import dev.candor.Unit;
import dev.candor.runtimes.RuntimeProfile;
import dev.candor.runtimes.Runtimes;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;

/**
 * The evidence benchmark: every case of a corpus through every method at every budget.
 *
 * <pre>{@code
 * Report r = EvidenceBench.run(Path.of("fixtures/corpus"), List.of(2_000L, 4_000L), Unit.CHARS);
 * Files.writeString(Path.of("evidence.md"), r.markdown());
 * }</pre>
 *
 * <p>The methods, in report order: Candor's {@code auto} shaping; each runtime profile with its cap
 * set to the budget (only the profiles that have a cap to set); each runtime profile at its own
 * default cap (no cut for those without one); and the naive head cap. A runtime counts its cap in
 * its own unit, so the budget is converted at one character to one byte and four to a token,
 * rounding down.
 *
 * <p>Evidence is found by substring, line by line, after normalisation: ANSI escapes and control
 * characters removed, CRLF and a lone CR read as line ends, and JSON's {@code ": "} and {@code , "}
 * read as {@code ":"} and {@code ,"}. An observation is cut when it does not hold the whole
 * normalised output, progress redraws collapsed to their last frame (for Candor's re-encoded JSON,
 * NDJSON and CSV: when Candor's result or its {@code "showing":k,"of":n} counts say so). MarkerDetector
 * recognised: every runtime's (per {@link dev.candor.runtimes.MarkerDetector}), Candor's {@code [... cut},
 * {@code "showing"}, {@code [cut: N bytes]} and {@code # candor: ... showing}, and the naive cap's
 * {@code ... [truncated]}. The exit code is shown when a statement such as {@code exit code: 1},
 * {@code Exit Code: 1}, {@code exited with code 1} or {@code "exit_code":1} names the case's code.
 * JSON is valid when the document in the observation parses, a runtime's own lines around it
 * allowed.
 *
 * <p>A run does no I/O beyond reading the corpus.
 */
public final class EvidenceBench {
  private EvidenceBench() {}

  /**
   * Runs every method on every case at each budget.
   *
   * @param corpusDir a directory of {@code <case id>/{output,case.json}}
   * @param budgets Candor's budgets, each at least 1, in {@code unit}
   * @param unit what the budgets count; {@link Unit#TOKENS} counts {@code o200k_base} tokens
   * @throws IOException if the corpus cannot be read or a {@code case.json} is malformed
   */
  public static Report run(Path corpusDir, List<Long> budgets, Unit unit) throws IOException {
    Objects.requireNonNull(unit, "unit");
    List<Long> sorted = checked(budgets);
    List<Path> cases = CorpusReader.dirs(corpusDir);
    Observer observer = new Observer(unit);
    List<Method> methods = methods();
    // One case at a time through every budget and method, so that memory holds one case's output
    // whatever the corpus's size; each tally still adds its cases in corpus order.
    Tally[][] tallies = new Tally[sorted.size()][methods.size()];
    for (int b = 0; b < sorted.size(); b++) {
      for (int m = 0; m < methods.size(); m++) {
        tallies[b][m] = new Tally(methods.get(m), observer.budget(sorted.get(b)), observer.cap(methods.get(m), sorted.get(b)));
      }
    }
    for (Path d : cases) {
      BenchCase c = CorpusReader.readCase(d);
      for (int b = 0; b < sorted.size(); b++) {
        for (int m = 0; m < methods.size(); m++) {
          tallies[b][m].add(c, observer.observe(methods.get(m), c, sorted.get(b)));
        }
      }
      observer.forget();
    }
    List<Row> rows = new ArrayList<>();
    List<Loss> losses = new ArrayList<>();
    for (int b = 0; b < sorted.size(); b++) {
      for (int m = 0; m < methods.size(); m++) {
        rows.add(tallies[b][m].row());
        if (methods.get(m).kind() == Method.Kind.CANDOR) {
          losses.addAll(tallies[b][m].losses());
        }
      }
    }
    return new Report(unit, sorted, cases.size(), rows, losses);
  }

  /** Every method, in report order: Candor, runtimes at the budget, runtimes at default, naive. */
  public static List<Method> methods() {
    List<Method> out = new ArrayList<>();
    out.add(Method.candor());
    for (RuntimeProfile p : Runtimes.all()) {
      if (Caps.settable(p)) {
        out.add(Method.atBudget(p.name()));
      }
    }
    for (RuntimeProfile p : Runtimes.all()) {
      out.add(Method.atDefault(p.name()));
    }
    out.add(Method.naiveHead());
    return List.copyOf(out);
  }

  /**
   * Every runtime's default cap, converted to {@code unit} as budgets are and without repeats, in
   * increasing order: the budgets at which Candor meets each runtime on its own ground.
   */
  public static List<Long> defaultCaps(Unit unit) {
    TreeSet<Long> caps = new TreeSet<>();
    for (RuntimeProfile p : Runtimes.all()) {
      if (p.defaultCap() != RuntimeProfile.NO_CAP) {
        caps.add(Caps.convert(p.defaultCap(), p.unit(), unit));
      }
    }
    return List.copyOf(caps);
  }

  private static List<Long> checked(List<Long> budgets) {
    if (budgets.isEmpty()) {
      throw new IllegalArgumentException("no budget given: pass at least one, such as 2000");
    }
    TreeSet<Long> out = new TreeSet<>();
    for (Long b : budgets) {
      if (b == null || b < 1) {
        throw new IllegalArgumentException("budget < 1: " + b);
      }
      out.add(b);
    }
    return List.copyOf(out);
  }
}
