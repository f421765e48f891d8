int mod20_run(int x);
