int mod22_run(int x);
