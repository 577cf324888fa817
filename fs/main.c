/* main.c: sbxfs, the workspace filesystem daemon (see fs/daemon.c). */
#include "fs.h"

int main(int argc, char **argv)
{
        return fs_main(argc, argv);
}
