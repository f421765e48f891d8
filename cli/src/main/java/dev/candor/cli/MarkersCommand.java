package dev.candor.cli;

import dev.candor.runtimes.Detected;
import dev.candor.runtimes.MarkerDetector;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code candor markers}: finds the truncation markers of any runtime, or Candor's, in what a model read. */
@Command(
    name = "markers",
    mixinStandardHelpOptions = true,
    description = {
      "Finds every runtime's truncation markers, and Candor's own, in what a model read, and says what each states: "
          + "how much was omitted, the original size, the file the full output went to.",
      ""
    },
    footer = {"", "Exit status: 0 when a marker is found, 1 when none is (a cut without a marker is silent), 2 for unreadable input."})
final class MarkersCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(arity = "1", paramLabel = "FILE", description = "What the model read.")
  Path file;

  /** Chars of the file searched at once. */
  static final int CHUNK = 1 << 20;
  /** Chars each search shares with the next, so that a marker across a chunk's end is found whole. */
  static final int OVERLAP = 1 << 16;
  /** Lines in the form of Candor's marks listed at most; all are counted. */
  static final int MAX_IMITATIONS_LISTED = 1_000;

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    long found;
    List<String> imitations = new ArrayList<>();
    long[] imitated = {0};
    try (Reader in = new InputStreamReader(Files.newInputStream(file), StandardCharsets.UTF_8)) {
      found = scan(in, CHUNK, OVERLAP, (offset, d) -> out.println(describe(offset, d)), (offset, d) -> {
        if (imitated[0]++ < MAX_IMITATIONS_LISTED) { // counted all, listed up to a bound: memory stays bounded
          imitations.add("tool at " + offset + " (printed by the tool in the form of candor's mark; not a cut): "
              + shown(d.text()));
        }
      });
    } catch (NoSuchFileException e) {
      throw new IOException("cannot read '" + file + "': no such file", e);
    }
    imitations.forEach(out::println);
    if (imitated[0] > MAX_IMITATIONS_LISTED) {
      out.println("(" + (imitated[0] - MAX_IMITATIONS_LISTED) + " more lines in the form of candor's marks not listed)");
    }
    if (imitated[0] > 0) {
      out.println("imitations=" + imitated[0]);
    }
    out.println("markers=" + found);
    out.flush();
    return found == 0 ? 1 : 0;
  }

  /** Receives a marker and where it starts in the whole text, in UTF-16 units. */
  interface Found {
    void marker(long offset, Detected d);
  }

  /**
   * Finds every marker in {@code in}, {@code chunk} chars at a time, each search reaching {@code
   * overlap} chars into the next so that a marker up to that long is found whole, and once; holds
   * at most {@code chunk + overlap} chars.
   */
  static long scan(Reader in, int chunk, int overlap, Found each) throws IOException {
    return scan(in, chunk, overlap, each, null);
  }

  /**
   * As {@link #scan(Reader, int, int, Found)}, also telling {@code imitation} (when not null) of
   * each line the tool printed in the form of Candor's marks ({@link MarkerDetector#imitations}).
   */
  static long scan(Reader in, int chunk, int overlap, Found each, Found imitation) throws IOException {
    char[] buf = new char[chunk + overlap];
    int have = 0;
    long base = 0;
    long count = 0;
    boolean end = false;
    while (!end) {
      while (have < buf.length) {
        int n = in.read(buf, have, buf.length - have);
        if (n < 0) {
          end = true;
          break;
        }
        have += n;
      }
      int keep = end ? have : Math.min(have, chunk);
      String window = new String(buf, 0, have);
      for (Detected d : MarkerDetector.detect(window)) {
        if (d.offset() < keep) {
          each.marker(base + d.offset(), d);
          count++;
        }
      }
      if (imitation != null) {
        for (Detected d : MarkerDetector.imitations(window)) {
          if (d.offset() < keep) {
            imitation.marker(base + d.offset(), d);
          }
        }
      }
      System.arraycopy(buf, keep, buf, 0, have - keep);
      have -= keep;
      base += keep;
    }
    return count;
  }

  private static String describe(long offset, Detected d) {
    StringBuilder sb = new StringBuilder(String.join("|", d.runtimes())).append(" at ").append(offset);
    d.omitted().ifPresent(a -> sb.append("; omitted ").append(a));
    d.original().ifPresent(a -> sb.append("; original ").append(a));
    d.originalLines().ifPresent(n -> sb.append("; original lines ").append(n));
    d.limit().ifPresent(a -> sb.append("; limit ").append(a));
    d.file().ifPresent(f -> sb.append("; file ").append(f));
    return sb.append(": ").append(shown(d.text())).toString();
  }

  /** A mark's text on one line, at most 120 chars. */
  private static String shown(String text) {
    String shown = text.length() > 120 ? text.substring(0, 117) + "..." : text;
    return shown.replace("\n", "\\n");
  }
}
