package dev.candor.runtimes;

import dev.candor.Marker;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Finds the truncation markers of every modelled runtime, and Candor's own, in an observation, and
 * reads what each states.
 *
 * <p>Only text a runtime writes when it cuts is matched, each grammar exactly as that runtime's
 * source writes it, so raw tool output does not trip it. Header lines that also appear when
 * nothing was cut ({@code Original token count}, {@code Total output lines}) are read only as
 * context for a cut marker that follows them.
 */
public final class MarkerDetector {
  static final String OPENHANDS = "openhands";
  static final String SMOLAGENTS = "smolagents";
  static final String CODEX = "codex";
  static final String AGENTS = "openai-agents";
  static final String CLAUDE = "claude-code";
  static final String GEMINI = "gemini-cli";
  static final String SWE_AGENT = "swe-agent";
  static final String CLINE = "cline";
  static final String OPENCODE = "opencode";
  static final String GOOSE = "goose";
  static final String CANDOR = "candor";
  /** What {@link #imitations} names: the tool, whose line only reads like Candor's mark. */
  static final String TOOL = "tool";

  private static final Pattern OPENHANDS_NOTICE = Pattern.compile(
      "<response clipped><NOTE>Due to the max output limit, only part of the full response has been shown to you\\."
          + "(?: The complete output has been saved to (.+?) - you can use other tools to view the full content "
          + "\\(truncated part starts around line (\\d+)\\)\\.)?</NOTE>");
  private static final Pattern SMOLAGENTS_NOTICE = Pattern.compile(
      "\\.\\.\\._This content has been truncated to stay below (\\d+) characters_\\.\\.\\.");
  private static final Pattern MIDDLE = Pattern.compile("…(\\d+) (chars|tokens) truncated…");
  private static final Pattern CODEX_WARNING = Pattern.compile(
      "Warning: truncated output \\(original token count: (\\d+)\\)");
  private static final Pattern TOTAL_LINES = Pattern.compile("(?m)^Total output lines: (\\d+)$");
  private static final Pattern ORIGINAL_TOKENS = Pattern.compile("(?m)^Original token count: (\\d+)$");
  private static final Pattern CLAUDE_PERSISTED = Pattern.compile(
      "<persisted-output>\\nOutput too large \\(([0-9]+(?:\\.[0-9])?)(KB|MB| bytes)\\)\\. "
          + "Full output saved to: ([^\\n]+)\\n\\nPreview \\(first 2KB\\):");
  private static final Pattern GEMINI_NOTICE = Pattern.compile(
      "Output too large\\. Showing first ([0-9,]+) and last ([0-9,]+) characters\\. For full output see: ([^\\n]+)");
  private static final Pattern GEMINI_OMITTED = Pattern.compile("\\n\\n\\.\\.\\. \\[([0-9,]+) characters omitted\\] \\.\\.\\.\\n\\n");

  private static final Pattern SWE_AGENT_NOTICE = Pattern.compile(
      "<response clipped><NOTE>Observations should not exceeded (\\d+) characters\\. (\\d+) characters were elided\\. "
          + "Please try a different command that produces less output or use head/tail/grep/redirect the output to a "
          + "file\\. Do not use interactive pagers\\.</NOTE>");
  private static final Pattern CLINE_EXECUTOR = Pattern.compile("\\[\\.\\.\\. output truncated: (\\d+) chars total\\. "
      + "Refine the command \\(grep, head, tail\\) to view the elided middle \\.\\.\\.\\]");
  private static final Pattern CLINE_BUILDER =
      Pattern.compile("\\.\\.\\.\\[truncated (\\d+) chars(?: to fit provider request budget)?\\]\\.\\.\\.");
  private static final Pattern OPENCODE_NOTICE = Pattern.compile("\\.\\.\\.(\\d+) (lines|bytes) truncated\\.\\.\\.\\n\\n"
      + "The tool call succeeded but the output was truncated\\. Full output saved to: ([^\\n]+)");
  private static final Pattern GOOSE_NOTICE = Pattern.compile("\\[Output exceeded (\\d+) (line|byte) limit "
      + "\\((\\d+) (?:lines|bytes) total\\)\\. Full output saved to (.+?)\\. Read it with shell commands like");
  /**
   * Exit code statements: {@code exit code: 1}, {@code Exit code 1}, {@code Exit Code: 1}, {@code
   * [The command completed with exit code 1.]}, {@code Process exited with code 1}, {@code
   * [Command exited with code 1]}, {@code "exit_code":1}, {@code exit status 1}.
   */
  private static final Pattern EXIT_CODE = Pattern.compile(
      "(?i)\\b(?:exit[ _]code|exit status|exited with code)\"?\\s*[:=]?\\s*(-?[0-9]+)\\b");

