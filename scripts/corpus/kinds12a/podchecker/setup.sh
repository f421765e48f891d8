# A Perl distribution of 320 modules with POD; Ledger/Export/Csv.pm's =over list has no =back.
for ns in Ledger Ledger/Export Billing Report; do
  mkdir -p lib/$ns
  for i in $(seq -w 1 80); do
    m=$(echo $ns | sed 's#/#::#g')::Mod$i; f=lib/$ns/Mod$i.pm
    [ $ns = Ledger/Export ] && [ $i = 41 ] && m=Ledger::Export::Csv && f=lib/$ns/Csv.pm
    { echo "package $m;"; echo "use strict;"; echo "use warnings;"; echo "our \$VERSION = '1.$i';"; echo "sub run { return 1 }"; echo "1;"; echo "__END__"; echo;
      echo "=head1 NAME"; echo; echo "$m - routine $i"; echo; echo "=head1 OPTIONS"; echo; echo "=over 4"; echo; echo "=item B<--limit>"; echo; echo "Stop after this many rows."; echo; echo "=back"; echo; echo "=cut"; } > $f
  done
done
sed -i '/^=back$/d' lib/Ledger/Export/Csv.pm
