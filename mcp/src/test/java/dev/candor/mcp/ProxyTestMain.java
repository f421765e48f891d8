package dev.candor.mcp;

import dev.candor.Budget;
import dev.candor.Redactor;
import dev.candor.Tokenizer;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** Runs the proxy as its own JVM for tests: {@code BUDGET_TOKENS STORE_URL TIMEOUT_MS -- CMD...}. */
public final class ProxyTestMain {
  public static void main(String[] args) throws Exception {
    int dash = Arrays.asList(args).indexOf("--");
    List<String> cmd = Arrays.asList(args).subList(dash + 1, args.length);
    ProxyConfig c = new ProxyConfig(cmd, Budget.tokens(Long.parseLong(args[0]), Tokenizer.o200k()),
        Map.of("echo", Budget.tokens(300, Tokenizer.o200k())), args[1].equals("none") ? null : args[1],
        Redactor.defaults(), Duration.ofMillis(Long.parseLong(args[2])),
        System.getProperty("candor.test.trace") != null ? java.nio.file.Path.of(System.getProperty("candor.test.trace")) : null);
    OutputStream out = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16);
    System.setOut(System.err);
    try (Proxy p = new Proxy(c, out)) {
      p.run(new FileInputStream(FileDescriptor.in));
    }
  }
}
