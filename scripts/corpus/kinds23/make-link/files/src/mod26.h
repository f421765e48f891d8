int mod26_run(int x);
