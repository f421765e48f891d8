package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class StructuredSniffTest {

  private static Strategy sniff(String s, boolean complete) {
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    // Room after len, as a caller's read buffer has, to show that only len bytes are looked at.
    byte[] buffer = Arrays.copyOf(b, b.length + 16);
    Arrays.fill(buffer, b.length, buffer.length, (byte) '}');
    return StructuredShaper.sniff(buffer, b.length, complete);
  }

  @Test
  void jsonDocuments() {
    assertThat(sniff("{\"a\": [1, 2]}", true)).isEqualTo(Strategy.JSON);
    assertThat(sniff("\uFEFF \n [ {\"id\": 1} ]\n", true)).isEqualTo(Strategy.JSON);
    assertThat(sniff("[{\"id\": 1}, {\"id\": 2}, {\"na", false)).isEqualTo(Strategy.JSON);
    assertThat(sniff("[true, fa", false)).isEqualTo(Strategy.JSON);
    assertThat(sniff("{\"msg\": \"caf\u00e9", false)).isEqualTo(Strategy.JSON);
  }

  @Test
  void cutOffJsonIsNotJsonWhenThePrefixIsTheWholeInput() {
    assertThat(sniff("[{\"id\": 1}, {\"id\": 2}, {\"na", true)).isNull();
  }

  @Test
  void bracketedLogLinesAreNotJson() {
    assertThat(sniff("[INFO] Scanning for projects...\n[INFO] Building core\n", true)).isNull();
    assertThat(sniff("{oops} not json\n", true)).isNull();
    assertThat(sniff("{\"a\":1} {\"b\":2}\n", true)).isNull();
  }

  @Test
  void ndjsonNeedsTwoLinesOfObjectsOrArrays() {
    assertThat(sniff("{\"a\":1}\n{\"a\":2}\n", true)).isEqualTo(Strategy.NDJSON);
    assertThat(sniff("{\"a\":1}\r\n\r\n[2]\r\n", true)).isEqualTo(Strategy.NDJSON);
    assertThat(sniff("{\"a\":1}\n{\"a\":2}\n{\"a\":", false)).isEqualTo(Strategy.NDJSON);
    assertThat(sniff("{\"a\":1}\n", true)).isEqualTo(Strategy.JSON);
    assertThat(sniff("{\"a\":1}\n42\n", true)).isNull();
    assertThat(sniff("{\"a\":1}\n{\"a\":2}\nplain text\n", true)).isNull();
  }

  @Test
  void csvNeedsThreeRecordsWithOneFieldCount() {
    assertThat(sniff("a,b,c\n1,2,3\n4,5,6\n", true)).isEqualTo(Strategy.CSV);
    assertThat(sniff("a\tb\n1\t2\n3\t4", true)).isEqualTo(Strategy.CSV);
    assertThat(sniff("a;b\n1;2\n3;4\n", true)).isEqualTo(Strategy.CSV);
    assertThat(sniff("a,b\r\n\"x, y\",\"multi\nline\"\r\n3,4\r\n", true)).isEqualTo(Strategy.CSV);
    assertThat(sniff("a,b\n1,2\n", true)).isNull();
    assertThat(sniff("a,b\n1,2,3\n4,5\n", true)).isNull();
  }

  @Test
  void csvPrefixCutInsideARecordIgnoresThatRecord() {
    assertThat(sniff("a,b,c\n1,2,3\n4,5,6\n7,8", false)).isEqualTo(Strategy.CSV);
    assertThat(sniff("a,b,c\n1,2,3\n4,5,6\n7,\"eight and", false)).isEqualTo(Strategy.CSV);
    assertThat(sniff("a,b,c\n1,2,3\n4,5,6\n7,\"eight and", true)).isNull();
  }

  @Test
  void plainTextIsNothingStructured() {
    assertThat(sniff("", true)).isNull();
    assertThat(sniff("   \n\t\n", true)).isNull();
    assertThat(sniff("BUILD SUCCESSFUL in 3s\n5 actionable tasks: 5 executed\n", true)).isNull();
    assertThat(sniff("error: expected ';', found '}'\n  --> src/main.rs:3:5\n  |\n", true)).isNull();
  }

  @Test
  void csvWithACommentedHeaderATrailingDelimiterAndAReservedColumn() {
    // The shape of HAProxy's "show stat": "# " before the first name, a "-" column, a comma at every line's end.
    String header = "# pxname,svname,qcur,qmax,scur,status,weight,-,check_status,check_desc,\n";
    String rows = "www,FRONTEND,,,0,OPEN,,,,,\n"
        + "svc-orders,orders-1,0,0,0,UP,1,,L7OK,Layer7 check passed,\n"
        + "svc-orders,orders-2,0,0,0,DOWN,1,,L4CON,Layer4 connection problem,\n";
    assertThat(sniff(header + rows, true)).isEqualTo(Strategy.CSV);
    // Only a short reserved name counts, and only among many columns.
    assertThat(sniff("a,-,c\n1,2,3\n4,5,6\n", true)).isNull();
    assertThat(sniff("pxname,svname,qcur,qmax,scur,status,weight,---\n1,2,3,4,5,6,7,8\n1,2,3,4,5,6,7,8\n", true)).isNull();
    // An empty field ends a header only at its end.
    assertThat(sniff("a,,c\n1,2,3\n4,5,6\n", true)).isNull();
  }
}
