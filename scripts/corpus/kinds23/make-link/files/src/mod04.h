int mod04_run(int x);
