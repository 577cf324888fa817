/* fsb: the sbx benchmark's micro-workloads, in one process so that no
 * process spawn is timed.  Compiled by tests/bench/run at run time.
 *
 *   fsb fill      FILE MIB            write MIB MiB, fsync (untimed prep)
 *   fsb seqwrite  FILE MIB            1 MiB writes, then fsync
 *   fsb seqread   FILE                1 MiB reads to EOF
 *   fsb randwrite FILE WRITE_MIB      4 KiB pwrites at random 4 KiB-aligned
 *                                     offsets of an existing FILE, then fsync
 *   fsb create    DIR NDIRS NFILES    mkdir NDIRS dirs, NFILES empty files
 *   fsb stat      DIR NDIRS NFILES MINSEC   stat every file; passes repeat
 *                                     until MINSEC seconds (0 = one pass)
 *   fsb readdir   DIR NDIRS MINSEC    list every dir; passes repeat
 *   fsb unlink    DIR NDIRS NFILES    unlink every file, rmdir every dir
 *
 * Each prints one line: "<seconds> <count>" where count is bytes for the
 * data workloads and operations (files, entries) for the others.
 *
 * Data is about 2:1 compressible (bytes drawn from 16 values) and unique
 * per 4 KiB (each 4 KiB block is stamped with its position), so neither
 * compression nor deduplication can make it vanish.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#define MIB (1024 * 1024)
#define POOL_MIB 32

static void die(const char *what, const char *arg)
{
	fprintf(stderr, "fsb: %s %s: %s\n", what, arg ? arg : "", strerror(errno));
	exit(1);
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint64_t next(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

static unsigned char *pool;
static void make_pool(void)
{
	pool = malloc((size_t)POOL_MIB * MIB);
	if (!pool)
		die("malloc", NULL);
	static const char alpha[] = "0123456789abcdef";
	for (size_t i = 0; i < (size_t)POOL_MIB * MIB; i += 16) {
		uint64_t r = next();
		for (int k = 0; k < 16; k++, r >>= 4)
			pool[i + k] = alpha[r & 15];
	}
}

/* 1 MiB of data for block number blk: a pool slice, each 4 KiB stamped */
static unsigned char *block(uint64_t blk)
{
	unsigned char *p = pool + (blk % POOL_MIB) * MIB;
	for (int k = 0; k < MIB / 4096; k++) {
		uint64_t stamp = (blk << 8) | (uint64_t)k;
		memcpy(p + k * 4096, &stamp, sizeof stamp);
		memcpy(p + k * 4096 + 8, &rng, sizeof rng);
	}
	return p;
}

static void writeall(int fd, const unsigned char *p, size_t n, const char *f)
{
	while (n) {
		ssize_t w = write(fd, p, n);
		if (w < 0) {
			if (errno == EINTR)
				continue;
			die("write", f);
		}
		p += w;
		n -= (size_t)w;
	}
}

static int seqwrite(const char *f, long mib)
{
	make_pool();
	double t0 = now();
	int fd = open(f, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0)
		die("open", f);
	for (long i = 0; i < mib; i++)
		writeall(fd, block((uint64_t)i), MIB, f);
	if (fsync(fd) < 0)
		die("fsync", f);
	if (close(fd) < 0)
		die("close", f);
	double t = now() - t0;
	printf("%.6f %lld\n", t, (long long)mib * MIB);
	return 0;
}

