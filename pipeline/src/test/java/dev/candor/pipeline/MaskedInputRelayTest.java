package dev.candor.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.Redactor;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.TreeMap;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MaskedInputRelayTest {
  @TempDir Path dir;

  /** Numbered lines over {@code blocks} masking blocks, a key in the second, so blocks both as they are and masked are relayed. */
  private static byte[] output(int blocks) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; sb.length() < blocks * MaskedInput.BLOCK - 100; i++) {
      sb.append("line ").append(i).append(i == 30_000 ? " key AKIA" + "IOSFODNN7EXAMPLE" : "").append('\n');
    }
    return sb.toString().getBytes(StandardCharsets.ISO_8859_1);
  }

  @Test
  void blocksLentToTheRelayKeepTheirBytesUntilTheReaderHasReadThem() throws Exception {
    byte[] raw = output(4);
    BlockingQueue<Intake.Block> queue = new ArrayBlockingQueue<>(64);
    for (int at = 0; at < raw.length; ) { // cut as Intake cuts: a full block back to its last line break
      int len = Math.min(raw.length - at, MaskedInput.BLOCK);
      byte[] block = java.util.Arrays.copyOfRange(raw, at, at + MaskedInput.BLOCK);
      int end = at + len < raw.length ? dev.candor.store.Stash.blockEnd(block, len, false) : len;
      queue.add(new Intake.Block(block, end));
      at += end;
    }
    queue.add(Intake.END);
    Relay relay = new Relay(MaskedInput.BLOCK);
    try (OutputStream spool = java.nio.file.Files.newOutputStream(dir.resolve("run.out"))) {
      MaskedInput masking = new MaskedInput(queue, new ArrayBlockingQueue<>(8), spool, Long.MAX_VALUE,
          Redactor.defaults(), dir.resolve("run.out"), dir.resolve("run.masked"), new TreeMap<>(), relay);
      // The store's side reads every block before the relay's reader starts: each block lent must
      // still hold its own bytes when that reader gets to it.
      byte[] stored = masking.readAllBytes();
      ByteArrayOutputStream relayed = new ByteArrayOutputStream();
      relay.transferTo(relayed);

      assertThat(new String(stored, StandardCharsets.ISO_8859_1)).contains("line 30000 key ").doesNotContain("IOSFODNN7EXAMPLE");
      assertThat(relayed.toByteArray()).isEqualTo(stored);
    }
  }
}
