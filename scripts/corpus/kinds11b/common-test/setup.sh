# Common Test writes its HTML logs under logs/, which must exist.
mkdir -p logs
