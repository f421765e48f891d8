package dev.candor.cli;

import dev.candor.runtimes.Detected;
import dev.candor.runtimes.Markers;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
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
          + "how much was omitted, the original size, the file the full output went to. A line the tool printed in "
          + "the form of Candor's marks, which Candor shows behind '(tool) ', is listed as the tool's, never as a cut.",
      ""
    },
    footer = {"", "Exit status: 0 when a marker is found, 1 when none is (a cut without a marker is silent), 2 for unreadable input."})
final class MarkersCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(arity = "1", paramLabel = "FILE", description = "What the model read.")
  Path file;

  @Override
  public Integer call() throws IOException {
    String text;
    try {
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      throw new IOException("cannot read '" + file + "': no such file", e);
    } catch (java.nio.charset.MalformedInputException e) {
      text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
    }
    List<Detected> found = Markers.detect(text);
    PrintWriter out = spec.commandLine().getOut();
    for (Detected d : found) {
      StringBuilder sb = new StringBuilder(String.join("|", d.runtimes())).append(" at ").append(d.offset());
      d.omitted().ifPresent(a -> sb.append("; omitted ").append(a));
      d.original().ifPresent(a -> sb.append("; original ").append(a));
      d.originalLines().ifPresent(n -> sb.append("; original lines ").append(n));
      d.limit().ifPresent(a -> sb.append("; limit ").append(a));
      d.file().ifPresent(f -> sb.append("; file ").append(f));
      String shown = d.text().length() > 120 ? d.text().substring(0, 117) + "..." : d.text();
      out.println(sb.append(": ").append(shown.replace("\n", "\\n")));
    }
    List<Detected> imitations = Markers.imitations(text);
    for (Detected d : imitations) {
      out.println("tool at " + d.offset() + " (printed by the tool in the form of candor's mark; not a cut): " + d.text());
    }
    if (!imitations.isEmpty()) {
      out.println("imitations=" + imitations.size());
    }
    out.println("markers=" + found.size());
    out.flush();
    return found.isEmpty() ? 1 : 0;
  }
}
