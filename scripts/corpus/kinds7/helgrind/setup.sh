gcc -g -O0 -pthread -o postings postings.c
