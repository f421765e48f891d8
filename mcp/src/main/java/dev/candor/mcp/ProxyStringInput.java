package dev.candor.mcp;

import java.io.IOException;
import java.io.InputStream;

/**
 * The UTF-8 bytes a JSON string body stands for, decoded as they stream from its wire bytes
 * (escapes such as {@code \n}, {@code \"} and {@code \u00e9}, surrogate pairs included). A bad
 * escape becomes U+FFFD rather than an error: the text is evidence, not code.
 */
final class ProxyStringInput extends InputStream {
  private final InputStream src;
  private final byte[] buf = new byte[1 << 16];
  private int pos;
  private int lim;
  private final byte[] pending = new byte[8];
  private int pendingPos;
  private int pendingLen;

  ProxyStringInput(InputStream src) {
    this.src = src;
  }

  private int next() throws IOException {
    if (pos == lim) {
      int n = src.read(buf, 0, buf.length);
      if (n <= 0) {
        return -1;
      }
      pos = 0;
      lim = n;
    }
    return buf[pos++] & 0xff;
  }

  @Override
  public int read() throws IOException {
    if (pendingPos < pendingLen) {
      return pending[pendingPos++] & 0xff;
    }
    int c = next();
    if (c != '\\') {
      return c;
    }
    int e = next();
    switch (e) {
      case 'n':
        return '\n';
      case 't':
        return '\t';
      case 'r':
        return '\r';
      case 'b':
        return '\b';
      case 'f':
        return '\f';
      case 'u':
        return unicode();
      case -1:
        return -1;
      default:
        return e; // \" \\ \/ and, leniently, any other escaped byte
    }
  }

  private int unicode() throws IOException {
    int cp = hex4();
    if (cp >= 0xD800 && cp <= 0xDBFF) {
      int a = next();
      int b = a == '\\' ? next() : -1;
      int low = b == 'u' ? hex4() : -1;
      cp = low >= 0xDC00 && low <= 0xDFFF ? 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD;
    } else if (cp < 0 || (cp >= 0xDC00 && cp <= 0xDFFF)) {
      cp = 0xFFFD;
    }
    pendingPos = 0;
    pendingLen = 0;
    if (cp < 0x80) {
      return cp;
    }
    if (cp < 0x800) {
      pending[pendingLen++] = (byte) (0x80 | (cp & 0x3f));
      return 0xC0 | (cp >> 6);
    }
    if (cp < 0x10000) {
      pending[pendingLen++] = (byte) (0x80 | ((cp >> 6) & 0x3f));
      pending[pendingLen++] = (byte) (0x80 | (cp & 0x3f));
      return 0xE0 | (cp >> 12);
    }
    pending[pendingLen++] = (byte) (0x80 | ((cp >> 12) & 0x3f));
    pending[pendingLen++] = (byte) (0x80 | ((cp >> 6) & 0x3f));
    pending[pendingLen++] = (byte) (0x80 | (cp & 0x3f));
    return 0xF0 | (cp >> 18);
  }

  private int hex4() throws IOException {
    int v = 0;
    for (int i = 0; i < 4; i++) {
      int c = next();
      int d = Character.digit(c < 0 ? -1 : c, 16);
      if (d < 0) {
        return -1;
      }
      v = v * 16 + d;
    }
    return v;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    if (len == 0) {
      return 0;
    }
    int n = 0;
    while (n < len) {
      if (pendingPos >= pendingLen && pos < lim) {
        // Fast path: copy plain bytes up to the next escape.
        int i = pos;
        int end = Math.min(lim, pos + (len - n));
        while (i < end && buf[i] != '\\') {
          i++;
        }
        if (i > pos) {
          System.arraycopy(buf, pos, b, off + n, i - pos);
          n += i - pos;
          pos = i;
          continue;
        }
      }
      int c = read();
      if (c < 0) {
        return n == 0 ? -1 : n;
      }
      b[off + n++] = (byte) c;
    }
    return n;
  }

  @Override
  public void close() throws IOException {
    src.close();
  }
}
