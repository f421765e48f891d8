# A dune executable pricing 500 orders; built here, the agent ran it with backtraces on.
dune build ./bin/main.exe 2>/dev/null
