package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Sniffing and cleaning never hide a failure: issue 11, item 7. */
class SniffKeepsFailuresTest {
  private static final String ESC = "\u001B";

  private static Shaped auto(String text, Evidence ev, int chars) {
    return Shaper.builder().budget(Budget.chars(chars)).build().shape(text, ev);
  }

  @Test
  void ansiColouredErrorLinesFromAnUnknownCommandAreNotSemicolonCsv() {
    StringBuilder log = new StringBuilder();
    for (int i = 0; i < 600; i++) {
      if (i % 3 == 1) {
        log.append(ESC).append("[1;31mERROR").append(ESC).append("[0m shard ").append(i)
            .append(": checksum mismatch in segment ").append(i * 7).append('\n');
      } else {
        log.append(ESC).append("[1;32mINFO").append(ESC).append("[0m shard ").append(i).append(": replicated\n");
      }
    }
    Shaped s = auto(log.toString(), Evidence.of("./replicate --all", 3), 4000);
    assertThat(s.strategy()).isNotEqualTo(Strategy.CSV);
    assertThat(s.text()).startsWith("command: ./replicate --all\nexit code: 3\n")
        .contains("ERROR shard 1: checksum mismatch in segment 7");
    assertThat(s.errorLinesFound()).isEqualTo(200);
    assertThat(s.errorLinesShown()).isPositive();
  }

  @Test
  void ansiStrippingStillLetsAColouredTableSniffAsAPlainOne() {
    String colour = ESC + "[1;32m";
    String table = "name;size\n" + colour + "a;1\n" + colour + "b;2\n" + colour + "c;3\n";
    byte[] b = table.getBytes(StandardCharsets.UTF_8);
    // The sniffer sees the table under the colour; with colour alone there is no table at all.
    assertThat(StructuredSniff.csvDelimiter(b, b.length, true)).isEqualTo(';');
    byte[] noTable = (colour + "ok\n" + colour + "ok\n" + colour + "ok\n").getBytes(StandardCharsets.UTF_8);
    assertThat(StructuredShaper.sniff(noTable, noTable.length, true)).isNull();
  }

  @Test
  void aProgressLogWithTwoCommasALineIsNotCsv() {
    StringBuilder log = new StringBuilder();
    for (int i = 1; i <= 40; i++) {
      log.append("Downloading layer ").append(i).append(", ").append(i * 5).append(" of 200 MB, ")
          .append(i * 100 / 40).append("% done\n");
    }
    byte[] b = log.toString().getBytes(StandardCharsets.UTF_8);
    assertThat(StructuredShaper.sniff(b, b.length, true)).isNull();
    String steps = "Step one, fetching sources, started\nStep two, compiling sources, started\n"
        + "Step three, linking objects, started\nStep four, packaging, started\n";
    byte[] s = steps.getBytes(StandardCharsets.UTF_8);
    assertThat(StructuredShaper.sniff(s, s.length, true)).as("rows repeat the first line's words").isNull();
  }

  @Test
  void aTableWithAPlausibleHeaderIsStillCsv() {
    String[] tables = {
        "id,name,created at\n1,alpha,2024-01-02\n2,beta,2024-02-03\n3,gamma,2024-03-04\n",
        ",open,close\n2024-01-02,1.5,1.7\n2024-01-03,1.7,1.6\n2024-01-04,1.6,1.9\n",
        "Test Name;Result;Duration (ms)\nlogin works;passed;12\nlogout works;failed;40\nsignup;passed;7\n"};
    for (String t : tables) {
      byte[] b = t.getBytes(StandardCharsets.UTF_8);
      assertThat(StructuredShaper.sniff(b, b.length, true)).as(t).isEqualTo(Strategy.CSV);
    }
  }

  @Test
  void aHeaderOfNumbersOrProseIsNoHeader() {
    assertThat(StructuredSniff.plausibleHeader("1,2,3\n4,5,6\n7,8,9\n", ',')).isFalse();
    assertThat(StructuredSniff.plausibleHeader("a,a,b\n1,2,3\n", ',')).isFalse();
    assertThat(StructuredSniff.plausibleHeader(
        "we tried this and it did not work at all,ok\n1,2\n", ',')).isFalse();
  }

