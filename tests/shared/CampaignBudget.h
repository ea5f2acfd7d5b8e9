#pragma once

// How far one part of a hostile-input campaign goes: its count (an environment variable, or a
// fallback), or, with a time budget set (another variable, in seconds), until that time is up
// once it has covered `leastCovered` cases, however slow the machine. The cases come in a fixed
// order, so a shorter run covers a prefix of a longer one.

#include <chrono>
#include <cstdlib>

namespace snp::test {

inline int environmentNumber(const char *variable, int fallback) {
  const char *text = std::getenv(variable);
  return text && *text ? std::atoi(text) : fallback;
}

class CampaignBudget {
public:
  CampaignBudget(const char *countVariable, int fallback, const char *secondsVariable, int leastCovered)
      : total_(environmentNumber(countVariable, fallback)), seconds_(environmentNumber(secondsVariable, 0)),
        leastCovered_(leastCovered) {}

  int total() const { return total_; }
  bool goesOn(int covered) const {
    if (covered >= total_) return false;
    if (seconds_ <= 0 || covered < leastCovered_) return true;
    return std::chrono::steady_clock::now() - start_ < std::chrono::seconds(seconds_);
  }

private:
  int total_;
  int seconds_;
  int leastCovered_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

} // namespace snp::test
