# A Perl service of 420 modules that pass perlcritic at severity 4, except Report/Monthly.pm, which
# opens its output through a bareword file handle with the two-argument open.
for ns in Ledger Billing Report Export Api Batch; do
  mkdir -p lib/App/$ns
  for i in $(seq -w 1 70); do
    m=App::${ns}::Unit$i; f=lib/App/$ns/Unit$i.pm
    [ $ns = Report ] && [ $i = 33 ] && m=App::Report::Monthly && f=lib/App/Report/Monthly.pm
    cat > $f <<PM
package $m;
use strict;
use warnings;

our \$VERSION = '1.$i';

sub write_rows {
    my (\$path, @rows) = @_;
    open my \$out, '>', \$path or die "cannot write \$path: \$!";
    print {\$out} join("\\n", @rows), "\\n" or die "cannot print: \$!";
    close \$out or die "cannot close \$path: \$!";
    return scalar @rows;
}

1;
PM
  done
done
perl -0pi -e 's/open my \$out, .>., \$path or die/open OUT, ">\$path" or die/; s/print \{\$out\}/print OUT/; s/close \$out or/close OUT or/' lib/App/Report/Monthly.pm
