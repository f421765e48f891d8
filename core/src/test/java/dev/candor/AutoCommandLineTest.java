package dev.candor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@link Auto#namesLog} and {@link Auto#words} say what the regular expressions they replaced said, for any command line. */
class AutoCommandLineTest {
  private static final Pattern LOG = Pattern.compile(".*\\.log(\\.\\d+)?\\s*$");

  @Test
  void aCommandEndingInALogFileNamesALog() {
    assertTrue(Auto.namesLog("cat app.log"));
    assertTrue(Auto.namesLog("tail -n 50 /var/log/syslog.log.1  \n"));
    assertTrue(Auto.namesLog(".log"));
    assertFalse(Auto.namesLog("cat app.log5"));
    assertFalse(Auto.namesLog("cat app.log."));
    assertFalse(Auto.namesLog("cat app.logs"));
    assertFalse(Auto.namesLog("echo x\ncat app.log"));
    assertFalse(Auto.namesLog("mvn test"));
    assertFalse(Auto.namesLog(""));
  }

  @Test
  void agreesWithThePatternOnRandomLines() {
    String alphabet = "ablog.123 \t\n\r\u000B\f\u0085\u2028\u2029-/";
    String[] pieces = {".log", ".log.", ".log.12", "log", ".", "1", " ", "\n"};
    Random random = new Random(12);
    for (int i = 0; i < 200_000; i++) {
      StringBuilder s = new StringBuilder();
      int n = random.nextInt(8);
      for (int k = 0; k < n; k++) {
        if (random.nextBoolean()) {
          s.append(pieces[random.nextInt(pieces.length)]);
        } else {
          s.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
      }
      String line = s.toString();
      assertEquals(LOG.matcher(line).matches(), Auto.namesLog(line), () -> "for '" + line + "'");
    }
  }

  @Test
  void wordsAreWhatSplittingOnWhiteSpaceGives() {
    String alphabet = "ab= \t\n\r\u000B\f\u0000\u0001-";
    Random random = new Random(5);
    for (int i = 0; i < 100_000; i++) {
      StringBuilder s = new StringBuilder();
      int n = random.nextInt(10);
      for (int k = 0; k < n; k++) {
        s.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      String line = s.toString();
      org.junit.jupiter.api.Assertions.assertArrayEquals(line.trim().split("\\s+"), Auto.words(line), () -> "for '" + line + "'");
    }
  }
}
