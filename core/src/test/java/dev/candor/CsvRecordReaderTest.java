package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.candor.CsvRecordReader.Row;
import dev.candor.StructuredShaper.NotStructured;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** RFC 4180 records: quoting, line breaks, the keep limit and byte positions. */
class CsvRecordReaderTest {

  private static List<Row> rows(String csv, char delimiter) throws IOException, NotStructured {
    CsvRecordReader r = new CsvRecordReader(new StringReader(csv), delimiter);
    List<Row> out = new ArrayList<>();
    for (Row row = r.next(Long.MAX_VALUE); row != null; row = r.next(Long.MAX_VALUE)) {
      out.add(row);
    }
    return out;
  }

  @Test
  void splitsFieldsOnTheDelimiterAndRecordsOnLineBreaks() throws Exception {
    List<Row> rows = rows("id,name,size\n1,alpha,10\n", ',');
    assertThat(rows).extracting(Row::fields)
        .containsExactly(List.of("id", "name", "size"), List.of("1", "alpha", "10"));
    assertThat(rows).extracting(Row::line).containsExactly(1L, 2L);
    assertThat(rows).extracting(Row::start).containsExactly(0L, 13L);
    assertThat(rows).allMatch(Row::terminated);
  }

  @Test
  void aQuotedFieldHoldsTheDelimiterLineBreaksAndDoubledQuotes() throws Exception {
    List<Row> rows = rows("\"a,b\",\"two\nlines\",\"say \"\"hi\"\"\"\nnext,row\n", ',');
    assertThat(rows.get(0).fields()).containsExactly("a,b", "two\nlines", "say \"hi\"");
    assertThat(rows.get(1).fields()).containsExactly("next", "row");
    assertThat(rows.get(1).line()).as("the quoted line break counts").isEqualTo(3);
  }

  @Test
  void crLfCrAndLfEachEndARecordAndTheFirstOneSeenIsTheLineBreak() throws Exception {
    CsvRecordReader r = new CsvRecordReader(new StringReader("a\r\nb\rc\nd"), ',');
    List<Row> rows = new ArrayList<>();
    for (Row row = r.next(100); row != null; row = r.next(100)) {
      rows.add(row);
    }
    assertThat(rows).extracting(row -> row.fields().get(0)).containsExactly("a", "b", "c", "d");
    assertThat(rows).extracting(Row::line).containsExactly(1L, 2L, 3L, 4L);
    assertThat(rows).extracting(Row::terminated).containsExactly(true, true, true, false);
    assertThat(r.lineBreak()).isEqualTo("\r\n");
  }

  @Test
  void lineBreak_isLfWhenThereIsNone() throws Exception {
    CsvRecordReader r = new CsvRecordReader(new StringReader("only,one"), ',');
    assertThat(r.next(100).fields()).containsExactly("only", "one");
    assertThat(r.next(100)).isNull();
    assertThat(r.lineBreak()).isEqualTo("\n");
  }

  @Test
  void emptyLinesAreSkippedButCounted() throws Exception {
    List<Row> rows = rows("a\n\n\r\n\nb\n\n", ',');
    assertThat(rows).extracting(row -> row.fields().get(0)).containsExactly("a", "b");
    assertThat(rows).extracting(Row::line).containsExactly(1L, 5L);
  }

  @Test
  void aQuoteInsideAnUnquotedFieldIsLiteralAndEmptyFieldsAreKept() throws Exception {
    assertThat(rows("5\" disk,,x\"y\n", ',').get(0).fields()).containsExactly("5\" disk", "", "x\"y");
  }

  @Test
  void theDelimiterIsTheOneGiven() throws Exception {
    assertThat(rows("a,b\tc;d\n", '\t').get(0).fields()).containsExactly("a,b", "c;d");
  }

  @Test
  void textAfterAClosingQuoteIsNotCsv() {
    assertThatThrownBy(() -> rows("\"a\"b,c\n", ','))
        .isInstanceOf(NotStructured.class)
        .hasMessageContaining("after the closing quote of field 1")
        .satisfies(e -> assertThat(((NotStructured) e).truncated()).isFalse());
  }

  @Test
  void inputEndingInsideQuotesIsTruncated() {
    assertThatThrownBy(() -> rows("a,b\n1,\"never closed\n2,3\n", ','))
        .isInstanceOf(NotStructured.class)
        .hasMessageContaining("field 2 of the record on line 2")
        .satisfies(e -> assertThat(((NotStructured) e).truncated()).isTrue());
  }

  @Test
  void fieldsPastTheKeepLimitAreCountedNotKept() throws Exception {
    CsvRecordReader r = new CsvRecordReader(new StringReader("abcd,ef,g\nh,i\n"), ',');
    Row big = r.next(5);
    assertThat(big.fields()).isNull();
    assertThat(big.fieldCount()).isEqualTo(3);
    Row small = r.next(5);
    assertThat(small.fields()).containsExactly("h", "i");
    assertThat(small.start()).isEqualTo(10);
  }

  @Test
  void positionsCountUtf8BytesAndSkipALeadingByteOrderMark() throws Exception {
    CsvRecordReader r = new CsvRecordReader(new StringReader("\uFEFFcaf\u00e9,\ud83d\ude00\nx\n"), ',');
    Row first = r.next(100);
    assertThat(first.fields()).containsExactly("caf\u00e9", "\ud83d\ude00");
    assertThat(first.start()).as("after the 3-byte mark").isEqualTo(3);
    Row second = r.next(100);
    assertThat(second.start()).isEqualTo(3 + 5 + 1 + 4 + 1);
    assertThat(r.next(100)).isNull();
    assertThat(r.position()).isEqualTo(3 + 5 + 1 + 4 + 1 + 2);
  }
}
