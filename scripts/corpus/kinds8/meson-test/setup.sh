# A meson project with 60 test programs (one per ledger account) that print what they check; the
# test for account 4410 (the 37th) finds a balance off by ten cents, says so on stderr and exits 1.
# The build dir is set up and compiled here; the agent ran the tests.
local i
{
  printf "project('ledger', 'c', version : '1.9.0')\n"
  for i in $(seq -w 1 60); do
    printf "test('account_%s', executable('check_%s', 'check_%s.c'))\n" "$((4373 + 10#$i))" "$i" "$i"
  done
} >meson.build
for i in $(seq -w 1 60); do
  if [[ $i == 37 ]]; then
    printf '#include <stdio.h>\nint main(void) {\n    long want = 182350, got = 182340;\n    printf("checking account %d: 412 postings\\n");\n    if (got != want) { fprintf(stderr, "balance mismatch for account %d: ledger says %%ld, postings sum to %%ld\\n", want, got); return 1; }\n    return 0;\n}\n' "$((4373 + 10#$i))" "$((4373 + 10#$i))" >"check_$i.c"
  else
    printf '#include <stdio.h>\nint main(void) {\n    printf("checking account %d: %d postings\\n");\n    printf("balance ok\\n");\n    return 0;\n}\n' "$((4373 + 10#$i))" "$((300 + 10#$i))" >"check_$i.c"
  fi
done
meson setup build >/dev/null 2>&1
meson compile -C build >/dev/null 2>&1
