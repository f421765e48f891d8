gcc -O0 -o ledger_load ledger_load.c