static int seqread(const char *f)
{
	unsigned char *buf = malloc(MIB);
	long long total = 0;
	double t0 = now();
	int fd = open(f, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		die("open", f);
	for (;;) {
		ssize_t r = read(fd, buf, MIB);
		if (r < 0) {
			if (errno == EINTR)
				continue;
			die("read", f);
		}
		if (r == 0)
			break;
		total += r;
	}
	close(fd);
	double t = now() - t0;
	printf("%.6f %lld\n", t, total);
	free(buf);
	return 0;
}

static int randwrite(const char *f, long wmib)
{
	make_pool();
	int fd = open(f, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		die("open", f);
	struct stat st;
	if (fstat(fd, &st) < 0)
		die("fstat", f);
	uint64_t pages = (uint64_t)st.st_size / 4096;
	if (pages == 0) {
		errno = EINVAL;
		die("empty file", f);
	}
	long n = wmib * (MIB / 4096);
	/* offsets and data chosen before the clock starts */
	uint64_t *off = malloc(sizeof *off * (size_t)n);
	for (long i = 0; i < n; i++)
		off[i] = (next() % pages) * 4096;
	double t0 = now();
	for (long i = 0; i < n; i++) {
		unsigned char *p = pool + ((size_t)i * 4096) % ((size_t)POOL_MIB * MIB);
		memcpy(p, &i, sizeof i);
		ssize_t w = pwrite(fd, p, 4096, (off_t)off[i]);
		if (w != 4096)
			die("pwrite", f);
	}
	if (fsync(fd) < 0)
		die("fsync", f);
	if (close(fd) < 0)
		die("close", f);
	double t = now() - t0;
	printf("%.6f %lld\n", t, (long long)n * 4096);
	return 0;
}

static int fill(const char *f, long mib)
{
	make_pool();
	rng ^= 0x5555;
	int fd = open(f, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0)
		die("open", f);
	for (long i = 0; i < mib; i++)
		writeall(fd, block((uint64_t)i + 1000000), MIB, f);
	if (fsync(fd) < 0 || close(fd) < 0)
		die("fsync", f);
	printf("0 %lld\n", (long long)mib * MIB);
	return 0;
}

static void fname(char *buf, size_t sz, long d, long i)
{
	snprintf(buf, sz, "d%03ld/f%06ld", d, i);
}

static int create(long nd, long nf)
{
	char p[64];
	double t0 = now();
	for (long d = 0; d < nd; d++) {
		snprintf(p, sizeof p, "d%03ld", d);
		if (mkdir(p, 0755) < 0)
			die("mkdir", p);
	}
	for (long i = 0; i < nf; i++) {
		fname(p, sizeof p, i % nd, i);
		int fd = open(p, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
		if (fd < 0)
			die("create", p);
		if (close(fd) < 0)
			die("close", p);
	}
	double t = now() - t0;
	printf("%.6f %ld\n", t, nf);
	return 0;
}

static int dostat(long nd, long nf, double minsec)
{
	char p[64];
	struct stat st;
	long ops = 0;
	double t0 = now(), t;
	do {
		for (long i = 0; i < nf; i++) {
			fname(p, sizeof p, i % nd, i);
			if (stat(p, &st) < 0)
				die("stat", p);
		}
		ops += nf;
		t = now() - t0;
	} while (t < minsec);
	printf("%.6f %ld\n", t, ops);
	return 0;
}

static int doreaddir(long nd, double minsec)
{
	char p[64];
	long ents = 0;
	double t0 = now(), t;
	do {
		for (long d = 0; d < nd; d++) {
			snprintf(p, sizeof p, "d%03ld", d);
			DIR *dir = opendir(p);
			if (!dir)
				die("opendir", p);
			struct dirent *de;
			while ((de = readdir(dir)))
				if (de->d_name[0] != '.')
					ents++;
			closedir(dir);
		}
		t = now() - t0;
	} while (t < minsec);
	printf("%.6f %ld\n", t, ents);
	return 0;
}

static int dounlink(long nd, long nf)
{
	char p[64];
	double t0 = now();
	for (long i = 0; i < nf; i++) {
		fname(p, sizeof p, i % nd, i);
		if (unlink(p) < 0)
			die("unlink", p);
	}
	for (long d = 0; d < nd; d++) {
		snprintf(p, sizeof p, "d%03ld", d);
		if (rmdir(p) < 0)
			die("rmdir", p);
	}
	double t = now() - t0;
	printf("%.6f %ld\n", t, nf);
	return 0;
}

static void usage(void)
{
	fprintf(stderr, "usage: see the comment at the top of fsb.c\n");
	exit(2);
}

int main(int argc, char **argv)
{
	if (argc < 3)
		usage();
	const char *cmd = argv[1];
	if (!strcmp(cmd, "seqwrite") && argc == 4)
		return seqwrite(argv[2], atol(argv[3]));
	if (!strcmp(cmd, "fill") && argc == 4)
		return fill(argv[2], atol(argv[3]));
	if (!strcmp(cmd, "seqread") && argc == 3)
		return seqread(argv[2]);
	if (!strcmp(cmd, "randwrite") && argc == 4)
		return randwrite(argv[2], atol(argv[3]));
	/* the directory workloads run inside DIR */
	if (chdir(argv[2]) < 0)
		die("chdir", argv[2]);
	if (!strcmp(cmd, "create") && argc == 5)
		return create(atol(argv[3]), atol(argv[4]));
	if (!strcmp(cmd, "stat") && argc == 6)
		return dostat(atol(argv[3]), atol(argv[4]), atof(argv[5]));
	if (!strcmp(cmd, "readdir") && argc == 5)
		return doreaddir(atol(argv[3]), atof(argv[4]));
	if (!strcmp(cmd, "unlink") && argc == 5)
		return dounlink(atol(argv[3]), atol(argv[4]));
	usage();
}
