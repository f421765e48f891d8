int mod03_run(int x);
