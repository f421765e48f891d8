gcc -O0 -o job job.c && chmod +x runjobs.sh
