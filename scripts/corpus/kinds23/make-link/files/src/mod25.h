int mod25_run(int x);
