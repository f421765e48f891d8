# A PHP 8 billing app of 360 classes; src/Billing/Fee/TierFee.php misses a semicolon.
for ns in Billing/Fee Billing/Tax Ledger Report Export Http/Controller; do
  mkdir -p src/$ns
  for i in $(seq -w 1 60); do
    c=$(basename $ns)$i; f=src/$ns/$c.php
    [ $ns = Billing/Fee ] && [ $i = 37 ] && c=TierFee && f=src/$ns/TierFee.php
    { echo "<?php"; echo; echo "declare(strict_types=1);"; echo; echo "namespace App\\$(echo $ns | tr / '\\\\');"; echo; echo "final class $c"; echo "{";
      echo "    public function __construct(private readonly int \$cents) {}"; echo;
      echo "    public function apply(int \$amount): int"; echo "    {"; echo "        \$total = \$amount + \$this->cents;"; echo "        return \$total;"; echo "    }"; echo "}"; } > $f
  done
done
sed -i 's/\$total = \$amount + \$this->cents;/$total = $amount + $this->cents/' src/Billing/Fee/TierFee.php
