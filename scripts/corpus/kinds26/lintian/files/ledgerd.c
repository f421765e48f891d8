#include <stdio.h>
int main(int argc, char **argv) { printf("ledgerd %d\n", argc); return 0; }
