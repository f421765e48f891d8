# 40 C files of a print spooler, each with an unused parameter (-Wextra warns); src/job_23.c frees a
# job's buffer on its error path and then again at the end, which gcc 12's -fanalyzer reports as a
# double-free with its event path. The warnings do not stop the build.
local i
mkdir -p src
for i in $(seq -w 1 40); do
  if [[ $i == 23 ]]; then
    cat >"src/job_$i.c" <<'C'
#include <stdlib.h>
#include <string.h>

int spool_job_23(const char *doc, int flags)
{
    char *buf = malloc(256);
    if (!buf)
        return -1;
    if (strlen(doc) > 255) {
        free(buf);
    } else {
        strcpy(buf, doc);
    }
    free(buf);
    return flags;
}
C
    continue
  fi
  cat >"src/job_$i.c" <<C
#include <stdlib.h>
#include <string.h>

int spool_job_$i(const char *doc, int flags, int priority)
{
    char *buf = malloc(256);
    if (!buf)
        return -1;
    strncpy(buf, doc, 255);
    buf[255] = '\0';
    int n = (int) strlen(buf);
    free(buf);
    return n + flags;
}
C
done
