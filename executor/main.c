/* main.c: sbxexec (placeholder until the executor lands). */
#include <stdio.h>
int main(void) { fputs("sbxexec: not built yet\n", stderr); return 1; }
