int mod08_run(int x);
