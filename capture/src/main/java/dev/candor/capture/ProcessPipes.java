package dev.candor.capture;

import java.io.InputStream;

/** The JDK's pipes: the fallback where named pipes cannot be made. */
final class ProcessPipes implements Pipes {

  @Override
  public void redirect(ProcessBuilder builder) {
    builder
        .redirectOutput(ProcessBuilder.Redirect.PIPE)
        .redirectError(ProcessBuilder.Redirect.PIPE);
  }

  @Override
  public InputStream[] started(Process process) {
    return new InputStream[] {process.getInputStream(), process.getErrorStream()};
  }

  @Override
  public void close() {}
}
