package dev.candor.trace;

import java.io.IOException;
import java.util.List;

/**
 * {@link SpanSink#all}: appends each span to every sink in order. One sink failing does not keep
 * the span from the rest; the first failure is thrown afterwards, later ones added as suppressed.
 */
final class FanOutSink implements SpanSink {
  private final List<SpanSink> sinks;

  FanOutSink(List<SpanSink> sinks) {
    this.sinks = List.copyOf(sinks);
  }

  @Override
  public void append(Span span) throws IOException {
    Exception first = null;
    for (SpanSink sink : sinks) {
      try {
        sink.append(span);
      } catch (IOException | RuntimeException e) {
        if (first == null) {
          first = e;
        } else {
          first.addSuppressed(e);
        }
      }
    }
    if (first instanceof IOException io) {
      throw io;
    }
    if (first != null) {
      throw (RuntimeException) first;
    }
  }

  @Override
  public String toString() {
    return "SpanSink.all(" + sinks + ")";
  }
}
