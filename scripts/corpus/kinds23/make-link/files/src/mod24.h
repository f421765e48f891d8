int mod24_run(int x);
