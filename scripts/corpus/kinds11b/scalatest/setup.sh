# Twelve ScalaTest suites (one per zone, 25 journeys each) generated from one template.
for z in $(seq 1 12); do
  cat >"src/test/scala/shop/Zone${z}Spec.scala" <<SCALA
package shop

import org.scalatest.funsuite.AnyFunSuite

class Zone${z}Spec extends AnyFunSuite {
  for (to <- 1 to 25) {
    test(s"zone $z to \$to costs the tariff") {
      info(s"fare \${Fares.fare($z, to)} cents")
      assert(Fares.fare($z, to) == Fares.tariff($z, to))
    }
  }
}
SCALA
done
