# Built with debug info so drd names the source lines.
gcc -g -O0 -pthread -o counters counters.c
