# A small C interpreter project of 96 files built by make -k with CC=tcc; tcc warns about
# implicit declarations in a dozen files, and src/eval/eval_61.c misses a semicolon.
mkdir -p src/lex src/parse src/eval src/gc obj
for d in lex parse eval gc; do for i in $(seq -w 40 63); do
  f=src/$d/${d}_$i.c
  { echo "#include <stdio.h>"; echo "int ${d}_step_$i(int n)"; echo "{"; echo "    int acc = 0;"; echo "    for (int i = 0; i < n; i++)"; echo "        acc += i * $i;";
    [ $((10#$i % 8)) = 3 ] && echo "    trace_step(acc);"; echo "    return acc;"; echo "}"; } > $f
done; done
sed -i 's/        acc += i \* 61;/        acc += i * 61/' src/eval/eval_61.c
cat > Makefile <<'MK'
CC = tcc
CFLAGS = -Wall -g -I include -DVERSION=\"0.9.4\" -DWITH_GC=1
SRC = $(wildcard src/lex/*.c src/parse/*.c src/eval/*.c src/gc/*.c)
OBJ = $(patsubst src/%.c,obj/%.o,$(SRC))
all: mini
mini: $(OBJ)
	$(CC) -o $@ $(OBJ)
obj/%.o: src/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c -o $@ $<
MK
mkdir -p include
