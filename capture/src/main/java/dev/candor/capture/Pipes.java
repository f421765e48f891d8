package dev.candor.capture;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;

/**
 * How the command's standard output and standard error reach the pumps: pipes this process made
 * ({@link ChannelPipes}) where their descriptors can be named, else named pipes where mkfifo(1)
 * works, else the JDK's own pipes (whose reaper may close them under a background child; see
 * {@link ProcessCapture}).
 */
interface Pipes extends Closeable {

  /** Pipes of our own if they can be made, else named pipes, else the JDK's pipes. */
  static Pipes open() {
    if (ChannelPipes.available()) {
      try {
        return ChannelPipes.open();
      } catch (IOException e) {
        // named pipes, then
      }
    }
    return named();
  }

  /** Named pipes if they can be made, else the JDK's pipes. */
  static Pipes named() {
    try {
      return FifoPipes.open();
    } catch (IOException e) {
      return new ProcessPipes();
    }
  }

  /** Points the builder's standard output and standard error at these pipes. */
  void redirect(ProcessBuilder builder);

  /**
   * Hands over the read ends once {@code process} has started: the caller now owns and closes
   * them. Our own write handles, if any, are released here, so end-of-file comes when the last of
   * the command's writers closes.
   */
  InputStream[] started(Process process);

  /** Releases whatever was not handed over; if {@link #started} was never called, everything. */
  @Override
  void close();
}
