package dev.candor.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.candor.ShapeException;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;
import net.thisptr.jackson.jq.BuiltinFunctionLoader;
import net.thisptr.jackson.jq.Function;
import net.thisptr.jackson.jq.JsonQuery;
import net.thisptr.jackson.jq.Scope;
import net.thisptr.jackson.jq.Version;
import net.thisptr.jackson.jq.Versions;
import net.thisptr.jackson.jq.exception.JsonQueryException;

/**
 * A jq program over a stored JSON, NDJSON or CSV result, so an agent can aggregate in the tool
 * ("what did we ship to Iberia in Q2") rather than read rows and add them up itself.
 *
 * <p>The engine is jackson-jq (net.thisptr:jackson-jq 1.x): a pure-Java jq 1.6/1.7 on the Jackson 2
 * trees the rest of Candor already uses, kept up (releases through 2025), with no native code and no
 * process to start. Numbers are read as exact decimals, so sums of money stay exact.
 *
 * <p>Design: a program may not terminate ({@code repeat(.)}, {@code range(1e12)}) or explode. It runs
 * on a worker thread of its own with a deadline. Every builtin (and so every jq-defined builtin such
 * as {@code repeat}, {@code while}, {@code range}) is wrapped to count its calls and emissions and to
 * check the deadline; past a limit it throws an {@link Error} that jq's {@code try} and {@code ?}
 * cannot catch. Output is counted as it is produced, and deep recursion ends in a stack overflow
 * caught on the worker. A worker still running a second after its deadline (a loop that calls no
 * builtin) is abandoned: it is a daemon, and while it lives no other program starts, so at most one
 * stray thread ever runs.
 */
public final class Jq {
  /** What the stored bytes are. */
  public enum Input {
    /** One JSON value, or several in a row. */
    JSON,
    /** One JSON value a line. */
    NDJSON,
    /** CSV with a header row: one object a row, keyed by the header; numeric cells as numbers. */
    CSV;

    /** From a content type or a format name ({@code application/json}, {@code csv}, ...), else by sniffing. */
    public static Input of(String contentType, byte[] head) {
      String t = contentType == null ? "" : contentType.toLowerCase(Locale.ROOT);
      if (t.contains("csv")) {
        return CSV;
      }
      if (t.contains("ndjson") || t.contains("jsonl") || t.contains("json-seq")) {
        return NDJSON;
      }
      for (byte b : head) {
        if (b == '{' || b == '[' || b == '"' || b == '-' || (b >= '0' && b <= '9')) {
          return JSON;
        }
        if (b != ' ' && b != '\n' && b != '\r' && b != '\t' && b != (byte) 0xEF && b != (byte) 0xBB && b != (byte) 0xBF) {
          return CSV;
        }
      }
      return JSON;
    }
  }

  /**
   * How far a program may go.
   *
   * @param time the wall-clock limit
   * @param steps the most builtin calls and emissions
   * @param outputBytes the most bytes of output, as compact JSON
   * @param inputBytes the largest stored result read into memory
   */
  public record Limits(Duration time, long steps, long outputBytes, long inputBytes) {
    public Limits {
      Objects.requireNonNull(time, "time");
      if (time.isNegative() || time.isZero() || steps < 1 || outputBytes < 1 || inputBytes < 1) {
        throw new IllegalArgumentException("limits must be positive: " + time + ", " + steps + ", " + outputBytes + ", " + inputBytes);
      }
    }

    /** 5 s, 20 million steps, 32 MiB of output, and inputs up to an eighth of the heap (at most 256 MiB). */
    public static Limits defaults() {
      long heap = Runtime.getRuntime().maxMemory();
      return new Limits(Duration.ofSeconds(5), 20_000_000, 32L << 20, Math.min(256L << 20, Math.max(8L << 20, heap / 8)));
    }

    public Limits withTime(Duration d) {
      return new Limits(d, steps, outputBytes, inputBytes);
    }
  }

  /**
   * What a program produced.
   *
   * @param text one output as JSON, or several as NDJSON (one a line); empty for none
   * @param count how many outputs
   */
  public record Result(String text, long count) {
    /** Whether {@link #text} is NDJSON (several outputs) rather than one JSON value. */
    public boolean ndjson() {
      return count != 1;
    }
  }

  private static final Version VERSION = Versions.JQ_1_6;
  private static final ObjectMapper MAPPER = new ObjectMapper()
      .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
      .setNodeFactory(JsonNodeFactory.withExactBigDecimals(true));
  private static final Scope BUILTINS = builtins();
  private static final AtomicReference<Thread> STRAY = new AtomicReference<>();

  private Jq() {}

  private static Scope builtins() {
    Scope root = Scope.newEmptyScope();
    BuiltinFunctionLoader.getInstance().loadFunctions(VERSION, root);
    // jq's repeat(f), which jackson-jq lacks: def repeat(f): def _repeat: ., (f | _repeat); _repeat;
    root.addFunction("repeat", 1, (scope, args, in, path, output, version) -> repeat(scope, args.get(0), in, output));
    // add over numbers, exactly: jackson-jq's + works in doubles, so sums of money would drift.
    Function add = root.getFunction("add", 0);
    root.addFunction("add", 0, (scope, args, in, path, output, version) -> {
      JsonNode exact = exactSum(in);
      if (exact != null) {
        output.emit(exact, null);
      } else {
        add.apply(scope, args, in, path, output, version);
      }
    });
    return root;
  }

  private static void repeat(Scope scope, net.thisptr.jackson.jq.Expression f, JsonNode in,
      net.thisptr.jackson.jq.PathOutput output) throws JsonQueryException {
    output.emit(in, null);
    f.apply(scope, in, out -> repeat(scope, f, out, output));
  }

