package dev.candor.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * One run of the upstream MCP server: its process, the stream the proxy writes it frames on, and
 * why it ended. A crash or a hang ends a run; the proxy starts the next one.
 */
final class ProxyUpstream {
  final Process process;
  final int generation;
  /** Completed with the answer to the proxy's own initialize, sent when a run replaces another. */
  final CompletableFuture<JsonNode> reinit = new CompletableFuture<>();
  volatile boolean alive = true;
  volatile String endReason;
  private final OutputStream in;

  private ProxyUpstream(Process process, int generation) {
    this.process = process;
    this.in = new BufferedOutputStream(process.getOutputStream(), 1 << 16);
    this.generation = generation;
  }

  /** Starts {@code command}; its standard error goes to the proxy's. */
  static ProxyUpstream start(List<String> command, String shown, int generation) throws IOException {
    try {
      Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
      return new ProxyUpstream(p, generation);
    } catch (IOException e) {
      throw new IOException("the upstream MCP server could not be started (" + shown + "): " + e.getMessage()
          + "; check the command after --", e);
    }
  }

  /** Writes one frame: {@code json} with its spooled strings spliced back in, then a newline. */
  void send(byte[] json, List<Path> spools) throws IOException {
    synchronized (in) {
      ProxyFrame.write(json, spools, in);
      in.write('\n');
      in.flush();
    }
  }

  void send(byte[] json) throws IOException {
    send(json, List.of());
  }

  void send(String json) throws IOException {
    send(json.getBytes(StandardCharsets.UTF_8));
  }

  /** Ends this run at once, for {@code reason}. */
  void kill(String reason) {
    endReason = reason;
    alive = false;
    List<ProcessHandle> family = process.descendants().toList();
    process.destroyForcibly();
    family.forEach(ProcessHandle::destroyForcibly);
  }

  /**
   * Ends this run gently: its input closes, then it is asked, then made, to stop; and so is every
   * process it started (a launcher such as {@code npx} runs the server as its child, which would
   * otherwise outlive it).
   */
  void stop() {
    endReason = "the proxy stopped";
    alive = false;
    List<ProcessHandle> family = process.descendants().toList();
    try {
      synchronized (in) {
        in.close();
      }
    } catch (IOException e) {
      // already gone
    }
    try {
      if (!process.waitFor(2, TimeUnit.SECONDS)) {
        process.destroy();
        if (!process.waitFor(2, TimeUnit.SECONDS)) {
          process.destroyForcibly();
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
    }
    for (ProcessHandle h : family) {
      if (h.isAlive()) {
        h.destroy();
      }
    }
  }
}
