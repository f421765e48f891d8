# A CMake project of six libraries (15 sources each) and one tool; libs/fees builds with -Werror,
# the others only warn. Configured here (Unix Makefiles); the agent ran the build.
libs="core money ledger fees report export"
{ echo "cmake_minimum_required(VERSION 3.16)"; echo "project(billing C)"; echo 'set(CMAKE_C_FLAGS "${CMAKE_C_FLAGS} -Wall -Wextra")';
  for l in $libs; do echo "add_subdirectory(libs/$l)"; done; echo "add_executable(billing main.c)"; echo "target_link_libraries(billing $libs)"; } > CMakeLists.txt
echo 'int main(void) { return 0; }' > main.c
for l in $libs; do
  mkdir -p libs/$l
  { echo "add_library($l STATIC"; for i in $(seq -w 1 15); do echo "  ${l}_$i.c"; done; echo ")";
    [ $l = fees ] && echo "target_compile_options(fees PRIVATE -Werror)"; } > libs/$l/CMakeLists.txt
  for i in $(seq -w 1 15); do
    f=libs/$l/${l}_$i.c
    { echo "#include <stddef.h>"; echo "int ${l}_apply_$i(int amount, int flags)"; echo "{"; echo "    int scaled = amount * 100;"; echo "    return scaled / 100;"; echo "}"; } > $f
    [ $l != fees ] && [ $((10#$i % 2)) = 1 ] && sed -i 's/int scaled/int unused_rate = 7;\n    int scaled/' $f
  done
done
# fees_09 compares a signed count with a size_t: only a warning elsewhere, an error here.
cat > libs/fees/fees_09.c <<'C'
#include <stddef.h>
static const int tiers[] = { 100, 250, 500, 1000 };
int fees_apply_09(int amount, int flags)
{
    (void)flags;
    for (int i = 0; i < sizeof tiers / sizeof tiers[0]; i++)
        if (amount < tiers[i]) return i;
    return -1;
}
C
sed -i 's/(int amount, int flags)/(int amount, int flags)/' libs/fees/fees_0[1-8].c
for f in libs/fees/fees_*.c; do [ $f = libs/fees/fees_09.c ] || sed -i 's/int scaled = amount \* 100;/(void)flags;\n    int scaled = amount * 100;/' $f; done
cmake -S . -B build -G "Unix Makefiles" >/dev/null
