package dev.candor.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.Budget;
import dev.candor.Redactor;
import dev.candor.Shaper;
import dev.candor.store.ResultStore;
import dev.candor.trace.Span;
import dev.candor.trace.SpanSink;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PipelineTest {
  @TempDir Path dir;

  private static final String KEY = "AKIAIOSFODNN7EXAMPLE";

  @Test
  void aCommandsSpanRecordsEachRawStreamAndTheStoreKeepsTheMaskedOutput() throws Exception {
    List<Span> spans = new ArrayList<>();
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"))) {
      Outcome o = Pipeline.run(Call.command(List.of("echo out " + KEY + "; echo err >&2; exit 3")).shell(true)
          .cwd(dir)
          .redactor(Redactor.defaults())
          .keep(Keep.in(store))
          .trace("memory", spans::add)
          .build());
      assertThat(o.status()).isEqualTo(3);
      assertThat(o.shaped().text()).contains("exit code: 3").doesNotContain(KEY);
      assertThat(o.handle()).isPresent();
      assertThat(o.reference()).isEqualTo("candor more " + o.handle().get());
      try (InputStream in = store.openRaw(dev.candor.store.Handle.parse(o.handle().get()))) {
        assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8)).doesNotContain(KEY).contains("err");
      }
      Span span = o.span().orElseThrow();
      assertThat(spans).containsExactly(span);
      // The streams are the command's own bytes, apart: not the masked, merged output.
      String out = "out " + KEY + "\n";
      assertThat(span.stdout().bytes()).isEqualTo(out.length());
      assertThat(span.stdout().sha256()).hasValue(sha256(out));
      assertThat(span.stderr().sha256()).hasValue(sha256("err\n"));
      assertThat(span.exitCode()).hasValue(3);
      assertThat(span.toolName()).isEqualTo("sh");
      assertThat(span.cwd()).isEqualTo(dir.toAbsolutePath().normalize().toString());
      assertThat(span.handle()).isEqualTo(o.handle());
    }
  }

  /** {@code store}, whose puts read the result to its end and then fail, as a disk that fills up would. */
  private static ResultStore failingPuts(ResultStore store) {
    return (ResultStore) java.lang.reflect.Proxy.newProxyInstance(ResultStore.class.getClassLoader(),
        new Class<?>[] {ResultStore.class}, (proxy, method, args) -> {
          if (method.getName().equals("put")) {
            ((InputStream) args[0]).transferTo(java.io.OutputStream.nullOutputStream());
            throw new dev.candor.store.StoreException(dev.candor.store.StoreException.Kind.UNAVAILABLE, null, "disk full");
          }
          try {
            return method.invoke(store, args);
          } catch (java.lang.reflect.InvocationTargetException e) {
            throw e.getCause();
          }
        });
  }

  @Test
  void aStoreThatFailsAfterTheOutputWasShapedNamingItsHandleGetsTheObservationShapedAgain() throws Exception {
    List<Span> spans = new ArrayList<>();
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"))) {
      Outcome o = Pipeline.run(Call.command(List.of("seq 1 50000; echo 'error: step 3 failed'; exit 2")).shell(true)
          .cwd(dir)
          .shaper(Shaper.builder().budget(Budget.chars(2_000)))
          .redactor(Redactor.defaults())
          .keep(Keep.in(failingPuts(store)))
          .trace("memory", spans::add)
          .build());
      assertThat(o.status()).isEqualTo(2);
      assertThat(o.handle()).isEmpty();
      assertThat(o.reference()).isEqualTo("not kept (the store failed: disk full)");
      assertThat(o.shaped().text()).contains("not kept (the store failed: disk full)").doesNotContain("cnd_")
          .contains("error: step 3 failed").contains("exit code: 2");
      assertThat(spans.get(0).handle()).isEmpty();
    }
  }

  @Test
  void aGivenTextIsMaskedKeptAndTracedAsItsOnlyStream() throws IOException {
    List<Span> spans = new ArrayList<>();
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"))) {
      Outcome o = Pipeline.run(Call.text("key " + KEY + "\nerror: it broke\n")
          .commandLine("deploy --password hunter2hunter2")
          .exitCode(1)
          .redactor(Redactor.defaults())
          .keep(Keep.in(store))
          .trace("memory", spans::add)
          .build());
      assertThat(o.shaped().text()).doesNotContain(KEY).contains("error: it broke").contains("secret");
      assertThat(o.handle()).isPresent();
      Span span = spans.get(0);
      assertThat(span.toolName()).isEqualTo("shape");
      assertThat(span.exitCode()).hasValue(1);
      assertThat(span.argv()).hasSize(1).noneMatch(a -> a.contains("hunter2hunter2"));
      assertThat(span.stderr().bytes()).isZero();
      assertThat(span.stdout().bytes()).isEqualTo(o.shaped().input().bytes());
    }
  }

  /**
   * {@code candor shape} of a long log: its span's stdout is truncated with the hashes of the
   * first and last runs the observation dropped, as a command's span has them, and with {@link
   * Call.Builder#spanned} the span is built with nowhere to send it.
   */
  @Test
  void aGivenOutputsSpanHashesTheRunsItsObservationDropped() throws Exception {
    StringBuilder log = new StringBuilder();
    for (int i = 1; i <= 5_000; i++) {
      log.append(i == 2_500 ? "ERROR: disk full on /var\n" : "request " + i + " served in 3 ms\n");
    }
    Outcome o = Pipeline.run(Call.text(log.toString()).redactor(Redactor.defaults())
        .shaper(Shaper.builder().budget(Budget.chars(2_000))).spanned(true).build());
    Span span = o.span().orElseThrow();
    assertThat(span.stdout().truncated()).isTrue();
    assertThat(span.stdout().sha256()).isEmpty();
    // The first dropped run starts after the kept head; recompute it from the observation's cuts.
    dev.candor.Cut first = o.shaped().cuts().get(0);
    dev.candor.Cut last = o.shaped().cuts().get(o.shaped().cuts().size() - 1);
    assertThat(first.hasExcerpts()).isFalse();
    assertThat(last.hasExcerpts()).isFalse();
    List<String> lines = log.toString().lines().toList();
    assertThat(span.stdout().headSha256()).hasValue(sha256(join(lines, first.from(), first.to())));
    assertThat(span.stdout().tailSha256()).hasValue(sha256(join(lines, last.from(), last.to())));

    Outcome whole = Pipeline.run(Call.text("a\nb\n").redactor(Redactor.defaults()).spanned(true).build());
    assertThat(whole.span().orElseThrow().stdout().sha256()).hasValue(sha256("a\nb\n"));
    assertThat(whole.span().orElseThrow().stdout().headSha256()).isEmpty();
  }

  /**
   * A command's output of several mebibytes, read back past the capture's line-break marks: the
   * span's head and tail hashes are still those of the first and last runs its observation dropped.
   */
  @Test
  void aLongCommandsSpanHashesTheRunsItsObservationDroppedAcrossTheCapturesMarks() throws Exception {
    Path script = dir.resolve("log.sh");
    Files.writeString(script, "i=1; while [ $i -le 120000 ]; do if [ $i -eq 70000 ]; then echo 'ERROR: disk full on /var';"
        + " else echo \"request $i served in 3 ms by worker pool alpha\"; fi; i=$((i+1)); done\n");
    Outcome o = Pipeline.run(Call.command(List.of("sh", script.toString())).cwd(dir).redactor(Redactor.defaults())
        .shaper(Shaper.builder().budget(Budget.chars(2_000))).spanned(true).build());
    StringBuilder log = new StringBuilder();
    for (int i = 1; i <= 120_000; i++) {
      log.append(i == 70_000 ? "ERROR: disk full on /var\n" : "request " + i + " served in 3 ms by worker pool alpha\n");
    }
    assertThat(log.length()).isGreaterThan(5 * (int) dev.candor.BreakIndex.SPACING);
    Span span = o.span().orElseThrow();
    assertThat(span.stdout().sha256()).isEmpty(); // truncated
    assertThat(o.shaped().text()).contains("ERROR: disk full on /var");
    List<String> lines = log.toString().lines().toList();
    List<String> runs = new ArrayList<>();
    StringBuilder run = null;
    for (int i = 0; i < lines.size(); i++) {
      long n = i + 1;
      String line = lines.get(i);
      boolean dropped = o.shaped().cuts().stream().anyMatch(c -> c.from() <= n && n <= c.to())
          && !o.shaped().text().contains("L" + n + ": " + line + "\n");
      if (dropped) {
        run = run == null ? new StringBuilder() : run;
        run.append(line).append('\n');
      } else if (run != null) {
        runs.add(sha256(run.toString()));
        run = null;
      }
    }
    if (run != null) {
      runs.add(sha256(run.toString()));
    }
    assertThat(runs).hasSizeGreaterThan(1);
    assertThat(span.stdout().headSha256()).hasValue(runs.get(0));
    assertThat(span.stdout().tailSha256()).hasValue(runs.get(runs.size() - 1));
  }

  /**
   * An output larger than the run's spool is read back from the store: the span's head and tail
   * hashes are still those of the first and last runs the observation dropped, and the stored
   * bytes are the command's.
   */
  @Test
  @org.junit.jupiter.api.Tag("slow") // 64 MiB and more through the whole pipeline
  void anOutputPastTheSpoolsLimitHasItsDroppedRunsReadBackFromTheStore() throws Exception {
    String line = "request served in 3 ms by worker pool alpha\n";
    long half = Intake.SPOOL_LIMIT / line.length() / 2 + 1_000;
    String cmd = "yes 'request served in 3 ms by worker pool alpha' | head -n " + half
        + "; echo 'ERROR: disk full on /var'; yes 'request served in 3 ms by worker pool alpha' | head -n " + half;
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"))) {
      Outcome o = Pipeline.run(Call.command(List.of(cmd)).shell(true).cwd(dir).redactor(Redactor.defaults())
          .keep(Keep.in(store)).shaper(Shaper.builder().budget(Budget.chars(2_000))).spanned(true).build());
      long lines = 2 * half + 1;
      assertThat(lines * line.length()).isGreaterThan(Intake.SPOOL_LIMIT);
      assertThat(o.shaped().text()).contains("ERROR: disk full on /var");
      java.util.Set<Long> shown = new java.util.HashSet<>();
      java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?m)^L(\\d+): ").matcher(o.shaped().text());
      while (m.find()) {
        shown.add(Long.parseLong(m.group(1)));
      }
      List<String> runs = new ArrayList<>();
      MessageDigest run = null;
      for (long n = 1; n <= lines; n++) {
        long at = n;
        boolean dropped = o.shaped().cuts().stream().anyMatch(c -> c.from() <= at && at <= c.to()) && !shown.contains(n);
        if (dropped) {
          run = run == null ? MessageDigest.getInstance("SHA-256") : run;
          run.update((n == half + 1 ? "ERROR: disk full on /var\n" : line).getBytes(StandardCharsets.UTF_8));
        } else if (run != null) {
          runs.add(HexFormat.of().formatHex(run.digest()));
          run = null;
        }
      }
      if (run != null) {
        runs.add(HexFormat.of().formatHex(run.digest()));
      }
      Span span = o.span().orElseThrow();
      assertThat(runs).isNotEmpty();
      assertThat(span.stdout().headSha256()).hasValue(runs.get(0));
      assertThat(span.stdout().tailSha256()).hasValue(runs.get(runs.size() - 1));
      assertThat(store.facts(dev.candor.store.Handle.parse(o.handle().get())).size()).isEqualTo(lines * line.length() - line.length() + "ERROR: disk full on /var\n".length());
    }
  }

  /** A structured output larger than the run's spool is shaped a second time from the store. */
  @Test
  @org.junit.jupiter.api.Tag("slow") // 64 MiB and more through the whole pipeline
  void aStructuredOutputPastTheSpoolsLimitIsShapedAgainFromTheStore() throws Exception {
    String item = "{\"id\": 1, \"ok\": true},";
    long n = Intake.SPOOL_LIMIT / (item.length() + 1) + 10_000;
    String cmd = "printf '['; yes '" + item + "' | head -n " + n + "; echo '{\"id\": 2, \"ok\": false}]'";
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"))) {
      Outcome o = Pipeline.run(Call.command(List.of(cmd)).shell(true).cwd(dir).redactor(Redactor.defaults())
          .keep(Keep.in(store)).shaper(Shaper.builder().budget(Budget.chars(2_000))).build());
      assertThat(o.shaped().text()).contains("\"of\":" + (n + 1)).contains("\"ok\":false");
    }
  }

  private static String join(List<String> lines, long from, long to) {
    StringBuilder sb = new StringBuilder();
    for (long l = from; l <= to; l++) {
      sb.append(lines.get((int) l - 1)).append('\n');
    }
    return sb.toString();
  }

  @Test
  void anOutputWithNothingToMaskOrKeepIsShapedWithNoCopyAndNamesNoHandle() throws IOException {
    Outcome o = Pipeline.run(Call.text("a\nb\n").shaper(Shaper.builder().budget(Budget.chars(500))).build());
    assertThat(o.handle()).isEmpty();
    assertThat(o.reference()).isEqualTo("not kept (--no-store)");
    assertThat(o.span()).isEmpty(); // no trace, no span built
    assertThat(o.status()).isZero();
  }

  @Test
  void aFileIsItsOwnFullOutputUnlessAStoreIsNamed() throws IOException {
    Path log = Files.writeString(dir.resolve("app.log"), "token " + KEY + "\n");
    Outcome own = Pipeline.run(Call.file(log).redactor(Redactor.defaults()).build());
    assertThat(own.handle()).isEmpty();
    assertThat(own.reference()).isEqualTo(log.toString());
    assertThat(own.shaped().text()).doesNotContain(KEY);
    assertThat(own.kept().redacted()).isEqualTo(1);
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"))) {
      Outcome kept = Pipeline.run(Call.file(log).redactor(Redactor.defaults()).keep(Keep.in(store)).build());
      assertThat(kept.handle()).isPresent();
      assertThat(kept.reference()).isEqualTo("candor more " + kept.handle().get());
      Outcome elsewhere = Pipeline.run(Call.file(log).keep(Keep.in(store)).fullOutput("build.log on the CI").build());
      assertThat(elsewhere.handle()).isEmpty();
      assertThat(elsewhere.reference()).isEqualTo("build.log on the CI");
    }
  }

  @Test
  void aSinkThatFailsCostsOneLineAndNeitherTheCallNorTheOtherSinks() throws IOException {
    List<String> told = new ArrayList<>();
    List<Span> spans = new ArrayList<>();
    SpanSink broken = span -> {
      throw new IOException("disk full");
    };
    Outcome o = Pipeline.run(Call.command(List.of("true")).trace("broken.jsonl", broken).trace("memory", spans::add)
        .report("candor test", told::add).build());
    assertThat(o.status()).isZero();
    assertThat(spans).hasSize(1);
    assertThat(told).containsExactly("candor test: the span was not written to broken.jsonl: java.io.IOException: disk full");
  }

  @Test
  void theStoredAndShapedDigestIsTheMaskedOutputsWhetherTheCapturesIsSharedOrNot() throws Exception {
    // One stream with nothing masked shares the capture's digest; both streams, or a secret, hash the output itself.
    // More than a block of masking (a mebibyte), so blocks are read out unhashed before the secret or stderr comes.
    String big = "yes 'INFO worker 12 processed batch 4711' | head -n 40000";
    List<String> commands = List.of("printf 'a\\nb\\n'", big, "echo out; echo err >&2; echo more", "echo err >&2",
        big + "; echo " + KEY, big + "; echo late >&2", "echo " + KEY);
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"))) {
      for (String command : commands) {
        Outcome o = Pipeline.run(Call.command(List.of(command)).shell(true).cwd(dir)
            .redactor(Redactor.defaults())
            .keep(Keep.in(store))
            .build());
        dev.candor.store.Handle h = dev.candor.store.Handle.parse(o.handle().orElseThrow());
        String kept;
        try (InputStream in = store.openRaw(h)) {
          kept = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertThat(kept).as(command).doesNotContain(KEY);
        assertThat(store.facts(h).sha256()).as(command).isEqualTo(sha256(kept));
        assertThat(o.shaped().input().sha256()).as(command).isEqualTo(sha256(kept));
      }
    }
  }

  @Test
  void aCommandThatCannotStartIsAnOutcomeWithTheShellsStatus() throws IOException {
    Outcome o = Pipeline.run(Call.command(List.of("no-such-program-candor")).build());
    assertThat(o.status()).isEqualTo(127);
    assertThat(o.shaped().text()).contains("did not start");
  }

  private static String sha256(String s) throws Exception {
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
  }
}
