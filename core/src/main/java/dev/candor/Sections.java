package dev.candor;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A report in sections: a header line, then sub-headers each over indented frames. ASan prints
 * {@code ==1==ERROR: AddressSanitizer: heap-use-after-free ...}, then {@code READ of size 8 ...}
 * over frames, {@code freed by thread T0 here:} over frames, {@code previously allocated by thread
 * T0 here:} over frames and {@code SUMMARY: AddressSanitizer: ...}; Go's race detector prints
 * {@code WARNING: DATA RACE}, then {@code Write at 0x... by goroutine 7:} over frames and {@code
 * Previous read at ...} over frames. Each section says something of its own, so each keeps its
 * sub-header and its first frames (the caller's own code, above the runtime's), rather than the
 * first section keeping all of its frames.
 */
final class Sections {
  /** A report's sections are looked for within this many lines of its header. */
  static final int REACH = 48;
  /** At most this many sections belong to one report (its closing line after them, too). */
  static final int MAX_SECTIONS = 3;
  /** A sub-header's body is looked at for a frame in its first this many lines. */
  private static final int FRAME_WITHIN = 4;

  /** The closing line of a sanitizer's report: it names the bug and its place once more. */
  private static final Pattern CLOSING = Pattern.compile("^SUMMARY: \\S");

  /** A Go frame's file line, under its function's line: {@code /src/cache/cache.go:28 +0xb9}. */
  private static final Pattern GO_FILE = Pattern.compile("^\\s+\\S+\\.go:[0-9]+ \\+0x[0-9a-f]+");

  private Sections() {}

  /**
   * The sections from {@code all[k]} on that belong to a report header indented {@code
   * hitIndent}, before line index {@code reach}: each sub-header with its first frames; the lines
   * of a section's body that are not kept, and one line between sections (ASan's {@code 0x... is
   * located 32 bytes inside of ...}), are passed over. Empty when {@code all[k]} starts no section.
   */
  static List<Line> after(List<Line> all, int k, int hitIndent, int reach) {
    int end = Math.min(all.size(), reach);
    List<Line> out = new ArrayList<>();
    int sections = 0;
    boolean passed = false;
    while (k < end) {
      Line l = all.get(k);
      int ind = Blocks.indent(l.text());
      if (ind < 0) {
        k++; // blank lines part sections (LeakSanitizer's first one, too, from its header)
        continue;
      }
      if (ind > hitIndent) {
        break;
      }
      int bodyEnd = bodyEnd(all, k, end);
      if (bodyEnd > k + 1 && hasFrame(all, k + 1, bodyEnd)) {
        if (sections == MAX_SECTIONS) {
          break;
        }
        out.add(l);
        out.addAll(firstFrames(all, k + 1, bodyEnd));
        sections++;
        passed = false;
        k = bodyEnd;
        continue;
      }
      if (sections > 0 && CLOSING.matcher(l.text()).find()) {
        out.add(l);
        break;
      }
      if (sections > 0 && !passed) {
        passed = true; // one line between two sections
        k++;
        continue;
      }
      break;
    }
    return sections == 0 ? List.of() : out;
  }

  /** Where the body of the line at {@code all[k]} ends: the first line after it not indented more. */
  private static int bodyEnd(List<Line> all, int k, int end) {
    int ind = Blocks.indent(all.get(k).text());
    int j = k + 1;
    while (j < end && Blocks.indent(all.get(j).text()) > ind) {
      j++;
    }
    return j;
  }

  /** Whether a frame is among the first lines of {@code all[from, to)}: a located line alone is not one (gcc's {@code from x.cpp:5:}). */
  private static boolean hasFrame(List<Line> all, int from, int to) {
    for (int j = from; j < to && j < from + FRAME_WITHIN; j++) {
      String t = all.get(j).text();
      if (Frames.isFrame(t) || GO_FILE.matcher(t).find()) {
        return true;
      }
    }
    return false;
  }

  /**
   * The first frames of a section's body {@code all[from, to)}: the first that points at the
   * caller's own code, with the line just above it when that is its function's line (Go prints a
   * frame's function, then its file indented under it); the first line when none does.
   */
  private static List<Line> firstFrames(List<Line> all, int from, int to) {
    for (int j = from; j < to; j++) {
      String t = all.get(j).text();
      if (Frames.pointsAtOwnCode(t) && !Frames.isLibrary(t)) {
        if (j > from && Blocks.indent(all.get(j - 1).text()) < Blocks.indent(t)) {
          return List.of(all.get(j - 1), all.get(j));
        }
        return List.of(all.get(j));
      }
    }
    return List.of(all.get(from));
  }
}
