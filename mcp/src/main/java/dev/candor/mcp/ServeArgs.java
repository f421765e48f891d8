package dev.candor.mcp;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A tool call's arguments, read with messages an agent can act on. A wrong type or value throws
 * {@link IllegalArgumentException} naming the argument and what it takes; the tool turns it into
 * an error result.
 */
final class ServeArgs {
  private final Map<String, Object> args;

  ServeArgs(Map<String, Object> args, Set<String> known) {
    this.args = args == null ? Map.of() : args;
    for (String k : this.args.keySet()) {
      if (!known.contains(k)) {
        throw new IllegalArgumentException("unknown argument '" + k + "': this tool takes " + String.join(", ", known.stream().sorted().toList()));
      }
    }
  }

  boolean has(String name) {
    return args.get(name) != null;
  }

  String string(String name) {
    Object v = args.get(name);
    if (v == null) {
      return null;
    }
    if (!(v instanceof String s)) {
      throw new IllegalArgumentException(name + " must be a string, not " + v);
    }
    return s;
  }

  /** A whole number; a JSON number with no fraction counts. */
  Long integer(String name) {
    Object v = args.get(name);
    if (v == null) {
      return null;
    }
    if (v instanceof Number n) {
      double d = n.doubleValue();
      if (d == Math.rint(d) && !Double.isInfinite(d)) {
        return n.longValue();
      }
    }
    throw new IllegalArgumentException(name + " must be a whole number, not " + v);
  }

  Double number(String name) {
    Object v = args.get(name);
    if (v == null) {
      return null;
    }
    if (v instanceof Number n && Double.isFinite(n.doubleValue())) {
      return n.doubleValue();
    }
    throw new IllegalArgumentException(name + " must be a number, not " + v);
  }

  List<String> strings(String name) {
    Object v = args.get(name);
    if (v == null) {
      return null;
    }
    if (v instanceof List<?> l) {
      List<String> out = new ArrayList<>(l.size());
      for (Object o : l) {
        if (!(o instanceof String s)) {
          throw new IllegalArgumentException(name + " must be an array of strings; " + o + " is not a string");
        }
        out.add(s);
      }
      return out;
    }
    throw new IllegalArgumentException(name + " must be an array of strings, not " + v);
  }

  /**
   * A line range {@code A:B} (from 1, inclusive), {@code A:} to the end, {@code :B} from the start,
   * or one line {@code A}.
   */
  static long[] range(String name, String text) {
    String[] parts = text.split(":", -1);
    try {
      if (parts.length == 2) {
        long a = parts[0].isBlank() ? 1 : Long.parseLong(parts[0].trim());
        long b = parts[1].isBlank() ? Long.MAX_VALUE : Long.parseLong(parts[1].trim());
        if (a >= 1 && b >= a) {
          return new long[] {a, b};
        }
      } else if (parts.length == 1) {
        long a = Long.parseLong(parts[0].trim());
        if (a >= 1) {
          return new long[] {a, a};
        }
      }
    } catch (NumberFormatException e) {
      // the message below says what is accepted
    }
    throw new IllegalArgumentException(name + " takes A:B with 1 <= A <= B (like 120:180, 120: or :40), not '" + text + "'");
  }
}
