#!/usr/bin/env bash
# Regenerate the Candor tool-output corpus (fixtures/corpus/<id>/{output,case.json})
# by running the real tools again in a fresh temp dir.
#
#   scripts/corpus/regen.sh              # every case
#   scripts/corpus/regen.sh ID [ID...]   # only these cases
#   KEEP_WORK=1 scripts/corpus/regen.sh  # keep the temp dir for inspection
#
# Needs: java 17 + mvn (plugins from ~/.m2 or Maven Central), gcc, g++, make,
# cargo (offline, no dependencies), python3, node + npm (npm registry), git,
# grep, find, dd, dpkg-query, unzip. Network: Maven Central and the npm
# registry only; local servers bind 127.0.0.1 only.
#
# For each case this rewrites `output` (stdout+stderr merged, raw bytes) and, in
# case.json, `command`, `exit_code`, `description`, `tool` and `items` (true
# record count for json/ndjson/csv). `evidence` is kept as it is (hand-picked);
# a new case starts with an empty evidence list.
set -euo pipefail

export LANG=C.UTF-8 LC_ALL=C.UTF-8 TZ=UTC
# Python writes stdout/stderr unbuffered, so a traceback lands after the lines printed before it (as on a terminal).
export PYTHONUNBUFFERED=1
unset NO_COLOR FORCE_COLOR CLICOLOR_FORCE GREP_COLOR GREP_COLORS CARGO_TERM_COLOR MAVEN_OPTS RUST_BACKTRACE 2>/dev/null || true
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null
export npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
CORPUS="$ROOT/fixtures/corpus"
WORK="$(mktemp -d /tmp/candor-corpus.XXXXXX)"
cleanup() {
  if [[ -n "${SERVER_PID:-}" ]]; then kill "$SERVER_PID" 2>/dev/null || true; fi
  if [[ "${KEEP_WORK:-0}" == 1 ]]; then echo "work dir kept: $WORK" >&2; else rm -rf "$WORK"; fi
}
trap cleanup EXIT
mkdir -p "$CORPUS"

OUT="$CORPUS"
# want ID and record ID TOOL DIR DESCRIPTION COMMAND [RUNNER]: see the library.
source "$ROOT/scripts/lib/record.sh"
# The cases of kinds added in session 4 (case_* functions and kinds_all, called at the end).
source "$ROOT/scripts/corpus/kinds.sh"
# The structured cases added in session 5 (structured_all, called at the end).
source "$ROOT/scripts/corpus/structured.sh"
# The cases of kinds added in session 5 (kinds5_all, called after kinds_all).
source "$ROOT/scripts/corpus/kinds5.sh"
# The cases of kinds added in session 6 (kinds6_all, called after kinds5_all).
source "$ROOT/scripts/corpus/kinds6.sh"
# The cases of kinds added in session 7, as one table and one function (kinds7_all, called after kinds6_all).
source "$ROOT/scripts/corpus/kinds7.sh"
# The cases of session 9, in the same form (kinds8_all, called after kinds7_all).
source "$ROOT/scripts/corpus/table.sh"
source "$ROOT/scripts/corpus/kinds8.sh"
# The cases of session 10 (kinds9a_all, called after kinds8_all).
source "$ROOT/scripts/corpus/kinds9a.sh"
# The cases of session 10's second corpus helper, in the same form (kinds9b_all, called after kinds8_all).
source "$ROOT/scripts/corpus/kinds9b.sh"
# The cases of session 11 (kinds10a_all, called after kinds9b_all).
source "$ROOT/scripts/corpus/kinds10a.sh"
# The cases of session 11's second corpus helper (kinds10b_all, called after kinds9b_all).
source "$ROOT/scripts/corpus/kinds10b.sh"
# The cases of session 12's first corpus helper (kinds11a_all, called after kinds10b_all).
source "$ROOT/scripts/corpus/kinds11a.sh"
# The cases of session 12's second corpus helper, in the same form (kinds11b_all, called after kinds11a_all).
source "$ROOT/scripts/corpus/kinds11b.sh"
# The cases of session 13's first corpus helper (kinds12a_all, called after kinds11b_all).
source "$ROOT/scripts/corpus/kinds12a.sh"
# The cases of session 13's second corpus helper (kinds12b_all, called after kinds11b_all).
source "$ROOT/scripts/corpus/kinds12b.sh"
# The cases of session 23, made outside the corpus first (kinds23_all, called after kinds12b_all).
source "$ROOT/scripts/corpus/kinds23.sh"
source "$ROOT/scripts/corpus/kinds26.sh"
# The cases of session 27, made before any shaping (kinds27_all, called after kinds26_all).
source "$ROOT/scripts/corpus/kinds27.sh"
# The cases of session 28, made before any shaping (kinds28_all, called after kinds27_all).
source "$ROOT/scripts/corpus/kinds28.sh"
# The second batch of session 28, made before any shaping (kinds29_all, called after kinds28_all).
source "$ROOT/scripts/corpus/kinds29.sh"
# The cases of session 29, made before any shaping (kinds30_all, called after kinds29_all).
source "$ROOT/scripts/corpus/kinds30.sh"
# The cases of session 30, made before any shaping (kinds31_all, called after kinds30_all).
source "$ROOT/scripts/corpus/kinds31.sh"
# The cases of session 31, made before any shaping (kinds32_all, called after kinds31_all).
source "$ROOT/scripts/corpus/kinds32.sh"
# The cases of session 32, made before any shaping (kinds33_all, called after kinds32_all).
source "$ROOT/scripts/corpus/kinds33.sh"
# The cases of session 33, made before any shaping (kinds34_all, called after kinds33_all).
source "$ROOT/scripts/corpus/kinds34.sh"
# The cases of session 34, made before any shaping (kinds35_all, called after kinds34_all).
source "$ROOT/scripts/corpus/kinds35.sh"
# The cases of session 35, made before any shaping (kinds36_all, called after kinds35_all).
source "$ROOT/scripts/corpus/kinds36.sh"
# The cases of session 36, made before any shaping (kinds37_all, called after kinds36_all).
source "$ROOT/scripts/corpus/kinds37.sh"
# The cases of session 37, made before any shaping (kinds38_all, called after kinds37_all).
source "$ROOT/scripts/corpus/kinds38.sh"
# The cases of session 38, made before any shaping (kinds39_all, called after kinds38_all).
source "$ROOT/scripts/corpus/kinds39.sh"

# ---------------------------------------------------------------------------
# Maven: a 4-module shop with -Xlint warnings; shop-service does not compile.
# ---------------------------------------------------------------------------
MVN_PLUGINS='
    <pluginManagement>
      <plugins>
        <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-clean-plugin</artifactId><version>3.3.2</version></plugin>
        <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
        <plugin>
          <groupId>org.apache.maven.plugins</groupId>
          <artifactId>maven-compiler-plugin</artifactId>
          <version>3.13.0</version>
          <configuration>
            <release>17</release>
            <showWarnings>true</showWarnings>
            <compilerArgs><arg>-Xlint:all</arg><arg>-Xmaxwarns</arg><arg>1000</arg></compilerArgs>
          </configuration>
        </plugin>
        <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-surefire-plugin</artifactId><version>3.5.2</version></plugin>
        <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-jar-plugin</artifactId><version>3.4.1</version></plugin>
        <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-install-plugin</artifactId><version>3.1.2</version></plugin>
      </plugins>
    </pluginManagement>'

