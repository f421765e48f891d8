package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** {@link FastRun} must configure {@code run} exactly as picocli does, or leave the line to picocli. */
class FastRunTest {

  /** Every option field of the command and its mixins, by path, as picocli or FastRun set it. */
  private static Map<String, Object> fields(Object o, String path) throws IllegalAccessException {
    Map<String, Object> out = new LinkedHashMap<>();
    for (Field f : o.getClass().getDeclaredFields()) {
      if (Modifier.isStatic(f.getModifiers()) || f.isSynthetic()
          || f.getName().equals("spec") || f.getName().startsWith("fast")) {
        continue;
      }
      f.setAccessible(true);
      Object v = f.get(o);
      if (f.isAnnotationPresent(CommandLine.Mixin.class)) {
        out.putAll(fields(v, path + f.getName() + "."));
      } else if (f.isAnnotationPresent(CommandLine.Option.class) || f.isAnnotationPresent(CommandLine.Parameters.class)) {
        out.put(path + f.getName(), v);
      }
    }
    return out;
  }

  private static Map<String, Object> byPicocli(String... args) throws IllegalAccessException {
    RunCommand run = new RunCommand();
    new CommandLine(run).parseArgs(java.util.Arrays.copyOfRange(args, 1, args.length));
    return fields(run, "");
  }

  private static Map<String, Object> byFastRun(String... args) throws IllegalAccessException {
    Optional<RunCommand> run = FastRun.parse(args);
    assertThat(run).as("FastRun takes %s", String.join(" ", args)).isPresent();
    return fields(run.get(), "");
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "run -- true",
      "run -- sh -c 'exit 3'",
      "run --budget 300 --unit tokens --tokenizer approx --format json -- ls -la",
      "run --budget=300 --tool=log --tool-name bash --lines 10:20 --head-ratio 0.25 -- make",
      "run --store sqlite:/tmp/x.db --no-redact --redact-rules r.txt --timeout 10s -- npm test",
      "run --cwd /tmp --env A=1 --env B= --env C=x=y --shell --stdin inherit -- echo hi",
      "run --trace t.jsonl --no-trace --otlp http://localhost:4318/v1/traces --no-store -- a -- b",
      "run --error-pattern ^boom --error-pattern fail --only-error-patterns -- x",
      "run --fields id,name --fields age --totals none -- cat a.json",
      "run --totals a,b.c -- cat a.json",
  })
  void givesTheSameFieldsAsPicocli(String line) throws IllegalAccessException {
    String[] args = line.replace("'exit 3'", "exit\u00003").split(" ");
    for (int i = 0; i < args.length; i++) {
      args[i] = args[i].replace('\u0000', ' ');
    }
    assertThat(byFastRun(args)).isEqualTo(byPicocli(args));
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "run --help", "run -h -- x", "run --version -- x", "run -V -- x", "run --budgit 3 -- x", "run true",
      "run --budget -- x", "run --budget abc -- x", "run --budget 3 --budget 4 -- x", "run --shell --shell -- x",
      "run --shell=true -- x", "run --env A -- x", "run --head-ratio 1e-1 -- x", "run --fields a,,b -- x",
      "run --fields 'a,b' -- x", "run --", "run --budget 5", "shape -- x", "run --budget -3 -- x", "run ls -- x",
  })
  void leavesAnythingElseToPicocli(String line) {
    assertThat(FastRun.parse(line.split(" "))).isEmpty();
  }

  @Test
  void knowsEveryOptionOfRunOrLeavesItToPicocliOnPurpose() {
    Set<String> picocli = new HashSet<>();
    for (OptionSpec o : new CommandLine(new RunCommand()).getCommandSpec().options()) {
      picocli.addAll(java.util.List.of(o.names()));
    }
    Set<String> fast = new HashSet<>(FastRun.SINGLE);
    fast.addAll(FastRun.REPEATED);
    fast.addAll(FastRun.FLAGS);
    fast.addAll(Set.of("-h", "--help", "-V", "--version")); // picocli's own, always left to it
    assertThat(fast).isEqualTo(picocli);
  }

  @Test
  void runsTheCommandAndExitsWithItsStatusWithoutPicocli() {
    java.io.StringWriter out = new java.io.StringWriter();
    java.io.StringWriter err = new java.io.StringWriter();
    Optional<Integer> status = FastRun.run(new String[] {"run", "--no-store", "--no-trace", "--", "sh", "-c", "echo hi; exit 3"},
        new java.io.PrintWriter(out, true), new java.io.PrintWriter(err, true));

    assertThat(status).contains(3);
    assertThat(out.toString()).contains("exit code: 3").contains("hi");
  }

  @Test
  void aBadValueFoundWhileRunningIsAUsageErrorAsWithPicocli() {
    java.io.StringWriter err = new java.io.StringWriter();
    Optional<Integer> status = FastRun.run(new String[] {"run", "--no-trace", "--stdin", "sideways", "--", "true"},
        new java.io.PrintWriter(new java.io.StringWriter(), true), new java.io.PrintWriter(err, true));
    Cli cli = new Cli();

    assertThat(status).contains(2);
    assertThat(cli.run("run", "--no-trace", "--stdin", "sideways", "--", "true")).isEqualTo(2);
    assertThat(err.toString()).isEqualTo(cli.err());
  }
}
