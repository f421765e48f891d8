package dev.candor.capture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(value = 10, unit = TimeUnit.SECONDS)
class MergedOutputTest {

  private final MergedOutput output = new MergedOutput(8);

  private void write(String text) throws IOException {
    byte[] b = text.getBytes(StandardCharsets.UTF_8);
    output.accept(Stream.STDOUT, b, 0, b.length);
  }

  private String read(int max) throws IOException {
    byte[] b = new byte[max];
    int n = output.read(b, 0, max);
    return n == -1 ? null : new String(b, 0, n, StandardCharsets.UTF_8);
  }

  @Test
  void readsBytesInTheOrderTheyWereWrittenAcrossTheWrap() throws IOException {
    write("abcde");
    assertThat(read(3)).isEqualTo("abc");
    write("fghij");

    output.finish();

    assertThat(new String(output.readAllBytes(), StandardCharsets.UTF_8)).isEqualTo("defghij");
  }

  @Test
  void aFullBufferMakesTheWriterWaitForTheReader() throws Exception {
    CompletableFuture<Void> writer = writeInTheBackground("0123456789abcdef");
    awaitWaiting();
    assertThat(writer).isNotDone();

    assertThat(read(8)).isEqualTo("01234567");
    writer.get(5, TimeUnit.SECONDS);
    output.finish();

    assertThat(new String(output.readAllBytes(), StandardCharsets.UTF_8)).isEqualTo("89abcdef");
  }

  @Test
  void finishGivesEndOfFileAfterTheBufferedBytes() throws IOException {
    write("ab");

    output.finish();

    assertThat(read(8)).isEqualTo("ab");
    assertThat(output.read()).isEqualTo(-1);
  }

  @Test
  void closeReleasesAWaitingWriterAndDropsWhatIsLeft() throws Exception {
    CompletableFuture<Void> writer = writeInTheBackground("0123456789abcdef");
    awaitWaiting();

    output.close();

    writer.get(5, TimeUnit.SECONDS);
    assertThatThrownBy(output::read).isInstanceOf(IOException.class).hasMessage("stream closed");
  }

  private CompletableFuture<Void> writeInTheBackground(String text) {
    return CompletableFuture.runAsync(() -> {
      try {
        write(text);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
  }

  /** Until the buffer is full, which is when a writer has something left and must wait. */
  private void awaitWaiting() throws InterruptedException {
    while (output.available() < 8) {
      Thread.sleep(5);
    }
  }
}
