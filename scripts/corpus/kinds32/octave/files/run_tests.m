## Runs the built-in tests of every function under inst/ (what CI calls).
addpath (fullfile (pwd, "inst"));
files = dir ("inst/*.m");
passed = 0; total = 0;
for i = 1:numel (files)
  [~, name] = fileparts (files(i).name);
  [n, nmax] = test (name, "verbose");
  passed += n; total += nmax;
endfor
printf ("%d of %d tests passed\n", passed, total);
exit (passed < total);
