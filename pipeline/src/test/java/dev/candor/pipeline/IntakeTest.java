package dev.candor.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.candor.Redactor;
import dev.candor.store.Facts;
import dev.candor.store.ResultMeta;
import dev.candor.store.ResultStore;
import dev.candor.store.Stash;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IntakeTest {
  @TempDir Path dir;

  private static final String KEY = "AKIA" + "IOSFODNN7EXAMPLE";

  /** About 3.5 MiB of lines, a key on the first line, one across the first block's edge, one near the end. */
  private static byte[] output() {
    StringBuilder sb = new StringBuilder("first " + KEY + "\n");
    String line = "INFO worker 12 processed batch 4711 in 0.0123 s\n";
    while (sb.length() < MaskedInput.BLOCK - 200) {
      sb.append(line);
    }
    // A line padded so that the key on the next starts 10 bytes before the first block's edge:
    // masking finds it only when blocks end at a line break.
    sb.append("pad ").append(".".repeat(MaskedInput.BLOCK - 15 - sb.length() - 5)).append('\n');
    sb.append("edge ").append(KEY).append('\n');
    while (sb.length() < 3 * MaskedInput.BLOCK + MaskedInput.BLOCK / 2) {
      sb.append(line);
    }
    return sb.append("last ").append(KEY).append(" no line break").toString().getBytes(StandardCharsets.ISO_8859_1);
  }

  /** Writes {@code b} to {@code intake} in the odd-sized pieces a pipe delivers. */
  private static void feed(Intake intake, byte[] b) throws IOException {
    for (int at = 0, n = 1; at < b.length; at += n, n = n * 7 % 100_003 + 1) {
      intake.write(b, at, Math.min(n, b.length - at));
    }
  }

  @Test
  void theOutputIsMaskedAndStoredAsItComesWithTheMetaGivenAtTheEnd() throws IOException {
    byte[] raw = output();
    Path spool = dir.resolve("run.out");
    Path masked = dir.resolve("run.masked");
    // What the old path stores: the finished spool masked block by block, then put.
    Path expected = dir.resolve("expected.masked");
    Files.write(dir.resolve("copy.out"), raw);
    Stash.Result before = Stash.keep(dir.resolve("copy.out"), expected, Redactor.defaults(), (ResultStore) null,
        ResultMeta.none());
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"))) {
      Intake intake = new Intake(spool, masked, Redactor.defaults(), store, null);
      feed(intake, raw);
      intake.end(ResultMeta.none().withArgv(List.of("gen")).withExitCode(3));
      Stash.Result kept = intake.finish();

      assertThat(kept.redactions()).isEqualTo(Map.of("aws-access-key-id", 3)).isEqualTo(before.redactions());
      assertThat(Files.readAllBytes(spool)).isEqualTo(raw);
      assertThat(Files.readAllBytes(masked)).isEqualTo(Files.readAllBytes(expected));
      ByteArrayOutputStream stored = new ByteArrayOutputStream();
      store.raw(kept.handle(), stored);
      assertThat(stored.toByteArray()).isEqualTo(Files.readAllBytes(expected));
      Facts facts = store.facts(kept.handle());
      assertThat(facts.exitCode()).hasValue(3);
      assertThat(facts.argv()).containsExactly("gen");
    }
  }

  @Test
  void anOutputWithNothingToMaskIsStoredAsItIsAndItsMaskedCopyIsTheSpool() throws IOException {
    byte[] raw = "INFO fine\n".repeat(300_000).getBytes(StandardCharsets.ISO_8859_1);
    Path spool = dir.resolve("run.out");
    Path masked = dir.resolve("run.masked");
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"))) {
      Intake intake = new Intake(spool, masked, Redactor.defaults(), store, null);
      feed(intake, raw);
      intake.end(ResultMeta.none());
      Stash.Result kept = intake.finish();
      assertThat(kept.redactions()).isEmpty();
      assertThat(Files.readAllBytes(masked)).isEqualTo(raw);
      ByteArrayOutputStream stored = new ByteArrayOutputStream();
      store.raw(kept.handle(), stored);
      assertThat(stored.toByteArray()).isEqualTo(raw);
    }
  }

  @Test
  void theStoreAndTheShaperShareOneDigestOfTheMaskedOutput() throws IOException {
    byte[] raw = output();
    Path expected = dir.resolve("expected.masked");
    Files.write(dir.resolve("copy.out"), raw);
    Stash.keep(dir.resolve("copy.out"), expected, Redactor.defaults(), (ResultStore) null, ResultMeta.none());
    String want = dev.candor.Sha256Digest.hex(Files.readAllBytes(expected));
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"))) {
      Intake intake = new Intake(dir.resolve("run.out"), dir.resolve("run.masked"), Redactor.defaults(), store, null,
          dev.candor.Shaper.builder().build(), dev.candor.Evidence.none());
      feed(intake, raw);
      intake.end(ResultMeta.none());
      Stash.Result kept = intake.finish();
      dev.candor.Scanned scanned = intake.scanned();
      assertThat(scanned.complete()).isTrue();
      assertThat(store.facts(kept.handle()).sha256()).isEqualTo(want);
      assertThat(scanned.shape(dev.candor.Evidence.none(), "x", List.of()).input().sha256()).isEqualTo(want);
    }
  }

  @Test
  void withNoStoreTheOutputIsStillMaskedAndTheReasonKept() throws IOException {
    byte[] raw = output();
    Path masked = dir.resolve("run.masked");
    Intake intake = new Intake(dir.resolve("run.out"), masked, Redactor.defaults(), null, "--no-store");
    feed(intake, raw);
    intake.end(ResultMeta.none());
    Stash.Result kept = intake.finish();
    assertThat(kept.handle()).isNull();
    assertThat(kept.reference()).isEqualTo("not kept (--no-store)");
    assertThat(kept.redacted()).isEqualTo(3);
    assertThat(new String(Files.readAllBytes(masked), StandardCharsets.ISO_8859_1)).doesNotContain(KEY);
  }

  @Test
  void aCaptureThatFailsStoresNothing() throws IOException {
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"))) {
      Intake intake = new Intake(dir.resolve("run.out"), dir.resolve("run.masked"), Redactor.defaults(), store, null);
      feed(intake, output());
      intake.abort();
      assertThat(store.stats().results()).isZero();
      assertThat(store.stats().contents()).isZero();
    }
  }

  @Test
  void aMaskedCopyThatCannotBeWrittenFailsTheCall() throws IOException {
    Path masked = dir.resolve("no-such-dir").resolve("run.masked");
    Intake intake = new Intake(dir.resolve("run.out"), masked, Redactor.defaults(), null, "--no-store");
    feed(intake, output());
    assertThatThrownBy(() -> {
      intake.end(ResultMeta.none());
      intake.finish();
    }).isInstanceOf(IOException.class);
  }

  /** Masks {@code raw} the old way, from a finished file: what the store must hold. */
  private byte[] maskedWhole(byte[] raw) throws IOException {
    Path in = dir.resolve("whole.out");
    Path out = dir.resolve("whole.masked");
    Files.write(in, raw);
    Stash.keep(in, out, Redactor.defaults(), (ResultStore) null, ResultMeta.none());
    return Files.readAllBytes(out);
  }

  /** Runs {@code raw} through an intake whose spool holds {@code limit} bytes; stderr writes from {@code stderrAt}. */
  private Stash.Result intakeWithLimit(ResultStore store, byte[] raw, long limit, int stderrAt, Intake[] made)
      throws IOException {
    return intakeWithLimit(store, raw, limit, stderrAt, made, false);
  }

  /** As above, and with {@code digests} the capture's running digest of each stream is given, as a capture gives it. */
  private Stash.Result intakeWithLimit(ResultStore store, byte[] raw, long limit, int stderrAt, Intake[] made,
      boolean digests) throws IOException {
    Intake intake = new Intake(dir.resolve("run.out"), dir.resolve("run.masked"), Redactor.defaults(), store, null,
        null, null, limit);
    made[0] = intake;
    if (digests) {
      dev.candor.capture.StreamDigest out = new dev.candor.capture.StreamDigest();
      dev.candor.capture.StreamDigest err = new dev.candor.capture.StreamDigest();
      out.update(raw, 0, stderrAt);
      out.end();
      err.update(raw, stderrAt, raw.length - stderrAt);
      err.end();
      intake.digestOf(dev.candor.capture.StdStream.STDOUT, out);
      intake.digestOf(dev.candor.capture.StdStream.STDERR, err);
    }
    intake.accept(dev.candor.capture.StdStream.STDOUT, raw, 0, 1);
    intake.write(raw, 0, stderrAt);
    intake.accept(dev.candor.capture.StdStream.STDERR, raw, 0, 1);
    intake.write(raw, stderrAt, raw.length - stderrAt);
    intake.end(ResultMeta.none());
    return intake.finish();
  }

  @Test
  void pastItsLimitTheSpoolStopsAndTheStoreStillHoldsTheMaskedOutputUnderItsDigest() throws IOException {
    byte[] raw = output(); // keys before, at and after the limit
    byte[] want = maskedWhole(raw);
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"))) {
      Intake[] made = new Intake[1];
      Stash.Result kept = intakeWithLimit(store, raw, 2 * MaskedInput.BLOCK, raw.length, made);

      assertThat(made[0].spooledAll()).isFalse();
      assertThat(Files.size(dir.resolve("run.out"))).isLessThanOrEqualTo(2L * MaskedInput.BLOCK);
      assertThat(kept.redactions()).isEqualTo(Map.of("aws-access-key-id", 3));
      ByteArrayOutputStream stored = new ByteArrayOutputStream();
      store.raw(kept.handle(), stored); // checks the recorded SHA-256 against the bytes
      assertThat(stored.toByteArray()).isEqualTo(want);
      assertThat(store.facts(kept.handle()).sha256()).isEqualTo(dev.candor.Sha256Digest.hex(want));
    }
  }

  @Test
  void aSecondStreamOrAFirstSecretPastTheLimitStillGetsTheWholeOutputsDigest() throws IOException {
    String line = "INFO worker 12 processed batch 4711 in 0.0123 s\n";
    byte[] plain = line.repeat(70_000).getBytes(StandardCharsets.ISO_8859_1);
    byte[] lateKey = (line.repeat(70_000) + "late " + KEY + "\n").getBytes(StandardCharsets.ISO_8859_1);
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"))) {
      for (byte[] raw : List.of(plain, lateKey)) {
        byte[] want = maskedWhole(raw);
        Intake[] made = new Intake[1];
        Stash.Result kept = intakeWithLimit(store, raw, MaskedInput.BLOCK, raw.length - 100_000, made);
        assertThat(made[0].spooledAll()).isFalse();
        ByteArrayOutputStream stored = new ByteArrayOutputStream();
        store.raw(kept.handle(), stored);
        assertThat(stored.toByteArray()).isEqualTo(want);
        assertThat(store.facts(kept.handle()).sha256()).isEqualTo(dev.candor.Sha256Digest.hex(want));
      }
    }
  }

  @Test
  void pastTheLimitTheCapturesDigestIsTakenUpAtItsLastCheckpointWhereTheOutputMustBeHashed() throws IOException {
    String line = "INFO worker 12 processed batch 4711 in 0.0123 s\n"; // 49 bytes: blocks end off the checkpoints
    String body = line.repeat(70_000);
    List<String> outputs = List.of(body, body + "late " + KEY + "\n", body + "late " + KEY + "\n" + body,
        "first " + KEY + "\n" + body + "late " + KEY + "\n");
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"))) {
      for (String text : outputs) {
        byte[] raw = text.getBytes(StandardCharsets.ISO_8859_1);
        for (int stderrAt : new int[] {raw.length, raw.length - 100_000}) {
          byte[] want = maskedWhole(raw);
          Intake[] made = new Intake[1];
          Stash.Result kept = intakeWithLimit(store, raw, MaskedInput.BLOCK, stderrAt, made, true);
          assertThat(made[0].spooledAll()).isFalse();
          ByteArrayOutputStream stored = new ByteArrayOutputStream();
          store.raw(kept.handle(), stored); // checks the recorded SHA-256 against the bytes
          assertThat(stored.toByteArray()).isEqualTo(want);
          assertThat(store.facts(kept.handle()).sha256()).as("%d bytes, stderr from %d", raw.length, stderrAt)
              .isEqualTo(dev.candor.Sha256Digest.hex(want));
        }
      }
    }
  }

  @Test
  void aCommandsOutputPastTheLimitIsStoredUnderItsDigestWhenASecretOrStderrComesLate() throws IOException {
    String lines = "yes 'INFO worker 12 processed batch 4711 in 0.0123 s' | head -n 70000";
    List<String> commands = List.of(lines, lines + "; echo late " + KEY, lines + "; echo late >&2; " + lines,
        "(" + lines + ") >&2; echo late " + KEY + " >&2");
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"))) {
      for (String command : commands) {
        Intake intake = new Intake(dir.resolve("run.out"), dir.resolve("run.masked"), Redactor.defaults(), store,
            null, null, null, MaskedInput.BLOCK);
        dev.candor.capture.LineMerger.Spooled ran = dev.candor.capture.LineMerger.run(
            dev.candor.capture.ProcessCapture.builder(List.of(command)).shell(true).cwd(dir).build(), intake, intake);
        intake.captured(ran.captured());
        intake.end(ResultMeta.none());
        Stash.Result kept = intake.finish();
        assertThat(intake.spooledAll()).as(command).isFalse();
        ByteArrayOutputStream stored = new ByteArrayOutputStream();
        store.raw(kept.handle(), stored); // checks the recorded SHA-256 against the bytes
        String text = stored.toString(StandardCharsets.ISO_8859_1);
        assertThat(text).as(command).doesNotContain(KEY).contains("INFO worker 12");
        assertThat(store.facts(kept.handle()).sha256()).as(command).isEqualTo(dev.candor.Sha256Digest.hex(stored.toByteArray()));
      }
    }
  }

  @Test
  void anOutputWithinTheLimitIsSpooledWhole() throws IOException {
    byte[] raw = output();
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("store.db"))) {
      Intake[] made = new Intake[1];
      intakeWithLimit(store, raw, raw.length, raw.length, made);
      assertThat(made[0].spooledAll()).isTrue();
      assertThat(Files.readAllBytes(dir.resolve("run.out"))).isEqualTo(raw);
      assertThat(Files.readAllBytes(dir.resolve("run.masked"))).isEqualTo(maskedWhole(raw));
    }
  }

  @Test
  void onlyAStoredOutputMayOutgrowItsSpool() {
    assertThatThrownBy(() -> new Intake(dir.resolve("run.out"), dir.resolve("run.masked"), null, null, "--no-store",
        null, null, 1 << 20)).isInstanceOf(IllegalArgumentException.class);
  }
}
