package dev.candor.trace;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** The Jackson setup the module shares, and short descriptions of what went wrong in a line. */
final class Json {
  /** Writes compact JSON: one span is one line, and line breaks inside strings are escaped. */
  static final JsonFactory FACTORY = new JsonFactory();

  /**
   * Reads one JSON value per line, strictly: text after the value and a key given twice are errors,
   * since either would let a line say two things at once.
   */
  static ObjectMapper mapper() {
    return Reader.MAPPER;
  }

  /**
   * Built on first read only: writing a span (every {@code candor run}) needs just the streaming
   * {@link #FACTORY}, and an ObjectMapper costs tens of milliseconds of a short call's start-up.
   */
  private static final class Reader {
    static final ObjectMapper MAPPER = new ObjectMapper()
        .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
        .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
  }

  private static final int MAX_REASON = 100;

  private Json() {}

  /** A one-line description of a parse failure, such as {@code unexpected end of input}. */
  static String reason(JsonProcessingException e) {
    if (e instanceof JsonEOFException) {
      return "unexpected end of input";
    }
    String msg = String.valueOf(e.getOriginalMessage()).strip();
    int nl = msg.indexOf('\n');
    msg = nl < 0 ? msg : msg.substring(0, nl);
    if (msg.startsWith("Trailing token")) {
      msg = "text after the JSON value";
    }
    for (String tail : new String[] {": expected", ": was expecting"}) {
      int at = msg.indexOf(tail);
      msg = at > 0 ? msg.substring(0, at) : msg;
    }
    msg = msg.isEmpty() ? "invalid JSON" : Character.toLowerCase(msg.charAt(0)) + msg.substring(1);
    if (msg.length() > MAX_REASON) {
      msg = msg.substring(0, MAX_REASON - 3) + "...";
    }
    JsonLocation at = e.getLocation();
    return at != null && at.getColumnNr() > 0 ? msg + " at column " + at.getColumnNr() : msg;
  }

  /** The JSON type of {@code v} as a schema names it: {@code string}, {@code integer}, ... */
  static String typeName(JsonNode v) {
    if (v.isIntegralNumber()) {
      return "integer";
    }
    if (v.isNumber()) {
      return "number";
    }
    if (v.isTextual()) {
      return "string";
    }
    if (v.isBoolean()) {
      return "boolean";
    }
    if (v.isArray()) {
      return "array";
    }
    return v.isObject() ? "object" : "null";
  }
}
