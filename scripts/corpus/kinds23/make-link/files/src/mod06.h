int mod06_run(int x);
