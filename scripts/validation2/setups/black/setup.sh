mkdir -p shop
for m in cart checkout payments refunds taxes; do
  {
    echo "import os,sys"
    for i in $(seq 1 12); do
      echo "def ${m}_$i( a,b ):"
      echo "    return {'a':a,'b':b,'sum':a+b}"
    done
  } >shop/$m.py
done
printf 'def ok(a, b):\n    return a + b\n' >shop/util.py
printf 'def broken(a, b):\n    return a +\n' >shop/legacy.py
