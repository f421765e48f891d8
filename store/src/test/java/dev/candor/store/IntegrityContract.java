package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

/** Stored bytes that no longer match their checks are refused, never served. */
interface IntegrityContract extends StoreFixture {

  private long contentId(Connection c, Handle h) throws SQLException {
    try (PreparedStatement p = c.prepareStatement("SELECT content_id FROM result WHERE handle = ?")) {
      p.setString(1, h.value());
      try (ResultSet rs = p.executeQuery()) {
        rs.next();
        return rs.getLong(1);
      }
    }
  }

  private void run(Connection c, String sql, Object... args) throws SQLException {
    try (PreparedStatement p = c.prepareStatement(sql)) {
      for (int i = 0; i < args.length; i++) {
        p.setObject(i + 1, args[i]);
      }
      p.executeUpdate();
    }
  }

  private static void assertCorrupt(ThrowingCallable call, String detail) {
    assertThatThrownBy(call).isInstanceOfSatisfying(StoreException.class,
        e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.CORRUPT))
        .hasMessageContaining(detail)
        .hasMessageContaining("it is not served");
  }

  @Test
  default void aChunkWhoseBytesChangedIsNeverServed() throws Exception {
    ResultStore store = open();
    byte[] content = Contents.text(40, 300_000);
    Handle h = store.put(Contents.in(content), ResultMeta.none());
    try (Connection c = connect()) {
      long id = contentId(c, h);
      byte[] data;
      try (PreparedStatement p = c.prepareStatement("SELECT data FROM chunk WHERE content_id = ? AND seq = 2")) {
        p.setLong(1, id);
        try (ResultSet rs = p.executeQuery()) {
          rs.next();
          data = rs.getBytes(1);
        }
      }
      data[data.length / 2] ^= 0x40;
      run(c, "UPDATE chunk SET data = ? WHERE content_id = ? AND seq = 2", data, id);
    }
    assertCorrupt(() -> store.raw(h, new ByteArrayOutputStream()), "chunk 2");
    assertCorrupt(() -> store.grep(h, "x", 0, 1), "chunk 2");
    assertCorrupt(() -> store.page(h, 3, 65_536), "chunk 2");
    assertCorrupt(() -> {
      try (java.nio.channels.SeekableByteChannel ch = store.channel(h)) {
        ch.position(2L * 65_536 + 10).read(java.nio.ByteBuffer.allocate(100));
      }
    }, "chunk 2");
    assertThat(store.lines(h, 1, 1).text()).isEqualTo(Contents.lines(content).get(0));
  }

  @Test
  default void aChunkFailingItsCrcIsNeverServed() throws Exception {
    ResultStore store = open();
    Handle h = store.put(Contents.in(Contents.text(41, 100_000)), ResultMeta.none());
    try (Connection c = connect()) {
      run(c, "UPDATE chunk SET crc32c = crc32c + 1 WHERE content_id = ? AND seq = 0", contentId(c, h));
    }
    assertCorrupt(() -> store.lines(h, 1, 1), "chunk 0 fails its CRC-32C check");
  }

  @Test
  default void contentNotMatchingItsSha256FailsWholeReads() throws Exception {
    ResultStore store = open();
    Handle h = store.put(Contents.in("hello\nworld\n"), ResultMeta.none());
    try (Connection c = connect()) {
      run(c, "UPDATE content SET sha256 = ? WHERE id = ?", "0".repeat(64), contentId(c, h));
    }
    assertCorrupt(() -> store.raw(h, new ByteArrayOutputStream()), "its SHA-256 is " + Contents.sha256("hello\nworld\n".getBytes()));
    assertCorrupt(() -> store.grep(h, "world", 0, 1), "SHA-256");
  }

  @Test
  default void aSourceThatFailsHalfwayStoresNothing() throws Exception {
    ResultStore store = open();
    java.io.InputStream failing = new java.io.SequenceInputStream(Contents.in(Contents.text(43, 300_000)),
        new java.io.InputStream() {
          @Override
          public int read() throws java.io.IOException {
            throw new java.io.IOException("pipe broke");
          }
        });
    assertThatThrownBy(() -> store.put(failing, ResultMeta.none())).isInstanceOf(java.io.IOException.class)
        .hasMessage("pipe broke");
    assertThat(store.stats().contents()).isZero();
  }

  @Test
  default void aMissingChunkIsCorruptRatherThanShort() throws Exception {
    ResultStore store = open();
    Handle h = store.put(Contents.in(Contents.text(42, 200_000)), ResultMeta.none());
    try (Connection c = connect()) {
      run(c, "DELETE FROM chunk WHERE content_id = ? AND seq = 1", contentId(c, h));
    }
    assertCorrupt(() -> store.raw(h, new ByteArrayOutputStream()), "chunk 1 of ");
  }
}
