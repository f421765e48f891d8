# A report daemon (reportd) that dlopen()s every plugin in ./plugins at start and skips, silently,
# the ones that fail to load. 24 format plugins share libfmtcore.so.2; export_pdf also needs
# libpdfout.so.3, which was built for it and is not installed where the loader looks (only
# libpdfout.so.2 is, in ./lib). The agent runs it with LD_DEBUG=libs to see why PDF is missing.
local p
mkdir -p lib plugins build
cat >build/fmtcore.c <<'C'
int fmt_version(void) { return 2; }
C
gcc -shared -fPIC -Wl,-soname,libfmtcore.so.2 -o lib/libfmtcore.so.2 build/fmtcore.c
for v in 2 3; do
  printf 'int pdf_render(const char *s) { return %d + (s != 0); }\n' "$v" >build/pdfout$v.c
  gcc -shared -fPIC -Wl,-soname,libpdfout.so.$v -o build/libpdfout.so.$v build/pdfout$v.c
done
cp build/libpdfout.so.2 lib/
for p in csv tsv json ndjson xml yaml toml html markdown rst latex ods xlsx parquet avro orc \
         export_pdf plain fixed_width sql protobuf msgpack cbor ini; do
  if [[ $p == export_pdf ]]; then
    printf 'int pdf_render(const char *); int fmt_version(void);\nconst char *plugin_name(void) { return "%s"; }\nint plugin_init(void) { return fmt_version() + pdf_render("x"); }\n' "$p" >build/$p.c
    gcc -shared -fPIC -o plugins/lib$p.so build/$p.c -Llib -Lbuild -l:libfmtcore.so.2 -l:libpdfout.so.3 -Wl,-rpath,'$ORIGIN/../lib'
  else
    printf 'int fmt_version(void);\nconst char *plugin_name(void) { return "%s"; }\nint plugin_init(void) { return fmt_version(); }\n' "$p" >build/$p.c
    gcc -shared -fPIC -o plugins/lib$p.so build/$p.c -Llib -l:libfmtcore.so.2 -Wl,-rpath,'$ORIGIN/../lib'
  fi
done
cat >build/reportd.c <<'C'
#include <dirent.h>
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

int main(void) {
  DIR *d = opendir("plugins");
  struct dirent *e;
  char path[512], names[2048] = "";
  int n = 0;
  if (!d) return 2;
  while ((e = readdir(d)) != NULL) {
    if (!strstr(e->d_name, ".so")) continue;
    snprintf(path, sizeof path, "./plugins/%s", e->d_name);
    void *h = dlopen(path, RTLD_NOW);
    if (!h) continue; /* optional plugin */
    const char *(*name)(void) = (const char *(*)(void)) dlsym(h, "plugin_name");
    int (*init)(void) = (int (*)(void)) dlsym(h, "plugin_init");
    if (name && init && init() > 0) {
      strcat(names, n ? ", " : "");
      strcat(names, name());
      n++;
    }
  }
  closedir(d);
  printf("reportd 1.8.2: %d output formats: %s\n", n, names);
  printf("listening on unix:/run/reportd.sock\n");
  return 0;
}
C
gcc -O1 -o reportd build/reportd.c -ldl -Wl,-rpath,'$ORIGIN/lib'
