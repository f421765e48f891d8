package dev.candor;

/** The unit a {@link Budget} is counted in. */
public enum Unit {
  /** Unicode code points, as a person counts characters. */
  CHARS("chars"),
  /** Bytes of the UTF-8 encoding. */
  BYTES("bytes"),
  /** Tokens of a {@link Tokenizer}. */
  TOKENS("tokens");

  private final String label;

  Unit(String label) {
    this.label = label;
  }

  /** The plural noun used in markers and messages: {@code chars}, {@code bytes}, {@code tokens}. */
  public String label() {
    return label;
  }

  /** Parses {@code chars}, {@code bytes} or {@code tokens}, case-insensitively. */
  public static Unit parse(String text) {
    for (Unit u : values()) {
      if (u.label.equalsIgnoreCase(text) || u.name().equalsIgnoreCase(text)) {
        return u;
      }
    }
    throw new IllegalArgumentException("unknown unit '" + text + "': use chars, bytes or tokens");
  }
}
