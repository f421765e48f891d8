package dev.candor.store;

import java.io.InputStream;
import java.security.SecureRandom;
import java.util.Objects;

/**
 * The name of one stored result: {@code cnd_} and 32 characters of lowercase base32 (a-z, 2-7)
 * carrying 160 random bits, such as {@code cnd_3k7vq2m4xj5rbw6yzt2np4hd7c6fslae}. Handles are
 * unguessable and say nothing about the content; which run a handle belongs to is recorded in the
 * store, not in the text.
 *
 * @param value the handle text
 */
public record Handle(String value) {
  /** Every handle starts with this. */
  public static final String PREFIX = "cnd_";

  static final int RANDOM_BYTES = 20;
  static final int BODY_LENGTH = 32;
  private static final String ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

  /** @throws StoreException of kind {@link StoreException.Kind#MALFORMED_HANDLE} */
  public Handle {
    Objects.requireNonNull(value, "value");
    String problem = problem(value);
    if (problem != null) {
      throw new StoreException(StoreException.Kind.MALFORMED_HANDLE, value,
          "malformed handle \"" + clip(value) + "\": " + problem + "; a handle is \"" + PREFIX
              + "\" followed by 32 characters from a-z and 2-7: copy it exactly as printed");
    }
  }

  /**
   * Reads a handle, ignoring surrounding white space.
   *
   * @throws StoreException of kind {@link StoreException.Kind#MALFORMED_HANDLE} for anything else
   */
  public static Handle parse(String text) {
    Objects.requireNonNull(text, "text");
    return new Handle(text.strip());
  }

  /** Whether {@code text} is a well-formed handle. */
  public static boolean isHandle(String text) {
    return text != null && problem(text) == null;
  }

  /**
   * A new handle from the kernel's random source: 20 bytes of {@code /dev/urandom}, the source a
   * {@link SecureRandom} would read too, without the security providers it loads and seeds first
   * (tens of milliseconds of a short call). Where there is no such file, a {@link SecureRandom}.
   * A store makes one for each result; a caller that must name a result before it is stored makes
   * one here and gives it to {@link ResultStore#put(InputStream, java.util.function.Supplier, Handle)}.
   */
  public static Handle random() {
    byte[] bits = new byte[RANDOM_BYTES];
    try (java.io.InputStream in = new java.io.FileInputStream("/dev/urandom")) {
      if (in.readNBytes(bits, 0, bits.length) == bits.length) {
        return new Handle(PREFIX + base32(bits));
      }
    } catch (java.io.IOException e) {
      // no /dev/urandom: the JDK's own source below
    }
    return random(Fallback.SOURCE);
  }

  /** Made on first use only. */
  private static final class Fallback {
    static final SecureRandom SOURCE = new SecureRandom();
  }

  static Handle random(SecureRandom random) {
    byte[] bits = new byte[RANDOM_BYTES];
    random.nextBytes(bits);
    return new Handle(PREFIX + base32(bits));
  }

  @Override
  public String toString() {
    return value;
  }

  /** Lowercase RFC 4648 base32 without padding; 20 bytes give exactly 32 characters. */
  static String base32(byte[] bytes) {
    StringBuilder out = new StringBuilder((bytes.length * 8 + 4) / 5);
    int buffer = 0;
    int bits = 0;
    for (byte b : bytes) {
      buffer = (buffer << 8) | (b & 0xff);
      bits += 8;
      while (bits >= 5) {
        out.append(ALPHABET.charAt((buffer >>> (bits - 5)) & 31));
        bits -= 5;
      }
    }
    if (bits > 0) {
      out.append(ALPHABET.charAt((buffer << (5 - bits)) & 31));
    }
    return out.toString();
  }

  private static String problem(String text) {
    if (!text.startsWith(PREFIX)) {
      return "it does not start with \"" + PREFIX + "\"";
    }
    int body = text.length() - PREFIX.length();
    if (body != BODY_LENGTH) {
      return "it has " + body + " characters after the prefix, not " + BODY_LENGTH;
    }
    for (int i = PREFIX.length(); i < text.length(); i++) {
      if (ALPHABET.indexOf(text.charAt(i)) < 0) {
        return "character '" + text.charAt(i) + "' at position " + (i + 1) + " is not in a-z or 2-7";
      }
    }
    return null;
  }

  private static String clip(String text) {
    return text.length() <= 60 ? text : text.substring(0, 57) + "...";
  }
}
