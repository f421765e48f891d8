int mod12_run(int x);
