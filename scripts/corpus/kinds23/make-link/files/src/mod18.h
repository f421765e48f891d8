int mod18_run(int x);
