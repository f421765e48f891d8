int mod30_run(int x);