  /** The exact sum of an array (or an object's values) of numbers only; null for anything else. */
  private static JsonNode exactSum(JsonNode in) {
    if (!(in.isArray() || in.isObject()) || in.isEmpty()) {
      return null;
    }
    java.math.BigDecimal sum = java.math.BigDecimal.ZERO;
    boolean whole = true;
    for (JsonNode n : in) {
      if (!n.isNumber() || (n.isDouble() && !Double.isFinite(n.doubleValue()))) {
        return null;
      }
      whole &= n.isIntegralNumber();
      sum = sum.add(n.decimalValue());
    }
    return whole && sum.scale() <= 0 && sum.abs().compareTo(java.math.BigDecimal.valueOf(Long.MAX_VALUE)) <= 0
        ? MAPPER.getNodeFactory().numberNode(sum.longValueExact())
        : MAPPER.getNodeFactory().numberNode(sum);
  }

  /**
   * Checks {@code program}'s syntax.
   *
   * @throws ShapeException naming {@code --jq} for a program jq cannot parse
   */
  public static JsonQuery compile(String program) {
    Objects.requireNonNull(program, "program");
    try {
      return JsonQuery.compile(program, VERSION);
    } catch (JsonQueryException | RuntimeException e) {
      throw new ShapeException("--jq", "jq cannot parse '" + program + "': " + e.getMessage());
    } catch (StackOverflowError e) {
      throw new ShapeException("--jq", "jq program '" + abbreviate(program) + "' is nested too deeply to parse");
    }
  }

  /**
   * Runs {@code program} over {@code raw} ({@code size} bytes) within {@code limits}.
   *
   * @param slurp run once over all the values as one array, rather than once per value
   * @throws ShapeException naming {@code --jq} when the program fails, passes a limit (saying which),
   *     or the result is too large to read into memory (naming {@code --items} and {@code --fields})
   * @throws IOException if the stored bytes cannot be read or are not what {@code input} says
   */
  public static Result run(InputStream raw, long size, String program, Input input, boolean slurp, Limits limits)
      throws IOException {
    JsonQuery query = compile(program);
    if (size > limits.inputBytes()) {
      throw new ShapeException("--jq", String.format(Locale.ROOT, "the result is %,d bytes, more than the %,d that jq"
          + " may read into memory; select with --items A:B and --fields instead, or --grep", size, limits.inputBytes()));
    }
    Thread stray = STRAY.get();
    if (stray != null && stray.isAlive()) {
      throw new ShapeException("--jq", "an earlier jq program that passed its time limit is still being stopped; try again shortly");
    }
    List<JsonNode> values = read(raw, input);
    List<JsonNode> inputs = slurp ? List.of(array(values)) : values;
    JqRun run = new JqRun(query, inputs, BUILTINS, limits);
    Thread worker = new Thread(run, "candor-jq");
    worker.setDaemon(true);
    worker.start();
    try {
      worker.join(limits.time().toMillis());
      if (worker.isAlive()) {
        run.stop();
        worker.join(1_000);
      }
    } catch (InterruptedException e) {
      run.stop();
      Thread.currentThread().interrupt();
    }
    if (worker.isAlive()) {
      STRAY.set(worker); // a loop that calls no builtin: abandoned, and no new program runs until it ends
      throw new ShapeException("--jq", limitMessage(program, "its time limit of " + seconds(limits.time())));
    }
    return run.result(program);
  }

  static String limitMessage(String program, String what) {
    return "jq program '" + abbreviate(program) + "' was stopped at " + what + " (a program that does not end,"
        + " such as repeat(.) or range(1e12), or too much work); narrow it, such as with limit(N; ...) or first(...)";
  }

  static String seconds(Duration d) {
    return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
  }

  static String abbreviate(String program) {
    return program.length() <= 80 ? program : program.substring(0, 77) + "...";
  }

  private static ArrayNode array(List<JsonNode> values) {
    ArrayNode a = MAPPER.createArrayNode();
    values.forEach(a::add);
    return a;
  }

  private static List<JsonNode> read(InputStream raw, Input input) throws IOException {
    try {
      if (input == Input.CSV) {
        return List.of(JqCsv.read(raw, MAPPER));
      }
      List<JsonNode> out = new ArrayList<>();
      try (com.fasterxml.jackson.core.JsonParser p = MAPPER.createParser(raw)) {
        while (p.nextToken() != null) {
          out.add(MAPPER.readTree(p));
        }
      }
      return out;
    } catch (JsonProcessingException e) {
      throw new ShapeException("--jq", "the result is not " + (input == Input.NDJSON ? "NDJSON" : "JSON")
          + " that jq can read: " + e.getOriginalMessage());
    } catch (OutOfMemoryError e) {
      throw new ShapeException("--jq", "the result is too large for jq's memory; select with --items A:B and --fields instead");
    }
  }

  /** Wraps every builtin so that each call and emission counts a step and checks the deadline. */
  static Scope guarded(Scope builtins, JqRun run) {
    Scope s = Scope.newChildScope(builtins);
    for (Map.Entry<String, Function> e : builtins.getLocalFunctions().entrySet()) {
      Function f = e.getValue();
      String key = e.getKey();
      int slash = key.lastIndexOf('/');
      Function wrapped = (scope, args, in, path, output, version) -> {
        run.step();
        f.apply(scope, args, in, path, (out, p) -> {
          run.step();
          output.emit(out, p);
        }, version);
      };
      if (slash > 0 && key.substring(slash + 1).chars().allMatch(Character::isDigit)) {
        s.addFunction(key.substring(0, slash), Integer.parseInt(key.substring(slash + 1)), wrapped);
      } else {
        s.addFunction(key, wrapped);
      }
    }
    return s;
  }
}
