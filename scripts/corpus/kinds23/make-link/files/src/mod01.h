int mod01_run(int x);
