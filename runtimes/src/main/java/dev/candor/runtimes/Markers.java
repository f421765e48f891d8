package dev.candor.runtimes;

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
public final class Markers {
  static final String OPENHANDS = "openhands";
  static final String SMOLAGENTS = "smolagents";
  static final String CODEX = "codex";
  static final String AGENTS = "openai-agents";
  static final String CLAUDE = "claude-code";
  static final String GEMINI = "gemini-cli";
  static final String CANDOR = "candor";

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

  private Markers() {}

  /** Every marker in {@code observed}, in the order they appear. */
  public static List<Detected> detect(String observed) {
    List<Detected> out = new ArrayList<>();
    openHands(observed, out);
    smolagents(observed, out);
    middle(observed, out);
    claude(observed, out);
    gemini(observed, out);
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
}
