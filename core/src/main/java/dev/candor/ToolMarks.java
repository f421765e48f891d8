package dev.candor;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Structured data from the tool that reads like Candor's own marks, written so that it no longer
 * does, with its meaning kept: the structured counterpart of showing a forged line behind {@link
 * Marker#FROM_TOOL}.
 *
 * <p>JSON keeps its value exactly, since only the text of the encoding changes: a string that
 * starts like a mark ({@code "[cut: 32 bytes]"}, {@code "[candor: ..."}, {@code "[... cut ..."})
 * has its bracket escaped ({@code "\u005bcut: 32 bytes]"}, the same string to any parser); a
 * member {@code "candor_gap"} is written with a space after its colon, and a member {@code "of"}
 * right after {@code "showing"} with a space before it, so neither reads as Candor's statement. A
 * CSV cell has no escapes, so one that imitates a mark is shown behind {@code (tool) }, and a
 * {@code # candor:} inside it as {@code # (tool) candor:}.
 */
final class ToolMarks {
  private ToolMarks() {}

  /** A bracket that opens one of Candor's marks; outside a JSON string it cannot occur before these letters. */
  private static final Pattern MARK_BRACKET = Pattern.compile("\\[(?=cut: |candor:|\\.\\.\\. )");
  private static final Pattern SHOWING_OF = Pattern.compile("(\"showing\":-?[0-9][0-9.eE+-]*),(\"of\":)");
  private static final String GAP = "\"candor_gap\":";

  /** {@code json}, compact JSON the reader wrote, with the tool's look-alikes of Candor's marks disarmed. */
  static String json(String json) {
    boolean bracket = json.contains("[cut: ") || json.contains("[candor:") || json.contains("[... ");
    if (!bracket && !json.contains(GAP) && !json.contains("\"showing\":")) {
      return json; // the common case: nothing to look at
    }
    String out = bracket ? MARK_BRACKET.matcher(json).replaceAll(Matcher.quoteReplacement("\\u005b")) : json;
    out = out.replace(GAP, GAP + " ");
    return SHOWING_OF.matcher(out).replaceAll("$1, $2");
  }

  /** Whether a member named {@code name} is written with a space after its colon. */
  static boolean spacedMember(String name) {
    return name.equals("candor_gap");
  }

  /** A CSV cell as shown: behind {@code (tool) } when it imitates a mark of Candor's. */
  static String cell(String cell) {
    if (cell.indexOf('[') < 0 && !cell.contains("# candor:")) {
      return cell;
    }
    String t = cell.strip();
    if (Marker.imitates(t) || t.startsWith("[cut: ") || cell.contains("# candor:")) {
      return Marker.FROM_TOOL + cell.replace("# candor:", "# (tool) candor:");
    }
    return cell;
  }
}
