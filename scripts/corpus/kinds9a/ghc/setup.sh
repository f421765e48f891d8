# A Haskell program of 40 pricing-rule modules and a Main, compiled with ghc --make -Wall: every
# module warns (a missing signature, an unused import, a name shadowing, a defaulted literal);
# Rule27 adds a Double to an Int (a type error); with -fkeep-going ghc compiles the other rules.
local i imports=""
mkdir -p src/Pricing
for i in $(seq -w 1 40); do
  {
    printf 'module Pricing.Rule%s (apply, describe) where\n\nimport Data.List (sortOn)\nimport qualified Data.Map as Map\n\n' "$i"
    printf -- '-- | Applies pricing rule %s to a net amount in cents.\napply :: Int -> Int -> Int\n' "$i"
    if [[ $i == 27 ]]; then
      printf 'apply qty net = net * qty + surcharge\n  where surcharge = fromIntegral net * 0.015\n\n'
    else
      printf 'apply qty net = net * qty + surcharge\n  where surcharge = net `div` 66\n\n'
    fi
    printf 'describe qty = "rule %s for " ++ show qty ++ " units at " ++ show (2 ^ 3)\n  where qty = 1\n' "$i"
  } >"src/Pricing/Rule$i.hs"
  imports="${imports}import qualified Pricing.Rule$i\n"
done
printf "module Main (main) where\n\n${imports}\nmain :: IO ()\nmain = print (Pricing.Rule01.apply 2 1000)\n" >src/Main.hs
