package dev.candor.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.HexFormat;

/** Helpers for the pieces of a result: decoding a (spooled) string to a file, hashing, sniffing. */
final class ProxyContent {
  private ProxyContent() {}

  /** The shaped document without its {@code candor} statement: the array it wrapped, or the object without the member. */
  static JsonNode strip(JsonNode shaped) {
    if (!shaped.isObject() || !shaped.has("candor")) {
      return null;
    }
    ObjectNode copy = ((ObjectNode) shaped).deepCopy();
    copy.remove("candor");
    if (copy.size() == 1 && copy.has("items") && copy.get("items").isArray() && shaped.path("candor").has("showing")) {
      return copy.get("items");
    }
    return copy;
  }
  /** Writes the decoded content of a string node (spooled or not) to {@code file}; returns its SHA-256. */
  static String decode(ProxyFrame frame, JsonNode node, Path file, boolean base64) throws IOException {
    Path spool = frame.spoolOf(node.asText());
    InputStream src = spool != null
        ? new ProxyStringInput(Files.newInputStream(spool))
        : new java.io.ByteArrayInputStream(node.asText().getBytes(StandardCharsets.UTF_8));
    if (base64) {
      src = Base64.getMimeDecoder().wrap(src);
    }
    try (InputStream in = src;
        DigestOutputStream out = new DigestOutputStream(new BufferedOutputStream(Files.newOutputStream(file), 1 << 16), sha256())) {
      in.transferTo(out);
      out.flush();
      return HexFormat.of().formatHex(out.getMessageDigest().digest());
    } catch (IllegalArgumentException e) {
      throw new IOException("the base64 data is not valid: " + e.getMessage(), e);
    }
  }
  static boolean looksJson(Path file) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      int c;
      while ((c = in.read()) >= 0) {
        if (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
          continue;
        }
        return c == '{' || c == '[';
      }
    }
    return false;
  }
  static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JVM has SHA-256", e);
    }
  }
  static void deleteWithMasked(Path file) {
    try {
      Files.deleteIfExists(file);
      Files.deleteIfExists(file.resolveSibling(file.getFileName() + ".masked"));
    } catch (IOException e) {
      // a temp file: the OS takes it in time
    }
  }}
