package dev.candor;

import com.google.re2j.Matcher;
import com.google.re2j.Pattern;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Replaces secrets in text with {@code [REDACTED:kind]}: pure, no I/O, safe to share between
 * threads.
 *
 * <pre>{@code
 * Redacted r = Redactor.defaults().redact("export GITHUB_TOKEN=ghp_...");
 * r.text();   // "export GITHUB_TOKEN=[REDACTED:github-token]"
 * r.counts(); // {github-token=1}
 * }</pre>
 *
 * <p>The defaults find formats that announce themselves (cloud, source-host, chat, payment and
 * registry tokens by their prefixes, PEM armour, JWT structure) or sit in a telling context ({@code
 * aws_secret_access_key=}, {@code Authorization:}, a URL's password, {@code DB_PASSWORD=}, {@code
 * "password": "..."}, {@code curl -u user:pass}, {@code mysql -pPASS}); a bare random string with
 * no such sign is not found. They run line by line behind a literal prefilter, see through ANSI
 * escapes, and never run a regular expression over more than a few kilobytes of a line (see
 * {@link SecretScan}), so masking costs about one more read of the text.
 *
 * <p>A user's rules run after the defaults, each over the whole text as it then stands, in RE2/J:
 * matching is linear in the text whatever the pattern, so a user's rule cannot hang a call.
 * Redaction is the caller's choice: a result store keeps whatever bytes it is given, so redact
 * before storing if the output may be read by others.
 */
public final class Redactor {
  private static final SecretScan BUILT_IN = new SecretScan(SecretRules.DEFAULTS);
  private static final Redactor DEFAULT = new Redactor(List.of());

  private final List<SecretRule> extra;
  /** The public form of the rules, made when first asked for: it compiles every pattern. */
  private volatile List<RedactRule> rules;

  private Redactor(List<SecretRule> extra) {
    this.extra = List.copyOf(extra);
  }

  /** The built-in rules: see the class comment for the families. */
  public static Redactor defaults() {
    return DEFAULT;
  }

  /** A redactor with these rules after the current ones. */
  public Redactor withRules(List<RedactRule> more) {
    Objects.requireNonNull(more, "more");
    List<SecretRule> all = new ArrayList<>(extra);
    for (RedactRule r : more) {
      all.add(SecretRule.of(r));
    }
    return new Redactor(all);
  }

  /** The rules, in the order they run. */
  public List<RedactRule> rules() {
    List<RedactRule> r = rules;
    if (r == null) {
      List<RedactRule> all = new ArrayList<>();
      for (SecretRule d : SecretRules.DEFAULTS) {
        all.add(d.rule());
      }
      for (SecretRule e : extra) {
        all.add(e.rule());
      }
      r = List.copyOf(all);
      rules = r;
    }
    return r;
  }

  /** Replaces every secret the rules find in output text. */
  public Redacted redact(String text) {
    return redact(text, false);
  }

  /**
   * As {@link #redact(String)} on {@code b[off, off + len)} read as ISO-8859-1 (one char a byte,
   * which keeps every byte of any encoding, the rules being ASCII); null when there is nothing to
   * mask. Most output holds no sign of a secret, and then no text is made of it at all.
   */
  public Redacted redactLatin1(byte[] b, int off, int len) {
    Objects.checkFromIndexSize(off, len, b.length);
    SecretScan.Searched s = BUILT_IN.findLatin1(b, off, off + len);
    if (s == null && extra.isEmpty()) {
      return null;
    }
    String text = s != null ? s.text() : new String(b, off, len, java.nio.charset.StandardCharsets.ISO_8859_1);
    Map<String, Integer> counts = new HashMap<>();
    String out = BUILT_IN.mask(text, s != null ? s.found() : List.of(), counts);
    Redacted r = new Redacted(applyExtra(out, counts), counts);
    return r.isClean() ? null : r;
  }

  /**
   * Replaces every secret in a command line, as a header or a trace shows it: the output rules,
   * and also an option followed by its password as the next word ({@code --password hunter2}).
   */
  public Redacted redactCommand(String commandLine) {
    return redact(commandLine, true);
  }

  /**
   * A command's arguments with their secrets masked, looked for across neighbouring arguments too,
   * so {@code -u}, {@code user:pass} and {@code mysql}, {@code -pPASS} are found as on one line.
   */
  public List<String> redactArgv(List<String> argv) {
    Objects.requireNonNull(argv, "argv");
    String joined = String.join(" ", argv);
    List<SecretScan.Found> found = BUILT_IN.find(joined, true);
    List<String> out = new ArrayList<>(argv.size());
    int at = 0;
    for (String a : argv) {
      int end = at + a.length();
      StringBuilder masked = null;
      int copied = at;
      for (SecretScan.Found f : found) {
        int s = Math.max(at, f.start());
        int e = Math.min(end, f.end());
        if (s >= e) {
          continue;
        }
        masked = masked == null ? new StringBuilder(a.length()) : masked;
        masked.append(joined, copied, s).append("[REDACTED:").append(BUILT_IN.rule(f.rule()).kind()).append(']');
        copied = e;
      }
      String arg = masked == null ? a : masked.append(joined, copied, end).toString();
      out.add(applyExtra(arg, new HashMap<>()));
      at = end + 1;
    }
    return out;
  }

  private Redacted redact(String text, boolean commandLine) {
    Objects.requireNonNull(text, "text");
    Map<String, Integer> counts = new HashMap<>();
    String out = BUILT_IN.mask(text, BUILT_IN.find(text, commandLine), counts);
    return new Redacted(applyExtra(out, counts), counts);
  }

  private String applyExtra(String text, Map<String, Integer> counts) {
    String out = text;
    for (SecretRule r : extra) {
      SecretRule.Compiled c = r.compiled();
      out = apply(out, r.kind(), c.pattern(), c.groups().length > 0 ? c.groups()[0] : 0, counts);
    }
    return out;
  }

  private static String apply(String text, String kind, Pattern pattern, int group, Map<String, Integer> counts) {
    Matcher m = pattern.matcher(text);
    StringBuilder out = null;
    int copied = 0;
    while (m.find()) {
      int start = m.start(group);
      int end = m.end(group);
      if (start < 0 || end <= start) {
        continue;
      }
      if (out == null) {
        out = new StringBuilder(text.length());
      }
      out.append(text, copied, start).append("[REDACTED:").append(kind).append(']');
      copied = end;
      counts.merge(kind, 1, Integer::sum);
    }
    return out == null ? text : out.append(text, copied, text.length()).toString();
  }
}
