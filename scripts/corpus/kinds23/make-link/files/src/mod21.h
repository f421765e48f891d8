int mod21_run(int x);
