# The release key lives in the case's own GNUPGHOME (made by setup.sh).
GNUPGHOME="$PWD/gnupg" ./verify-mirror.sh
