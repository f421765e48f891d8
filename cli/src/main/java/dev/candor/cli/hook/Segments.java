package dev.candor.cli.hook;

import java.util.ArrayList;
import java.util.List;

/**
 * A shell command line cut into its simple commands, each as its words: split on the operators
 * {@code ; & && | || newline} and on {@code ( ) `} outside quotes, words split on blanks with the
 * quotes removed. Rough by design (no expansion, no here-documents): it is used to match rules and
 * spot programs, and every caller treats what it cannot read as a reason to leave the command alone.
 */
final class Segments {
  private Segments() {}

  static List<List<String>> of(String line) {
    List<List<String>> segments = new ArrayList<>();
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean inWord = false;
    char quote = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else if (c == '\\' && quote == '"' && i + 1 < line.length()) {
          word.append(line.charAt(++i));
        } else {
          word.append(c);
        }
        continue;
      }
      if (c == '\'' || c == '"') {
        quote = c;
        inWord = true;
      } else if (c == '\\' && i + 1 < line.length()) {
        word.append(line.charAt(++i));
        inWord = true;
      } else if (c == ' ' || c == '\t') {
        inWord = flush(words, word, inWord);
      } else if (";&|\n()`".indexOf(c) >= 0) {
        inWord = flush(words, word, inWord);
        if (!words.isEmpty()) {
          segments.add(words);
          words = new ArrayList<>();
        }
      } else {
        word.append(c);
        inWord = true;
      }
    }
    flush(words, word, inWord);
    if (!words.isEmpty()) {
      segments.add(words);
    }
    return segments;
  }

  /** The words of a simple command after leading {@code NAME=value} assignments. */
  static List<String> program(List<String> words) {
    int i = 0;
    while (i < words.size() && words.get(i).matches("[A-Za-z_][A-Za-z0-9_]*=.*")) {
      i++;
    }
    return words.subList(i, words.size());
  }

  private static boolean flush(List<String> words, StringBuilder word, boolean inWord) {
    if (inWord) {
      words.add(word.toString());
      word.setLength(0);
    }
    return false;
  }
}