  @Test
  void aNulPrefixedLogStaysTextAndKeepsItsError() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(0);
    out.write(0);
    StringBuilder log = new StringBuilder();
    for (int i = 0; i < 300; i++) {
      log.append("deploy: uploading artifact part ").append(i).append(" of 300\n");
    }
    log.append("ERROR: deploy failed\n");
    out.writeBytes(log.toString().getBytes(StandardCharsets.UTF_8));
    byte[] b = out.toByteArray();
    assertThat(Sniff.isBinary(b, Math.min(b.length, Scanner.SNIFF))).isFalse();
    Shaped s = Shaper.builder().budget(Budget.chars(2000)).build().shape(b, Evidence.of("./deploy.sh", 1));
    assertThat(s.strategy()).isNotEqualTo(Strategy.BINARY);
    assertThat(s.text()).contains("ERROR: deploy failed");
    assertThat(s.errorLinesShown()).isEqualTo(1);
  }

  @Test
  void mostlyNotTextIsStillBinary() {
    byte[] random = new byte[8192];
    new java.util.Random(11).nextBytes(random);
    assertThat(Sniff.isBinary(random, random.length)).isTrue();
    byte[] elf = new byte[4096];
    elf[0] = 0x7F;
    elf[1] = 'E';
    elf[2] = 'L';
    elf[3] = 'F';
    assertThat(Sniff.isBinary(elf, elf.length)).isTrue();
    byte[] utf16 = "build ok\nall tests passed\n".getBytes(StandardCharsets.UTF_16LE);
    assertThat(Sniff.isBinary(utf16, utf16.length)).isTrue();
    byte[] latin1 = "caf\u00e9 ouvert, cr\u00e8me br\u00fbl\u00e9e\n".repeat(20).getBytes(StandardCharsets.ISO_8859_1);
    assertThat(Sniff.isBinary(latin1, latin1.length)).as("a few invalid UTF-8 bytes are text").isFalse();
    byte[] cut = "caf\u00e9".getBytes(StandardCharsets.UTF_8);
    assertThat(Sniff.isBinary(cut, cut.length - 1)).as("a code point cut by the window").isFalse();
  }

  @Test
  void anErrorInACarriageReturnFrameIsKept() {
    assertThat(Clean.text("step 1\rERROR: linker failed\rok", new Clean.Stats()))
        .isEqualTo("ERROR: linker failed | ok");
    assertThat(Clean.text("[1/3] cc a.o\r[2/3] cc b.o\r[3/3] ld app\r", new Clean.Stats()))
        .as("plain progress still collapses").isEqualTo("[3/3] ld app");
    assertThat(Clean.text("ERROR: disk full\rERROR: disk full\rERROR: disk full", new Clean.Stats()))
        .as("an error redrawn is kept once").isEqualTo("ERROR: disk full");
    Shaped s = auto("building\nstep 1\rERROR: linker failed\rok\ndone\n", Evidence.of("make", 2), 2000);
    assertThat(s.text()).contains("ERROR: linker failed");
    assertThat(s.errorLinesFound()).isEqualTo(1);
  }

  @Test
  void stripAnsiKeepsLineBreaksAndText() {
    assertThat(Clean.stripAnsi("a" + ESC + "[1;31mb" + ESC + "[0m\nc\u009B2Kd")).isEqualTo("ab\ncd");
    String plain = "no escapes\n";
    assertThat(Clean.stripAnsi(plain)).isSameAs(plain);
  }

  @Test
  void aLogThatStartsWithAHoleOfNulBytesFromCopytruncateIsTextAndKeepsItsError() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.writeBytes(new byte[40_000]); // the writer kept its offset after the log was copied and truncated
    StringBuilder log = new StringBuilder();
    for (int i = 401; i <= 430; i++) {
      log.append("2026-12-01T09:07:").append(i % 60).append("Z deploy[4121]: uploaded shard ").append(i).append("/480\n");
    }
    log.append("2026-12-01T09:07:11Z deploy[4121]: ERROR: deploy failed after 430 of 480 shards\n");
    out.writeBytes(log.toString().getBytes(StandardCharsets.UTF_8));
    byte[] b = out.toByteArray();
    assertThat(Sniff.isBinary(b, Math.min(b.length, Scanner.SNIFF))).as("a window of NULs only is a hole").isFalse();
    Shaped s = Shaper.builder().budget(Budget.chars(2000)).build().shape(b, Evidence.of("cat app.log", 0));
    assertThat(s.strategy()).isNotEqualTo(Strategy.BINARY);
    assertThat(s.text()).contains("ERROR: deploy failed after 430 of 480 shards").contains("uploaded shard 430/480");
  }

  @Test
  void holesOfNulBytesDoNotMakeAnExecutableText() {
    byte[] elf = new byte[8192];
    java.util.Random r = new java.util.Random(7);
    for (int i = 0; i < elf.length; i++) {
      elf[i] = i % 1024 < 512 ? 0 : (byte) r.nextInt(256); // padding between sections, then code
    }
    elf[0] = 0x7F;
    elf[1] = 'E';
    elf[2] = 'L';
    elf[3] = 'F';
    assertThat(Sniff.isBinary(elf, elf.length)).isTrue();
  }
}
