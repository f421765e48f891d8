mkdir -p src tests
cat >src/Cart.php <<'P'
<?php
final class Cart {
    private array $lines = [];
    public function add(string $sku, int $qty, int $cents): void { $this->lines[] = [$sku, $qty, $cents]; }
    public function total(): int { return array_sum(array_map(fn($l) => $l[1] * $l[2], $this->lines)); }
    public function discount(int $percent): int { return intdiv($this->total() * (100 - $percent), 100); }
    public function skus(): array { return array_unique(array_column($this->lines, 0)); }
}
P
{
  echo '<?php'
  echo 'use PHPUnit\Framework\TestCase;'
  echo 'require_once __DIR__ . "/../src/Cart.php";'
  echo 'final class CartTest extends TestCase {'
  for i in $(seq 1 150); do echo "    public function testTotal$i(): void { \$c = new Cart(); \$c->add('S$i', $i, 100); \$this->assertSame($((i*100)), \$c->total()); }"; done
  echo '    public function testDiscountRoundsHalfUp(): void { $c = new Cart(); $c->add("A", 1, 999); $this->assertSame(899, $c->discount(10)); }'
  echo '    public function testSkusAreListInOrder(): void { $c = new Cart(); $c->add("A", 1, 1); $c->add("B", 1, 1); $c->add("A", 1, 1); $c->add("C", 1, 1); $this->assertSame(["A", "B", "C"], $c->skus()); }'
  echo '}'
} >tests/CartTest.php
