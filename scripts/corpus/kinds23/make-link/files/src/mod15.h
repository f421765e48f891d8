int mod15_run(int x);
