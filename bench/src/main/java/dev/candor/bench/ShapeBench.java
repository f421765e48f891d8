package dev.candor.bench;

import dev.candor.Budget;
import dev.candor.Evidence;
import dev.candor.Shaped;
import dev.candor.Shaper;
import dev.candor.Strategy;
import dev.candor.Tokenizer;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Terminal shaping of a build log held in memory. Throughput in GB/s is the log's size divided
 * by the average time: {@code size / (ms/op)}. The log is 100 MB of Maven-like lines with an
 * error line every 5,000 lines.
 *
 * <pre>
 * mvn -Pbench -pl bench -am package -Dmaven.test.skip=true
 * java -jar bench/target/benchmarks.jar ShapeBench -p megabytes=100
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
public class ShapeBench {
  @Param({"100"})
  public int megabytes;

  @Param({"chars", "tokens"})
  public String unit;

  private byte[] log;
  private Shaper shaper;

  @Setup
  public void setup() {
    log = buildLog(megabytes * 1_000_000L);
    Budget b = unit.equals("tokens") ? Budget.tokens(2_000, Tokenizer.o200k()) : Budget.chars(8_000);
    shaper = Shaper.builder().budget(b).strategy(Strategy.TERMINAL).build();
    System.out.printf("%nlog: %,d bytes%n", log.length);
  }

  static byte[] buildLog(long size) {
    StringBuilder sb = new StringBuilder((int) size + 200);
    Random r = new Random(1);
    int i = 0;
    while (sb.length() < size) {
      sb.append("[INFO] ").append(i++).append(" Compiling src/main/java/dev/candor/module/Class").append(r.nextInt(1000))
          .append(".java to target/classes (took ").append(r.nextInt(500)).append(" ms)\n");
      if (i % 5000 == 0) {
        sb.append("[ERROR] /src/main/java/Foo").append(i).append(".java:[12,5] cannot find symbol\n");
      }
    }
    sb.append("[INFO] BUILD FAILURE\n");
    return sb.toString().getBytes(StandardCharsets.UTF_8);
  }

  @Benchmark
  public Shaped terminal() {
    return shaper.shape(log, Evidence.of("mvn -B package", 1));
  }
}