# java_warn_class DIR PACKAGE NAME: a class that triggers rawtypes/unchecked/deprecation/removal/cast warnings
java_warn_class() {
  cat >"$1/$3.java" <<EOF
package $2;

import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** $3 keeps a small in-memory registry of values. */
public class $3 implements java.io.Serializable {
    private final List entries = new ArrayList();
    private final Map index = new HashMap();

    public int register(String key, Object value) {
        entries.add(value);
        index.put(key, value);
        return entries.size();
    }

    public String lookup(String key) {
        return (String) (Object) index.get(key).toString();
    }

    public int createdYear() {
        return new Date().getYear() + 1900;
    }

    public Integer boxed(int value) {
        return new Integer(value);
    }

    public List snapshot() {
        return new ArrayList(entries);
    }
}
EOF
}

# setup_shop DIR: a fresh copy of the shop reactor (fresh, so every build recompiles and warns again)
setup_shop() {
  local d=$1 prev="" m names
  if [[ -d "$WORK/shop-template" ]]; then cp -r "$WORK/shop-template" "$d"; return 0; fi
  mkdir -p "$d"
  cat >"$d/pom.xml" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>com.acme.shop</groupId>
  <artifactId>shop-parent</artifactId>
  <version>1.4.0-SNAPSHOT</version>
  <packaging>pom</packaging>
  <name>Shop :: Parent</name>
  <modules>
    <module>shop-common</module>
    <module>shop-model</module>
    <module>shop-service</module>
    <module>shop-web</module>
  </modules>
  <properties>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <build>$MVN_PLUGINS
  </build>
</project>
EOF
  for m in common model service web; do
    local pkgdir="$d/shop-$m/src/main/java/com/acme/shop/$m"
    mkdir -p "$pkgdir" "$d/shop-$m/src/main/resources"
    local dep=""
    [[ -n "$prev" ]] && dep="<dependencies><dependency><groupId>com.acme.shop</groupId><artifactId>shop-$prev</artifactId><version>\${project.version}</version></dependency></dependencies>"
    cat >"$d/shop-$m/pom.xml" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <parent>
    <groupId>com.acme.shop</groupId>
    <artifactId>shop-parent</artifactId>
    <version>1.4.0-SNAPSHOT</version>
  </parent>
  <artifactId>shop-$m</artifactId>
  <name>Shop :: ${m^}</name>
  $dep
</project>
EOF
    echo "shop.module=$m" >"$d/shop-$m/src/main/resources/$m.properties"
    case $m in
      common) names="Strings Dates Money CurrencyCode Ids Checks Clock Retry Slug Percent Hashing Pager" ;;
      model) names="Order Customer LineItem Product Sku Address Payment Shipment Coupon Cart Warehouse Refund" ;;
      service) names="CustomerService ProductService CartService PaymentService ShippingService CouponService StockService RefundService" ;;
      web) names="OrderController CartController HealthController ErrorHandler Routes" ;;
    esac
    for n in $names; do java_warn_class "$pkgdir" "com.acme.shop.$m" "$n"; done
    prev=$m
  done
  cat >"$d/shop-service/src/main/java/com/acme/shop/service/OrderService.java" <<'EOF'
package com.acme.shop.service;

import com.acme.shop.model.Customer;
import com.acme.shop.model.Order;
import java.util.List;

/** Turns orders into invoices. */
public class OrderService {
    private final StockService stock = new StockService();

    public Invoice invoice(Order order, Customer customer) {
        int lines = order.register("customer", customer);
        return new Invoice(order, lines);
    }

    public String totalLabel(List<Order> orders) {
        String total = 0;
        for (Order o : orders) {
            total += o.createdYear();
        }
        return total;
    }

    public int reserve(Order order) {
        return stock.reserve(order.getId(), order.quantity());
    }
}
EOF
  cp -r "$d" "$WORK/shop-template"
}

case_maven_multimodule() {
  want maven-multimodule-compile-failure || return 0
  setup_shop "$WORK/shop1"
  record maven-multimodule-compile-failure terminal "$WORK/shop1" \
    "Maven reactor build of 4 modules with -Xlint:all warnings; the third module (shop-service) fails to compile with cannot-find-symbol and incompatible-types errors." \
    "mvn -B -ntp package"
}

case_maven_ansi() {
  want maven-ansi-color-failure || return 0
  setup_shop "$WORK/shop2"
  record maven-ansi-color-failure terminal "$WORK/shop2" \
    "Same failing 4-module Maven build, with ANSI colours forced (style.color=always) as CI logs often capture them." \
    "mvn -B -ntp -Dstyle.color=always package"
}

case_crlf_log() {
  want crlf-windows-build-log || return 0
  setup_shop "$WORK/shop3"
  ( cd "$WORK/shop3" && mvn -B -ntp package >"$WORK/mvn-plain.log" 2>&1 || true )
  perl -pe 's/\n/\r\n/' "$WORK/mvn-plain.log" >"$WORK/ci-windows.log"
  record crlf-windows-build-log terminal "$WORK" \
    "A failing Maven build log saved with Windows CRLF line endings (as downloaded from a Windows CI agent), printed with cat." \
    "cat ci-windows.log"
}

case_maven_warnings() {
  want maven-xlint-warnings-success || return 0
  local d="$WORK/legacy" n
  mkdir -p "$d/src/main/java/com/acme/legacy"
  cat >"$d/pom.xml" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>com.acme</groupId>
  <artifactId>legacy-billing</artifactId>
  <version>2.7.3</version>
  <name>Legacy Billing</name>
  <properties>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <build>$MVN_PLUGINS
  </build>
</project>
EOF
  for n in $(seq -w 1 60); do
    java_warn_class "$d/src/main/java/com/acme/legacy" com.acme.legacy "BillingRule$n"
  done
  record maven-xlint-warnings-success terminal "$d" \
    "Single-module Maven build of 60 legacy classes compiled with -Xlint:all: hundreds of rawtypes/unchecked/deprecation/removal warnings, but the build succeeds." \
    "mvn -B -ntp package"
}

