package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A store written by the code before zstd (every chunk deflate, schema V1) reads byte-identically
 * with this code, and takes new results in the new codec beside the old ones. The file in
 * {@code legacy/deflate-v1.db} was made by {@code legacy/MakeLegacy.java.txt} run against that
 * code's jar; {@link #content} makes the same bytes again.
 */
final class LegacyStoreTest {
  @TempDir Path dir;

  private Map<String, String> copyLegacy() throws IOException {
    try (InputStream db = getClass().getResourceAsStream("legacy/deflate-v1.db")) {
      Files.copy(db, dir.resolve("store.db"));
    }
    Map<String, String> handles = new LinkedHashMap<>();
    try (InputStream in = getClass().getResourceAsStream("legacy/deflate-v1.handles")) {
      for (String line : new String(in.readAllBytes(), StandardCharsets.US_ASCII).split("\n")) {
        String[] f = line.split(" ");
        handles.put(f[1], f[0]);
      }
    }
    return handles;
  }

  private ResultStore open() {
    return ResultStore.open("sqlite:" + dir.resolve("store.db"),
        StoreOptions.defaults().withGcEvery(0).withSpoolDir(dir));
  }

  @Test
  void deflateChunksWrittenBeforeZstdReadBackByteIdentical() throws Exception {
    Map<String, String> handles = copyLegacy();
    assertThat(handles.keySet()).containsExactly("seq", "utf8", "binary", "empty");
    try (ResultStore store = open()) {
      for (Map.Entry<String, String> e : handles.entrySet()) {
        byte[] want = content(e.getKey());
        Handle h = Handle.parse(e.getValue());
        ByteArrayOutputStream got = new ByteArrayOutputStream();
        assertThat(store.raw(h, got)).as(e.getKey()).isEqualTo(want.length);
        assertThat(got.toByteArray()).as(e.getKey()).isEqualTo(want);
        assertThat(store.facts(h).sha256()).as(e.getKey()).isEqualTo(sha256(want));
      }
      Handle seq = Handle.parse(handles.get("seq"));
      assertThat(store.lines(seq, 39_999, 40_000).text()).isEqualTo("39999\n40000\n");
      assertThat(store.grep(seq, "^2000[0-9]$", 0, 50).total()).isEqualTo(10);
    }
    assertThat(codecs()).containsOnly("deflate");
  }

  @Test
  void aLargeResultPutIntoAnOldStoreIsZstdAndTheOldOnesStillRead() throws Exception {
    Map<String, String> handles = copyLegacy();
    byte[] big = content("seq");
    byte[] bigger = new byte[big.length * 8];
    for (int i = 0; i < 8; i++) {
      System.arraycopy(big, 0, bigger, i * big.length, big.length);
    }
    Handle fresh;
    try (ResultStore store = open()) {
      fresh = store.put(Contents.in(bigger), ResultMeta.none());
    }
    try (ResultStore store = open()) {
      ByteArrayOutputStream got = new ByteArrayOutputStream();
      store.raw(fresh, got);
      assertThat(got.toByteArray()).isEqualTo(bigger);
      got.reset();
      store.raw(Handle.parse(handles.get("utf8")), got);
      assertThat(got.toByteArray()).isEqualTo(content("utf8"));
    }
    assertThat(codecs()).containsExactlyInAnyOrder("deflate", "deflate", "deflate", "deflate", "zstd");
  }

  @Test
  void aCodecThisVersionDoesNotKnowIsRefusedWithItsNameNotServedAsBytes() throws Exception {
    Map<String, String> handles = copyLegacy();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("store.db"));
        Statement s = c.createStatement()) {
      s.executeUpdate("UPDATE content SET codec = 'brotli'");
    }
    try (ResultStore store = open()) {
      Handle h = Handle.parse(handles.get("seq"));
      org.assertj.core.api.Assertions.assertThatThrownBy(() -> store.raw(h, new ByteArrayOutputStream()))
          .isInstanceOfSatisfying(StoreException.class,
              e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.UNAVAILABLE))
          .hasMessageContaining("codec 'brotli'");
    }
  }

  private List<String> codecs() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("store.db"));
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT codec FROM content ORDER BY id")) {
      List<String> out = new java.util.ArrayList<>();
      while (rs.next()) {
        out.add(rs.getString(1));
      }
      return out;
    }
  }

  /** The bytes MakeLegacy stored under each name. */
  static byte[] content(String name) {
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    switch (name) {
      case "seq":
        for (int i = 1; i <= 40000; i++) {
          o.writeBytes((i + "\n").getBytes(StandardCharsets.US_ASCII));
        }
        break;
      case "utf8":
        for (int i = 0; i < 3000; i++) {
          o.writeBytes(("línea " + i + " naïve 日本語 🙂 error: x" + (i % 7 == 0 ? "" : "\n"))
              .getBytes(StandardCharsets.UTF_8));
        }
        break;
      case "binary":
        for (int i = 0; i < 100000; i++) {
          o.write((i * 31 + (i >> 8)) & 0xff);
        }
        break;
      default:
        break;
    }
    return o.toByteArray();
  }

  private static String sha256(byte[] b) throws Exception {
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
  }
}
