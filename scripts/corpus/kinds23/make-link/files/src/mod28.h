int mod28_run(int x);
