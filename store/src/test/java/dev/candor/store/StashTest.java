package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.Redactor;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StashTest {
  private static final String TOKEN = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8";

  @TempDir Path dir;

  private Path spool(String text) throws IOException {
    return Files.writeString(dir.resolve("spool"), text, StandardCharsets.ISO_8859_1);
  }

  @Test
  void keepsTheMaskedCopyNotTheSecret() throws IOException {
    Path spool = spool("clone ok\ntoken " + TOKEN + "\ndone\n");
    String url = "sqlite:" + dir.resolve("s.db");

    Stash.Result r = Stash.keep(spool, dir.resolve("masked"), Redactor.defaults(), url, ResultMeta.none());

    assertThat(r.failure()).isNull();
    assertThat(r.redactions()).containsEntry("github-token", 1);
    assertThat(r.maskNote()).isEqualTo("1 secret masked (github-token)");
    assertThat(r.reference()).isEqualTo("candor more " + r.handle().value());
    try (ResultStore store = ResultStore.open(url)) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      store.raw(r.handle(), out);
      String kept = out.toString(StandardCharsets.UTF_8);
      assertThat(kept).startsWith("clone ok\ntoken ").endsWith("\ndone\n").doesNotContain(TOKEN);
    }
  }

  @Test
  void aStoreThatCannotOpenIsAFailureNotAnException() throws IOException {
    Path spool = spool("token " + TOKEN + "\n");
    Path notADir = Files.writeString(dir.resolve("file"), "x");

    Stash.Result r = Stash.keep(spool, dir.resolve("masked"), Redactor.defaults(),
        "sqlite:" + notADir.resolve("s.db"), ResultMeta.none());

    assertThat(r.handle()).isNull();
    assertThat(r.failure()).startsWith("the store failed: ");
    assertThat(r.reference()).startsWith("not kept (the store failed: ");
    assertThat(r.redacted()).isEqualTo(1);
    assertThat(Files.readString(dir.resolve("masked"))).doesNotContain(TOKEN);
  }

  @Test
  void noStoreStillMasksAndSaysWhy() throws IOException {
    Stash.Result r = Stash.keep(spool("a " + TOKEN + "\n"), dir.resolve("masked"), Redactor.defaults(),
        (String) null, ResultMeta.none());

    assertThat(r.reference()).isEqualTo("not kept (--no-store)");
    assertThat(r.redacted()).isEqualTo(1);
  }

  @Test
  void aSecretAcrossABlockBoundaryIsMaskedBecauseBlocksEndAtLineBreaks() throws IOException {
    String filler = "x".repeat(1023) + "\n";
    StringBuilder sb = new StringBuilder();
    while (sb.length() < (1 << 20) - 10) {
      sb.append(filler);
    }
    sb.append("key ").append(TOKEN).append('\n');
    Stash.Result r = Stash.keep(spool(sb.toString()), dir.resolve("masked"), Redactor.defaults(),
        (String) null, ResultMeta.none());

    assertThat(r.redacted()).isEqualTo(1);
    String masked = Files.readString(dir.resolve("masked"), StandardCharsets.ISO_8859_1);
    assertThat(masked).doesNotContain(TOKEN).startsWith(filler).contains("\nkey ").endsWith("\n");
    assertThat(masked.lines().count()).isEqualTo(sb.toString().lines().count());
  }

  @Test
  void aSecretAfterMebibytesOfCleanLinesChangesOnlyItself() throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; sb.length() < 3 << 20; i++) {
      sb.append("INFO worker ").append(i % 7).append(" processed batch ").append(i).append(" caf\u00e9\n");
    }
    String before = sb.toString();
    String text = before + "token " + TOKEN + "\ndone\n";
    Stash.Result r = Stash.keep(spool(text), dir.resolve("masked"), Redactor.defaults(), (String) null, ResultMeta.none());

    assertThat(r.redacted()).isEqualTo(1);
    assertThat(Files.readString(dir.resolve("masked"), StandardCharsets.ISO_8859_1))
        .isEqualTo(before + "token [REDACTED:github-token]\ndone\n");
  }

  @Test
  void anOutputWithNothingToMaskIsKeptByteForByte() throws IOException {
    byte[] bytes = new byte[(3 << 20) + 17];
    new java.util.Random(5).nextBytes(bytes);
    Path spool = Files.write(dir.resolve("spool"), bytes);
    Stash.Result r = Stash.keep(spool, dir.resolve("masked"), Redactor.defaults(), (String) null, ResultMeta.none());

    assertThat(r.redacted()).isZero();
    assertThat(Files.readAllBytes(dir.resolve("masked"))).isEqualTo(bytes);
    assertThat(Files.readAllBytes(spool)).as("the input is left as it was").isEqualTo(bytes);
  }
}
