int mod27_run(int x);
