package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TemplateTest {

  @Test
  void linesPrintedFromOneFormatShareATemplate() {
    assertThat(Template.hash("transforming src/module42.tsx ... done"))
        .isEqualTo(Template.hash("transforming src/deep/module7.tsx ... done"));
    assertThat(Template.hash("2024-01-01T12:00:00.123Z [4242] id f47ac10b-58cc-4372-a567-0e02b2c3d479 took 12ms"))
        .isEqualTo(Template.hash("2025-11-30T01:02:03.999Z [7] id 0e02b2c3-a567-58cc-4372-f47ac10b58cc took 1500ms"));
    assertThat(Template.hash("error: ‘foo’ undeclared (first use in this function)"))
        .isEqualTo(Template.hash("error: ‘inventory_total’ undeclared (first use in this function)"));
    assertThat(Template.hash("ok 23 - tax for order #623")).isEqualTo(Template.hash("ok 1 - tax for order #601"));
  }

  @Test
  void differentWordsMakeDifferentTemplates() {
    assertThat(Template.hash("LOG:  checkpoint complete: wrote 12 buffers"))
        .isNotEqualTo(Template.hash("LOG:  server process (PID 12) was terminated by signal 9: Killed"));
    assertThat(Template.hash("ok 23 - tax for order #623")).isNotEqualTo(Template.hash("not ok 23 - tax for order #623"));
    assertThat(Template.hash("{\"level\":\"info\",\"msg\":\"up\"}")).isNotEqualTo(Template.hash("{\"severity\":\"info\",\"msg\":\"up\"}"));
  }

  @Test
  void aQuotedPathBeforeAColonIsAValueAndAQuotedKeyIsKept() {
    assertThat(Template.display("Could not open user 'www-data' authorized keys '/srv/auth/www-data': Permission denied", 100))
        .isEqualTo("Could not open user <Q> authorized keys <Q>: Permission denied");
    assertThat(Template.hash("ls: cannot access '/var/log/a.log': No such file or directory"))
        .isEqualTo(Template.hash("ls: cannot access '/srv/b/c.log': No such file or directory"));
    assertThat(Template.display("{'level': 'info', \"msg\": \"up\"}", 100)).isEqualTo("{'level': <Q>, \"msg\": <Q>}");
  }

  @Test
  void aQuotedNameBeforeAColonIsMaskedUnlessItOpensAMember() {
    // A report's line about each of many tables is one format, whatever the table.
    assertThat(Template.hash("INFO:  \"invoices\": scanned 133 of 133 pages, containing 6660 live rows"))
        .isEqualTo(Template.hash("INFO:  \"accounts\": scanned 24 of 24 pages, containing 2700 live rows"));
    assertThat(Template.display("INFO:  finished vacuuming \"ledger.public.invoices\": index scans: 0", 100))
        .isEqualTo("INFO: finished vacuuming <Q>: index scans: <N>");
    // Keys that open an object's members, at the line's start or after '{', '[' or ',', stay.
    assertThat(Template.hash("  \"name\": \"a\",")).isNotEqualTo(Template.hash("  \"version\": \"a\","));
    assertThat(Template.hash("[{\"id\": 1}, {\"id\": 2}]")).isNotEqualTo(Template.hash("[{\"sku\": 1}, {\"sku\": 2}]"));
  }

  @Test
  void theDisplayedTemplateNamesTheMasks() {
    assertThat(Template.display("src/app/cart.ts(12,5): error TS2339: Property 'total' does not exist on type 'Cart'.", 100))
        .isEqualTo("<path>.ts(<N>): error TS<N>: Property <Q> does not exist on type <Q>.");
    assertThat(Template.display("[INFO] Compiling unit 2999 of the reactor", 100)).isEqualTo("[INFO] Compiling unit <N> of the reactor");
    assertThat(Template.display("x".repeat(300), 40)).hasSizeLessThanOrEqualTo(40).endsWith(" ...");
  }

  @Test
  void hexLiteralsAreOneMaskWhateverTheirLetters() {
    assertThat(Template.hash("[New Thread 0x7ffff4dcb6c0 (LWP 19619)]"))
        .isEqualTo(Template.hash("[New Thread 0x7fffeaff56c0 (LWP 19630)]"));
    assertThat(Template.hash("#2  0x00007ffff7e5af7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=0x5555555580e8 <cv+40>)"))
        .isEqualTo(Template.hash("#2  0x00007ffff7e5af7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=0x7ffff7dd1990 <cv+40>)"));
    assertThat(Template.display("READ of size 8 at 0x604000000470 thread T0", 100)).isEqualTo("READ of size <N> at <N> thread T<N>");
    assertThat(Template.hash("0xcafe in parse_record")).isNotEqualTo(Template.hash("0xcafe in handle_job"));
  }

  @Test
  void aLongLineCutInsideAWordOfValuesSharesTheTemplateOfItsFormat() {
    String format = "2026-12-01 21:39:%s UTC [14035] LOG:  checkpoint complete: wrote %d buffers (%s%%); 0 WAL file(s) added,"
        + " 0 removed, 4 recycled; write=%s s, sync=%s s, total=%s s; sync files=%d, longest=%s s, average=%s s;"
        + " distance=%d kB, estimate=%d kB";
    String a = String.format(format, "38.007", 4632, "28.3", "6.059", "0.341", "6.502", 47, "0.143", "0.008", 62013, 62013);
    String b = String.format(format, "46.967", 3855, "23.5", "62.877", "0.078", "63.071", 8, "0.040", "0.010", 66981, 66981);
    assertThat(a.length()).isGreaterThan(Template.SPAN);
    assertThat(Template.hash(a)).isEqualTo(Template.hash(b));
    assertThat(Template.display(a, 400)).isEqualTo(Template.display(b, 400)).endsWith("distance=<N> kB, ...");
  }

  @Test
  void aLineThatIsOneLongTokenKeepsWhatItsSpanHolds() {
    String b64a = "QUJD".repeat(100);
    String b64b = "WFla".repeat(100);
    assertThat(Template.hash(b64a)).isNotEqualTo(Template.hash(b64b));
    assertThat(Template.hash("data " + b64a)).isNotEqualTo(Template.hash("data " + b64b));
  }
}
