package dev.candor;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;

/** Copies JSON token by token with numbers as written: {@code 12.50} stays {@code 12.50}, not {@code 12.5}. */
final class JsonCopy {
  private JsonCopy() {}

  /** Writes the parser's current token {@code t} to {@code g}. */
  static void token(JsonParser p, JsonGenerator g, JsonToken t) throws IOException {
    switch (t) {
      case FIELD_NAME:
        g.writeFieldName(p.currentName());
        break;
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        g.writeNumber(p.getText());
        break;
      default:
        g.copyCurrentEvent(p);
    }
  }
}
