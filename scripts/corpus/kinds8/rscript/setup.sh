# 150 merchants' daily settled volumes over 60 days, as CSV; merchant m-0093's settled values are all
# empty (an export bug), so its fit has no usable rows and lm() stops the script without naming it.
local m d
{
  printf 'merchant,day,settled\n'
  for m in $(seq -w 1 150); do
    for d in $(seq 1 60); do
      if [[ $m == 093 ]]; then printf 'm-0%s,%d,\n' "$m" "$d"; else printf 'm-0%s,%d,%d\n' "$m" "$d" "$((10#$m * 100 + d * 7 + (d * 31 + 10#$m) % 50))"; fi
    done
  done
} >volumes.csv
