/* thumbd: renders the thumbnails of a photo archive's accession list (a batch run, no real images:
 * the decoded tiles are stand-ins of the right sizes). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct tile { char key[48]; unsigned char *px; size_t len; struct tile *next; };

static struct tile *cache_head;          /* decoded tiles, kept "for reuse" */
static size_t cache_bytes;

static unsigned char *decode_tile(const char *key, size_t len)
{
    unsigned char *px = malloc(len);
    memset(px, (unsigned char)key[0], len);
    return px;
}

static void cache_put(const char *key, unsigned char *px, size_t len)
{
    struct tile *t = malloc(sizeof *t);
    snprintf(t->key, sizeof t->key, "%s", key);
    t->px = px;
    t->len = len;
    t->next = cache_head;
    cache_head = t;
    cache_bytes += len;
}

static void cache_clear(void)
{
    while (cache_head) {
        struct tile *t = cache_head;
        cache_head = t->next;
        free(t->px);
        free(t);
    }
    cache_bytes = 0;
}

static char *exif_summary(int id)
{
    char *s = malloc(256);
    snprintf(s, 256, "accession %d: camera, lens, exposure, GPS stripped", id);
    return s;
}

static unsigned char *scale_down(const unsigned char *px, size_t len, size_t out)
{
    unsigned char *t = malloc(out);
    for (size_t i = 0; i < out; i++) t[i] = px[(i * 7) % len];
    return t;
}

static void write_thumb(int id, const unsigned char *thumb, size_t len)
{
    unsigned long sum = 0;
    for (size_t i = 0; i < len; i++) sum += thumb[i];
    if (id % 40 == 0) printf("thumb %05d written (%zu bytes, sum %lu)\n", id, len, sum);
}

static void render_collection(const char *name, int first, int last)
{
    for (int id = first; id <= last; id++) {
        char key[48];
        char *exif = exif_summary(id);
        size_t tiles = 2 + (size_t)(id % 3);
        for (size_t k = 0; k < tiles; k++) {
            snprintf(key, sizeof key, "acc%05d/tile%zu", id, k);
            size_t len = 16384 + (size_t)(id % 5) * 4096;
            unsigned char *px = decode_tile(key, len);
            unsigned char *thumb = scale_down(px, len, 1024);
            write_thumb(id, thumb, 1024);
            free(thumb);
            cache_put(key, px, len);          /* kept until the collection is done */
        }
        free(exif);
    }
    printf("%s: %d accessions, %zu bytes in tile cache\n", name, last - first + 1, cache_bytes);
    cache_clear();
}

int main(void)
{
    render_collection("postcards", 1, 60);
    render_collection("glass-negatives", 61, 340);
    render_collection("maps", 341, 480);
    render_collection("letters", 481, 620);
    render_collection("newspapers", 621, 760);
    render_collection("ephemera", 761, 880);
    return 0;
}
