gcc -O2 -o indexer indexer.c
