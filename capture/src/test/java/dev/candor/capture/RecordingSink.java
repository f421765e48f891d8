package dev.candor.capture;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** A hand-written fake sink that keeps every chunk, with the stream it came from. */
final class RecordingSink implements ChunkSink {

  /** One call to {@link #accept}. */
  record Chunk(StdStream stream, String text) {}

  private final List<StdStream> streams = new ArrayList<>();
  private final List<byte[]> chunks = new ArrayList<>();

  @Override
  public synchronized void accept(StdStream stream, byte[] b, int off, int len) {
    streams.add(stream);
    chunks.add(Arrays.copyOfRange(b, off, off + len));
  }

  /** Every chunk, in the order it was delivered. */
  synchronized List<Chunk> chunks() {
    List<Chunk> all = new ArrayList<>();
    for (int i = 0; i < chunks.size(); i++) {
      all.add(new Chunk(streams.get(i), new String(chunks.get(i), StandardCharsets.UTF_8)));
    }
    return all;
  }

  /** All bytes of one stream, in order. */
  synchronized byte[] bytes(StdStream stream) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (int i = 0; i < chunks.size(); i++) {
      if (streams.get(i) == stream) {
        out.writeBytes(chunks.get(i));
      }
    }
    return out.toByteArray();
  }

  /** All of one stream as UTF-8 text. */
  String text(StdStream stream) {
    return new String(bytes(stream), StandardCharsets.UTF_8);
  }
}
