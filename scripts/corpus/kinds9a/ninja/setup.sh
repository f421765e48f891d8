# A CMake project of 120 C files (codec tables) configured for Ninja with -Wall -Wextra: every file
# has a signed/unsigned comparison (a warning); codec_077.c calls a function with the wrong number
# of arguments (an error). Configured here; the agent ran the build.
local i
mkdir -p src
{
  printf 'cmake_minimum_required(VERSION 3.20)\nproject(codecs C)\n'
  printf 'set(CMAKE_C_STANDARD 11)\nadd_compile_options(-Wall -Wextra)\n'
  printf 'add_library(codecs STATIC\n'
  for i in $(seq -w 1 120); do printf '  src/codec_%s.c\n' "$i"; done
  printf ')\nadd_executable(codec-check src/main.c)\ntarget_link_libraries(codec-check codecs)\n'
} >CMakeLists.txt
printf 'int codec_001_decode(const unsigned char *in, int n, unsigned char *out);\nint main(void) { unsigned char o[4]; return codec_001_decode((const unsigned char *)"abcd", 4, o); }\n' >src/main.c
for i in $(seq -w 1 120); do
  {
    printf '#include <string.h>\n\nstatic int scale_%s(int v, int shift) { return v << shift; }\n\n' "$i"
    printf '/* Decodes a block of codec %s. */\nint codec_%s_decode(const unsigned char *in, int n, unsigned char *out)\n{\n' "$i" "$i"
    printf '    for (size_t k = 0; k < n; k++) {\n        out[k] = (unsigned char)(in[k] ^ 0x%02x);\n    }\n' "$((10#$i))"
    if [[ $i == 077 ]]; then
      printf '    return scale_%s(n);\n}\n' "$i"
    else
      printf '    return scale_%s(n, 1);\n}\n' "$i"
    fi
  } >"src/codec_$i.c"
done
cmake -G Ninja -S . -B build >/dev/null
