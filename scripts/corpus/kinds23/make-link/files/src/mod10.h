int mod10_run(int x);
