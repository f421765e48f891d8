int mod29_run(int x);
