/* pricer: prices 600 order lines; each line's rate table is looked up along a search path of
 * eight directories, and only the last one (vendor/rates) has the tables. */
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

static const char *dirs[] = {"conf/rates", "conf/local", "/etc/pricer/rates", "/usr/local/share/pricer",
                             "/usr/share/pricer", "share/rates", "data/rates", "vendor/rates"};

int main(void) {
    char path[256], buf[64];
    for (int i = 1; i <= 600; i++) {
        int rate = 0;
        for (int d = 0; d < 8; d++) {
            snprintf(path, sizeof path, "%s/zone-%02d.rate", dirs[d], i % 40);
            int fd = open(path, O_RDONLY);
            if (fd < 0) continue;
            ssize_t n = read(fd, buf, sizeof buf - 1);
            close(fd);
            if (n > 0) { buf[n] = 0; sscanf(buf, "%d", &rate); }
            break;
        }
        printf("line %04d zone %02d rate %d total %d cents\n", i, i % 40, rate, rate * (i % 9 + 1));
    }
    return 0;
}
