# An ext4 image of a ledger archive (12 month directories x 150 batch files) made with mke2fs -d;
# then, as after a bad write by a failing controller, 12 blocks of the inode table are zeroed from
# the block holding /ledger/2023-08/batch-035.csv's inode (which takes the next month's directory
# inode with it), and one file in 2023-11 gets a wrong link count.
mkdir -p root/ledger
for m in $(seq -w 1 12); do
  mkdir -p root/ledger/2023-$m
  for i in $(seq -w 1 150); do printf 'batch %s-%s\n%0200d\n' "$m" "$i" 0 >root/ledger/2023-$m/batch-$i.csv; done
done
mke2fs -q -F -t ext4 -b 4096 -N 4096 -d root -L ledgerdata ledger.img 64M >/dev/null
rm -rf root
debugfs -w -R 'sif /ledger/2023-11/batch-044.csv links_count 2' ledger.img >/dev/null 2>&1
blk=$(debugfs -R 'imap /ledger/2023-08/batch-035.csv' ledger.img 2>/dev/null | sed -n 's/.*located at block \([0-9]*\),.*/\1/p')
dd if=/dev/zero of=ledger.img bs=4096 seek="$blk" count=12 conv=notrunc status=none
