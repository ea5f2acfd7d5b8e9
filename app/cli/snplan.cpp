#include "model/Presets.h"

#include <fmt/core.h>

#include <string_view>

int main(int argc, char *argv[]) {
  const std::string_view command = argc > 1 ? argv[1] : "";
  if (command == "presets") {
    for (const auto &preset : snp::model::presets()) fmt::print("{:24} {}\n", preset.id, preset.name);
    return 0;
  }
  fmt::print(stderr, "usage: snplan presets\n");
  return 2;
}
