int mod11_run(int x);
