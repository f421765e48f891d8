package dev.candor;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;
import java.util.function.Supplier;

/** A jtokkit encoding; vocabularies load lazily, on first use, because they take time and memory. */
enum BpeTokenizer implements Supplier<Tokenizer> {
  O200K("o200k_base", EncodingType.O200K_BASE),
  CL100K("cl100k_base", EncodingType.CL100K_BASE);

  private final String label;
  private final EncodingType type;
  private volatile Tokenizer loaded;

  BpeTokenizer(String label, EncodingType type) {
    this.label = label;
    this.type = type;
  }

  @Override
  public Tokenizer get() {
    Tokenizer t = loaded;
    if (t == null) {
      synchronized (this) {
        t = loaded;
        if (t == null) {
          Encoding encoding = Encodings.newLazyEncodingRegistry().getEncoding(type);
          t = new Loaded(label, encoding);
          loaded = t;
        }
      }
    }
    return t;
  }

  private static final class Loaded implements Tokenizer {
    private final String name;
    private final Encoding encoding;

    Loaded(String name, Encoding encoding) {
      this.name = name;
      this.encoding = encoding;
    }

    @Override
    public String name() {
      return name;
    }

    @Override
    public int count(String text) {
      return text.isEmpty() ? 0 : encoding.countTokensOrdinary(text);
    }

    @Override
    public boolean exact() {
      return true;
    }

    @Override
    public String toString() {
      return name;
    }
  }
}
