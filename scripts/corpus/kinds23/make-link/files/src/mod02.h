int mod02_run(int x);
