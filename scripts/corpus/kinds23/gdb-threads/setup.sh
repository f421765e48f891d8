gcc -g -O0 -pthread -o pool pool.c
