package dev.candor;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Declarations and headings that summarise a file read: the lines a person scans to find their
 * way (classes, functions, Markdown headings), with their line numbers.
 */
final class Outline implements Scanner.LineVisitor {
  private static final Pattern DECLARATION = Pattern.compile(
      "^(#{1,6} \\S.*"                                                           // Markdown heading
          + "|\\s*(export\\s+)?(default\\s+)?(abstract\\s+|final\\s+|sealed\\s+|public\\s+|private\\s+|protected\\s+|static\\s+|internal\\s+|open\\s+|data\\s+|async\\s+)*"
          + "(class|interface|enum|record|struct|trait|impl|object|module|namespace|union|type|fn|func|def|function|fun)\\s+[A-Za-z_$][\\w$<>:,\\s]*.*"
          + "|\\s*(public|protected|private|static)(\\s+[\\w<>\\[\\],.?]+)+\\s*\\(.*"  // Java/C# members
          + "|[A-Za-z_][\\w\\s*&:<>,]*\\s[*&]*[A-Za-z_][\\w:]*\\s*\\([^;]*\\)\\s*\\{?\\s*"  // C/C++ definition
          + ")$");
  private static final int MAX = 2000;
  private static final int KEEP_BYTES = 240;

  private final List<Line> entries = new ArrayList<>();
  private final Clean.Stats stats = new Clean.Stats();
  private final long[] range;
  private final List<Line> inRange = new ArrayList<>();
  private final long rangeCapBytes;
  private long rangeBytes;

  /** @param range requested lines {@code [from, to]} to collect whole, or null */
  Outline(long[] range, long rangeCapBytes) {
    this.range = range;
    this.rangeCapBytes = rangeCapBytes;
  }

  static boolean isDeclaration(String text) {
    if (text.isBlank() || text.length() > 400) {
      return false;
    }
    String t = text.stripLeading();
    if (t.startsWith("//") || t.startsWith("*") || t.startsWith("/*") || t.startsWith("return ")
        || t.startsWith("else") || t.startsWith("if ") || t.startsWith("if(")
        || t.startsWith("for ") || t.startsWith("while ") || t.startsWith("switch")) {
      return false;
    }
    return DECLARATION.matcher(text).matches();
  }

  @Override
  public void visit(long number, long offset, byte[] b, int s, int e, boolean clipped) {
    if (range != null && number >= range[0] && number <= range[1]) {
      if (rangeBytes < rangeCapBytes) {
        int end = (int) Math.min(e, s + (rangeCapBytes - rangeBytes));
        String text = Clean.line(b, s, end, stats);
        inRange.add(new Line(number, offset, offset + (end - s), text, false, clipped || end < e));
        rangeBytes += end - s + 1;
      }
      return;
    }
    if (entries.size() >= MAX) {
      return;
    }
    int end = Math.min(e, s + KEEP_BYTES);
    // Cheap test first: declarations start with a letter, '#', or indentation then a letter.
    String text = Clean.line(b, s, end, stats);
    if (isDeclaration(text)) {
      entries.add(new Line(number, offset, offset + (end - s), text, false, clipped || end < e));
    }
  }

  /** Declarations seen outside the requested range, in order. */
  List<Line> entries() {
    return entries;
  }

  /** The requested lines, as far as the collection cap allowed. */
  List<Line> inRange() {
    return inRange;
  }
}
