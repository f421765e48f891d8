package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A secret on the command line or in coloured output is masked in every place candor records or
 * shows it: the observation and its {@code command:} header, the span, the store's facts, {@code
 * candor more --raw} and {@code --grep}. The secrets are made up and assembled at run time.
 */
class MaskedEverywhereTest {
  @TempDir Path dir;
  private final Cli cli = new Cli();

  private static final String PASS = "Tr0ub4" + "dor-x9";
  private static final String AWS_ID = "AK" + "IA" + "Z7Q3X5MPLE2FAKE1";

  private String handle(Path trace) throws IOException {
    return new ObjectMapper().readTree(Files.readAllLines(trace).get(0)).get("handle").asText();
  }

  private String more(String store, String... args) {
    cli.out.getBuffer().setLength(0);
    String[] all = new String[args.length + 3];
    all[0] = "more";
    System.arraycopy(args, 0, all, 1, args.length);
    all[args.length + 1] = "--store";
    all[args.length + 2] = store;
    assertThat(cli.run(all)).as(String.join(" ", all)).isZero();
    return cli.out();
  }

  /** {@code candor more --raw} writes the stored bytes to System.out itself. */
  private String raw(String store, String handle) {
    java.io.PrintStream saved = System.out;
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    System.setOut(new java.io.PrintStream(bytes, true));
    try {
      more(store, handle, "--raw");
    } finally {
      System.setOut(saved);
    }
    return bytes.toString(java.nio.charset.StandardCharsets.UTF_8);
  }

  @Test
  void curlUserPasswordIsMaskedInTheHeaderTheSpanAndTheStore() throws IOException {
    String store = "sqlite:" + dir.resolve("store.db");
    Path trace = dir.resolve("trace.jsonl");
    // echo stands in for curl: the argv is what matters, and echo prints it back as output too.
    assertThat(cli.run("run", "--store", store, "--trace", trace.toString(), "--",
        "echo", "curl", "-u", "deploy:" + PASS, "https://api.example.com")).isZero();
    String observation = cli.out();
    assertThat(observation).doesNotContain(PASS)
        .contains("command: echo curl -u deploy:[REDACTED:curl-user-password] https://api.example.com");
    String span = Files.readString(trace);
    assertThat(span).doesNotContain(PASS).contains("deploy:[REDACTED:curl-user-password]");
    assertThat(new ObjectMapper().readTree(span).get("argv").toString())
        .isEqualTo("[\"echo\",\"curl\",\"-u\",\"deploy:[REDACTED:curl-user-password]\",\"https://api.example.com\"]");
    String h = handle(trace);
    assertThat(more(store, h, "--facts")).doesNotContain(PASS);
    assertThat(raw(store, h)).doesNotContain(PASS).contains("[REDACTED:curl-user-password]");
  }

  @Test
  void mysqlPasswordInAShellCommandIsMaskedInTheHeaderAndTheSpan() throws IOException {
    Path trace = dir.resolve("trace.jsonl");
    cli.run("run", "--no-store", "--trace", trace.toString(), "--shell", "--",
        "echo mysql -h db -uroot -p" + PASS + " shop");
    assertThat(cli.out()).doesNotContain(PASS).contains("-p[REDACTED:mysql-password] shop");
    assertThat(Files.readString(trace)).doesNotContain(PASS);
  }

  @Test
  void aKeySplitByGrepColourIsMaskedInTheObservationRawAndGrep() throws IOException {
    String store = "sqlite:" + dir.resolve("store.db");
    Path trace = dir.resolve("trace.jsonl");
    // What grep --color=always AKIA prints: the match wrapped in colour, splitting the key.
    String esc = "\u001B";
    Path grepped = dir.resolve("grep.out");
    Files.writeString(grepped, "config.ini:3:aws_access_key_id = " + esc + "[01;31m" + esc + "[K" + AWS_ID.substring(0, 4)
        + esc + "[m" + esc + "[K" + AWS_ID.substring(4) + "\n");
    cli.run("run", "--store", store, "--trace", trace.toString(), "--", "cat", grepped.toString());
    assertThat(cli.out()).doesNotContain(AWS_ID).doesNotContain(AWS_ID.substring(4))
        .contains("aws_access_key_id = [REDACTED:aws-access-key-id]");
    String h = handle(trace);
    assertThat(raw(store, h)).doesNotContain(AWS_ID.substring(4)).contains("[REDACTED:aws-access-key-id]");
    assertThat(more(store, h, "--grep", "aws_access_key_id")).doesNotContain(AWS_ID.substring(4)).doesNotContain(AWS_ID)
        .contains("[REDACTED:aws-access-key-id]");
  }

  @Test
  void shapeMasksTheCommandItIsGiven() {
    System.setIn(new java.io.ByteArrayInputStream("ok\n".getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    try {
      cli.run("shape", "--no-store", "--command", "mysql -uroot -p" + PASS + " shop", "--exit-code", "0");
    } finally {
      System.setIn(new java.io.FileInputStream(java.io.FileDescriptor.in));
    }
    assertThat(cli.out()).doesNotContain(PASS).contains("command: mysql -uroot -p[REDACTED:mysql-password] shop");
  }
}
