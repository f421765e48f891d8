package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which error excerpts fit an allowance: an error line is never given up for its context. */
class ExcerptsCoreTest {
  private static final Selector SEL = new Selector(Budget.chars(10_000));

  private static Line line(long number, String text) {
    return new Line(number, number * 200, number * 200 + Utf8.length(text), text, false, false);
  }

  private static Hit hit(Line line, Line before) {
    return new Hit(line, before, null, List.of(), null, Template.hash(line.text()));
  }

  @Test
  void anErrorLineWhoseContextDoesNotFitIsShownAlone() {
    // An Apache error log: a notice that matched first, then a child killed by a signal, after an
    // access log line that says nothing of it.
    Hit first = hit(
        line(4, "[Wed Dec 02 06:14:32.768759 2026] [core:notice] [pid 24961:tid 24961] AH00094: Command line: "
            + "'apache2 -d /srv/shop -f /srv/shop/httpd.conf -D FOREGROUND -E /srv/shop/logs/startup-errors.log'"),
        line(3, "[Wed Dec 02 06:14:32.768753 2026] [mpm_prefork:info] [pid 24961:tid 24961] AH00164: Server built: "
            + "2026-11-12T08:58:41"));
    Line crash = line(330,
        "[Wed Dec 02 06:14:45.854607 2026] [core:notice] [pid 24961:tid 24961] AH00052: child pid 24966 exit signal "
            + "Segmentation fault (11)");
    Hit second = hit(crash,
        line(329, "127.0.0.1 - - [02/Dec/2026:06:14:44 +0000] \"GET /cgi-bin/export HTTP/1.1\" 200 6 \"shop-check/1.2\""));
    long lineCap = 400;
    long firstGroup = SEL.cost(new Excerpts(SEL).errors(List.of(first), 10_000, lineCap, java.util.Set.of(), false, null));
    long crashAlone = SEL.cost(Piece.excerpt(crash, true));
    long allowance = firstGroup + crashAlone + 10; // not enough for the access log line as well

    List<Piece> shown = new Excerpts(SEL).errors(List.of(first, second), allowance, lineCap, java.util.Set.of(), false,
        null);

    assertThat(shown.stream().map(Piece::number).toList()).containsExactly(3L, 4L, 330L);
    assertThat(SEL.cost(shown)).isLessThanOrEqualTo(allowance);
  }
  @Test
  void aDetailLineIndentedUnderItsStatementIsNotShownAloneWhenTheirGroupDoesNotFit() {
    // Maven's compiler errors: a statement, then the symbol it could not find indented under it.
    Hit statement = hit(
        line(661, "[ERROR] /srv/shop/shop-service/src/main/java/com/acme/shop/service/OrderService.java:[17,24] "
            + "incompatible types: int cannot be converted to java.lang.String"),
        line(660, "  location: class com.acme.shop.service.OrderService"));
    Hit detail = hit(line(693, "[ERROR]   symbol:   method getId()"),
        line(692, "[ERROR] /srv/shop/shop-service/src/main/java/com/acme/shop/service/OrderService.java:[25,35] "
            + "cannot find symbol"));
    long lineCap = 400;
    long statementGroup =
        SEL.cost(new Excerpts(SEL).errors(List.of(statement), 10_000, lineCap, java.util.Set.of(), false, null));
    long detailAlone = SEL.cost(Piece.excerpt(detail.line(), true));
    long allowance = statementGroup + detailAlone + 10; // room for the detail alone, not with its statement

    List<Piece> shown = new Excerpts(SEL).errors(List.of(statement, detail), allowance, lineCap, java.util.Set.of(),
        false, null);

    assertThat(shown.stream().map(Piece::number).toList()).doesNotContain(693L);
    assertThat(SEL.cost(shown)).isLessThanOrEqualTo(allowance);
  }

  @Test
  void theLineAnErrorLineAnnouncesWithItsClosingColonIsShownWithIt() {
    // Rust's panic (since 1.73): where, ending in a colon, then the message on a line of its own,
    // neither indented nor a detail; the backtrace's heading after it belongs to neither.
    Line where = line(136, "thread 'tests::bucket_day_11' (16301) panicked at src/lib.rs:19:5:");
    Line message = line(137, "index out of bounds: the len is 5 but the index is 5");
    Hit h = new Hit(where, line(135, ""), message, List.of(), null, Template.hash(where.text()));

    List<Piece> shown = new Excerpts(SEL).errors(List.of(h), 10_000, 400, java.util.Set.of(), false, null);

    assertThat(shown.stream().map(Piece::number).toList()).contains(136L, 137L);
  }

  @Test
  void theLineAfterAnErrorLineThatAnnouncesNothingIsNotPartOfItsCore() {
    // Not in the core: a second error line comes before it, where the two error lines fit and it does not.
    Line error = line(136, "thread 'tests::bucket_day_11' (16301) panicked at src/lib.rs:19:5");
    Line next = line(137, "index out of bounds: the len is 5 but the index is 5");
    Hit h = new Hit(error, line(135, ""), next, List.of(), null, Template.hash(error.text()));
    Line other = line(300, "error: test failed, to rerun pass `--lib`");
    Hit second = new Hit(other, line(299, ""), null, List.of(), null, Template.hash(other.text()));
    long allowance = SEL.cost(Piece.excerpt(error, true)) + SEL.cost(Piece.excerpt(other, true)) + 10;

    List<Piece> shown = new Excerpts(SEL).errors(List.of(h, second), allowance, 400, java.util.Set.of(), false, null);

    assertThat(shown.stream().map(Piece::number).toList()).containsExactly(136L, 300L);
  }

  @Test
  void theLineAfterADistinctErrorLineIsShownWhenTheAllowanceLasts() {
    // As grep -A 1 shows it, once every core is placed: what the tool went on with.
    Line error = line(136, "thread 'tests::bucket_day_11' (16301) panicked at src/lib.rs:19:5");
    Line next = line(137, "index out of bounds: the len is 5 but the index is 5");
    Hit h = new Hit(error, line(135, ""), next, List.of(), null, Template.hash(error.text()));

    List<Piece> shown = new Excerpts(SEL).errors(List.of(h), 10_000, 400, java.util.Set.of(), false, null);

    assertThat(shown.stream().map(Piece::number).toList()).containsExactly(136L, 137L);
  }

  @Test
  void theLineAfterAnErrorLineStaysInItsBlockWhenItIsNotPartOfTheCore() {
    // javadoc: an error, the source line it is about (not a detail line, so not in the core), its caret.
    Line error = line(312, "src/com/acme/billing/fees/FeeSchedule.java:8: error: unknown tag: returns");
    Line source = line(313, "     * @returns the fee in cents");
    Line caret = line(314, "       ^");
    Hit h = new Hit(error, line(311, "Generating api/com/acme/billing/fees/FeeSchedule.html..."), source,
        List.of(source, caret), null, Template.hash(error.text()));

    List<Piece> shown = new Excerpts(SEL).errors(List.of(h), 10_000, 400, java.util.Set.of(), false, null);

    assertThat(shown.stream().map(Piece::number).toList()).containsExactly(311L, 312L, 313L, 314L);
  }
}
