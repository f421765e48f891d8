# An autoconf project whose configure checks headers, functions, sizes and libraries; with --with-lz4
# it looks for LZ4F_compressFrame in -llz4 (not installed: 'no', mid-way), goes on with its other
# checks, and only at the end stops with an error that does not name the library.
autoconf
