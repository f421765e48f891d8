int mod05_run(int x);
