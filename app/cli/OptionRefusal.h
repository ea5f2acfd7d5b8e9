#pragma once

// How snplan refuses an option's value, in one wording wherever the value is checked: on the
// command line (OptionDeclare.h), or against the configuration once it is loaded.

#include <string>
#include <string_view>
#include <vector>

namespace snp::cli {

// "--runs is '0'; must be a whole number from 1 to 1000000"
std::string wholeNumberRefusal(std::string_view option, std::string_view text, long long min, long long max);
// "--rate is '-5'; must be a number from 0 to 1e+12"
std::string numberRefusal(std::string_view option, std::string_view text, double min, double max);
// "--format is 'xml'; must be json, csv or text", or with `oneOf` "must be one of bf16, fp8, int8".
std::string choiceRefusal(std::string_view option, std::string_view text,
                          const std::vector<std::string> &words, bool oneOf);

} // namespace snp::cli
