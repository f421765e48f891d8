int mod19_run(int x);
