# A release tree: 40 tools linked against lib/libledger.so.1 (rpath $ORIGIN/../lib); the FX tool also
# needs lib/libfx.so.2, which the packaging step forgot to copy.
mkdir -p lib bin build
echo 'int ledger_post(int a){return a;}' > build/ledger.c
echo 'int fx_rate(int a){return a*2;}' > build/fx.c
gcc -shared -fPIC -Wl,-soname,libledger.so.1 -o lib/libledger.so.1 build/ledger.c
gcc -shared -fPIC -Wl,-soname,libfx.so.2 -o build/libfx.so.2 build/fx.c
ln -s libfx.so.2 build/libfx.so
ln -s libledger.so.1 lib/libledger.so
names="post settle reconcile export import audit close open report archive"
n=0
for a in $names; do for b in daily weekly monthly yearly; do
  n=$((n+1)); t=ledger-$a-$b
  if [ $t = ledger-settle-monthly ]; then
    echo 'int ledger_post(int);int fx_rate(int);int main(void){return ledger_post(fx_rate(1));}' > build/$t.c
    gcc -o bin/$t build/$t.c -Lbuild -Llib -lfx -lledger -lm -lpthread -Wl,-rpath,'$ORIGIN/../lib' -Wl,--no-as-needed
  else
    echo 'int ledger_post(int);int main(void){return ledger_post(0);}' > build/$t.c
    gcc -o bin/$t build/$t.c -Llib -lledger -lm -lpthread -Wl,-rpath,'$ORIGIN/../lib' -Wl,--no-as-needed
  fi
done; done
rm -rf build
