package dev.candor.trace;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Random;

/**
 * Random tool spans in the shape of the span contract, most of them plausible and many of them
 * broken: fields left out, flags that disagree with byte counts, hashes where none belong, the exit
 * code under any of its spellings, and now and then a value of the wrong JSON type.
 */
final class RandomSpans {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;
  private static final String HEX = "9c21aa55".repeat(8);
  private static final List<String> EXIT_SPELLINGS = List.of("exit_code", "returncode", "exitCode");

  private final Random random;

  RandomSpans(long seed) {
    this.random = new Random(seed);
  }

  ObjectNode next() {
    ObjectNode span = F.objectNode();
    int type = random.nextInt(40);
    if (type == 0) {
      span.put("span_type", "llm");
    } else if (type != 1) {
      span.put("span_type", "tool");
    }
    span.put("tool_name", "pytest");
    for (String s : new String[] {"stdout", "stderr"}) {
      stream(span, s);
    }
    exit(span);
    maybe(span, "ok_preview", pick(F.booleanNode(true), F.booleanNode(true), F.booleanNode(false),
        F.numberNode(1), F.textNode("true")), 0.85);
    maybe(span, "timed_out", F.booleanNode(random.nextInt(5) == 0), 0.5);
    maybe(span, "signal", pick(F.nullNode(), F.nullNode(), F.numberNode(9), F.numberNode(15)), 0.4);
    maybe(span, "duration_ms", pick(F.numberNode(3), F.numberNode(1500), F.numberNode(30000), F.nullNode()), 0.5);
    span.put("encoding", random.nextInt(8) == 0 ? "binary" : "utf-8");
    maybe(span, "preview_stdout", F.textNode(random.nextBoolean() ? "" : "===== test session starts =====\n"), 0.5);
    return span;
  }

  private void stream(ObjectNode span, String s) {
    long cap = pickLong(0, 256, 8192, 8192, random.nextInt(20_000));
    long bytes = switch (random.nextInt(5)) {
      case 0 -> 0;
      case 1 -> cap;
      case 2 -> cap + 1 + random.nextInt(20_000);
      default -> random.nextInt(30_000);
    };
    boolean capped = random.nextInt(4) != 0;
    boolean honest = random.nextInt(3) != 0;
    boolean truncated = honest ? capped && bytes > cap : random.nextBoolean();
    maybe(span, s + "_bytes", wrong() ? oddNumber(bytes) : F.numberNode(bytes), 0.93);
    maybe(span, s + "_cap", !capped ? F.nullNode() : wrong() ? oddNumber(cap) : F.numberNode(cap), 0.93);
    maybe(span, s + "_truncated", wrong()
        ? pick(F.nullNode(), F.numberNode(1), F.numberNode(0), F.textNode("true"), F.textNode(""))
        : F.booleanNode(truncated), 0.93);
    JsonNode sha = honest && !truncated ? F.textNode(HEX)
        : pick(F.nullNode(), F.textNode(HEX), F.textNode(""), F.textNode("b3a1..."), F.numberNode(1));
    maybe(span, s + "_sha256", sha, 0.8);
    if (truncated || !honest) {
      maybe(span, s + "_head_sha256", F.textNode(HEX), 0.5);
    }
  }

  private void exit(ObjectNode span) {
    JsonNode code = pick(F.numberNode(0), F.numberNode(0), F.numberNode(0), F.numberNode(1), F.numberNode(124),
        F.nullNode(), wrong() ? F.textNode("0") : F.numberNode(2));
    int spellings = random.nextInt(12) == 0 ? 0 : random.nextInt(15) == 0 ? 2 : 1;
    int first = random.nextInt(EXIT_SPELLINGS.size());
    for (int i = 0; i < spellings; i++) {
      String key = EXIT_SPELLINGS.get((first + i) % EXIT_SPELLINGS.size());
      span.set(key, i == 0 || random.nextBoolean() ? code : F.numberNode(1));
    }
  }

  /** A number of the wrong kind, or not a number at all. */
  private JsonNode oddNumber(long n) {
    return pick(F.numberNode(n + 0.5), F.numberNode((double) n), F.textNode(Long.toString(n)), F.nullNode(),
        F.numberNode(-1 - n), F.booleanNode(true));
  }

  private boolean wrong() {
    return random.nextInt(25) == 0;
  }

  private void maybe(ObjectNode span, String key, JsonNode value, double present) {
    if (random.nextDouble() < present) {
      span.set(key, value);
    }
  }

  private JsonNode pick(JsonNode... choices) {
    return choices[random.nextInt(choices.length)];
  }

  private long pickLong(long... choices) {
    return choices[random.nextInt(choices.length)];
  }
}
