svnadmin create repo
svn checkout -q "file://$PWD/repo" wc
mkdir -p wc/trunk/src
for i in $(seq 1 90); do printf 'line %d\n' $i >wc/trunk/src/page_$i.txt; done
printf 'price = 100\n' >wc/trunk/src/pricing.txt
svn add -q wc/trunk && svn commit -q -m "import" wc
svn checkout -q "file://$PWD/repo" other
for i in $(seq 1 90); do printf 'edited %d\n' $i >>other/trunk/src/page_$i.txt; done
printf 'price = 120\n' >other/trunk/src/pricing.txt
svn commit -q -m "raise price" other
printf 'price = 95\n' >wc/trunk/src/pricing.txt
