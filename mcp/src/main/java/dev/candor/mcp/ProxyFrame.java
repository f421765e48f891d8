package dev.candor.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * One JSON-RPC message as read from a stdio stream: its JSON with every long string replaced by a
 * placeholder, and those strings' bytes (still JSON-escaped, as on the wire) in temporary files. So
 * a 300 MB tool result costs the proxy a file, not a 600 MB {@code String}.
 *
 * <p>A placeholder is the JSON string {@code "\u0000candor:spool:N"}: a NUL no real message holds
 * at the start of a string, then the spool's index.
 */
final class ProxyFrame implements AutoCloseable {
  static final String MARK = "\u0000candor:spool:";
  private static final byte[] MARK_WIRE = "\"\\u0000candor:spool:".getBytes(StandardCharsets.US_ASCII);

  private final byte[] json;
  private final List<Path> spools;
  private JsonNode tree;
  private IOException malformed;

  ProxyFrame(byte[] json, List<Path> spools) {
    this.json = json;
    this.spools = List.copyOf(spools);
  }

  /** The JSON with placeholders, as read (a small message is exactly its wire bytes). */
  byte[] json() {
    return json;
  }

  List<Path> spools() {
    return spools;
  }

  /** The bytes on the wire: the JSON with placeholders plus every spooled string. */
  long wireSize() throws IOException {
    long n = json.length;
    for (Path p : spools) {
      n += Files.size(p);
    }
    return n;
  }

  /** The parsed message, or null when it is not valid JSON (then {@link #malformed()} says why). */
  JsonNode tree(ObjectMapper mapper) {
    if (tree == null && malformed == null) {
      try {
        tree = mapper.readTree(json);
        if (tree == null || tree.isMissingNode()) {
          malformed = new IOException("an empty message");
          tree = null;
        }
      } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
        malformed = new IOException(e.getOriginalMessage() + " (at column " + e.getLocation().getColumnNr() + ")", e);
      } catch (IOException e) {
        malformed = e;
      }
    }
    return tree;
  }

  IOException malformed() {
    return malformed;
  }

  /** The spool a placeholder text names, or null when {@code text} is not a placeholder. */
  Path spoolOf(String text) {
    if (text == null || !text.startsWith(MARK)) {
      return null;
    }
    try {
      int i = Integer.parseInt(text.substring(MARK.length()));
      return i >= 0 && i < spools.size() ? spools.get(i) : null;
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /** Writes {@code json} to {@code out} with each placeholder replaced by its spooled string. */
  static void write(byte[] json, List<Path> spools, OutputStream out) throws IOException {
    int from = 0;
    int at;
    while (!spools.isEmpty() && (at = indexOf(json, MARK_WIRE, from)) >= 0) {
      int i = at + MARK_WIRE.length;
      int n = 0;
      while (i < json.length && json[i] >= '0' && json[i] <= '9') {
        n = n * 10 + (json[i] - '0');
        i++;
      }
      if (i >= json.length || json[i] != '"' || n >= spools.size()) {
        out.write(json, from, at + 1 - from);
        from = at + 1;
        continue;
      }
      out.write(json, from, at + 1 - from);
      Files.copy(spools.get(n), out);
      out.write('"');
      from = i + 1;
    }
    out.write(json, from, json.length - from);
  }

  /** {@code json} with each placeholder replaced by its spooled string, in memory: for small messages. */
  static byte[] spliced(byte[] json, List<Path> spools) throws IOException {
    if (spools.isEmpty()) {
      return json;
    }
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    write(json, spools, out);
    return out.toByteArray();
  }

  private static int indexOf(byte[] a, byte[] b, int from) {
    outer:
    for (int i = from; i <= a.length - b.length; i++) {
      for (int j = 0; j < b.length; j++) {
        if (a[i + j] != b[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }

  /** Deletes the spools. */
  @Override
  public void close() {
    for (Path p : spools) {
      try {
        Files.deleteIfExists(p);
      } catch (IOException e) {
        // a temp file another sweep may take
      }
    }
  }
}
