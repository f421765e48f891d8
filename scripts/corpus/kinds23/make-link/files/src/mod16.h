int mod16_run(int x);
