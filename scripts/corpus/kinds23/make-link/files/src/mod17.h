int mod17_run(int x);
