package dev.candor;

import java.util.regex.Pattern;

/**
 * Stack frames and library paths: which lines of a stack trace or a compiler's report point at
 * the caller's own code rather than at a framework, a runtime or a system header.
 */
final class Frames {
  /** How many lines after an error line are searched for the first frame of the caller's code. */
  static final int LOOK_AHEAD = 40;

  /**
   * Java's and JavaScript's {@code at}, Python's {@code File "}, the numbered frames of sanitizers
   * and gdb ({@code #0 0x... in f}), and Valgrind's frames under its process prefix ({@code
   * ==4711==    by 0x1098DC: parse_header (importer.c:85)}).
   */
  private static final Pattern FRAME = Pattern.compile(
      "^\\s+at \\S|^\\s+File \"|^\\s*#[0-9]{1,4}\\s+(0x[0-9a-fA-F]+ in \\S|[\\w:~<>]+ \\()"
          + "|^==[0-9]{1,10}==\\s+(at|by) 0x[0-9a-fA-F]+: ");
  private static final Pattern LIBRARY = Pattern.compile(
      "\\bat (org\\.junit|junit\\.|org\\.opentest4j|org\\.testng|org\\.apache\\.maven|org\\.gradle|java\\.|javax\\.|jdk\\."
          + "|sun\\.|com\\.sun\\.|kotlin\\.|scala\\.|org\\.springframework\\.|node:|process\\.|Module\\.|internal/)"
          + "|node:internal|node_modules/|site-packages/|dist-packages/|<frozen |/usr/lib/|/usr/include/|/usr/local/lib/"
          + "|\\.cargo/registry|/rustc/|\\.m2/repository|/opt/|/usr/libexec/|\\(in /(usr/)?lib"
          // glibc's and the sanitizers' own sources, and Go's runtime, in native frames
          + "|/sysdeps/|\\.\\./csu/|libsanitizer/|compiler-rt/|\\bin __(libc|interceptor)_|/go/src/(runtime|testing)/"
          // glibc's sources as Debian's and Ubuntu's builds name them in gdb's frames (at ./nptl/pthread_kill.c:44)
          + "|(?<![\\w.])\\./(nptl|stdlib|posix|string|libio|malloc|signal|assert|misc|io|elf|stdio-common)/");
  /* The path is bounded and starts where a run of path characters starts: an unbounded run before
   * "\\." backtracks over the whole rest of the line from every start, which made one 100 KB line
   * cost half a minute; a bounded one tried from every char of a 2,000-char line still costs half a
   * million steps a line, and an error block's lines are asked it once per kept error line. */
  private static final Pattern SOURCE_PATH = Pattern.compile(
      "(?<![\\w.+/~-])[\\w.+/~-]{1,256}\\.(c|h|cc|cpp|cxx|hpp|java|kt|scala|py|rs|go|js|mjs|cjs|ts|tsx|rb|php|cs|swift"
          + "|erl|hrl|ex|exs|hs|lua|ml|fs|f90|pl|pm|dart|jl|clj|groovy)\\b([:(\\[]|\"?, line [0-9])");
  /** A source location is looked for in a line's first this many chars. */
  private static final int LOCATION_WITHIN = 2_000;

  private Frames() {}

  /** A stack frame line: Java, JavaScript ({@code at ...}) or Python ({@code File "..."}). */
  static boolean isFrame(String text) {
    return FRAME.matcher(text).find();
  }

  /** Whether the line names a source location ({@code file.c:12}, {@code main.go:10}), in any code. */
  static boolean isLocated(String text) {
    return SOURCE_PATH.matcher(text.length() > LOCATION_WITHIN ? text.substring(0, LOCATION_WITHIN) : text).find();
  }

  /** Whether the line points into a framework, a runtime or system headers. */
  static boolean isLibrary(String text) {
    return LIBRARY.matcher(text).find();
  }

  /** Whether the line names a source location outside libraries: the caller's own code. */
  static boolean pointsAtOwnCode(String text) {
    var m = SOURCE_PATH.matcher(text.length() > LOCATION_WITHIN ? text.substring(0, LOCATION_WITHIN) : text);
    while (m.find()) {
      String path = m.group();
      if (!LIBRARY.matcher(path).find() && !path.startsWith("/usr/") && !path.startsWith("/opt/")) {
        return true;
      }
    }
    return false;
  }
}