case_surefire() {
  want maven-surefire-one-failure || return 0
  local d="$WORK/pricing" c i
  local pkg="$d/src/main/java/com/acme/pricing" tpkg="$d/src/test/java/com/acme/pricing"
  mkdir -p "$pkg" "$tpkg"
  cat >"$d/pom.xml" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>com.acme</groupId>
  <artifactId>pricing-engine</artifactId>
  <version>0.9.0-SNAPSHOT</version>
  <name>Pricing Engine</name>
  <properties>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <dependencies>
    <dependency>
      <groupId>org.junit.jupiter</groupId>
      <artifactId>junit-jupiter</artifactId>
      <version>5.10.2</version>
      <scope>test</scope>
    </dependency>
  </dependencies>
  <build>
    <pluginManagement>
      <plugins>
        <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
        <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-compiler-plugin</artifactId><version>3.13.0</version><configuration><release>17</release></configuration></plugin>
        <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-surefire-plugin</artifactId><version>3.5.2</version></plugin>
        <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-jar-plugin</artifactId><version>3.4.1</version></plugin>
      </plugins>
    </pluginManagement>
  </build>
</project>
EOF
  cat >"$pkg/PriceCalculator.java" <<'EOF'
package com.acme.pricing;

public final class PriceCalculator {
    public double lineTotal(int quantity, double unitPrice) {
        return quantity * unitPrice;
    }

    public double withTax(double net, int ratePercent) {
        return net + net * ratePercent / 100.0;
    }

    public double discount(String tier, double amount) {
        switch (tier) {
            case "gold": return amount * 0.95;   // should be 10% off
            case "silver": return amount * 0.95;
            default: return amount;
        }
    }

    public long roundCents(double amount) {
        return Math.round(amount * 100);
    }
}
EOF
  for c in LineTotalTest TaxTest RoundingTest BulkOrderTest CurrencyTest InvoiceTest CartTest ShippingTest DiscountTest RefundTest; do
    {
      echo "package com.acme.pricing;"
      echo
      echo "import static org.junit.jupiter.api.Assertions.assertEquals;"
      echo
      echo "import org.junit.jupiter.api.Test;"
      echo
      echo "class $c {"
      echo "    private final PriceCalculator calc = new PriceCalculator();"
      for i in $(seq -w 1 30); do
        echo
        echo "    @Test"
        echo "    void quantity${i}TimesUnitPrice() {"
        echo "        double total = calc.lineTotal($((10#$i)), 19.99);"
        echo "        System.out.println(\"[$c] quantity=$((10#$i)) unit=19.99 total=\" + total + \" cents=\" + calc.roundCents(total));"
        echo "        assertEquals($((10#$i)) * 19.99, total, 1e-9);"
        echo "    }"
      done
      if [[ $c == DiscountTest ]]; then
        cat <<'EOF'

    @Test
    void goldCustomerGetsTenPercentOff() {
        double discounted = calc.discount("gold", 100.0);
        System.out.println("[DiscountTest] gold 100.0 -> " + discounted);
        assertEquals(90.0, discounted, 1e-9, "gold tier discount");
    }
EOF
      fi
      echo "}"
    } >"$tpkg/$c.java"
  done
  record maven-surefire-one-failure terminal "$d" \
    "Maven Surefire 3.5.2 + JUnit 5 run of 301 tests that print to stdout; exactly one assertion fails (DiscountTest.goldCustomerGetsTenPercentOff)." \
    "mvn -B -ntp test"
}

# ---------------------------------------------------------------------------
# Java without Maven: uncaught exception with a Caused by chain.
# ---------------------------------------------------------------------------
case_java_exception() {
  want java-exception-caused-by-chain || return 0
  local d="$WORK/reportjob"
  mkdir -p "$d"
  cat >"$d/ReportJob.java" <<'EOF'
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

public class ReportJob {
    record Row(int batch, int line, String account, String amount) {}

    static List<Row> loadBatch(int batch) {
        List<Row> rows = new ArrayList<>();
        for (int line = 1; line <= 60; line++) {
            String amount = (batch == 37 && line == 42) ? "12O.50" : (line * 3 + batch) + ".25";
            rows.add(new Row(batch, line, "ACC-" + (1000 + (batch * 7 + line) % 500), amount));
        }
        return rows;
    }

    static long parseCents(Row row) throws IOException {
        try {
            return Math.round(Double.parseDouble(row.amount()) * 100);
        } catch (NumberFormatException e) {
            throw new IOException("bad amount '" + row.amount() + "' at batch " + row.batch() + " line " + row.line(), e);
        }
    }

    static long totalFor(List<Row> rows) {
        long total = 0;
        for (Row row : rows) {
            try {
                total += parseCents(row);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot total ledger batch " + row.batch(), e);
            }
        }
        return total;
    }

    static void render(int batch) {
        List<Row> rows = loadBatch(batch);
        try {
            long total = totalFor(rows);
            for (Row row : rows) {
                System.out.printf("batch %03d line %02d %s %10s%n", row.batch(), row.line(), row.account(), row.amount());
            }
            System.out.printf("batch %03d total %d cents%n", batch, total);
        } catch (UncheckedIOException e) {
            throw new IllegalStateException("Report generation failed for batch " + batch, e);
        }
    }

    public static void main(String[] args) {
        System.out.println("ReportJob starting: 50 batches");
        for (int batch = 1; batch <= 50; batch++) {
            render(batch);
        }
        System.out.println("ReportJob done");
    }
}
EOF
  record java-exception-caused-by-chain terminal "$d" \
    "A Java program (source launcher) prints ~2000 report lines, then dies with an uncaught IllegalStateException whose Caused by chain goes UncheckedIOException -> IOException -> NumberFormatException." \
    "java ReportJob.java"
}

# ---------------------------------------------------------------------------
# Python
# ---------------------------------------------------------------------------
case_python_unittest() {
  want python-unittest-verbose-one-failure || return 0
  local d="$WORK/pyinv"
  mkdir -p "$d"
  cat >"$d/inventory.py" <<'EOF'
class Inventory:
    def __init__(self):
        self.stock = {}

    def add(self, sku, qty):
        self.stock[sku] = self.stock.get(sku, 0) + qty
        return self.stock[sku]

    def reserve(self, sku, qty):
        have = self.stock.get(sku, 0)
        if qty > have:
            raise ValueError(f"not enough {sku}: have {have}, want {qty}")
        # bug: bulk reservations (>= 3) remove one unit too many
        self.stock[sku] = have - qty - (1 if qty >= 3 and sku.endswith("0157") else 0)
        return self.stock[sku]
EOF
  python3 - "$d/test_inventory.py" <<'PY'
import sys
out = ["import unittest", "", "from inventory import Inventory", ""]
groups = ["AddStock", "ReserveStock", "Restock", "Audit"]
n = 0
for g in groups:
    out += ["", f"class Test{g}(unittest.TestCase):", "    def setUp(self):", "        self.inv = Inventory()", ""]
    for i in range(100):
        n += 1
        sku = f"SKU-{n:04d}"
        if g == "AddStock":
            body = [f"        self.assertEqual(self.inv.add('{sku}', {i + 1}), {i + 1})"]
        elif g == "ReserveStock":
            body = [f"        self.inv.add('{sku}', 15)",
                    f"        self.assertEqual(self.inv.reserve('{sku}', 3), 12)"]
        elif g == "Restock":
            body = [f"        self.inv.add('{sku}', {i})",
                    f"        self.assertEqual(self.inv.add('{sku}', 5), {i + 5})"]
        else:
            body = [f"        self.inv.add('{sku}', 2)",
                    f"        with self.assertRaises(ValueError):",
                    f"            self.inv.reserve('{sku}', 3)"]
        out += [f"    def test_{g.lower()}_{sku.replace('-', '_').lower()}(self):"] + body + [""]
out += ["", "if __name__ == '__main__':", "    unittest.main()", ""]
open(sys.argv[1], "w").write("\n".join(out))
PY
  record python-unittest-verbose-one-failure terminal "$d" \
    "python3 -m unittest -v over 400 generated inventory tests; one fails (test_reservestock_sku_0157: AssertionError 11 != 12)." \
    "python3 -m unittest -v test_inventory"
}

