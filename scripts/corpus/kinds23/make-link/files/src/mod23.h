int mod23_run(int x);
