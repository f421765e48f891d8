# A 60-section LaTeX report (article class): every section has a table row with an unbreakable
# account identifier (an Overfull \hbox warning each) and a reference to a label that does not
# exist; section 37 uses \totalcost, a macro that was never defined.
local i
{
  printf '\\documentclass{article}\n\\begin{document}\n\\title{Quarterly ledger review}\n\\author{Platform team}\n\\maketitle\n'
  for i in $(seq 1 60); do
    printf '\\section{Account group %d}\\label{sec:%d}\n' "$i" "$i"
    printf 'The postings of group %d were reconciled against ACCOUNTIDENTIFIER%dXLEDGERXPOSTINGSXRECONCILEDXAGAINSTXBANKXSTATEMENT and checked; see Table~\\ref{tab:group%d}.\n\n' "$i" "$i" "$i"
    if [[ $i == 37 ]]; then printf 'The settled total for this group is \\totalcost{} after fees.\n\n'; fi
    printf 'Every posting carries a period, an account and an amount in cents. Postings that arrive late are moved to the next open period and flagged for review by the ledger owners.\n\n'
  done
  printf '\\end{document}\n'
} >report.tex
