package dev.candor.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.candor.Budget;
import dev.candor.Evidence;
import dev.candor.ShapeException;
import dev.candor.Shaper;
import dev.candor.Tokenizer;
import dev.candor.Unit;
import dev.candor.runtimes.RuntimeProfile;
import dev.candor.runtimes.Runtimes;
import dev.candor.runtimes.Sample;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code candor probe}: what each agent runtime, and Candor at the same budget, shows of one output. */
@Command(
    name = "probe",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Shows, for each agent runtime at its default cap and for Candor at the same budget, what the model reads of "
          + "one tool output: its size, whether it was cut and whether the cut is marked, whether the exit code is "
          + "visible, which error lines fell in the dropped region, and whether the last line survived.",
      ""
    },
    footer = {
      "",
      "Examples:",
      "  candor probe --exit-code 1 --command 'mvn -B package' build.log",
      "  candor probe --runtime codex --runtime gemini-cli --format json build.log",
      "",
      "Runtimes: see 'candor probe --list'. Runtimes with no default cap are compared with Candor at --budget."
    })
final class ProbeCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--runtime", paramLabel = "NAME", description = "A runtime, repeatable; all by default.")
  List<String> runtimes = new ArrayList<>();

  @Option(names = "--exit-code", paramLabel = "N", description = "The exit code the tool returned.")
  Integer exitCode;

  @Option(names = "--command", paramLabel = "CMD", description = "The command that produced the output.")
  String command;

  @Option(names = "--budget", paramLabel = "N", description = "Candor's budget in chars for runtimes with no cap (default: ${DEFAULT-VALUE}).", defaultValue = "8000")
  long budget;

  @Mixin FormatOption format = new FormatOption();

  @Option(names = "--list", description = "List the runtimes and where each was modelled from, then exit.")
  boolean list;

  @Parameters(arity = "0..1", paramLabel = "FILE", description = "The tool output.")
  Path file;

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    if (list) {
      for (RuntimeProfile p : Runtimes.all()) {
        out.printf(Locale.ROOT, "%-18s %s %s%s (%s)%n", p.name(), p.defaultCap() == RuntimeProfile.NO_CAP ? "no cap" : p.defaultCap(),
            p.defaultCap() == RuntimeProfile.NO_CAP ? "" : p.unit().label(), p.source().verified() ? "" : " [not verified]",
            p.source().repository() + " " + p.source().path());
      }
      out.flush();
      return 0;
    }
    if (budget < 1) {
      throw new IllegalArgumentException("--budget must be at least 1, not " + budget);
    }
    if (file == null) {
      throw new ShapeException("FILE", "probe needs the tool output: give a FILE (or --list to see the runtimes)");
    }
    Sample sample;
    Probe.Output output;
    OptionalInt exit = exitCode == null ? OptionalInt.empty() : OptionalInt.of(exitCode);
    try (InputStream in = Files.newInputStream(file)) {
      sample = Sample.read(in);
    } catch (NoSuchFileException e) {
      throw new IOException("cannot read '" + file + "': no such file", e);
    }
    try (InputStream in = Files.newInputStream(file)) {
      output = Probe.Output.read(in, sample, exit);
    }
    List<RuntimeProfile> profiles = new ArrayList<>();
    if (runtimes.isEmpty() || runtimes.contains("all")) {
      profiles.addAll(Runtimes.all());
    } else {
      for (String n : runtimes) {
        profiles.add(Runtimes.named(n));
      }
    }
    String cmd = command == null ? "" : command;
    List<Budget> budgets = new ArrayList<>();
    for (RuntimeProfile p : profiles) {
      Budget b = budgetOf(p);
      if (!budgets.contains(b)) {
        budgets.add(b);
      }
    }
    Map<Budget, String> shaped = candor(budgets, sample);
    List<Probe.Row> rows = new ArrayList<>();
    for (RuntimeProfile p : profiles) {
      if (!sample.whole() && p.keepsAll(RuntimeProfile.DEFAULT_CAP)) {
        rows.add(Probe.wholeRow(p, sample, exit, cmd, output));
      } else {
        String seen = p.observe(sample, exit, RuntimeProfile.DEFAULT_CAP, cmd);
        rows.add(Probe.row(p.name(), seen, p.reads(seen), p.unit(), p.defaultCap(), output));
      }
      Budget b = budgetOf(p);
      rows.add(Probe.row("  candor @ same", shaped.get(b), b.unit(), b.limit(), output));
    }
    out.print(format.value.equalsIgnoreCase("json") ? json(rows, output) : text(rows, output));
    out.flush();
    return 0;
  }

  /** The budget Candor is compared at beside {@code p}: its default cap, or --budget when it has none. */
  private Budget budgetOf(RuntimeProfile p) {
    return p.defaultCap() == RuntimeProfile.NO_CAP ? Budget.chars(budget)
        : new Budget(p.defaultCap(), p.unit(), Tokenizer.approx());
  }

  /**
   * What Candor shows of the output at each of {@code budgets}: from the sample when it holds the
   * whole output, else from one streamed read of the file that serves every budget ({@link
   * Shaper#shapeEach}); structured output, shaped as it is read, takes one read per budget.
   */
  private Map<Budget, String> candor(List<Budget> budgets, Sample sample) throws IOException {
    Evidence ev = Evidence.none().withCommand(command);
    if (exitCode != null) {
      ev = ev.withExitCode(exitCode);
    }
    Map<Budget, String> out = new HashMap<>();
    Shaper shaper = Shaper.builder().build();
    // Each budget's scan holds its lines (1.7 million of 10 M empty lines at 100,000 chars), promoted
    // to the old generation and garbage once shaped; collected before the next budget's are made,
    // the old generation holds one budget's at a time (probe on 10 M empty lines: 382 MB peak
    // RSS without, 273 MB with).
    java.util.function.Consumer<dev.candor.Shaped> each = s -> {
      out.put(s.budget(), s.text());
      if (!sample.whole()) {
        System.gc();
      }
    };
    boolean shaped;
    if (sample.whole()) {
      shaped = shaper.shapeEach(new java.io.ByteArrayInputStream(sample.raw()), ev, budgets, each);
    } else {
      try (InputStream in = Files.newInputStream(file)) {
        shaped = shaper.shapeEach(in, ev, budgets, each);
      }
    }
    if (!shaped) {
      for (Budget b : budgets) {
        Shaper at = Shaper.builder().budget(b).build();
        if (sample.whole()) {
          out.put(b, at.shape(sample.raw(), ev).text());
        } else {
          try (InputStream in = Files.newInputStream(file)) {
            out.put(b, at.shape(in, ev).text());
          }
        }
      }
    }
    return out;
  }

  private static String text(List<Probe.Row> rows, Probe.Output output) {
    StringBuilder sb = new StringBuilder();
    sb.append(String.format(Locale.ROOT, "output: %,d bytes, %,d lines, %d error lines, exit code %s%n%n",
        output.bytes(), output.lines(), output.errorLines().size(), output.exit().isPresent() ? output.exit().getAsInt() : "unknown"));
    sb.append(String.format(Locale.ROOT, "%-18s %-16s %9s %5s %7s %9s %14s %10s%n",
        "runtime", "cap", "size", "cut", "marked", "exit code", "errors lost", "last line"));
    for (Probe.Row r : rows) {
      sb.append(String.format(Locale.ROOT, "%-18s %-16s %9s %5s %7s %9s %14s %10s%n",
          r.name(), r.cap(), (r.tokensEstimated() ? "~" : "") + String.format(Locale.ROOT, "%,d", r.tokens()) + "t", r.cut() ? "yes" : "no",
          r.cut() ? (r.marked() ? "yes" : "NO") : "-", r.exitVisible() ? "visible" : "HIDDEN",
          r.errorsLost() + " of " + output.errorLines().size(), r.lastLine() ? "kept" : "LOST"));
    }
    sb.append("\nsize is o200k_base tokens of what the model reads (~: estimated from its first 64 KiB); errors lost are error lines of the output not in it.\n");
    return sb.toString();
  }

  private static String json(List<Probe.Row> rows, Probe.Output output) throws IOException {
    StringWriter w = new StringWriter();
    try (JsonGenerator g = new JsonFactory().createGenerator(w)) {
      g.useDefaultPrettyPrinter();
      g.writeStartObject();
      g.writeNumberField("bytes", output.bytes());
      g.writeNumberField("lines", output.lines());
      g.writeNumberField("error_lines", output.errorLines().size());
      g.writeArrayFieldStart("rows");
      for (Probe.Row r : rows) {
        g.writeStartObject();
        g.writeStringField("runtime", r.name().strip());
        g.writeStringField("cap", r.cap());
        g.writeNumberField("size_in_unit", r.size());
        g.writeNumberField("tokens", r.tokens());
        if (r.tokensEstimated()) {
          g.writeBooleanField("tokens_estimated", true);
        }
        g.writeBooleanField("cut", r.cut());
        g.writeBooleanField("marked", r.marked());
        g.writeBooleanField("exit_code_visible", r.exitVisible());
        g.writeNumberField("error_lines_lost", r.errorsLost());
        g.writeArrayFieldStart("lost_error_lines");
        for (String l : r.lostLines()) {
          g.writeString(l);
        }
        g.writeEndArray();
        g.writeBooleanField("last_line_kept", r.lastLine());
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeEndObject();
    }
    return w + "\n";
  }
}
