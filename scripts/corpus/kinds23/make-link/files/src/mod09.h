int mod09_run(int x);
