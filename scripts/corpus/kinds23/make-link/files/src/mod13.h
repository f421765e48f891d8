int mod13_run(int x);
