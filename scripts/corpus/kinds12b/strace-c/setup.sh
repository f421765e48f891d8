mkdir -p vendor/rates
for z in $(seq 0 39); do printf '%d\n' $((z * 13 + 120)) >"vendor/rates/zone-$(printf %02d "$z").rate"; done
gcc -O2 -o pricer pricer.c
