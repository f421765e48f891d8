package dev.candor.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.candor.Budget;
import java.io.IOException;
import java.util.List;

/**
 * {@code candor history --format json}'s answer, always one valid JSON object within the budget:
 * the shaped ledger when it is one, else the largest of a few smaller objects that fits, each
 * saying that the list was cut ({@code "cut": true}) down to {@code {}} at a budget of 2.
 */
final class HistoryJson {
  private static final JsonFactory JSON = new JsonFactory();

  private HistoryJson() {}

  /** {@code shaped} when it is a JSON object, else the largest stand-in that {@code budget} holds. */
  static String within(String shaped, long matched, Budget budget) {
    if (object(shaped) && budget.measure(shaped) <= budget.limit()) {
      return shaped;
    }
    for (String s : standIns(matched)) {
      if (budget.measure(s) <= budget.limit()) {
        return s;
      }
    }
    return "{}";
  }

  /** The stand-ins, largest first. */
  static List<String> standIns(long matched) {
    return List.of(
        "{\"matched\":" + matched + ",\"listed\":0,\"calls\":[],\"cut\":true,\"note\":\"no call fits the budget:"
            + " raise --budget, or narrow with --limit, --run, --failed, --since or --grep\"}",
        "{\"matched\":" + matched + ",\"listed\":0,\"calls\":[],\"cut\":true}",
        "{\"matched\":" + matched + ",\"cut\":true}",
        "{\"cut\":true}");
  }

  private static boolean object(String s) {
    try (JsonParser p = JSON.createParser(s)) {
      if (p.nextToken() != JsonToken.START_OBJECT) {
        return false;
      }
      p.skipChildren();
      return p.nextToken() == null;
    } catch (IOException e) {
      return false; // not JSON: a text mark in its place
    }
  }
}
