# The checkout (on trunk) is ws/, made by setup.sh with HOME in the case's dir.
export HOME="$PWD" USER=curator
cd ws && fossil merge autumn-2024
