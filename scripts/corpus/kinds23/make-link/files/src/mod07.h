int mod07_run(int x);
