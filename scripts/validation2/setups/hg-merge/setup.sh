export HGUSER="Ines Okafor <ines@example.com>" HGPLAIN=1
hg init -q .
mkdir -p conf
for i in $(seq 1 80); do printf 'rate_%d = %d\n' $i $i >conf/carrier_$i.ini; done
printf 'timeout = 30\nretries = 3\n' >conf/settle.ini
hg add -q && hg commit -q -m "import carrier tables"
hg branch -q feature-retries
for i in $(seq 1 80); do printf 'zone = eu\n' >>conf/carrier_$i.ini; done
printf 'timeout = 30\nretries = 5\n' >conf/settle.ini
hg commit -q -m "retries: five for the settlement batch; eu zones"
hg update -q default
printf 'timeout = 45\nretries = 2\n' >conf/settle.ini
for i in $(seq 1 80); do printf '# reviewed\n' | cat - conf/carrier_$i.ini >t && mv t conf/carrier_$i.ini; done
hg commit -q -m "settle: shorter retries, longer timeout"
