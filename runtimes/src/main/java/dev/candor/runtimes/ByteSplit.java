package dev.candor.runtimes;

/**
 * The head-and-tail split that Codex ({@code split_string} in {@code truncate.rs}) and the OpenAI
 * Agents SDK ({@code split_string} in {@code token_truncation.py}) share: keep whole characters
 * whose bytes end within the head budget, and whole characters that start at or after the tail
 * target; count the characters between.
 *
 * @param removedChars characters (code points) neither kept in the head nor in the tail
 * @param head the kept beginning
 * @param tail the kept end
 */
record ByteSplit(long removedChars, String head, String tail) {

  static ByteSplit of(String s, long headBytes, long tailBytes) {
    if (s.isEmpty()) {
      return new ByteSplit(0, "", "");
    }
    long length = Text.utf8Length(s);
    long tailStartTarget = Math.max(0, length - tailBytes);
    int prefixEnd = 0;
    int suffixStart = s.length();
    boolean suffixStarted = false;
    long removed = 0;
    long byteIndex = 0;
    for (int i = 0; i < s.length(); ) {
      int cp = s.codePointAt(i);
      int next = i + Character.charCount(cp);
      long charEnd = byteIndex + Text.utf8Length(cp);
      if (charEnd <= headBytes) {
        prefixEnd = next;
      } else if (byteIndex >= tailStartTarget) {
        if (!suffixStarted) {
          suffixStart = i;
          suffixStarted = true;
        }
      } else {
        removed++;
      }
      byteIndex = charEnd;
      i = next;
    }
    if (suffixStart < prefixEnd) {
      suffixStart = prefixEnd;
    }
    return new ByteSplit(removed, s.substring(0, prefixEnd), s.substring(suffixStart));
  }
}
