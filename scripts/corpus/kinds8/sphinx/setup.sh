# A Sphinx project of 48 pages: each page links to two labels that were renamed (undefined label
# warnings) and has a title underline too short; reference/settlement.rst uses the autodoc directive
# autofunction without the extension (an ERROR that the build survives; the function is missing
# from the docs).
local i n
mkdir -p docs/guide docs/reference
printf "project = 'Ledger'\nauthor = 'Platform team'\nrelease = '4.2'\nextensions = []\nhtml_theme = 'alabaster'\n" >docs/conf.py
{
  printf 'Ledger\n======\n\n.. toctree::\n   :maxdepth: 2\n\n'
  for i in $(seq -w 1 40); do printf '   guide/topic-%s\n' "$i"; done
  for n in accounts postings journals periods settlement payouts refunds fees; do printf '   reference/%s\n' "$n"; done
} >docs/index.rst
for i in $(seq -w 1 40); do
  printf 'Topic %s: posting rules\n====\n\nSee :ref:`posting-rules-%s` and :ref:`ledger-periods`.\n\nPostings are grouped by period and account.\n' "$i" "$i" >"docs/guide/topic-$i.rst"
done
for n in accounts postings journals periods settlement payouts refunds fees; do
  {
    printf '%s API\n==========================\n\nThe %s module.\n\n' "${n^}" "$n"
    if [[ $n == settlement ]]; then printf '.. autofunction:: ledger.settlement.settle_batch\n\n'; fi
    printf 'See :ref:`%s-reference`.\n' "$n"
  } >"docs/reference/$n.rst"
done
