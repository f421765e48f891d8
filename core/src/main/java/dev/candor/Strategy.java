package dev.candor;

import java.util.Locale;

/** How an output is cut, chosen by where its information lives. */
public enum Strategy {
  /** Choose from the tool name, the command and the content. */
  AUTO,
  /** Builds, tests, scripts: command, a head share, every error line, a larger tail share. */
  TERMINAL,
  /** Searches, listings, git log: head-weighted, with the count of what was not shown. */
  LIST,
  /** Long-running logs: the first lines (start-up) and a large tail (recent state). */
  LOG,
  /** File reads: a requested line range whole, an outline of the rest. */
  FILE,
  /** A JSON document, capped as whole items so that it stays valid. */
  JSON,
  /** Newline-delimited JSON, capped as whole lines. */
  NDJSON,
  /** CSV or TSV, capped as whole records below the header row. */
  CSV,
  /** The start only. */
  HEAD,
  /** The end only. */
  TAIL,
  /** The start and the end, in a configurable ratio. */
  HEAD_TAIL,
  /** Binary content: described, never dumped. Chosen by sniffing, not by callers. */
  BINARY;

  /** The name used on the command line and in results: {@code head_tail}. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Parses a label such as {@code terminal} or {@code head_tail}; {@code head-tail} works too. */
  public static Strategy parse(String text) {
    String key = text.trim().toUpperCase(Locale.ROOT).replace('-', '_');
    for (Strategy s : values()) {
      if (s.name().equals(key)) {
        return s;
      }
    }
    throw new IllegalArgumentException(
        "unknown strategy '" + text + "': use auto, terminal, list, log, file, json, ndjson, csv,"
            + " head, tail or head_tail");
  }
}
