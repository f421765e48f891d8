package dev.candor;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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

  /**
   * File names whose {@code #} starts a comment, not a Markdown heading: scripts, Python, Ruby,
   * Perl, R, configuration (YAML, TOML, INI-like), Makefiles and Dockerfiles.
   */
  private static final Pattern HASH_COMMENTS = Pattern.compile(
      "(?i)(\\.(py|pyi|pyw|sh|bash|zsh|ksh|fish|rb|rake|gemspec|pl|pm|r|yaml|yml|toml|cfg|conf|ini|properties|env|tf|tfvars"
          + "|nix|ps1|psm1|cmake|mk|awk|sed|tcl|jl|cr|ex|exs|nim|coffee|gitignore|dockerignore|editorconfig)"
          + "|(^|/)(makefile|gnumakefile|dockerfile|containerfile|cmakelists\\.txt|gemfile|rakefile|pipfile|vagrantfile|procfile"
          + "|requirements[\\w.-]*\\.txt))$");

  private final List<Line> entries = new ArrayList<>();
  private final boolean hashComments;
  private final Clean.Stats stats = new Clean.Stats();
  private final long[] range;
  private final List<Line> inRange = new ArrayList<>();
  private final long rangeCapBytes;
  private long rangeBytes;

  /**
   * @param range requested lines {@code [from, to]} to collect whole, or null
   * @param hashComments whether a line that starts with {@code #} is a comment ({@link #hashComments(Optional)}), not a heading
   */
  Outline(long[] range, long rangeCapBytes, boolean hashComments) {
    this.range = range;
    this.rangeCapBytes = rangeCapBytes;
    this.hashComments = hashComments;
  }

  /**
   * Whether the file a command read is one whose {@code #} starts a comment, by the name its last
   * word gives ({@code cat argparse.py}): its {@code # Utility functions} and {@code # =====} lines
   * are then no headings of its outline, where they ranked with its top-level classes. Unknown
   * names keep {@code #} lines as Markdown headings.
   */
  static boolean hashComments(Optional<String> command) {
    if (command.isEmpty()) {
      return false;
    }
    String c = command.get().strip();
    int space = Math.max(c.lastIndexOf(' '), c.lastIndexOf('\t'));
    String last = c.substring(space + 1).replace("'", "").replace("\"", "");
    return HASH_COMMENTS.matcher(last).find();
  }

  /** Whether {@code text} is an entry of this file's outline: a declaration, and no comment taken for a heading. */
  boolean admits(String text) {
    return isDeclaration(text) && !(hashComments && text.stripLeading().startsWith("#"));
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
    if (t.startsWith("#") && t.codePoints().noneMatch(Character::isLetterOrDigit)) {
      return false; // a rule of marks ("# =====") names nothing, whatever the file
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
    if (admits(text)) {
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
