package dev.candor.cli.init;

import java.util.ArrayList;
import java.util.List;

/** A unified diff of two texts by lines (longest common subsequence), three lines of context. */
final class Diff {
  private static final int CONTEXT = 3;

  private Diff() {}

  static String unified(String label, String before, String after) {
    List<String> a = lines(before);
    List<String> b = lines(after);
    int pre = 0;
    while (pre < a.size() && pre < b.size() && a.get(pre).equals(b.get(pre))) {
      pre++;
    }
    int suf = 0;
    while (suf < a.size() - pre && suf < b.size() - pre && a.get(a.size() - 1 - suf).equals(b.get(b.size() - 1 - suf))) {
      suf++;
    }
    List<String> ops = new ArrayList<>(); // " x", "-x", "+x" for the whole files
    for (int i = 0; i < pre; i++) {
      ops.add(" " + a.get(i));
    }
    ops.addAll(middle(a.subList(pre, a.size() - suf), b.subList(pre, b.size() - suf)));
    for (int i = a.size() - suf; i < a.size(); i++) {
      ops.add(" " + a.get(i));
    }
    return "--- " + label + "\n+++ " + label + " (candor init)\n" + hunks(ops);
  }

  private static List<String> middle(List<String> a, List<String> b) {
    int n = a.size();
    int m = b.size();
    List<String> ops = new ArrayList<>();
    if ((long) n * m > 4_000_000L) { // too big to align: one replacement
      a.forEach(x -> ops.add("-" + x));
      b.forEach(x -> ops.add("+" + x));
      return ops;
    }
    int[][] lcs = new int[n + 1][m + 1];
    for (int i = n - 1; i >= 0; i--) {
      for (int j = m - 1; j >= 0; j--) {
        lcs[i][j] = a.get(i).equals(b.get(j)) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
      }
    }
    int i = 0;
    int j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && a.get(i).equals(b.get(j))) {
        ops.add(" " + a.get(i++));
        j++;
      } else if (j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j])) {
        ops.add("+" + b.get(j++));
      } else {
        ops.add("-" + a.get(i++));
      }
    }
    return ops;
  }

  private static String hunks(List<String> ops) {
    StringBuilder sb = new StringBuilder();
    int k = 0;
    int oldLine = 1;
    int newLine = 1;
    while (k < ops.size()) {
      if (ops.get(k).charAt(0) == ' ') {
        k++;
        oldLine++;
        newLine++;
        continue;
      }
      int start = Math.max(0, k - CONTEXT);
      int end = k;
      int lastChange = k;
      while (end < ops.size() && (ops.get(end).charAt(0) != ' ' || end - lastChange <= 2 * CONTEXT)) {
        if (ops.get(end).charAt(0) != ' ') {
          lastChange = end;
        }
        end++;
      }
      end = Math.min(ops.size(), lastChange + 1 + CONTEXT);
      int back = k - start;
      int os = oldLine - back;
      int ns = newLine - back;
      int oc = 0;
      int nc = 0;
      StringBuilder body = new StringBuilder();
      for (int x = start; x < end; x++) {
        String op = ops.get(x);
        body.append(op).append('\n');
        if (op.charAt(0) != '+') {
          oc++;
        }
        if (op.charAt(0) != '-') {
          nc++;
        }
      }
      sb.append("@@ -").append(os).append(',').append(oc).append(" +").append(ns).append(',').append(nc).append(" @@\n")
          .append(body);
      oldLine = os + oc;
      newLine = ns + nc;
      k = end;
    }
    return sb.toString();
  }

  private static List<String> lines(String s) {
    List<String> out = new ArrayList<>(List.of(s.split("\n", -1)));
    if (!out.isEmpty() && out.get(out.size() - 1).isEmpty()) {
      out.remove(out.size() - 1);
    }
    return out;
  }
}