case_python_traceback() {
  want python-deep-traceback-chained || return 0
  local d="$WORK/pyrules"
  mkdir -p "$d"
  cat >"$d/rules.py" <<'EOF'
"""Evaluate pricing rules written as nested expressions."""
import sys


class EvaluationError(Exception):
    pass


RULES = {}
for tier in range(1, 13):
    # tier 7 divides by the order weight, which is zero for some orders
    expr = ["/", "base", "weight"] if tier == 7 else "base"
    for depth in range(tier * 2):
        expr = ["+", expr, ["*", "qty", depth + 1]]
    RULES[f"discount_tier_{tier}"] = expr


def evaluate(node, env):
    if isinstance(node, str):
        return env[node]
    if isinstance(node, (int, float)):
        return node
    op, left, right = node
    return apply_op(op, evaluate(left, env), evaluate(right, env))


def apply_op(op, a, b):
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    if op == "/":
        return a / b
    raise ValueError(f"unknown operator {op!r}")


def run_rule(name, env):
    try:
        return evaluate(RULES[name], env)
    except ArithmeticError as exc:
        raise EvaluationError(f"failed to evaluate rule {name!r} for order {env['order']}") from exc


def main():
    orders = [{"order": f"ORD-{i:05d}", "base": 100 + i, "qty": i % 9 + 1, "weight": (i * 7919) % 353} for i in range(1, 400)]
    for env in orders:
        for name in RULES:
            value = run_rule(name, env)
            print(f"{env['order']} {name:<17} = {value:>12.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
EOF
  record python-deep-traceback-chained terminal "$d" \
    "A Python script prints thousands of rule results, then a ZeroDivisionError deep in a recursive evaluator is re-raised as EvaluationError (chained traceback)." \
    "python3 rules.py"
}

case_python_unicode() {
  want python-unicode-output-failure || return 0
  local d="$WORK/pyi18n"
  mkdir -p "$d"
  cat >"$d/check_translations.py" <<'EOF'
"""Check that every locale has every message key, printing each rendered message."""
import sys

CATALOG = {
    "zh_CN": {"greeting": "欢迎回来，{name}！", "cart.items": "购物车中有 {n} 件商品", "checkout.confirm": "确认下单 ✅", "error.stock": "库存不足：{sku}"},
    "ja_JP": {"greeting": "おかえりなさい、{name}さん！", "cart.items": "カートに {n} 個の商品があります", "checkout.confirm": "注文を確定する 🛒", "error.stock": "在庫切れ：{sku}"},
    "ru_RU": {"greeting": "С возвращением, {name}!", "cart.items": "В корзине {n} товаров", "error.stock": "Нет в наличии: {sku}"},
    "uk_UA": {"greeting": "З поверненням, {name}!", "cart.items": "У кошику {n} товарів", "checkout.confirm": "Підтвердити замовлення", "error.stock": "Немає в наявності: {sku}"},
    "ko_KR": {"greeting": "다시 오신 것을 환영합니다, {name}님!", "cart.items": "장바구니에 {n}개의 상품", "checkout.confirm": "주문 확인 👍", "error.stock": "재고 없음: {sku}"},
    "el_GR": {"greeting": "Καλώς ήρθατε ξανά, {name}!", "cart.items": "{n} προϊόντα στο καλάθι", "checkout.confirm": "Επιβεβαίωση παραγγελίας", "error.stock": "Εξαντλήθηκε: {sku}"},
}
NAMES = ["李雷", "さくら", "Анна", "Олена", "민준", "Γιώργος", "Zoë 🙂"]
KEYS = ["greeting", "cart.items", "checkout.confirm", "error.stock"]


def render(locale, key, **kw):
    try:
        template = CATALOG[locale][key]
    except KeyError:
        raise LookupError(f"локаль {locale}: нет перевода для ключа «{key}» 🚫") from None
    return template.format(**kw)


def main():
    for round_no in range(1, 26):
        for locale in CATALOG:
            for i, name in enumerate(NAMES):
                for key in KEYS:
                    if locale == "ru_RU" and key == "checkout.confirm" and round_no < 25:
                        continue
                    msg = render(locale, key, name=name, n=i + round_no, sku=f"SKU-{round_no:02d}{i}")
                    print(f"[{round_no:02d}] {locale} {key:<17} {msg}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
EOF
  record python-unicode-output-failure terminal "$d" \
    "A translation checker prints thousands of CJK/Cyrillic/Greek/emoji lines, then fails with a LookupError whose message is in Russian." \
    "python3 check_translations.py"
}

case_python_long_line() {
  want python-single-long-line-error || return 0
  local d="$WORK/pylong"
  mkdir -p "$d"
  cat >"$d/export_ids.py" <<'EOF'
import sys

ids = [f"cust-{i:06d}" for i in range(1, 30001)]
print(",".join(ids))
missing = [i for i in ids if i.endswith("777")]
if missing:
    print(f"export_ids: error: {len(missing)} ids have no billing account (first: {missing[0]})", file=sys.stderr)
    sys.exit(3)
EOF
  record python-single-long-line-error terminal "$d" \
    "A script prints one single ~350 KB comma-separated line of ids, then an error message on stderr and exits 3." \
    "python3 export_ids.py"
}

# ---------------------------------------------------------------------------
# C / C++
# ---------------------------------------------------------------------------
case_gcc() {
  want gcc-c-errors-warnings || return 0
  local d="$WORK/cinv"
  mkdir -p "$d"
  cat >"$d/inventory.c" <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct item {
    char sku[16];
    int quantity;
    double price;
};

struct inventory {
    struct item *items;
    size_t count;
    size_t capacity;
};

static int grow(struct inventory *inv)
{
    size_t cap = inv->capacity ? inv->capacity * 2 : 8;
    struct item *p = realloc(inv->items, cap * sizeof *p);
    if (!p)
        return -1;
    inv->items = p;
    inv->capacity = cap;
}

int inventory_add(struct inventory *inv, const char *sku, int quantity, double price)
{
    int unused_counter;
    if (inv->count == inv->capacity && grow(inv) < 0)
        return -1;
    struct item *it = &inv->items[inv->count++];
    strncpy(it->sku, sku, sizeof it->sku);
    it->quantity = quantity;
    it->price = price;
    return 0;
}

int inventory_find(const struct inventory *inv, const char *sku)
{
    for (int i = 0; i < inv->count; i++) {
        if (strcmp(inv->items[i].sku, sku) == 0)
            return i;
    }
    return -1;
}

double inventory_value(const struct inventory *inv)
{
    double total = 0;
    for (size_t i = 0; i < inv->count; i++)
        total += inv->items[i].quantity * inv->items[i].price;
    return totl;
}

void inventory_print(const struct inventory *inv)
{
    for (size_t i = 0; i < inv->count; i++)
        printf("%-16s %5d %8.2f\n", inv->items[i].sku, inv->items[i].price, inv->items[i].quantity);
    printf("items: %d\n", inv->count);
}

int inventory_remove(struct inventory *inv, const char *sku)
{
    int idx = inventory_find(inv, sku);
    if (idx = -1)
        return -1;
    memmove(&inv->items[idx], &inv->items[idx + 1], (inv->count - idx - 1) * sizeof(struct item));
    inv->count--;
    return 0
}

static const char *status_name(int status)
{
    switch (status) {
    case 0: return "ok";
    case 1: return "low";
    case 2: return "empty";
    }
}

int main(int argc, char **argv)
{
    struct inventory inv = {0};
    inventory_add(&inv, "SKU-1", 4, 2.5);
    inventory_add(&inv, "SKU-2", 1);
    inventory_print(inv);
    char *name = inventory_find(&inv, "SKU-2");
    printf("%s\n", status_name(inventory_restock(&inv, "SKU-2", 10)));
    free(inv.items);
    return 0;
}
EOF
  record gcc-c-errors-warnings terminal "$d" \
    "gcc -Wall -Wextra on one C file with several errors (undeclared identifier, missing semicolon, too few arguments, incompatible types) mixed with warnings." \
    "gcc -Wall -Wextra -std=c11 -c inventory.c -o inventory.o"
}

case_make() {
  want make-many-files-one-fails || return 0
  local d="$WORK/cmake-proj" i
  mkdir -p "$d/src" "$d/include"
  cat >"$d/Makefile" <<'EOF'
CC      := gcc
CFLAGS  := -std=c11 -O2 -g -Wall -Wextra -Wshadow -Wstrict-prototypes -fno-common -Iinclude -DLEDGER_VERSION=\"3.2.1\" -DLEDGER_BUILD_DEBUG=0
SRCS    := $(sort $(wildcard src/*.c))
OBJS    := $(patsubst src/%.c,build/%.o,$(SRCS))

all: build/ledgerd

build/ledgerd: $(OBJS)
	$(CC) -o $@ $^ -lm

build/%.o: src/%.c include/ledger.h | build
	$(CC) $(CFLAGS) -c $< -o $@

build:
	mkdir -p build

clean:
	rm -rf build

.PHONY: all clean
EOF
  cat >"$d/include/ledger.h" <<'EOF'
#ifndef LEDGER_H
#define LEDGER_H
#include <stddef.h>
struct entry { long id; long cents; const char *memo; };
long ledger_sum(const struct entry *e, size_t n);
#endif
EOF
  local mods="account balance journal posting report export import audit currency ratelimit parser lexer config server client session cache index query planner"
  local n=0 m
  for m in $mods; do
    for i in 1 2 3 4 5 6; do
      n=$((n + 1))
      local f="$d/src/${m}_$i.c"
      if [[ $m == planner && $i == 1 ]]; then
        cat >"$f" <<EOF
#include "ledger.h"

long ${m}_${i}_cost(const struct entry *e, size_t n)
{
    long cost = 0;
    for (size_t i = 0; i < n; i++)
        cost += e[i].cents * weight_for(e[i].id);
    return cost
}
EOF
      elif (( n % 17 == 0 )); then
        cat >"$f" <<EOF
#include "ledger.h"

long ${m}_${i}_total(const struct entry *e, size_t n)
{
    long total = 0;
    int unused_$n;
    for (size_t i = 0; i < n; i++)
        total += e[i].cents;
    return total;
}
EOF
      else
        cat >"$f" <<EOF
#include "ledger.h"

long ${m}_${i}_total(const struct entry *e, size_t n)
{
    long total = 0;
    for (size_t i = 0; i < n; i++)
        total += e[i].cents * $i;
    return total;
}
EOF
      fi
    done
  done
  cat >"$d/src/main.c" <<'EOF'
#include <stdio.h>
#include "ledger.h"
int main(void) { puts("ledgerd " LEDGER_VERSION); return 0; }
EOF
  record make-many-files-one-fails terminal "$d" \
    "Serial make of ~120 C files with long CFLAGS; a few warnings, then one file in the middle (planner_1.c) fails to compile and make stops with Error 1." \
    "make"
}

case_gxx() {
  want gxx-template-error-long-lines || return 0
  local d="$WORK/cxx"
  mkdir -p "$d"
  cat >"$d/orders.cpp" <<'EOF'
#include <algorithm>
#include <list>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

struct Order {
    std::string id;
    double total;
};

using Index = std::map<std::string, std::vector<std::pair<std::string, std::list<Order>>>>;

int main()
{
    std::list<Order> orders{{"A-1", 10.0}, {"A-2", 5.0}};
    std::sort(orders.begin(), orders.end(), [](const Order &a, const Order &b) { return a.total < b.total; });

    Index index;
    auto it = std::find(index.begin(), index.end(), "A-1");

    std::unordered_map<Order, int> seen;
    seen[orders.front()] = 1;
    return it == index.end() ? 1 : 0;
}
EOF
  record gxx-template-error-long-lines terminal "$d" \
    "g++ template errors: std::sort on std::list iterators, std::find of a const char* in a std::map, and std::unordered_map with an unhashable key; very long instantiation lines." \
    "g++ -std=c++17 -Wall -c orders.cpp -o orders.o"
}

# ---------------------------------------------------------------------------
# Rust (no dependencies, --offline)
# ---------------------------------------------------------------------------
setup_stockd() {
  [[ -d "$WORK/stockd" ]] && return 0
  local d="$WORK/stockd"
  mkdir -p "$d/src"
  cat >"$d/Cargo.toml" <<'EOF'
[package]
name = "stockd"
version = "0.3.0"
edition = "2021"

[dependencies]
EOF
  cat >"$d/src/main.rs" <<'EOF'
mod inventory;
mod pricing;

use std::collections::HashMap;

fn main() {
    let mut inv = inventory::Inventory::new();
    inv.add("SKU-1", 5);
    inv.add("SKU-2", 3);
    let total: u32 = pricing::total(&inv, 250);
    println!("stock value: {}", total);
    let label: String = pricing::label(total);
    println!("{}", label);
}
EOF
  cat >"$d/src/inventory.rs" <<'EOF'
use std::collections::HashMap;
use std::fmt;

pub struct Item {
    pub sku: String,
    pub quantity: u32,
}

pub struct Inventory {
    items: HashMap<String, Item>,
}

impl Inventory {
    pub fn new() -> Self {
        Inventory { items: HashMap::new() }
    }

    pub fn add(&mut self, sku: &str, quantity: u32) {
        let entry = self.items.entry(sku.to_string()).or_insert(Item { sku: sku.to_string(), quantity: 0 });
        entry.quantity += quantitty;
    }

    pub fn quantity(&self, sku: &str) -> u32 {
        match self.items.get(sku) {
            Some(item) => item.quantity,
            None => "0",
        }
    }

    pub fn skus(&self) -> Vec<&String> {
        let mut v: Vec<&String> = self.items.keys().collect();
        v.sort();
        v.lenght();
        v
    }

    pub fn describe(&self, sku: &str) -> String {
        let item = self.items.get(sku).unwrap();
        format!("{}", item)
    }

    pub fn total_units(&self) -> u64 {
        let mut n: u32 = 0;
        for item in self.items.values() {
            n += item.quantity;
        }
        n
    }
}
EOF
  cat >"$d/src/pricing.rs" <<'EOF'
use crate::inventory::Inventory;

pub fn total(inv: &Inventory, unit_cents: u32) -> u32 {
    let units = inv.total_units();
    units * unit_cents
}

pub fn label(cents: u32) -> &'static str {
    let s = format!("{}.{:02} EUR", cents / 100, cents % 100);
    s
}

pub fn discount(cents: u32, percent: u8) -> u32 {
    cents - cents * percent / 100
}
EOF
}

case_cargo_errors() {
  want cargo-build-compile-errors || return 0
  setup_stockd
  record cargo-build-compile-errors terminal "$WORK/stockd" \
    "cargo build of a dependency-free crate with several rustc errors (E0425, E0308, E0599, E0277) and warnings; could not compile." \
    "cargo build --offline"
}

case_cargo_color() {
  want cargo-build-ansi-color-errors || return 0
  setup_stockd
  record cargo-build-ansi-color-errors terminal "$WORK/stockd" \
    "The same failing cargo build with --color=always: rustc diagnostics full of ANSI colour escapes." \
    "cargo build --offline --color=always"
}

case_cargo_ndjson() {
  want cargo-build-message-format-ndjson || return 0
  setup_stockd
  record cargo-build-message-format-ndjson ndjson "$WORK/stockd" \
    "cargo build --message-format=json of the failing crate: one JSON object per line (compiler-message, compiler-artifact..., build-finished with success false); stderr dropped." \
    "cargo build --offline --message-format=json 2>/dev/null"
}

case_cargo_metadata() {
  want cargo-metadata-json || return 0
  setup_stockd
  record cargo-metadata-json json "$WORK/stockd" \
    "cargo metadata of a small crate: one single-line JSON object (packages, workspace_members, resolve, target_directory...)." \
    "cargo metadata --format-version 1 --offline"
}

case_cargo_panic() {
  want cargo-run-panic-after-output || return 0
  local d="$WORK/ledger"
  mkdir -p "$d/src"
  cat >"$d/Cargo.toml" <<'EOF'
[package]
name = "ledger"
version = "1.2.0"
edition = "2021"

[dependencies]
EOF
  cat >"$d/src/main.rs" <<'EOF'
use std::collections::BTreeMap;

fn ledger_lines() -> Vec<String> {
    (1..=5000)
        .map(|i| {
            let amount = if i == 4312 { "12,50".to_string() } else { format!("{}", (i * 37) % 1000 - 300) };
            format!("2024-03-{:02};ACC-{:04};{}", i % 28 + 1, 1000 + i % 97, amount)
        })
        .collect()
}

fn main() {
    let mut balances: BTreeMap<String, i64> = BTreeMap::new();
    for (n, line) in ledger_lines().iter().enumerate() {
        let fields: Vec<&str> = line.split(';').collect();
        let amount: i64 = fields[2]
            .parse()
            .unwrap_or_else(|e| panic!("invalid amount {:?} in ledger line {}: {}", fields[2], n + 1, e));
        let bal = balances.entry(fields[1].to_string()).or_insert(0);
        *bal += amount;
        println!("posted #{:05} {} {} {:>6} balance={}", n + 1, fields[0], fields[1], amount, bal);
    }
    println!("accounts: {}", balances.len());
}
EOF
  record cargo-run-panic-after-output terminal "$d" \
    "cargo run of a binary that posts 4311 ledger lines to stdout, then panics on an unparsable amount (exit 101)." \
    "cargo run --offline"
}

case_cargo_test() {
  want cargo-test-one-failure || return 0
  local d="$WORK/qtyparse" i
  mkdir -p "$d/src"
  cat >"$d/Cargo.toml" <<'EOF'
[package]
name = "qtyparse"
version = "0.1.0"
edition = "2021"

[dependencies]
EOF
  {
    cat <<'EOF'
/// Parse a quantity such as "12" or "1,250" (thousands separator).
pub fn parse_quantity(s: &str) -> Option<u32> {
    let digits = s.split(',').next()?; // bug: ignores the groups after the first comma
    digits.trim().parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
EOF
    for i in $(seq 1 300); do
      printf '\n    #[test]\n    fn parses_plain_quantity_%03d() {\n        assert_eq!(parse_quantity("%d"), Some(%d));\n    }\n' "$i" "$((i * 7))" "$((i * 7))"
    done
    cat <<'EOF'

    #[test]
    fn parses_quantity_with_thousands_separator() {
        assert_eq!(parse_quantity("1,250"), Some(1250));
    }
}
EOF
  } >"$d/src/lib.rs"
  record cargo-test-one-failure terminal "$d" \
    "cargo test of a crate with 301 unit tests; one fails (parses_quantity_with_thousands_separator, assertion left == right)." \
    "cargo test --offline"
}

# ---------------------------------------------------------------------------
# Node / npm
# ---------------------------------------------------------------------------
case_node_error() {
  want node-uncaught-typeerror || return 0
  local d="$WORK/nodeapp"
  mkdir -p "$d"
  cat >"$d/start.js" <<'EOF'
'use strict';

const services = [];
for (let i = 1; i <= 40; i++) {
  services.push({ name: `svc-${String(i).padStart(2, '0')}`, listen: i === 33 ? undefined : { host: '127.0.0.1', port: 8000 + i } });
}

function loadConfig(svc) {
  const routes = [];
  for (let r = 0; r < 60; r++) routes.push(`/api/v1/${svc.name}/resource-${r}`);
  return { ...svc, routes };
}

function bindAddress(cfg) {
  return `${cfg.listen.host}:${cfg.listen.port}`;
}

function register(cfg) {
  for (const route of cfg.routes) {
    console.log(`[router] ${cfg.name} mounted ${route}`);
  }
  console.log(`[boot] ${cfg.name} listening on ${bindAddress(cfg)}`);
}

function boot() {
  for (const svc of services) {
    register(loadConfig(svc));
  }
}

boot();
EOF
  record node-uncaught-typeerror terminal "$d" \
    "A Node script logs ~2000 route registrations, then throws an uncaught TypeError (reading 'host' of undefined) with a stack trace." \
    "node start.js"
}

case_npm_404() {
  want npm-install-404 || return 0
  local d="$WORK/npm404"
  mkdir -p "$d"
  printf '{\n  "name": "npm404-demo",\n  "version": "1.0.0",\n  "private": true\n}\n' >"$d/package.json"
  record npm-install-404 terminal "$d" \
    "npm install of a package name that does not exist in the registry: npm error E404 (short output)." \
    "npm install candor-no-such-package-zz9q"
}

case_npm_run() {
  want npm-run-script-failure || return 0
  local d="$WORK/npmrun"
  mkdir -p "$d/scripts"
  cat >"$d/package.json" <<'EOF'
{
  "name": "storefront",
  "version": "2.4.0",
  "private": true,
  "scripts": {
    "build": "node scripts/build.js"
  }
}
EOF
  cat >"$d/scripts/build.js" <<'EOF'
'use strict';
const pages = [];
for (let i = 1; i <= 900; i++) pages.push(`src/pages/catalog/item-${String(i).padStart(4, '0')}.html`);
let bytes = 0;
for (const [i, p] of pages.entries()) {
  bytes += 1200 + (i * 37) % 900;
  console.log(`[build] rendered ${p} (${bytes} bytes total)`);
  if (i === 811) {
    console.error(`[build] ERROR: template "product-card" referenced unknown partial "price-badge" in ${p}`);
    console.error('[build] build failed after 812 of 900 pages');
    process.exit(2);
  }
}
EOF
  record npm-run-script-failure terminal "$d" \
    "npm run build where the build script renders 812 pages then fails with exit 2 (npm 11 adds only its '> storefront@2.4.0 build' banner, no npm error lines)." \
    "npm run build"
}

case_node_test() {
  want node-test-one-failure || return 0
  local d="$WORK/nodetest"
  mkdir -p "$d/test"
  cat >"$d/cart.js" <<'EOF'
'use strict';
function lineTotal(qty, unitCents) { return qty * unitCents; }
function applyCoupon(cents, code) {
  if (code === 'SAVE10') return Math.round(cents * 0.9);
  if (code === 'SAVE25') return Math.round(cents * 0.8); // bug: should be 0.75
  return cents;
}
module.exports = { lineTotal, applyCoupon };
EOF
  cat >"$d/test/cart.test.js" <<'EOF'
'use strict';
const { describe, test } = require('node:test');
const assert = require('node:assert');
const { lineTotal, applyCoupon } = require('../cart');

for (const group of ['books', 'games', 'garden', 'kitchen', 'toys']) {
  describe(`line totals: ${group}`, () => {
    for (let qty = 1; qty <= 50; qty++) {
      test(`${qty} x 250 cents`, () => {
        assert.strictEqual(lineTotal(qty, 250), qty * 250);
      });
    }
  });
}

describe('coupons', () => {
  test('SAVE10 takes 10% off', () => {
    assert.strictEqual(applyCoupon(10000, 'SAVE10'), 9000);
  });
  test('SAVE25 takes 25% off', () => {
    assert.strictEqual(applyCoupon(10000, 'SAVE25'), 7500);
  });
  test('unknown coupon changes nothing', () => {
    assert.strictEqual(applyCoupon(10000, 'NOPE'), 10000);
  });
});
EOF
  record node-test-one-failure terminal "$d" \
    "node --test (TAP reporter when not a TTY) over 253 tests; one fails ('SAVE25 takes 25% off', strictEqual 8000 !== 7500)." \
    "node --test"
}

case_minified_js() {
  want cat-minified-js-single-line || return 0
  local d="$WORK/minjs"
  mkdir -p "$d"
  printf '{"name":"minjs","version":"1.0.0","private":true}\n' >"$d/package.json"
  ( cd "$d" && npm install --no-audit --no-fund --silent jquery@3.7.1 >/dev/null 2>&1 )
  record cat-minified-js-single-line file "$d" \
    "cat of jquery.min.js from the jquery@3.7.1 npm package: a one-line license comment then one ~87 KB minified line." \
    "cat node_modules/jquery/dist/jquery.min.js"
}

case_npm_view() {
  want npm-view-react-json || return 0
  record npm-view-react-json json "$WORK" \
    "npm view react --json: a large JSON object (versions list, time map, dist-tags, maintainers...) from the npm registry." \
    "npm view react --json"
}

# ---------------------------------------------------------------------------
# git
# ---------------------------------------------------------------------------
setup_gitrepo() {
  [[ -d "$WORK/ledger-repo/.git" ]] && return 0
  local d="$WORK/ledger-repo" i
  mkdir -p "$d"
  (
    cd "$d"
    git init -q -b main
    git config user.name "Dana Okafor"
    git config user.email "dana@ledger.example"
    git config pack.threads 1   # single-threaded delta search: stable object/delta counts for the clone case
    mkdir -p src/core src/api src/cli docs tests
    local areas=(core api cli docs tests)
    local verbs=("Fix" "Add" "Refactor" "Document" "Speed up" "Handle" "Rename" "Remove" "Test" "Validate")
    local what=("rounding in balance totals" "pagination of /accounts" "empty memo fields" "currency conversion cache" "journal replay on startup" "CSV export quoting" "rate limiter burst size" "audit log rotation" "negative posting amounts" "timezone of statement dates" "retry on lock timeout" "config reload signal")
    local authors=("Dana Okafor:dana@ledger.example" "Lukas Brandt:lukas@ledger.example" "Mei Tanaka:mei@ledger.example" "Priya Raman:priya@ledger.example" "Tomás Ortega:tomas@ledger.example")
    for i in $(seq 1 640); do
      local area=${areas[$((i % 5))]} a=${authors[$((i * 7 % 5))]}
      local f="src/$area/module_$((i % 23)).txt"
      [[ $area == docs ]] && f="docs/page_$((i % 11)).md"
      [[ $area == tests ]] && f="tests/test_$((i % 17)).txt"
      mkdir -p "$(dirname "$f")"
      printf 'change %d: %s\n' "$i" "${what[$((i % 12))]}" >>"$f"
      if (( i % 9 == 0 )); then printf 'note %d\n' "$i" >>CHANGELOG.md; fi
      git add -A
      local ts=$((1700000000 + i * 5400))
      GIT_AUTHOR_NAME="${a%%:*}" GIT_AUTHOR_EMAIL="${a##*:}" GIT_AUTHOR_DATE="@$ts +0000" GIT_COMMITTER_DATE="@$ts +0000" \
        git commit -q -m "$area: ${verbs[$((i % 10))]} ${what[$((i % 12))]} (#$((1000 + i)))" \
        -m "Part of the ledger hardening work; see issue #$((400 + i % 60)) for the discussion."
    done
  )
}

case_git_log() {
  want git-log-long || return 0
  setup_gitrepo
  record git-log-long list "$WORK/ledger-repo" \
    "git log of a repository with 640 commits (newest first)." \
    "git log"
}

case_git_log_stat() {
  want git-log-stat || return 0
  setup_gitrepo
  record git-log-stat list "$WORK/ledger-repo" \
    "git log --stat of the same 640-commit repository: every commit with its changed files and insertions." \
    "git log --stat"
}

case_git_clone() {
  want git-clone-progress-cr || return 0
  setup_gitrepo
  rm -rf "$WORK/ledger-clone"
  record git-clone-progress-cr terminal "$WORK" \
    "git clone --progress over file://: progress meters redrawn with carriage returns (Counting/Compressing/Receiving objects, Resolving deltas)." \
    "git clone --progress file://\$PWD/ledger-repo ledger-clone"
}

# ---------------------------------------------------------------------------
# Listings
# ---------------------------------------------------------------------------
case_grep() {
  want grep-rn-usr-include || return 0
  record grep-rn-usr-include list / \
    "grep -rn over the Linux UAPI headers in /usr/include/linux: thousands of matches." \
    "grep -rn 'struct' /usr/include/linux"
}

case_grep_color() {
  want grep-color-always || return 0
  record grep-color-always list / \
    "grep -rn --color=always over /usr/include/linux: matches with ANSI colour escapes for file names, line numbers and the match." \
    "grep -rn --color=always 'ioctl' /usr/include/linux"
}

case_grep_empty() {
  want grep-no-match-empty || return 0
  setup_shop "$WORK/shop4"
  record grep-no-match-empty list "$WORK/shop4" \
    "grep -rn for a symbol that occurs nowhere: no output at all, exit status 1." \
    "grep -rn 'candor_no_such_symbol' ."
}

case_find() {
  want find-usr-share-txt || return 0
  record find-usr-share-txt list / \
    "find /usr/share -name '*.txt': a plain listing of paths." \
    "find /usr/share -name '*.txt'"
}

case_ls() {
  want ls-la-usr-bin || return 0
  record ls-la-usr-bin list / \
    "ls -la /usr/bin: a long directory listing with permissions, sizes, dates and symlink targets." \
    "ls -la /usr/bin"
}

# ---------------------------------------------------------------------------
# A server log: python3 -m http.server on 127.0.0.1 under a bounded request loop.
# ---------------------------------------------------------------------------
HTTP_PORT=""
run_http_server() {
  # env --default-signal: a background job of a script starts with SIGINT ignored; restore it so Ctrl-C (kill -INT) works
  env --default-signal=INT python3 -u -m http.server --bind 127.0.0.1 --directory site "$HTTP_PORT" 2>&1 &
  SERVER_PID=$!
  python3 - "$HTTP_PORT" >/dev/null 2>&1 <<'PY'
import socket, sys, time, urllib.request, urllib.error
port = int(sys.argv[1])
base = f"http://127.0.0.1:{port}"
for _ in range(100):
    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
        break
    except OSError:
        time.sleep(0.1)
def get(path, method="GET"):
    req = urllib.request.Request(base + path, method=method)
    try:
        with urllib.request.urlopen(req, timeout=5) as r:
            r.read()
    except urllib.error.HTTPError as e:
        e.read()
def raw(data):
    s = socket.create_connection(("127.0.0.1", port), timeout=5)
    s.sendall(data)
    try:
        s.recv(65536)
    except OSError:
        pass
    s.close()
for i in range(2400):           # bounded: 2400 requests, loopback only
    k = i % 10
    if k < 6:
        get(f"/catalog/item-{i % 300:04d}.html")
    elif k == 6:
        get("/")
    elif k == 7:
        get(f"/static/app-{i % 7}.js")
    elif k == 8:
        get(f"/catalog/missing-{i}.html")
    else:
        get("/catalog/", method="HEAD")
get("/api/orders", method="POST")
get("/api/orders", method="DELETE")
raw(b"GARBAGE\r\n\r\n")
raw(b"GET /catalog/ HTTP/9.9\r\n\r\n")
get("/catalog/item-0001.html")
PY
  kill -INT "$SERVER_PID"
  wait "$SERVER_PID" || true
  SERVER_PID=""
}

case_http_log() {
  want http-server-log || return 0
  local d="$WORK/httpd" i
  mkdir -p "$d/site/catalog" "$d/site/static"
  for i in $(seq 0 299); do printf '<html><body>item %d</body></html>\n' "$i" >"$d/site/catalog/item-$(printf %04d "$i").html"; done
  for i in $(seq 0 6); do printf 'console.log(%d);\n' "$i" >"$d/site/static/app-$i.js"; done
  printf '<html><body>storefront</body></html>\n' >"$d/site/index.html"
  HTTP_PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  record http-server-log log "$d" \
    "Access log of python3 -m http.server on 127.0.0.1 under ~2400 requests (200/404/501/400 lines), ending with the Ctrl-C shutdown line." \
    "python3 -u -m http.server --bind 127.0.0.1 --directory site $HTTP_PORT" run_http_server
}

# ---------------------------------------------------------------------------
# File reads
# ---------------------------------------------------------------------------
case_cat_java() {
  want cat-java-concurrenthashmap || return 0
  local d="$WORK/jdksrc"
  mkdir -p "$d"
  local z src=""
  for z in /usr/lib/jvm/java-17-openjdk-amd64/lib/src.zip /usr/lib/jvm/*/lib/src.zip; do
    if [[ -r "$z" ]]; then src=$z; break; fi
  done
  [[ -n "$src" ]] || { echo "no readable JDK src.zip (apt-get install openjdk-17-source)" >&2; return 1; }
  ( cd "$d" && unzip -q -o "$src" 'java.base/java/util/concurrent/ConcurrentHashMap.java' )
  record cat-java-concurrenthashmap file "$d/java.base/java/util/concurrent" \
    "cat of the JDK source of java.util.concurrent.ConcurrentHashMap (extracted from an installed JDK's src.zip)." \
    "cat ConcurrentHashMap.java"
}

case_cat_python() {
  want cat-python-argparse || return 0
  record cat-python-argparse file /usr/lib/python3.11 \
    "cat of the CPython 3.11 standard library module argparse.py." \
    "cat argparse.py"
}

case_cat_markdown() {
  want cat-markdown-node-docs || return 0
  record cat-markdown-node-docs file /usr/share/doc/nodejs/api \
    "cat of the Node.js child_process API documentation (a long Markdown file)." \
    "cat child_process.md"
}

# ---------------------------------------------------------------------------
# Structured data: json / ndjson / csv
# ---------------------------------------------------------------------------
case_sysconfig_json() {
  want python-sysconfig-json || return 0
  record python-sysconfig-json json "$WORK" \
    "python3 dumping sysconfig.get_config_vars() as an indented JSON object (about a thousand build variables)." \
    "python3 -c 'import json, sysconfig; print(json.dumps(sysconfig.get_config_vars(), indent=2, sort_keys=True, default=str))'"
}

DPKG_FMT='${Package}\t${Version}\t${Architecture}\t${Installed-Size}\t${db:Status-Abbrev}\t${binary:Summary}\n'
write_dpkg_tools() {
  cat >"$WORK/pkgs_to_json.py" <<'PY'
import json, sys
rows = []
for line in sys.stdin:
    name, version, arch, size, status, summary = line.rstrip("\n").split("\t", 5)
    rows.append({"package": name, "version": version, "architecture": arch,
                 "installed_size_kib": int(size) if size else None,
                 "status": status.strip(), "summary": summary})
mode = sys.argv[1] if len(sys.argv) > 1 else "array"
if mode == "lines":
    for r in rows:
        print(json.dumps(r, ensure_ascii=False))
else:
    print(json.dumps(rows, indent=2, ensure_ascii=False))
PY
  cat >"$WORK/pkgs_to_csv.py" <<'PY'
import csv, sys
w = csv.writer(sys.stdout)   # csv module default line terminator is \r\n
w.writerow(["package", "version", "architecture", "installed_size_kib", "summary"])
for line in sys.stdin:
    name, version, arch, size, status, summary = line.rstrip("\n").split("\t", 5)
    w.writerow([name, version, arch, size, summary])
PY
}

case_dpkg_json() {
  want dpkg-packages-json-array || return 0
  write_dpkg_tools
  record dpkg-packages-json-array json "$WORK" \
    "Installed Debian packages from dpkg-query converted to a JSON array of objects (one per package)." \
    "dpkg-query -W -f='$DPKG_FMT' | python3 pkgs_to_json.py"
}

case_dpkg_ndjson() {
  want dpkg-packages-ndjson || return 0
  write_dpkg_tools
  record dpkg-packages-ndjson ndjson "$WORK" \
    "Installed Debian packages from dpkg-query as NDJSON, one JSON object per line." \
    "dpkg-query -W -f='$DPKG_FMT' | python3 pkgs_to_json.py lines"
}

case_dpkg_csv() {
  want dpkg-packages-csv || return 0
  record dpkg-packages-csv csv "$WORK" \
    "Plain CSV (header row + one row per installed package) straight from dpkg-query." \
    "{ echo package,version,installed_size; dpkg-query -W -f='\${Package},\${Version},\${Installed-Size}\n'; }"
}

case_dpkg_csv_quoted() {
  want dpkg-summaries-csv-quoted-crlf || return 0
  write_dpkg_tools
  record dpkg-summaries-csv-quoted-crlf csv "$WORK" \
    "CSV written by Python's csv module (CRLF line endings) with package summaries, many quoted because they contain commas or quotes." \
    "dpkg-query -W -f='$DPKG_FMT' | python3 pkgs_to_csv.py"
}

# ---------------------------------------------------------------------------
# Binary, progress, empty
# ---------------------------------------------------------------------------
case_binary() {
  want binary-cat-bin-true || return 0
  record binary-cat-bin-true binary / \
    "cat /bin/true: an ELF executable dumped to the terminal." \
    "cat /bin/true"
}

case_dd() {
  want dd-progress-cr || return 0
  record dd-progress-cr terminal "$WORK" \
    "dd status=progress reading /dev/urandom for several seconds: progress frames separated by carriage returns, then the final summary lines." \
    "dd if=/dev/urandom of=/dev/null bs=1M count=4000 status=progress"
}

# ---------------------------------------------------------------------------
case_maven_multimodule
case_maven_ansi
case_crlf_log
case_maven_warnings
case_surefire
case_java_exception
case_python_unittest
case_python_traceback
case_python_unicode
case_python_long_line
case_gcc
case_make
case_gxx
case_cargo_errors
case_cargo_color
case_cargo_ndjson
case_cargo_metadata
case_cargo_panic
case_cargo_test
case_node_error
case_npm_404
case_npm_run
case_node_test
case_minified_js
case_npm_view
case_git_log
case_git_log_stat
case_git_clone
case_grep
case_grep_color
case_grep_empty
case_find
case_ls
case_http_log
case_cat_java
case_cat_python
case_cat_markdown
case_sysconfig_json
case_dpkg_json
case_dpkg_ndjson
case_dpkg_csv
case_dpkg_csv_quoted
case_binary
case_dd
kinds_all
structured_all
kinds5_all
kinds6_all
kinds7_all
kinds8_all
kinds9a_all
kinds9b_all
kinds10a_all
kinds10b_all
kinds11a_all
kinds11b_all
kinds12a_all
kinds12b_all
kinds23_all
kinds26_all
kinds27_all
kinds28_all
kinds29_all
kinds30_all
kinds31_all
kinds32_all
kinds33_all
kinds34_all
kinds35_all
kinds36_all
kinds37_all
kinds38_all
kinds39_all
