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

  private static final Pattern TYPE = Pattern.compile(
      "^(export\\s+)?(default\\s+)?((public|private|protected|abstract|final|sealed|static|data|open|internal)\\s+)*"
          + "(class|interface|enum|record|struct|trait|impl|object|union|type)\\s.*");
  private static final Pattern PRIVATE_NAME = Pattern.compile("^(\\w+\\s+)*?(class|def|fn|func|function)\\s+_");
  private static final Pattern IMPORT = Pattern.compile(
      "^(package|module|namespace|import|from \\S+ import|#include|use|require)\\b.*");

  /**
   * How telling a declaration is, lowest first: package and top-level types, then imports and
   * top-level functions, then members by depth. Markdown headings rank by level.
   */
  static int rank(String text) {
    int indent = 0;
    while (indent < text.length() && (text.charAt(indent) == ' ' || text.charAt(indent) == '\t')) {
      indent++;
    }
    if (text.startsWith("#") && !text.startsWith("#include")) {
      int level = 0;
      while (level < text.length() && text.charAt(level) == '#') {
        level++;
      }
      return level - 1;
    }
    String t = text.substring(indent);
    // A name that starts with an underscore is private by convention: rank it after public ones.
    int hidden = PRIVATE_NAME.matcher(t).find() ? 1 : 0;
    if (indent == 0 && (TYPE.matcher(t).matches() || t.startsWith("package ") || t.startsWith("module "))) {
      return hidden;
    }
    if (indent == 0) {
      return (IMPORT.matcher(t).matches() ? 2 : 1) + hidden;
    }
    return 3 + Math.min(indent, 16) + hidden;
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
