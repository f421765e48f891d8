package dev.candor.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.NonWritableChannelException;
import java.nio.channels.SeekableByteChannel;

/**
 * A stored result read as a channel: a read loads the chunk holding the position (checked by
 * {@link ChunkCursor}) and serves from it until the position leaves it, so moving the position
 * passes chunks over without reading them. A read that goes on from where the last load ended
 * loads {@value #AHEAD} chunks at once: a query a chunk made a whole read of 100 MB take 0.8 s
 * against 0.3 s from a file. Read-only; not for use by many threads.
 */
final class StoredChannel implements SeekableByteChannel {
  /** Chunks loaded at once by a read that goes on from the last load. */
  static final int AHEAD = 16;

  /** Loads chunks {@code from} to {@code to} into {@code into}, one after the other; returns their length. */
  interface Chunks {
    int load(int from, int to, byte[] into) throws IOException;
  }

  private final long size;
  private final int chunkSize;
  private final Chunks chunks;
  private final int chunkCount;
  private byte[] chunk;
  /** The first chunk in {@link #chunk}, or -1 for none yet; the chunks after it up to {@link #loadedLength} bytes. */
  private int loaded = -1;
  private int loadedChunks;
  private int loadedLength;
  private long position;
  private boolean open = true;

  StoredChannel(long size, int chunkSize, Chunks chunks) {
    this.size = size;
    this.chunkSize = chunkSize;
    this.chunks = chunks;
    this.chunkCount = (int) ((size + chunkSize - 1) / chunkSize);
    this.chunk = new byte[size == 0 ? 0 : (int) Math.min(chunkSize, size)];
  }

  @Override
  public int read(ByteBuffer dst) throws IOException {
    ensureOpen();
    if (position >= size) {
      return -1;
    }
    int seq = (int) (position / chunkSize);
    if (loaded < 0 || seq < loaded || seq >= loaded + loadedChunks) {
      int n = loaded >= 0 && seq == loaded + loadedChunks ? Math.min(AHEAD, chunkCount - seq) : 1;
      if (chunk.length < n * chunkSize) {
        chunk = new byte[n * chunkSize];
      }
      loadedLength = chunks.load(seq, seq + n - 1, chunk);
      loaded = seq;
      loadedChunks = n;
    }
    int at = (int) (position - (long) loaded * chunkSize);
    int n = Math.min(dst.remaining(), loadedLength - at);
    dst.put(chunk, at, n);
    position += n;
    return n;
  }

  @Override
  public int write(ByteBuffer src) {
    throw new NonWritableChannelException();
  }

  @Override
  public long position() throws IOException {
    ensureOpen();
    return position;
  }

  @Override
  public SeekableByteChannel position(long newPosition) throws IOException {
    ensureOpen();
    if (newPosition < 0) {
      throw new IllegalArgumentException("position < 0: " + newPosition);
    }
    position = newPosition;
    return this;
  }

  @Override
  public long size() throws IOException {
    ensureOpen();
    return size;
  }

  @Override
  public SeekableByteChannel truncate(long newSize) {
    throw new NonWritableChannelException();
  }

  @Override
  public boolean isOpen() {
    return open;
  }

  @Override
  public void close() {
    open = false;
  }

  private void ensureOpen() throws ClosedChannelException {
    if (!open) {
      throw new ClosedChannelException();
    }
  }
}
