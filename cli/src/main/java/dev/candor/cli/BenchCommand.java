package dev.candor.cli;

import dev.candor.Unit;
import dev.candor.runtimes.bench.EvidenceBench;
import dev.candor.runtimes.bench.Report;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code candor bench evidence}: how much evidence Candor and each runtime keep of a corpus of real outputs. */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    description = "Benchmarks; 'candor bench evidence' compares the evidence Candor and every runtime keep.",
    subcommands = {BenchCommand.Evidence.class})
final class BenchCommand implements Runnable {
  @Spec CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getErr());
  }

  @Command(
      name = "evidence",
      resourceBundle = "dev.candor.cli.OptionHelp",
      mixinStandardHelpOptions = true,
      description = {
        "Runs every case of a corpus of real tool outputs through Candor, each runtime at its default cap and at the "
            + "same budget, and a naive head cap, and prints per row: mean evidence recall, cases with full recall, exit "
            + "code visible, marker when cut, JSON validity, size against the budget, tokens.",
        ""
      },
      footer = {"", "Examples:",
        "  candor bench evidence --budgets 2000,4000,8000 --html bench.html",
        "  candor bench evidence --corpus fixtures/validation --losses    # the held-out set, and what was lost"})
  static final class Evidence implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Option(names = "--corpus", paramLabel = "DIR", description = "The corpus (default: ${DEFAULT-VALUE}).", defaultValue = "fixtures/corpus")
    Path corpus;

    @Option(names = "--budgets", paramLabel = "N,N", split = ",", description = "Budgets to compare at (default: 2000,4000,8000).")
    List<Long> budgets = new ArrayList<>(List.of(2000L, 4000L, 8000L));

    @Option(names = "--unit", paramLabel = "UNIT", description = "chars or tokens (default: ${DEFAULT-VALUE}).", defaultValue = "chars")
    String unit;

    @Mixin FormatOption format = new FormatOption();

    @Option(names = "--html", paramLabel = "FILE", description = "Also write an HTML report with charts.")
    Path html;

    @Option(names = "--losses", description = "Also list, per budget and case, each piece of evidence Candor's observation lacked.")
    boolean losses;

    @Override
    public Integer call() throws IOException {
      if (!Files.isDirectory(corpus)) {
        throw new IOException("no corpus at '" + corpus + "': give --corpus DIR (the repo's is fixtures/corpus)");
      }
      if (!format.value.equals("text") && !format.value.equals("json")) {
        throw new picocli.CommandLine.ParameterException(spec.commandLine(),
            "--format is '" + format.value + "': give text or json");
      }
      Report r = EvidenceBench.run(corpus, budgets, Unit.parse(unit));
      spec.commandLine().getOut().print(format.value.equals("json") ? r.json() : r.markdown());
      if (losses && format.value.equals("text")) {
        spec.commandLine().getOut().print("\n" + r.lossesMarkdown());
      }
      spec.commandLine().getOut().flush();
      if (html != null) {
        Files.writeString(html, r.html(), StandardCharsets.UTF_8);
        spec.commandLine().getErr().println("candor bench: wrote " + html);
      }
      return 0;
    }
  }
}