  private MarkerDetector() {}

  /**
   * Whether a marker in {@code observed} says that part of the output was cut: a runtime's marker,
   * or one of Candor's (a gap marker, a summary, a capped JSON, NDJSON or CSV statement, a replaced
   * value).
   */
  public static boolean cut(String observed) {
    return !detect(observed).isEmpty() || observed.contains(Marker.PREFIX);
  }

  /**
   * Whether {@code observed} accounts for what it leaves out: {@link #cut}, or Candor's statement of
   * the items shown out of the items there were, which also says when nothing was left out.
   */
  public static boolean accounted(String observed) {
    return cut(observed) || CandorMarks.statesItemCounts(observed);
  }

  /** Whether {@code observed} states the exit code {@code code} in a form a runtime or Candor writes. */
  public static boolean statesExitCode(String observed, int code) {
    Matcher m = EXIT_CODE.matcher(observed);
    while (m.find()) {
      if (m.group(1).equals(Integer.toString(code))) {
        return true;
      }
    }
    return false;
  }

  /**
   * The lines of a Candor observation that the tool printed in the form of Candor's marks (a gap
   * marker, a {@code [candor: ...]} summary), which Candor shows marked as the tool's ({@link
   * dev.candor.Marker#FROM_TOOL}). {@link #detect} never counts them.
   */
  public static List<Detected> imitations(String observed) {
    return List.copyOf(CandorMarks.imitations(observed));
  }

  /** Every marker in {@code observed}, in the order they appear. */
  public static List<Detected> detect(String observed) {
    List<Detected> out = new ArrayList<>();
    openHands(observed, out);
    smolagents(observed, out);
    middle(observed, out);
    claude(observed, out);
    gemini(observed, out);
    sweAgent(observed, out);
    cline(observed, out);
    opencode(observed, out);
    goose(observed, out);
    CandorMarks.detect(observed, out);
    out.sort(Comparator.comparingInt(Detected::offset));
    return List.copyOf(out);
  }

  private static void openHands(String s, List<Detected> out) {
    Matcher m = OPENHANDS_NOTICE.matcher(s);
    while (m.find()) {
      Detected d = Detected.of(List.of(OPENHANDS), m.group(), m.start());
      if (m.group(1) != null) {
        d = d.withFile(m.group(1)).withLine(Long.parseLong(m.group(2)));
      }
      out.add(d);
    }
  }

  private static void smolagents(String s, List<Detected> out) {
    Matcher m = SMOLAGENTS_NOTICE.matcher(s);
    while (m.find()) {
      out.add(Detected.of(List.of(SMOLAGENTS), m.group(), m.start()).withLimit(Amount.chars(Long.parseLong(m.group(1)))));
    }
  }

  /**
   * Codex's and the Agents SDK's {@code …N chars truncated…} / {@code …N tokens truncated…}, with
   * the warning, line count and token count written above it since the previous such marker.
   */
  private static void middle(String s, List<Detected> out) {
    Matcher m = MIDDLE.matcher(s);
    int regionStart = 0;
    while (m.find()) {
      boolean tokens = m.group(2).equals("tokens");
      long removed = Long.parseLong(m.group(1));
      Detected d = Detected.of(List.of(CODEX), m.group(), m.start())
          .withOmitted(tokens ? Amount.tokens(removed) : Amount.chars(removed));
      String above = s.substring(regionStart, m.start());
      MatchResult warning = last(CODEX_WARNING, above);
      if (warning != null) {
        d = d.withOriginal(Amount.tokens(Long.parseLong(warning.group(1))));
      } else {
        MatchResult header = last(ORIGINAL_TOKENS, above);
        if (header != null) {
          d = d.withOriginal(Amount.tokens(Long.parseLong(header.group(1))));
        }
        if (tokens) {
          // Without Codex's warning line, the Agents SDK is the current writer of this form.
          d = d.withRuntimes(List.of(AGENTS, CODEX));
        }
      }
      MatchResult lines = last(TOTAL_LINES, above);
      if (lines != null) {
        d = d.withOriginalLines(Long.parseLong(lines.group(1)));
      }
      out.add(d);
      regionStart = m.end();
    }
  }

