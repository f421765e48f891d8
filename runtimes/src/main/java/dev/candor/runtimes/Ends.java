package dev.candor.runtimes;

import java.util.function.UnaryOperator;

/**
 * A text too long to hold, as a profile sees it: its first and last chars, and its length in
 * UTF-16 units, code points, UTF-8 bytes and newlines. The slicing methods answer exactly what the
 * same slice of the whole text would be, as long as it lies within an end.
 */
record Ends(String head, String tail, long utf16, long codePoints, long utf8, long newlines) {

  static Ends of(Sample s) {
    return new Ends(s.head(), s.tail(), s.utf16, s.codePoints, s.utf8, s.newlines);
  }

  /** Both ends through {@code strip}, which removed {@code removed} ASCII chars from the whole text. */
  Ends stripped(UnaryOperator<String> strip, long removed) {
    return new Ends(strip.apply(head), strip.apply(tail), utf16 - removed, codePoints - removed, utf8 - removed,
        newlines);
  }

  /** The head through {@code f}, which takes chars off its start. */
  Ends startTrimmed(UnaryOperator<String> f) {
    String h = f.apply(head);
    String gone = head.substring(0, head.length() - h.length());
    return new Ends(h, tail, utf16 - gone.length(), codePoints - Text.pyLen(gone), utf8 - Text.utf8Length(gone),
        newlines - count(gone));
  }

  /** The tail through {@code f}, which takes chars off its end. */
  Ends endTrimmed(UnaryOperator<String> f) {
    String t = f.apply(tail);
    String gone = tail.substring(t.length());
    return new Ends(head, t, utf16 - gone.length(), codePoints - Text.pyLen(gone), utf8 - Text.utf8Length(gone),
        newlines - count(gone));
  }

  /** {@code text.substring(0, n)}. */
  String headUnits(long n) {
    return head.substring(0, within(n, head.length()));
  }

  /** {@code text.substring(text.length() - n)}. */
  String tailUnits(long n) {
    return tail.substring(tail.length() - within(n, tail.length()));
  }

  /** Python {@code text[:n]}. */
  String headPy(long n) {
    return Text.pyHead(head, within(n, Text.pyLen(head)));
  }

  /** Python {@code text[-n:]}. */
  String tailPy(long n) {
    return Text.pyTail(tail, within(n, Text.pyLen(tail)));
  }

  /**
   * {@link ByteSplit#of}: whole chars of the first {@code headBytes} and of those starting in the
   * last {@code tailBytes}, and how many code points lie between.
   */
  ByteSplit byteSplit(long headBytes, long tailBytes) {
    int prefixEnd = 0;
    long bytes = 0;
    for (int i = 0; i < head.length(); ) {
      int cp = head.codePointAt(i);
      if (bytes + Text.utf8Length(cp) > headBytes) {
        break;
      }
      bytes += Text.utf8Length(cp);
      i += Character.charCount(cp);
      prefixEnd = i;
    }
    long fromEnd = 0;
    int suffixStart = tail.length();
    for (int i = tail.length(); i > 0; ) {
      int cp = tail.codePointBefore(i);
      if (fromEnd + Text.utf8Length(cp) > tailBytes) {
        break;
      }
      fromEnd += Text.utf8Length(cp);
      i -= Character.charCount(cp);
      suffixStart = i;
    }
    String h = head.substring(0, prefixEnd);
    String t = tail.substring(suffixStart);
    if (prefixEnd == head.length() || suffixStart == 0) {
      throw new IllegalStateException("a split of " + headBytes + " + " + tailBytes + " bytes reaches past a window");
    }
    return new ByteSplit(codePoints - Text.pyLen(h) - Text.pyLen(t), h, t);
  }

  private static int within(long n, int length) {
    if (n > length) {
      throw new IllegalStateException("a slice of " + n + " chars reaches past a window of " + length);
    }
    return (int) Math.max(0, n);
  }

  private static long count(String s) {
    return s.chars().filter(c -> c == '\n').count();
  }
}
