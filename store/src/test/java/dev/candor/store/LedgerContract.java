package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The ledger: every call recorded, listed newest first, filtered and counted, outliving its result. */
interface LedgerContract extends StoreFixture {

  private static LedgerEntry call(String command, Instant at) {
    return LedgerEntry.of(command.split(" ")[0], List.of(command.split(" ")), "/work/app", at).withDurationMs(12);
  }

  @Test
  default void callsAreListedNewestFirstWithHowTheyEndedAndTheirHandles() throws Exception {
    ResultStore store = open();
    Handle h = store.put(Contents.in("a\nb\nc\n"), ResultMeta.of(List.of("make"), 0));
    Instant t = clock().instant();
    store.record(call("make all", t).withExitCode(0).withSize(6, OptionalLong.empty()).withHandle(h)
        .withStrategy("terminal", false));
    store.record(call("make test", t.plusSeconds(1)).withExitCode(7).withErrorLines(2, 2).withStrategy("terminal", true));
    store.record(call("sleep 100", t.plusSeconds(2)).withEnd(OptionalInt.of(124), OptionalInt.of(9), true));

    History all = store.history(HistoryQuery.latest());
    assertThat(all.matched()).isEqualTo(3);
    assertThat(all.calls()).extracting(c -> c.entry().command()).containsExactly("sleep 100", "make test", "make all");
    History.Call first = all.calls().get(2);
    assertThat(first.entry().exitCode()).hasValue(0);
    assertThat(first.entry().handle()).hasValue(h);
    assertThat(first.entry().lines()).as("filled in from the result").hasValue(3);
    assertThat(first.entry().cwd()).isEqualTo("/work/app");
    assertThat(first.entry().durationMs()).isEqualTo(12);
    assertThat(first.kept()).isEqualTo(History.Kept.LIVE);
    assertThat(first.keptAt()).hasValue(store.facts(h).expiresAt());
    History.Call second = all.calls().get(1);
    assertThat(second.entry().exitCode()).hasValue(7);
    assertThat(second.entry().cut()).isTrue();
    assertThat(second.entry().errorLinesFound()).isEqualTo(2);
    assertThat(second.kept()).isEqualTo(History.Kept.NOT_KEPT);
    assertThat(all.calls().get(0).entry().timedOut()).isTrue();
    assertThat(all.calls().get(0).entry().signal()).hasValue(9);
    assertThat(all.calls().get(0).id()).isGreaterThan(second.id());
  }

  @Test
  default void filtersByRunFailureTimeAndCommandAndCountsEveryMatchBeyondTheLimit() {
    ResultStore store = open();
    Instant t = clock().instant();
    for (int i = 0; i < 30; i++) {
      LedgerEntry e = call((i % 2 == 0 ? "mvn test -q" : "npm run lint") + " #" + i, t.plusSeconds(i))
          .withExitCode(i % 3 == 0 ? 1 : 0);
      store.record(i < 10 ? e.withRunId("agent-a") : e);
    }
    assertThat(store.history(HistoryQuery.latest().withLimit(5)).matched()).isEqualTo(30);
    assertThat(store.history(HistoryQuery.latest().withLimit(5)).calls()).hasSize(5);
    assertThat(store.history(HistoryQuery.latest().withRunId("agent-a")).matched()).isEqualTo(10);
    assertThat(store.history(HistoryQuery.latest().failed()).calls())
        .allSatisfy(c -> assertThat(c.entry().failed()).isTrue()).hasSize(10);
    assertThat(store.history(HistoryQuery.latest().withSince(t.plusSeconds(25))).matched()).isEqualTo(5);
    History grep = store.history(HistoryQuery.latest().withGrep("^npm .*#2\\d$").withLimit(2));
    assertThat(grep.matched()).isEqualTo(5);
    assertThat(grep.calls()).extracting(c -> c.entry().command()).containsExactly("npm run lint '#29'", "npm run lint '#27'");
    assertThat(store.history(HistoryQuery.latest().withRunId("agent-a").failed().withGrep("mvn")).matched())
        .isEqualTo(2); // 0 and 6
    assertThatThrownBy(() -> store.history(HistoryQuery.latest().withGrep("(")))
        .isInstanceOfSatisfying(StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.BAD_PATTERN));
  }

  @Test
  default void aCallOutlivesItsResultAndSaysWhenTheResultExpiredUntilItIsForgottenItself() throws Exception {
    ResultStore store = open(options().withTtl(Duration.ofHours(1)));
    Handle h = store.put(Contents.in("gone soon\n"), ResultMeta.none());
    Instant expires = store.facts(h).expiresAt();
    store.record(call("make", clock().instant()).withHandle(h));
    clock().advance(Duration.ofHours(2));
    assertThat(store.history(HistoryQuery.latest()).calls().get(0).kept()).isEqualTo(History.Kept.EXPIRED);
    store.gc();
    History.Call after = store.history(HistoryQuery.latest()).calls().get(0);
    assertThat(after.kept()).isEqualTo(History.Kept.EXPIRED);
    assertThat(after.keptAt()).hasValue(expires);
    assertThat(after.entry().lines()).hasValue(1);
    clock().advance(Retention.FORGET_AFTER);
    store.gc();
    assertThat(store.history(HistoryQuery.latest()).matched()).as("ttl + 30 days after it was recorded").isZero();
  }

  @Test
  default void aStoreScopedToARunRecordsItsCallsInThatRun() {
    ResultStore scoped = open(options().withRunId("session-9"));
    scoped.record(call("ls", clock().instant()));
    assertThat(open().history(HistoryQuery.latest().withRunId("session-9")).matched()).isEqualTo(1);
  }

  @Test
  default void twoProcessesOfEightThreadsRecordEveryCallWithItsOwnHandle() throws Exception {
    open().stats();
    Path tmp = Files.createTempDirectory("candor-ledger-worker");
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Djava.io.tmpdir=" + tmp, "-cp", System.getProperty("java.class.path"), StoreWorker.class.getName(),
        "calls", url(), "8", "200", tmp.resolve("out.txt").toString()));
    Process child = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    try {
      String line = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8)).readLine();
      assertThat(line).isEqualTo("ready");
      try (OutputStream go = child.getOutputStream()) {
        go.write("go\n".getBytes(StandardCharsets.UTF_8));
      }
      StoreWorker.callMany(open(StoreOptions.defaults().withGcEvery(0)), "parent", 8, 200);
      assertThat(child.waitFor(120, TimeUnit.SECONDS)).as("child finished").isTrue();
      assertThat(child.exitValue()).isZero();
      History h = open().history(HistoryQuery.latest().withLimit(HistoryQuery.MAX_LIMIT));
      assertThat(h.matched()).isEqualTo(3_200);
      assertThat(h.calls()).extracting(c -> c.entry().handle().orElseThrow()).doesNotHaveDuplicates().hasSize(3_200);
      assertThat(h.calls()).allSatisfy(c -> assertThat(c.kept()).isEqualTo(History.Kept.LIVE));
      assertThat(open().history(HistoryQuery.latest().withGrep("^worker child-")).matched()).isEqualTo(1_600);
    } finally {
      child.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
      Scratch.delete(tmp);
    }
  }
}
