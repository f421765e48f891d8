package dev.candor;

import java.util.ArrayList;
import java.util.List;

/**
 * A log line too long for its share is read by what follows its prefix. Shown from its start
 * right under the line above it, a cut log line spends its share on the timestamp, thread and
 * level that line just showed ({@code [2026-12-06 18:31:09 +0000] [25129/Thread-24 ...] [INFO] }),
 * and its message is cut ({@code DELETE response status for '/squash-courts/' ... 200 OK}). Such a
 * line shows its message instead, with the prefix marked as cut inside it, when the message then
 * fits whole in what the start and its mark cost.
 */
final class SharedPrefix {
  /** A shorter shared start is a word or two of the message, not a prefix. */
  static final int MIN_PREFIX = 16;

  private SharedPrefix() {}

  /** {@code pieces}, in line order, with each such start replaced by the line's message. */
  static List<Piece> skip(List<Piece> pieces, Selector sel) {
    List<Piece> out = null;
    for (int i = 1; i < pieces.size(); i++) {
      Piece p = pieces.get(i);
      Piece above = pieces.get(i - 1);
      boolean cutAtEnd = p.startsLine() && !p.endsLine() && !p.line().clippedEnd()
          && (i + 1 == pieces.size() || pieces.get(i + 1).number() != p.number());
      if (!cutAtEnd || above.number() != p.number() - 1 || !above.startsLine() || p.repeatsBefore() != null) {
        continue;
      }
      Piece rest = message(p, above.line().text(), sel);
      if (rest != null) {
        if (out == null) {
          out = new ArrayList<>(pieces);
        }
        out.set(i, rest);
      }
    }
    return out == null ? pieces : out;
  }

  /** {@code p}'s line from after the prefix it shares with {@code before}, whole, within what {@code p} costs; or null. */
  private static Piece message(Piece p, String before, Selector sel) {
    Line line = p.line();
    String text = line.text();
    if (Utf8.length(text) != line.end() - line.start()) {
      return null; // cleaned text (escapes, frames) does not map onto the raw bytes one to one
    }
    int at = Owners.sharedStart(text, before, text.length());
    if (at < MIN_PREFIX) {
      return null;
    }
    Piece whole = new Piece(line, text, p.prefix(), line.start(), line.end(), p.error());
    long allowance = sel.cost(p) + sel.insideMark(p) - sel.insideMark(whole);
    Piece rest = sel.from(whole, at, allowance);
    return rest != null && rest.endsLine() ? rest : null;
  }
}
