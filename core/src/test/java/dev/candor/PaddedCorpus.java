package dev.candor;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The text cases of {@code fixtures/corpus} (terminal and log output), padded with the routine
 * lines their kind of tool prints in bulk, to sizes that only the streamed scan reads: a {@code go
 * test -v} run of thousands of passing subtests around the failing one, a Maven build whose error
 * comes after a long run of passing test classes, a pytest run with the failure deep inside, a
 * server's log that goes on after the crash. The evidence stays the case's own; the padding holds
 * no error word. Every padding is made from a seed (the case's id), so it is the same on every run.
 */
final class PaddedCorpus {
  private PaddedCorpus() {}

  /** The text cases, each padded to about {@code bytes}. */
  static List<Corpus.Case> cases(long bytes) {
    List<Corpus.Case> out = new ArrayList<>();
    for (Corpus.Case c : Corpus.all()) {
      if (c.tool().equals("terminal") || c.tool().equals("log")) {
        out.add(new Corpus.Case(c.id(), c.tool(), c.command(), c.exitCode(), c.evidence(), c.items(), pad(c, bytes)));
      }
    }
    return out;
  }

  /** Whether the tool goes on printing after the case's own lines (more packages, more jobs, a server's log). */
  static boolean goesOn(Corpus.Case c) {
    String cmd = c.command();
    return c.tool().equals("log") || cmd.startsWith("go test") || cmd.startsWith("make -k") || cmd.startsWith("make -j");
  }

  /** {@code c}'s output with noise before it (and after it, when its tool goes on) to about {@code bytes} in all. */
  static byte[] pad(Corpus.Case c, long bytes) {
    Random r = new Random(c.id().hashCode());
    long noise = Math.max(0, bytes - c.output().length);
    long after = goesOn(c) ? noise / 3 : 0;
    ByteArrayOutputStream out = new ByteArrayOutputStream((int) bytes + 4096);
    Noise n = Noise.of(c);
    write(out, n, r, noise - after, 0);
    out.writeBytes(c.output());
    byte[] o = c.output();
    if (after > 0) {
      if (o.length > 0 && o[o.length - 1] != '\n') {
        out.write('\n');
      }
      write(out, n, r, after, 1_000_000);
    }
    return out.toByteArray();
  }

  private static void write(ByteArrayOutputStream out, Noise n, Random r, long bytes, int from) {
    long start = out.size();
    int i = from;
    while (out.size() - start < bytes) {
      String line = i % 2_311 == 1_000 ? ONE_OFF[(i / 2_311) % ONE_OFF.length] : n.line(i, r);
      out.writeBytes((line + "\n").getBytes(StandardCharsets.UTF_8));
      i++;
    }
  }

  /** Lines any long run prints once in a while: each is rare, none is an error. */
  private static final String[] ONE_OFF = {
    "cache warmed: 18,204 entries from /var/cache/build/index.db",
    "using configuration from /etc/ci/runner.toml (profile: default)",
    "note: 3 stale lock files removed from /tmp/build-locks",
    "heap in use 412 MB, GC pause p99 18 ms",
    "resolved toolchain: /opt/toolchains/stable-2026-11 (sha 9f3c2a1)",
    "retrying connection to artifact mirror in 2 s (attempt 2 of 5)",
    "artifact mirror reachable again after 1 retry",
    "checkpointing progress to /var/lib/ci/progress.json",
  };

  /** The routine lines of a kind of tool. */
  private interface Noise {
    String line(int i, Random r);

    static Noise of(Corpus.Case c) {
      String cmd = c.command();
      if (cmd.startsWith("go ")) {
        return PaddedCorpus::goTest;
      }
      if (cmd.startsWith("mvn")) {
        return PaddedCorpus::maven;
      }
      if (cmd.contains("pytest")) {
        return PaddedCorpus::pytest;
      }
      if (cmd.startsWith("cargo")) {
        return PaddedCorpus::cargo;
      }
      if (cmd.startsWith("make") || cmd.startsWith("gcc") || cmd.startsWith("g++") || cmd.startsWith("cmake")) {
        return PaddedCorpus::make;
      }
      if (cmd.startsWith("postgres")) {
        return PaddedCorpus::postgres;
      }
      if (c.tool().equals("log") || cmd.startsWith("nginx") || cmd.contains("http.server") || cmd.startsWith("redis")) {
        return PaddedCorpus::serverLog;
      }
      if (cmd.startsWith("strace")) {
        return PaddedCorpus::strace;
      }
      if (cmd.startsWith("node") || cmd.startsWith("npm")) {
        return PaddedCorpus::node;
      }
      return PaddedCorpus::ci;
    }
  }

  private static final String[] WORDS = {"catalog", "pricing", "ledger", "search", "session", "billing", "report", "index"};

  private static String word(int i) {
    return WORDS[Math.floorMod(i, WORDS.length)];
  }

  private static String goTest(int i, Random r) {
    int pkg = i / 400;
    int k = i % 400;
    String test = "Test" + Character.toUpperCase(word(pkg).charAt(0)) + word(pkg).substring(1) + "Lookup";
    if (k == 398) {
      return "PASS";
    }
    if (k == 399) {
      return "ok  \texample.com/platform/" + word(pkg) + pkg + "\t0." + (100 + r.nextInt(800)) + "s";
    }
    return k % 2 == 0 ? "=== RUN   " + test + "/sku-" + (10_000 + i) : "--- PASS: " + test + "/sku-" + (10_000 + i - 1) + " (0.00s)";
  }

  private static String maven(int i, Random r) {
    String cls = "com.acme." + word(i / 2) + ".Module" + (i / 2) + "Test";
    return i % 2 == 0 ? "[INFO] Running " + cls
        : "[INFO] Tests run: " + (3 + r.nextInt(20)) + ", Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0."
            + (10 + r.nextInt(89)) + " s - in " + cls;
  }

  private static String pytest(int i, Random r) {
    return String.format("tests/test_%s.py::test_case_%d PASSED%s[%3d%%]", word(i / 50), i,
        " ".repeat(20 + r.nextInt(3)), (i / 97) % 100);
  }

  private static String cargo(int i, Random r) {
    return i % 3 == 0 ? "   Compiling " + word(i) + "-util-" + i + " v0." + (i % 17) + "." + r.nextInt(9)
        : "test " + word(i / 3) + "::tests::case_" + i + " ... ok";
  }

  private static String make(int i, Random r) {
    int m = i % 5;
    String dir = "/build/lib" + word(i / 5) + (i / 5);
    if (m == 0) {
      return "make[2]: Entering directory '" + dir + "'";
    }
    if (m == 4) {
      return "make[2]: Leaving directory '" + dir + "'";
    }
    return "gcc -O2 -Wall -fPIC -Iinclude -c -o " + dir + "/obj" + m + ".o " + dir + "/src" + m + ".c";
  }

  private static String postgres(int i, Random r) {
    return String.format("2026-12-01 11:%02d:%02d.%03d UTC [%d] LOG:  duration: 0.%03d ms  statement: SELECT id, total FROM orders WHERE id = %d",
        (i / 3600) % 60, (i / 60) % 60, r.nextInt(1000), 17_000 + i % 40, r.nextInt(1000), 1000 + i);
  }

  private static String serverLog(int i, Random r) {
    return String.format("127.0.0.1 - - [01/Dec/2026:14:%02d:%02d +0000] \"GET /api/items/%d HTTP/1.1\" 200 %d \"-\" \"loadgen/1.4\"",
        (i / 3600) % 60, (i / 60) % 60, i, 200 + r.nextInt(4000));
  }

  private static String strace(int i, Random r) {
    return "[pid " + (40_000 + i % 7) + "] openat(AT_FDCWD, \"/usr/lib/python3.11/" + word(i) + "/__pycache__/mod_" + i
        + ".cpython-311.pyc\", O_RDONLY|O_CLOEXEC) = " + (3 + r.nextInt(5));
  }

  private static String node(int i, Random r) {
    return i % 2 == 0 ? "npm http fetch GET 200 https://registry.npmjs.org/@acme%2f" + word(i) + "-" + i + " " + r.nextInt(90) + "ms (cache hit)"
        : "  \u2714 " + word(i) + " handles case " + i + " (" + r.nextInt(9) + "ms)";
  }

  private static String ci(int i, Random r) {
    return String.format("[%02d:%02d:%02d] step %d: processed %s batch %d (%d records) in %d ms", 10 + (i / 3600) % 12,
        (i / 60) % 60, i % 60, i, word(i), i, 10 + r.nextInt(500), 1 + r.nextInt(90));
  }
}
