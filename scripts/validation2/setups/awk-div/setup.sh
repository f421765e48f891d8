cat >margin.awk <<'A'
BEGIN { FS = "\t"; OFS = "\t" }
NR == 1 { next }
{
  margin = ($3 - $4) / $4 * 100
  printf "%s\t%s\t%.1f%%\n", $1, $2, margin
}
END { print "rows", NR - 1 }
A
{
  printf 'sku\tregion\tprice\tcost\n'
  for i in $(seq 1 1200); do
    if [ "$i" = 913 ]; then printf 'SKU-%04d\teu-west\t12.50\t0\n' $i; else printf 'SKU-%04d\t%s\t%d.99\t%d.10\n' $i "$( [ $((i%3)) = 0 ] && echo us-east || echo eu-west )" $((i%40+10)) $((i%40+5)); fi
  done
} >sales.tsv
