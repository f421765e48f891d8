package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Every option of every command, read from picocli's model, given values at and beyond any range
 * a user can type: the answer is a result or a usage error, never an internal error (status 70).
 */
@Tag("slow")
class OptionRangeFuzzTest {
  /** Values at the edges of every numeric type, durations, sizes, and text that parses as none. */
  static final List<String> VALUES = List.of("-1", "0", "1", "2147483647", "2147483648", "-2147483649",
      "9223372036854775807", "9223372036854775808", "-9223372036854775809", "99999999999999999999", "1e400",
      "NaN", "-0.5", "1.5", "", " ", "abc", "0s", "-5s", "99999999999h", "9223372036854775807ms", "1:2", "-3:-1",
      "0:0", "5:", ":5", "/", "/nonexistent/x");
  /** Commands that serve a protocol on standard input until it closes, which a test JVM's is not. */
  static final Set<String> SERVES_STDIN = Set.of("mcp serve", "mcp proxy");

  @TempDir Path dir;

  @Test
  void noOptionValue_endsInAnInternalError() throws Exception {
    Path log = dir.resolve("build.log");
    Files.writeString(log, "[INFO] compiling\n[ERROR] Foo.java:[1,1] cannot find symbol\nBUILD FAILURE\n");
    Path trace = dir.resolve("trace.jsonl");
    Files.writeString(trace, "");
    String store = "sqlite:" + dir.resolve("store.db");
    Cli first = new Cli();
    assertThat(first.run("run", "--budget", "300", "--no-trace", "--store", store, "--", "seq", "1", "5000")).isZero();
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("cnd_[a-z0-9]{32}").matcher(first.out());
    assertThat(m.find()).as(first.out()).isTrue();
    String handle = m.group();
    List<String> internal = new ArrayList<>();
    int runs = 0;
    java.util.Map<Integer, Integer> statuses = new java.util.TreeMap<>();
    ExecutorService pool = Executors.newSingleThreadExecutor();
    try {
      for (CommandSpec spec : leaves(Main.commandLine().getCommandSpec())) {
        String path = spec.qualifiedName(" ").replaceFirst("^candor ", "");
        if (SERVES_STDIN.contains(path)) {
          continue;
        }
        for (OptionSpec o : spec.options()) {
          if (o.arity().max() == 0 || o.usageHelp() || o.versionHelp()) {
            continue;
          }
          List<String> values = new ArrayList<>(VALUES);
          if (o.longestName().equals("--store")) {
            values.addAll(List.of("sqlite:" + log, "sqlite:/nonexistent/dir/s.db", "postgresql://nobody:x@127.0.0.1:1/none",
                "mysql://x", "sqlite:"));
          }
          // A path option's odd values name files under the test's folder, never in the module's
          // own (audit --html 'abc' would write ./abc into the checkout).
          boolean isPath = o.type() == Path.class || o.type() == java.io.File.class;
          for (String v : values) {
            List<String> args = new ArrayList<>(List.of(path.split(" ")));
            args.add(o.longestName());
            args.add(isPath && !o.longestName().equals("--store") ? dir.resolve("paths").toString() + "/" + v : v);
            if (!o.longestName().equals("--store") && spec.findOption("--store") != null) {
              args.addAll(List.of("--store", store));
            }
            if (!o.longestName().equals("--trace") && spec.findOption("--trace") != null) {
              args.addAll(List.of("--trace", dir.resolve("t.jsonl").toString()));
            }
            args.addAll(positionals(spec, log, trace, handle));
            Cli cli = new Cli();
            Future<Integer> f = pool.submit(() -> cli.run(args.toArray(String[]::new)));
            int status;
            try {
              status = f.get(60, TimeUnit.SECONDS);
            } catch (TimeoutException e) {
              f.cancel(true);
              internal.add(String.join(" ", args) + " -> still running after 60 s");
              continue;
            }
            runs++;
            statuses.merge(status, 1, Integer::sum);
            if (status == 70 || cli.err().contains("internal error")) {
              internal.add(String.join(" ", args) + " -> " + status + ": " + cli.err().lines().findFirst().orElse(""));
            }
          }
        }
      }
    } finally {
      pool.shutdownNow();
    }
    System.out.println("option fuzz: " + runs + " runs, by status " + statuses);
    assertThat(runs).isGreaterThan(500);
    assertThat(internal).isEmpty();
  }

  private static List<CommandSpec> leaves(CommandSpec spec) {
    List<CommandSpec> out = new ArrayList<>();
    if (spec.subcommands().isEmpty() || spec.userObject() instanceof java.util.concurrent.Callable<?>) {
      if (spec.parent() != null && !spec.name().equals("help")) {
        out.add(spec);
      }
    }
    for (CommandLine sub : spec.subcommands().values()) {
      if (sub.getCommandSpec().parent() == spec && !out.contains(sub.getCommandSpec())) {
        for (CommandSpec leaf : leaves(sub.getCommandSpec())) {
          if (!out.contains(leaf)) {
            out.add(leaf);
          }
        }
      }
    }
    return out;
  }

  /** A valid value for each positional parameter: a log, a trace, a handle, a command. */
  private static List<String> positionals(CommandSpec spec, Path log, Path trace, String handle) {
    List<String> out = new ArrayList<>();
    for (PositionalParamSpec p : spec.positionalParameters()) {
      String label = p.paramLabel();
      if (label.contains("COMMAND") || label.contains("CMD") || label.contains("ARG")) {
        out.addAll(List.of("--", "true"));
      } else if (label.contains("TRACE")) {
        out.add(trace.toString());
      } else if (label.contains("HANDLE")) {
        out.add(handle);
      } else if (p.arity().min() > 0 || label.contains("FILE")) {
        out.add(log.toString());
      }
    }
    return out;
  }
}
