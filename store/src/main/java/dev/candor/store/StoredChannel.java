package dev.candor.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.NonWritableChannelException;
import java.nio.channels.SeekableByteChannel;

/**
 * A stored result read as a channel: a read loads the one chunk holding the position (checked
 * by {@link ChunkCursor}) and serves from it until the position leaves it, so moving the position
 * passes chunks over without reading them. Read-only; not for use by many threads.
 */
final class StoredChannel implements SeekableByteChannel {
  /** Loads chunk {@code seq} into {@code into}; returns its length. */
  interface Chunks {
    int load(int seq, byte[] into) throws IOException;
  }

  private final long size;
  private final int chunkSize;
  private final Chunks chunks;
  private final byte[] chunk;
  /** The chunk in {@link #chunk}, or -1 for none yet. */
  private int loaded = -1;
  private int loadedLength;
  private long position;
  private boolean open = true;

  StoredChannel(long size, int chunkSize, Chunks chunks) {
    this.size = size;
    this.chunkSize = chunkSize;
    this.chunks = chunks;
    this.chunk = new byte[size == 0 ? 0 : (int) Math.min(chunkSize, size)];
  }

  @Override
  public int read(ByteBuffer dst) throws IOException {
    ensureOpen();
    if (position >= size) {
      return -1;
    }
    int seq = (int) (position / chunkSize);
    if (seq != loaded) {
      loadedLength = chunks.load(seq, chunk);
      loaded = seq;
    }
    int at = (int) (position - (long) seq * chunkSize);
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