  private static @Nullable MatchResult last(Pattern p, String region) {
    Matcher m = p.matcher(region);
    @Nullable MatchResult found = null;
    while (m.find()) {
      found = m.toMatchResult();
    }
    return found;
  }

  private static void claude(String s, List<Detected> out) {
    Matcher m = CLAUDE_PERSISTED.matcher(s);
    while (m.find()) {
      double value = Double.parseDouble(m.group(1));
      long bytes = Math.round(m.group(2).equals("KB") ? value * 1024
          : m.group(2).equals("MB") ? value * 1024 * 1024 : value);
      out.add(Detected.of(List.of(CLAUDE), m.group(), m.start())
          .withOriginal(Amount.bytes(bytes))
          .withLimit(Amount.chars(ClaudeCodeBash.PREVIEW_CHARS))
          .withFile(m.group(3)));
    }
  }

  private static void gemini(String s, List<Detected> out) {
    Set<Integer> claimed = new HashSet<>();
    Matcher m = GEMINI_NOTICE.matcher(s);
    while (m.find()) {
      long head = Text.number(m.group(1));
      long tail = Text.number(m.group(2));
      Detected d = Detected.of(List.of(GEMINI), m.group(), m.start())
          .withLimit(Amount.chars(head + tail))
          .withFile(m.group(3));
      Matcher omitted = GEMINI_OMITTED.matcher(s);
      if (omitted.find(m.end())) {
        long gone = Text.number(omitted.group(1));
        claimed.add(omitted.start());
        d = d.withOmitted(Amount.chars(gone)).withOriginal(Amount.chars(head + tail + gone));
      }
      out.add(d);
    }
    Matcher o = GEMINI_OMITTED.matcher(s);
    while (o.find()) {
      if (!claimed.contains(o.start())) {
        out.add(Detected.of(List.of(GEMINI), o.group().strip(), o.start() + 2)
            .withOmitted(Amount.chars(Text.number(o.group(1)))));
      }
    }
  }

  private static void sweAgent(String s, List<Detected> out) {
    Matcher m = SWE_AGENT_NOTICE.matcher(s);
    while (m.find()) {
      long limit = Long.parseLong(m.group(1));
      long elided = Long.parseLong(m.group(2));
      out.add(Detected.of(List.of(SWE_AGENT), m.group(), m.start())
          .withLimit(Amount.chars(limit)).withOmitted(Amount.chars(elided)).withOriginal(Amount.chars(limit + elided)));
    }
  }

  /** The executor's notice states the original size; the message builder's the characters its own cut removed. */
  private static void cline(String s, List<Detected> out) {
    Matcher m = CLINE_EXECUTOR.matcher(s);
    while (m.find()) {
      out.add(Detected.of(List.of(CLINE), m.group(), m.start()).withOriginal(Amount.chars(Long.parseLong(m.group(1)))));
    }
    m = CLINE_BUILDER.matcher(s);
    while (m.find()) {
      out.add(Detected.of(List.of(CLINE), m.group(), m.start()).withOmitted(Amount.chars(Long.parseLong(m.group(1)))));
    }
  }

  private static void opencode(String s, List<Detected> out) {
    Matcher m = OPENCODE_NOTICE.matcher(s);
    while (m.find()) {
      long removed = Long.parseLong(m.group(1));
      out.add(Detected.of(List.of(OPENCODE), m.group(), m.start())
          .withOmitted(m.group(2).equals("lines") ? Amount.lines(removed) : Amount.bytes(removed))
          .withFile(m.group(3)));
    }
  }

  private static void goose(String s, List<Detected> out) {
    Matcher m = GOOSE_NOTICE.matcher(s);
    while (m.find()) {
      boolean lines = m.group(2).equals("line");
      long limit = Long.parseLong(m.group(1));
      long total = Long.parseLong(m.group(3));
      Detected d = Detected.of(List.of(GOOSE), m.group(), m.start())
          .withLimit(lines ? Amount.lines(limit) : Amount.bytes(limit))
          .withFile(m.group(4));
      out.add(lines ? d.withOriginalLines(total) : d.withOriginal(Amount.bytes(total)));
    }
  }
}
