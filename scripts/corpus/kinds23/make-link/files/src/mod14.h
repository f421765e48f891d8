int mod14_run(int x);
