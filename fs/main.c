#include <stdio.h>
int main(void) { fputs("sbxfs: not built yet\n", stderr); return 1; }
