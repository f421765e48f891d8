cat >Snapshot.java <<'J'
import java.util.ArrayList;
import java.util.List;
public class Snapshot {
  record Row(long id, String sku, byte[] payload) {}
  public static void main(String[] args) {
    List<Row> rows = new ArrayList<>();
    for (long i = 1; ; i++) {
      rows.add(new Row(i, "SKU-" + i, new byte[16 * 1024]));
      if (i % 10 == 0) System.out.println("buffered " + i + " rows for snapshot " + args[0]);
    }
  }
}
J
