mkdir -p src
for i in $(seq 1 90); do
  if [ $i = 63 ]; then
    printf '#include <string>\n#include "catalog.h"\nint part_%d() { std::string s = catalog_name(%d); return s.size() + catalog_price(s, 2); }\n' $i $i >src/part_$i.cpp
  elif [ $((i % 15)) = 0 ]; then
    printf '#include <vector>\nint part_%d() { std::vector<int> v(3); int n = 0; for (int i = 0; i < v.size(); i++) n += v[i]; return n; }\n' $i >src/part_$i.cpp
  else
    printf '#include <string>\nint part_%d() { std::string s = "p%d"; return s.size(); }\n' $i $i >src/part_$i.cpp
  fi
done
printf '#pragma once\n#include <string>\nstd::string catalog_name(int id);\nint catalog_price(const std::string &sku);\n' >src/catalog.h
printf 'int main() { return 0; }\n' >src/main.cpp
cat >CMakeLists.txt <<'C'
cmake_minimum_required(VERSION 3.20)
project(catalog CXX)
set(CMAKE_CXX_STANDARD 17)
add_compile_options(-Wall -Wextra)
file(GLOB SRCS src/*.cpp)
add_executable(catalog ${SRCS})
C
cmake -S . -B build -G Ninja >/dev/null
