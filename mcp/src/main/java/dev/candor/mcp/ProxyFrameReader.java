package dev.candor.mcp;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads newline-delimited JSON-RPC messages (MCP's stdio framing) in bounded memory: a string
 * longer than {@link #SPOOL_AT} bytes goes to a temporary file as it streams, and the message keeps
 * a placeholder for it (see {@link ProxyFrame}). Only the JSON outside long strings is held, up to
 * {@code maxJson} bytes.
 *
 * <p>A byte-level scan, not Jackson's parser: Jackson holds every string token whole in memory,
 * which is what a 300 MB string must not be. A line that is not JSON still comes back as a frame,
 * for the caller to answer with a parse error.
 */
final class ProxyFrameReader {
  /** Strings longer than this many wire bytes are spooled to disk. */
  static final int SPOOL_AT = 1 << 20;

  /** The JSON outside long strings passed {@code maxJson} bytes; the rest of the line was skipped. */
  static final class TooLarge extends IOException {
    TooLarge(long bytes) {
      super("a message of more than " + bytes + " bytes of JSON outside long strings");
    }
  }

  private final InputStream in;
  private final int maxJson;
  private final byte[] buf = new byte[1 << 16];
  private int pos;
  private int lim;
  private boolean eof;

  private byte[] out = new byte[1 << 12];
  private int outLen;
  private boolean overflow;
  private byte[] str = new byte[1 << 12];
  private int strLen;
  private OutputStream spool;
  private Path spoolPath;
  private List<Path> spools;

  ProxyFrameReader(InputStream in, int maxJson) {
    this.in = in;
    this.maxJson = maxJson;
  }

  /** The next message, or null at the end of the stream. */
  ProxyFrame next() throws IOException {
    outLen = 0;
    overflow = false;
    spools = new ArrayList<>();
    boolean inString = false;
    boolean escaped = false;
    try {
      while (true) {
        if (pos == lim) {
          if (eof || !fill()) {
            if (inString) {
              endString(false);
            }
            if (blank()) {
              dropSpools();
              return null;
            }
            return frame();
          }
        }
        if (!inString) {
          int i = pos;
          while (i < lim && buf[i] != '"' && buf[i] != '\n') {
            i++;
          }
          append(buf, pos, i - pos);
          pos = i;
          if (i == lim) {
            continue;
          }
          pos++;
          if (buf[i] == '\n') {
            if (blank()) {
              outLen = 0;
              continue;
            }
            return frame();
          }
          inString = true;
          strLen = 0;
          continue;
        }
        if (escaped) {
          if (buf[pos] == '\n') {
            // A line ends inside a string: malformed; hand it over as it is.
            endString(false);
            pos++;
            return frame();
          }
          string(buf, pos, 1);
          pos++;
          escaped = false;
          continue;
        }
        int i = pos;
        while (i < lim && buf[i] != '"' && buf[i] != '\\' && buf[i] != '\n') {
          i++;
        }
        string(buf, pos, i - pos);
        pos = i;
        if (i == lim) {
          continue;
        }
        byte b = buf[i];
        pos++;
        if (b == '\\') {
          string(buf, i, 1);
          escaped = true;
        } else if (b == '"') {
          endString(true);
          inString = false;
        } else {
          endString(false);
          return frame();
        }
      }
    } catch (IOException | RuntimeException e) {
      closeSpool();
      dropSpools();
      throw e;
    }
  }

  private ProxyFrame frame() throws IOException {
    if (overflow) {
      dropSpools();
      throw new TooLarge(maxJson);
    }
    return new ProxyFrame(Arrays.copyOf(out, outLen), spools);
  }

  private boolean blank() {
    if (overflow) {
      return false;
    }
    for (int i = 0; i < outLen; i++) {
      byte b = out[i];
      if (b != ' ' && b != '\t' && b != '\r' && b != '\n') {
        return false;
      }
    }
    return spools.isEmpty();
  }

  private boolean fill() throws IOException {
    int n = in.read(buf, 0, buf.length);
    if (n <= 0) {
      eof = true;
      pos = lim = 0;
      return false;
    }
    pos = 0;
    lim = n;
    return true;
  }

  private void append(byte[] b, int off, int len) {
    if (overflow || len == 0) {
      return;
    }
    if (outLen + len > maxJson) {
      overflow = true;
      return;
    }
    if (outLen + len > out.length) {
      out = Arrays.copyOf(out, Math.max(out.length * 2, outLen + len));
    }
    System.arraycopy(b, off, out, outLen, len);
    outLen += len;
  }

  private void string(byte[] b, int off, int len) throws IOException {
    if (len == 0) {
      return;
    }
    if (spool != null) {
      spool.write(b, off, len);
      return;
    }
    if (strLen + len > SPOOL_AT) {
      spoolPath = dev.candor.capture.TempFiles.create("mcp-", ".str");
      spool = new BufferedOutputStream(Files.newOutputStream(spoolPath), 1 << 16);
      spool.write(str, 0, strLen);
      spool.write(b, off, len);
      strLen = 0;
      return;
    }
    if (strLen + len > str.length) {
      str = Arrays.copyOf(str, Math.max(str.length * 2, strLen + len));
    }
    System.arraycopy(b, off, str, strLen, len);
    strLen += len;
  }

  /** Ends the current string: as a placeholder when it was spooled; closed with a quote when {@code closed}. */
  private void endString(boolean closed) throws IOException {
    if (spool != null) {
      closeSpool();
      spools.add(spoolPath);
      byte[] mark = ("\"\\u0000candor:spool:" + (spools.size() - 1) + (closed ? "\"" : ""))
          .getBytes(StandardCharsets.US_ASCII);
      append(mark, 0, mark.length);
      return;
    }
    append(new byte[] {'"'}, 0, 1);
    append(str, 0, strLen);
    if (closed) {
      append(new byte[] {'"'}, 0, 1);
    }
    if (str.length > (1 << 16)) {
      str = new byte[1 << 12];
    }
    strLen = 0;
  }

  private void closeSpool() throws IOException {
    if (spool != null) {
      OutputStream s = spool;
      spool = null;
      s.close();
    }
  }

  private void dropSpools() {
    if (spools != null) {
      new ProxyFrame(new byte[0], spools).close();
      spools = new ArrayList<>();
    }
  }
}
