# Configure and build the checker; the case runs ctest over the 140 tests.
cmake -S . -B build >/dev/null && cmake --build build >/dev/null
