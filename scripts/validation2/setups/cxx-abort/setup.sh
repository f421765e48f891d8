cat >rates.cpp <<'C'
#include <iostream>
#include <map>
#include <string>
#include <vector>
int main() {
  std::map<std::string, double> rates{{"EUR", 1.0}, {"USD", 1.08}, {"GBP", 0.86}, {"CHF", 0.95}};
  std::vector<std::string> cur{"EUR", "USD", "GBP", "CHF"};
  for (int i = 1; i <= 600; ++i) {
    std::string c = i == 517 ? "SEK" : cur[i % 4];
    double amount = 100.0 + i;
    std::cout << "invoice " << i << " " << c << " " << amount * rates.at(c) << std::endl;
  }
  return 0;
}
C
g++ -O1 -g -o rates rates.cpp
