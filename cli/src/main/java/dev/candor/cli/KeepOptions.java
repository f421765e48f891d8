package dev.candor.cli;

import dev.candor.RedactRule;
import dev.candor.Redactor;
import dev.candor.ShapeException;
import java.nio.file.Path;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Where full outputs are kept, and whether secrets are masked first; shared by {@code run}, {@code shape} and {@code more}. */
final class KeepOptions {
  @Mixin StoreOption store = new StoreOption();

  @Option(names = "--no-store", description = "Keep no copy of the full output (the observation then says it was not kept).")
  boolean noStore;

  @Option(names = "--no-redact", description = "Do not mask secrets (cloud, source-host, chat, payment and registry keys and tokens, JWTs, auth headers, private keys, passwords in URLs, assignments and command-line options) before storing and showing.")
  boolean noRedact;

  @Option(names = "--redact-rules", paramLabel = "FILE", description = "More secrets to mask: one 'kind = RE2 regex' a line, # for comments (default: .candor/redact.rules here, or under $CANDOR_HOME, when present).")
  Path redactRules;

  /** The store's URL, or null with --no-store. */
  String url() {
    if (noStore) {
      return null;
    }
    return store.url();
  }

  /** The redactor, or null with --no-redact: the default rules plus the user's. */
  Redactor redactor() {
    if (noRedact) {
      return null;
    }
    Path file = redactRules;
    if (file == null) {
      String home = System.getenv("CANDOR_HOME");
      Path candidate = home != null && !home.isBlank() ? Path.of(home, "redact.rules") : Path.of(".candor", "redact.rules");
      file = java.nio.file.Files.isRegularFile(candidate) ? candidate : null;
    }
    return file == null ? Redactor.defaults() : Redactor.defaults().withRules(rules(file));
  }

  /** Reads {@code kind = regex} lines; a bad line is a usage error that names it. */
  static java.util.List<RedactRule> rules(Path file) {
    java.util.List<String> lines;
    try {
      lines = java.nio.file.Files.readAllLines(file);
    } catch (java.io.IOException e) {
      throw new ShapeException("--redact-rules", "cannot read redaction rules from " + file + ": " + e.getMessage());
    }
    java.util.List<RedactRule> out = new java.util.ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String l = lines.get(i).strip();
      if (l.isEmpty() || l.startsWith("#")) {
        continue;
      }
      int eq = l.indexOf('=');
      if (eq < 1) {
        throw new ShapeException("--redact-rules", file + " line " + (i + 1) + ": write 'kind = regex', such as 'internal-token = itk_[A-Za-z0-9]{32}'");
      }
      try {
        out.add(new RedactRule(l.substring(0, eq).strip(), l.substring(eq + 1).strip()));
      } catch (IllegalArgumentException e) {
        throw new ShapeException("--redact-rules", file + " line " + (i + 1) + ": " + e.getMessage());
      }
    }
    return out;
  }
}
