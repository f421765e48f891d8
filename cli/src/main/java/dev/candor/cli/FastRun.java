package dev.candor.cli;

import java.io.PrintWriter;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code candor run [OPTIONS] -- CMD...} without picocli. Agents call {@code candor run} once per
 * command, and picocli's model of it (173 classes that class-data sharing cannot keep, since
 * picocli is compiled for Java 5, and its annotation reflection) was a third of a small call's
 * start-up. This parser takes only the plain form: known options, each once, as {@code --name
 * value} or {@code --name=value}, then {@code --} and the command. For anything else (help,
 * version, a typo, a value that needs checking, a repeated single option, no {@code --}) it
 * declines, and picocli parses the line as before, with its messages. {@code FastRunTest} holds it
 * to picocli: for the same line both give the same fields, and every option of {@code run} is
 * either taken here or left to picocli on purpose.
 */
final class FastRun {
  /** Options that take a value and may be given once. */
  static final Set<String> SINGLE = Set.of("--budget", "--unit", "--tokenizer", "--format", "--tool", "--tool-name",
      "--lines", "--head-ratio", "--store", "--redact-rules", "--timeout", "--cwd", "--stdin", "--trace", "--otlp", "--run", "--linger");
  /** Options that take a value and may be repeated. */
  static final Set<String> REPEATED = Set.of("--env", "--error-pattern", "--fields", "--totals");
  /** Options without a value. */
  static final Set<String> FLAGS = Set.of("--only-error-patterns", "--no-store", "--no-redact", "--shell", "--no-trace");

  private FastRun() {}

  /**
   * Runs {@code args} if they are {@code run} in the plain form, returning the exit status; empty
   * when picocli should parse them instead.
   */
  static Optional<Integer> run(String[] args, PrintWriter out, PrintWriter err) {
    Optional<RunCommand> parsed = parse(args);
    if (parsed.isEmpty()) {
      return Optional.empty();
    }
    RunCommand run = parsed.get();
    run.fastOut = out;
    run.fastErr = err;
    try {
      return Optional.of(run.call());
    } catch (Exception e) {
      return Optional.of(ExecutionErrors.handle(e, "run", err));
    } finally {
      out.flush();
      err.flush();
    }
  }

  /** The command as picocli would configure it from {@code args}, or empty to leave it to picocli. */
  static Optional<RunCommand> parse(String[] args) {
    if (args.length < 3 || !args[0].equals("run")) {
      return Optional.empty();
    }
    RunCommand run = fresh();
    Set<String> seen = new HashSet<>();
    int i = 1;
    for (; i < args.length && !args[i].equals("--"); i++) {
      String a = args[i];
      String name = a;
      String value = null;
      int eq = a.indexOf('=');
      if (a.startsWith("--") && eq > 2) {
        name = a.substring(0, eq);
        value = a.substring(eq + 1);
      }
      if (FLAGS.contains(name)) {
        if (value != null || !seen.add(name)) {
          return Optional.empty();
        }
        flag(run, name);
        continue;
      }
      if (!SINGLE.contains(name) && !REPEATED.contains(name)) {
        return Optional.empty(); // help, version, a typo, a positional before --: picocli says what it is
      }
      if (value == null) {
        if (i + 1 >= args.length || args[i + 1].startsWith("-")) {
          return Optional.empty();
        }
        value = args[++i];
      }
      if ((SINGLE.contains(name) && !seen.add(name)) || !set(run, name, value)) {
        return Optional.empty();
      }
    }
    if (i >= args.length - 1) {
      return Optional.empty(); // no -- or no command after it
    }
    run.command = new ArrayList<>(Arrays.asList(args).subList(i + 1, args.length));
    return Optional.of(run);
  }

  /** A command with every field at picocli's default. */
  static RunCommand fresh() {
    RunCommand run = new RunCommand();
    run.options = new ShapeOptions();
    run.options.budget = new BudgetOptions();
    run.options.budget.limit = new BudgetLimit();
    run.options.budget.limit.budget = 8000;
    run.options.budget.limit.unit = "chars";
    run.options.budget.limit.tokenizer = "o200k_base";
    run.options.strategy = "auto";
    run.options.headRatio = 0.5;
    run.keep = new KeepOptions();
    run.stdin = "closed";
    run.env = new LinkedHashMap<>();
    return run;
  }

  private static void flag(RunCommand run, String name) {
    switch (name) {
      case "--only-error-patterns":
        run.options.onlyPatterns = true;
        break;
      case "--no-store":
        run.keep.noStore = true;
        break;
      case "--no-redact":
        run.keep.noRedact = true;
        break;
      case "--shell":
        run.shell = true;
        break;
      default:
        run.trace.off = true;
    }
  }

  /** {@code a,b.c}: no empty item and no quotes, where picocli's splitting has rules of its own. */
  private static boolean plainList(String value) {
    return !value.isEmpty() && !value.startsWith(",") && !value.endsWith(",") && !value.contains(",,")
        && !value.contains("\"") && !value.contains("'");
  }

  /** Sets one option; false when the value is one picocli would convert or reject itself. */
  private static boolean set(RunCommand run, String name, String value) {
    ShapeOptions o = run.options;
    try {
      switch (name) {
        case "--budget":
          o.budget.limit.budget = Long.parseLong(value);
          return true;
        case "--unit":
          o.budget.limit.unit = value;
          return true;
        case "--tokenizer":
          o.budget.limit.tokenizer = value;
          return true;
        case "--format":
          o.budget.format.value = value;
          return true;
        case "--tool":
          o.strategy = value;
          return true;
        case "--tool-name":
          o.toolName = value;
          return true;
        case "--lines":
          o.lines = value;
          return true;
        case "--head-ratio":
          o.headRatio = Double.parseDouble(value);
          return value.chars().allMatch(c -> (c >= '0' && c <= '9') || c == '.'); // what both read alike
        case "--store":
          run.keep.store.given = value;
          return true;
        case "--redact-rules":
          run.keep.redactRules = Path.of(value);
          return true;
        case "--timeout":
          run.timeout = value;
          return true;
        case "--cwd":
          run.cwd = Path.of(value);
          return true;
        case "--stdin":
          run.stdin = value;
          return true;
        case "--trace":
          run.trace.file.given = Path.of(value);
          return true;
        case "--otlp":
          run.otlp = new URI(value);
          return true;
        case "--run":
          run.runName.given = value;
          return true;
        case "--linger":
          run.linger = value;
          return true;
        case "--env": {
          int eq = value.indexOf('=');
          if (eq < 1) {
            return false;
          }
          run.env.put(value.substring(0, eq), value.substring(eq + 1));
          return true;
        }
        case "--error-pattern":
          o.extraPatterns.add(value);
          return true;
        case "--fields":
          o.fields.addAll(List.of(value.split(",", -1)));
          return plainList(value);
        default: // --totals
          if (o.totals == null) {
            o.totals = new ArrayList<>();
          }
          o.totals.addAll(List.of(value.split(",", -1)));
          return plainList(value);
      }
    } catch (NumberFormatException | InvalidPathException | URISyntaxException e) {
      return false;
    }
  }
}
