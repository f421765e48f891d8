# A PHP invoicing library with 10 test classes of data-provider cases (about 30 each); the
# credit-note test expects the negative lines of a refunded invoice and the code keeps the
# discount line positive.
local c i
mkdir -p src tests
cat >src/Invoice.php <<'PHP'
<?php
declare(strict_types=1);

namespace Acme\Billing;

final class Invoice
{
    /** @param array<string,int> $lines */
    public static function total(array $lines, int $vatPercent): int
    {
        $net = array_sum($lines);
        return $net + intdiv($net * $vatPercent + 50, 100);
    }

    /** @param array<string,int> $lines @return array<string,int> */
    public static function creditNote(array $lines): array
    {
        $credit = [];
        foreach ($lines as $name => $cents) {
            $credit[$name] = $name === 'discount' ? $cents : -$cents;
        }
        return $credit;
    }
}
PHP
for c in Retail Wholesale Export Subscription Marketplace Services Rental Licensing Hosting Support; do
  {
    printf '<?php\ndeclare(strict_types=1);\n\nuse Acme\\Billing\\Invoice;\nuse PHPUnit\\Framework\\TestCase;\n\n'
    printf 'final class %sInvoiceTest extends TestCase\n{\n' "$c"
    printf '    public static function totals(): array\n    {\n        return [\n'
    for i in $(seq 1 30); do
      local net=$((i * 1250)) vat=$(( (i % 3) * 5 + 10 ))
      printf "            '%s order %d' => [['goods' => %d, 'shipping' => 490], %d, %d],\n" "$c" "$i" "$net" "$vat" "$(( net + 490 + ((net + 490) * vat + 50) / 100 ))"
    done
    printf '        ];\n    }\n\n'
    printf '    /** @dataProvider totals */\n    public function testTotalAddsVat(array $lines, int $vat, int $expected): void\n    {\n        $this->assertSame($expected, Invoice::total($lines, $vat));\n    }\n'
    if [[ $c == Subscription ]]; then
      printf '\n    public function testCreditNoteNegatesEveryLine(): void\n    {\n        $this->assertSame(\n            [\x27plan\x27 => -4900, \x27seats\x27 => -1800, \x27discount\x27 => 500],\n            Invoice::creditNote([\x27plan\x27 => 4900, \x27seats\x27 => 1800, \x27discount\x27 => -500])\n        );\n    }\n'
    fi
    printf '}\n'
  } >"tests/${c}InvoiceTest.php"
done
cat >phpunit.xml <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<phpunit bootstrap="src/Invoice.php" colors="false">
  <testsuites>
    <testsuite name="billing">
      <directory>tests</directory>
    </testsuite>
  </testsuites>
</phpunit>
XML
